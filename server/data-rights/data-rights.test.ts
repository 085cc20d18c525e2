/**
 * A person's data rights through the manage link and code (issue 23 part 3; decisions 086-087):
 * the export holds every booking with the same e-mail and phone (and no one else's), with its
 * payments, mails, SMS, notes and consents; a correction changes the person's bookings only and a
 * refused one changes nothing; erasure leaves nothing of the person in a raw dump, in clear or
 * decryptable with the keys, while the payment stays as an anonymised record. Every request,
 * refused ones too, is in the audit log; a session that ended or belongs to someone else opens nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayAhead, testEnv } from '../testing/booking-test-helpers.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { decryptableText, encryptedTextsIn } from '../testing/decrypted-dump.ts'
import { bookAndPay, lastCodeMailed, manageToken, openWithCode } from '../testing/manage-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testKeyring } from '../testing/test-keyring.ts'
import { shortReference } from '../mail/booking-lines.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: testEnv })
}, 240_000)
afterAll(async () => test.app.close())

const post = (url: string, payload: Record<string, unknown>, language = 'en') => test.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } })
const contactOf = (serviceId: string) => test.app.db.selectFrom('services').select(['first_name', 'last_name', 'email', 'phone_number']).where('id', '=', serviceId).executeTakeFirstOrThrow()
const auditOf = async (serviceId: string) =>
  (await test.app.db.selectFrom('staff_audit_log').select(['action', 'outcome', 'staff_id']).where('record_id', '=', serviceId).orderBy('at').execute()).filter((row) => row.action.startsWith('person.'))

async function sessionFor(serviceId: string, email: string): Promise<string> {
  return openWithCode(test.app, await manageToken(test.app, serviceId), email)
}

describe('the person’s data through the manage link', () => {
  it('exports every booking of the same e-mail and phone, corrects them, then erases them to anonymised payments', async () => {
    const email = 'rights-journey@example.com'
    const phone = '0733 111 222'
    const paid = await bookAndPay(test.app, { email, phone_number: phone, first_name: 'Nyokabi', last_name: 'Wekesa', patient_notes: 'Sleep has been poor since March', appointment_date: dayAhead(9), appointment_time: '10:30' })
    const unpaid = await bookAndPay(test.app, { email: 'Rights-Journey@Example.com', phone_number: '+254 733 111 222', first_name: 'Nyokabi', last_name: 'Wekesa', patient_notes: null, appointment_date: dayAhead(10), appointment_time: '11:00' }, { pay: false })
    // Someone else who typed the same e-mail with another phone, and a stranger: never the person's.
    const samEmailOtherPhone = await bookAndPay(test.app, { email, phone_number: '0799 888 777', first_name: 'Imposter', last_name: 'Kariuki', appointment_date: dayAhead(11), appointment_time: '10:00' }, { pay: false })
    const stranger = await bookAndPay(test.app, { email: 'stranger@example.com', phone_number: '0788 000 111', first_name: 'Stranger', last_name: 'Achieng', appointment_date: dayAhead(12), appointment_time: '10:00' }, { pay: false })

    const session = await sessionFor(paid, email)
    expect((await post('/api/manage/note', { session, note: 'Please call after 5pm' })).statusCode).toBe(200)

    const exported = await post('/api/manage/export', { session })
    expect(exported.statusCode, exported.body).toBe(200)
    const data = exported.json()
    expect(data.openedWith).toBe(shortReference(paid))
    expect(data.bookings.map((booking: { id: string }) => booking.id)).toEqual([paid, unpaid])
    expect(data.bookings[0]).toMatchObject({
      contact: { firstName: 'Nyokabi', lastName: 'Wekesa', email, phone: '+254733111222' },
      notesAtBooking: 'Sleep has been poor since March',
      notesAdded: [{ note: 'Please call after 5pm', flaggedForCrisis: false }],
      paid: true,
      date: dayAhead(9),
      time: '10:30',
    })
    expect(data.payments).toHaveLength(1)
    expect(data.payments[0]).toMatchObject({ bookingReference: shortReference(paid), status: 'paid', amountKes: data.bookings[0].amountKes })
    expect(data.payments[0].attempts[0].merchantReference).toEqual(expect.any(String))
    const mailKinds = data.mails.map((mail: { kind: string }) => mail.kind)
    expect(mailKinds).toEqual(expect.arrayContaining(['booking-confirmation', 'payment-receipt', 'manage-link', 'manage-code']))
    expect(data.mails.find((mail: { kind: string }) => mail.kind === 'manage-code').body).toContain(shortReference(paid))
    expect(data.sms.length).toBeGreaterThanOrEqual(1)
    expect(data.consents).toEqual([
      { about: 'booking', bookingReference: shortReference(paid), version: expect.any(String), givenAt: expect.any(String) },
      { about: 'booking', bookingReference: shortReference(unpaid), version: expect.any(String), givenAt: expect.any(String) },
    ])
    expect(exported.body).not.toContain('Imposter')
    expect(exported.body).not.toContain('Stranger')
    expect(exported.body).not.toContain(shortReference(samEmailOtherPhone))

    // Corrections: a refused one names its field and changes nothing.
    const badPhone = await post('/api/manage/contact', { session, first_name: 'Changed', phone_number: '12345' })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json().errors).toEqual([{ path: '/phone_number', message: expect.stringContaining('Kenyan mobile number') }])
    const badEmail = await post('/api/manage/contact', { session, email: 'not-an-address' })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().errors[0].path).toBe('/email')
    const nothing = await post('/api/manage/contact', { session })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().message).toBe('Type the details you want to correct first. Nothing was changed.')
    expect(await contactOf(paid)).toMatchObject({ first_name: 'Nyokabi', email, phone_number: '+254733111222' })

    const corrected = await post('/api/manage/contact', { session, first_name: ' Nyokabi W. ', email: 'nyokabi.new@example.com' })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json().message).toBe('Your contact details are corrected on all your bookings.')
    for (const id of [paid, unpaid]) expect(await contactOf(id)).toMatchObject({ first_name: 'Nyokabi W.', last_name: 'Wekesa', email: 'nyokabi.new@example.com' })
    expect(await contactOf(samEmailOtherPhone)).toMatchObject({ first_name: 'Imposter', email })
    // The corrected contact still finds both bookings.
    const again = (await post('/api/manage/export', { session })).json()
    expect(again.bookings.map((booking: { id: string }) => booking.id)).toEqual([paid, unpaid])

    // Erasure: confirmation is required, then everything goes at once.
    const unconfirmed = await post('/api/manage/erase', { session })
    expect(unconfirmed.statusCode).toBe(400)
    expect(await contactOf(paid)).toMatchObject({ first_name: 'Nyokabi W.' })
    const before = await rawDatabaseDump(test.app.db)
    const envelopesBefore = encryptedTextsIn(before)
    const erased = await post('/api/manage/erase', { session, confirm: 'erase' })
    expect(erased.statusCode, erased.body).toBe(200)
    expect(erased.json().message).toContain('Your data is erased.')

    const dump = await rawDatabaseDump(test.app.db)
    const opened = decryptableText(dump, testKeyring)
    // (rights-journey@example.com stays: the other person who typed it still has their booking.)
    for (const trace of ['Nyokabi', 'Wekesa', 'nyokabi.new@example.com', '733111222', '733 111 222', 'Sleep has been poor', 'Please call after 5pm']) {
      expect(dump, trace).not.toContain(trace)
      expect(opened, trace).not.toContain(trace)
    }
    // The envelopes of the person's values (with their data keys) are gone, not only unreadable.
    const personEnvelopes = envelopesBefore.filter((text) => !dump.includes(text))
    expect(personEnvelopes.length).toBeGreaterThan(5)
    // Others are untouched.
    expect(opened).toContain('Imposter')
    expect(opened).toContain('Stranger')
    expect(await contactOf(stranger)).toMatchObject({ first_name: 'Stranger' })

    // The payment stays, anonymised: amount, status, references and dates; the booking was cancelled with the refund rule.
    const orders = await test.app.db.selectFrom('payment_orders').select(['service_id', 'amount_kes', 'status', 'redirect_url']).where('service_id', '=', paid).execute()
    expect(orders).toEqual([{ service_id: paid, amount_kes: data.bookings[0].amountKes, status: 'paid', redirect_url: null }])
    const row = await test.app.db.selectFrom('services').select(['first_name', 'email', 'phone_number', 'patient_notes', 'anonymised_at', 'cancelled_at', 'email_index', 'phone_index']).where('id', '=', paid).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ first_name: '', email: null, phone_number: '', patient_notes: null, email_index: null, phone_index: null })
    expect(row.anonymised_at).not.toBeNull()
    expect(row.cancelled_at).not.toBeNull()
    expect(await test.app.db.selectFrom('refunds').select('amount_kes').where('service_id', '=', paid).execute()).toEqual([{ amount_kes: data.bookings[0].amountKes }])

    // The session ended with the data: nothing more can be read or changed.
    expect((await post('/api/manage/export', { session })).statusCode).toBe(401)
    expect((await post('/api/manage/erase', { session, confirm: 'erase' })).statusCode).toBe(401)

    expect((await auditOf(paid)).map((entry) => `${entry.action}:${entry.outcome}:${entry.staff_id}`)).toEqual([
      'person.export:success:null',
      'person.correct:refused:null',
      'person.correct:refused:null',
      'person.correct:success:null',
      'person.export:success:null',
      'person.erase:success:null',
    ])
    expect((await auditOf(unpaid)).map((entry) => entry.action)).toEqual(['person.erase'])
  }, 240_000)

  it('refuses without a live session, and a session opens only its own person', async () => {
    const email = 'rights-refusals@example.com'
    const mine = await bookAndPay(test.app, { email, phone_number: '0744 222 333', first_name: 'Mwende', appointment_date: dayAhead(9), appointment_time: '14:00' }, { pay: false })
    const other = await bookAndPay(test.app, { email: 'rights-other@example.com', phone_number: '0744 222 444', first_name: 'Otherperson', appointment_date: dayAhead(9), appointment_time: '15:00' }, { pay: false })

    for (const [url, extra] of [['/api/manage/export', {}], ['/api/manage/contact', { first_name: 'X' }], ['/api/manage/erase', { confirm: 'erase' }]] as const) {
      const guessed = await post(url, { session: 'A'.repeat(43), ...extra })
      expect(guessed.statusCode).toBe(401)
      expect(guessed.json().message).toBe('Your time to make changes has run out. Ask for a new code to continue.')
      const swahili = await post(url, { session: 'A'.repeat(43), ...extra }, 'sw')
      expect(swahili.json().message).not.toBe(guessed.json().message)
    }
    // A body the schema refuses (no session) never reaches the handler, and is audited all the same, by field.
    const schemaRefusals = () => test.app.db.selectFrom('staff_audit_log').select(['fields']).where('action', '=', 'person.erase').where('outcome', '=', 'refused').where('record_id', 'is', null).execute()
    const before = (await schemaRefusals()).length
    expect((await post('/api/manage/erase', { confirm: 'erase' })).statusCode).toBe(400)
    const refusals = await schemaRefusals()
    expect(refusals).toHaveLength(before + 1)
    expect(JSON.stringify(refusals.at(-1))).toContain('session')
    expect((await contactOf(mine)).first_name).toBe('Mwende')

    // Another booking's token opens that booking only, and a wrong or expired code opens nothing.
    const otherToken = await manageToken(test.app, other)
    const wrong = await post('/api/manage/open', { token: otherToken, code: '000000' })
    expect(wrong.statusCode).toBe(400)
    await post('/api/manage/code', { token: otherToken })
    await test.app.db.updateTable('manage_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('service_id', '=', other).execute()
    const expired = await post('/api/manage/open', { token: otherToken, code: (await lastCodeMailed(test.app.db, 'rights-other@example.com'))! })
    expect(expired.statusCode).toBe(400)
    expect(expired.json().errors[0].path).toBe('/code')

    const session = await sessionFor(mine, email)
    const exported = (await post('/api/manage/export', { session })).json()
    expect(exported.bookings.map((booking: { id: string }) => booking.id)).toEqual([mine])
    expect(JSON.stringify(exported)).not.toContain('Otherperson')

    // An ended session is refused and changes nothing.
    await test.app.db.updateTable('manage_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('service_id', '=', mine).execute()
    const late = await post('/api/manage/contact', { session, first_name: 'Late' })
    expect(late.statusCode).toBe(401)
    expect((await contactOf(mine)).first_name).toBe('Mwende')
    expect((await post('/api/manage/erase', { session, confirm: 'erase' })).statusCode).toBe(401)
    expect((await contactOf(mine)).first_name).toBe('Mwende')
    expect((await contactOf(other)).first_name).toBe('Otherperson')
  }, 240_000)
})
