/**
 * The visitor manages a paid booking (issue 22 part 5; decision 073): a manage link, a one-time
 * code by mail, then moving, cancelling with the refund the rule gives, and a note. Every refusal
 * is a clear message and changes nothing; guessed tokens and another booking's token open nothing.
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayAhead, testEnv } from '../testing/booking-test-helpers.ts'
import { bookAndPay, lastCodeMailed, manageToken, openWithCode } from '../testing/manage-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { bookingsOfTokens } from './manage-links.ts'
import { codePolicy } from './one-time-code.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: testEnv })
}, 60_000)
afterAll(async () => test.app.close())

const post = (url: string, payload: Record<string, unknown>, language = 'en') => test.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } })
const slotOf = async (serviceId: string) =>
  test.app.db.selectFrom('services').select(['appointment_time', 'cancelled_at']).select(sql<string>`to_char(appointment_date, 'YYYY-MM-DD')`.as('appointment_date')).where('id', '=', serviceId).executeTakeFirstOrThrow()
const mailsTo = async (recipient: string, kind: string) => (await test.app.db.selectFrom('outbox').select(['recipient', 'body']).where('kind', '=', kind).execute()).filter((row) => row.recipient === recipient)
const refundsOf = (serviceId: string) => test.app.db.selectFrom('refunds').selectAll().where('service_id', '=', serviceId).execute()

describe('managing a booking', () => {
  it('opens with the link and the mailed code, moves the session, then cancels it with a full refund, once', async () => {
    const email = 'manage-journey@example.com'
    const serviceId = await bookAndPay(test.app, { email, appointment_date: dayAhead(7), appointment_time: '10:30' })
    const token = await manageToken(test.app, serviceId)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The payment mailed a link of its own, once, which opens the same booking; the stored tokens are only hashes.
    const linkMail = await mailsTo(email, 'manage-link')
    expect(linkMail).toHaveLength(1)
    const mailedToken = /\/manage#([A-Za-z0-9_-]{43})/.exec(linkMail[0]!.body)?.[1]
    expect(mailedToken).toBeDefined()
    expect(mailedToken).not.toBe(token)
    expect(await bookingsOfTokens(test.app.db, [mailedToken!], new Date())).toEqual([serviceId])
    const stored = await test.app.db.selectFrom('manage_links').select('token_hash').where('service_id', '=', serviceId).execute()
    expect(stored).toHaveLength(2)
    expect(stored.map((row) => row.token_hash)).not.toContain(token)

    const sent = await post('/api/manage/code', { token })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().message).toBe('We have sent a 6-digit code to the e-mail address of this booking. It works for 10 minutes.')
    const code = await lastCodeMailed(test.app.db, email)
    expect(code).toMatch(/^\d{6}$/)

    const wrong = await post('/api/manage/open', { token, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: '/code', message: 'The code is not right. Check the last code we sent and enter its 6 digits.' }])

    const opened = await post('/api/manage/open', { token, code })
    expect(opened.statusCode, opened.body).toBe(200)
    const booking = opened.json()
    expect(booking).toMatchObject({ serviceType: 'Appointment', practitioner: 'Doctor', date: dayAhead(7), time: '10:30', paid: true, cancelled: false, changeable: true, refundIfCancelledKes: booking.amountKes })
    expect(booking.amountKes).toBeGreaterThan(0)
    // A code works once.
    expect((await post('/api/manage/open', { token, code })).statusCode).toBe(400)

    const session = booking.session as string
    const notOffered = await post('/api/manage/reschedule', { session, date: dayAhead(8), time: '19:00' })
    expect(notOffered.statusCode).toBe(400)
    expect(notOffered.json().errors[0].path).toBe('/time')
    expect(await slotOf(serviceId)).toMatchObject({ appointment_date: dayAhead(7), appointment_time: '10:30' })

    const moved = await post('/api/manage/reschedule', { session, date: dayAhead(8), time: '14:00' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ message: 'Your booking has moved to the new time.', date: dayAhead(8), time: '14:00' })
    expect(await slotOf(serviceId)).toMatchObject({ appointment_date: dayAhead(8), appointment_time: '14:00' })

    const cancelled = await post('/api/manage/cancel', { session })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ cancelled: true, refund: { amountKes: booking.amountKes, status: 'requested' } })
    const again = await post('/api/manage/cancel', { session })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This booking is cancelled, so it can no longer be changed.')
    expect(await refundsOf(serviceId)).toHaveLength(1)
    // The sandbox took the refund: its order now reads refunded (Pesapal's status 3).
    const sandbox = await test.app.db.selectFrom('sandbox_payment_orders').select('status_code').where('status_code', '=', 3).execute()
    expect(sandbox.length).toBeGreaterThanOrEqual(1)
    expect(await mailsTo(email, 'booking-cancelled')).toHaveLength(1)
    // A cancelled booking's link opens nothing any more.
    expect((await post('/api/manage/code', { token })).statusCode).toBe(404)
    // The visitor's actions are in the audit log, without a staff member.
    const audit = await test.app.db.selectFrom('staff_audit_log').select(['action', 'outcome', 'staff_id']).where('record_id', '=', serviceId).execute()
    expect(audit.map((row) => `${row.action}:${row.outcome}`)).toEqual(['booking.visitor-open:success', 'booking.visitor-reschedule:refused', 'booking.visitor-reschedule:success', 'booking.visitor-cancel:success', 'booking.visitor-cancel:refused'])
    // The token and the code never reach the logs.
    const logs = JSON.stringify(test.logLines)
    expect(logs).not.toContain(token)
    expect(logs).not.toContain(session)
  })

  it('refunds nothing and refuses a move less than 24 hours before the session, in the page language', async () => {
    const email = 'manage-late@example.com'
    const serviceId = await bookAndPay(test.app, { email })
    const token = await manageToken(test.app, serviceId)
    const session = await openWithCode(test.app, token, email)
    // The session is now in 3 hours.
    const soon = new Date(Date.now() + 3 * 3_600_000)
    const nairobi = new Date(soon.getTime() + 3 * 3_600_000).toISOString()
    await test.app.db.updateTable('services').set({ appointment_date: nairobi.slice(0, 10), appointment_time: nairobi.slice(11, 16) }).where('id', '=', serviceId).execute()
    const before = await slotOf(serviceId)

    const tooLate = await post('/api/manage/reschedule', { session, date: dayAhead(9), time: '11:00' }, 'sw')
    expect(tooLate.statusCode).toBe(409)
    expect(tooLate.json().message).not.toBe('The session is less than 24 hours away, so it can no longer be moved. Please call us.')
    expect(await slotOf(serviceId)).toEqual(before)

    const cancelled = await post('/api/manage/cancel', { session })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ cancelled: true, refund: null })
    expect(await refundsOf(serviceId)).toEqual([])
  })

  it('counts wrong codes: after 5, even the right code is refused until a new one is sent; codes are throttled per booking', async () => {
    const email = 'manage-tries@example.com'
    const serviceId = await bookAndPay(test.app, { email }, { pay: false })
    const token = await manageToken(test.app, serviceId)
    expect((await post('/api/manage/code', { token })).statusCode).toBe(200)
    const code = (await lastCodeMailed(test.app.db, email))!
    const wrongCode = code === '123456' ? '654321' : '123456'
    for (let attempt = 0; attempt < codePolicy.maxTries; attempt++) expect((await post('/api/manage/open', { token, code: wrongCode })).statusCode).toBe(400)
    const locked = await post('/api/manage/open', { token, code })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toBe('Too many wrong codes. Ask for a new code.')
    expect(await test.app.db.selectFrom('manage_sessions').select('service_id').where('service_id', '=', serviceId).execute()).toEqual([])

    for (let sent = 1; sent < codePolicy.perBookingPerHour; sent++) expect((await post('/api/manage/code', { token })).statusCode).toBe(200)
    const throttled = await post('/api/manage/code', { token })
    expect(throttled.statusCode).toBe(429)
  })

  it("refuses 10,000 guessed tokens, and one booking's token cannot act on another booking", async () => {
    // Live links exist, so a guess has something it could hit.
    const live = await bookAndPay(test.app, { email: 'manage-live@example.com' }, { pay: false })
    const liveToken = await manageToken(test.app, live)
    const guesses = Array.from({ length: 10_000 }, () => randomBytes(32).toString('base64url'))
    const found = await bookingsOfTokens(test.app.db, [...guesses, liveToken], new Date())
    expect(found.slice(0, 10_000).filter((serviceId) => serviceId !== undefined)).toEqual([])
    expect(found[10_000]).toBe(live)
    for (let guess = 0; guess < 50; guess++) {
      const answer = await post('/api/manage/code', { token: randomBytes(32).toString('base64url') })
      expect(answer.statusCode).toBe(404)
    }

    const a = await bookAndPay(test.app, { email: 'manage-a@example.com' }, { pay: false })
    const b = await bookAndPay(test.app, { email: 'manage-b@example.com' }, { pay: false })
    const tokenA = await manageToken(test.app, a)
    const tokenB = await manageToken(test.app, b)
    expect((await post('/api/manage/code', { token: tokenB })).statusCode).toBe(200)
    const codeB = await lastCodeMailed(test.app.db, 'manage-b@example.com')
    // B's code with A's token: A has no code, so nothing opens.
    expect((await post('/api/manage/open', { token: tokenA, code: codeB })).statusCode).toBe(400)
    const sessionA = await openWithCode(test.app, tokenA, 'manage-a@example.com')
    const bBefore = await slotOf(b)
    const moved = await post('/api/manage/reschedule', { session: sessionA, date: dayAhead(10), time: '09:00' })
    expect(moved.statusCode).toBe(200)
    expect(await slotOf(b)).toEqual(bBefore)
    expect((await slotOf(a)).appointment_date).toBe(dayAhead(10))
  })

  it('cancels an unpaid booking without a refund, and the cancelled booking can no longer be paid', async () => {
    const email = 'manage-unpaid@example.com'
    const serviceId = await bookAndPay(test.app, { email }, { pay: false })
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)
    const cancelled = await post('/api/manage/cancel', { session })
    expect(cancelled.json()).toMatchObject({ cancelled: true, paid: false, refund: null })
    const pay = await post('/api/payments/get_payment_data/', { service_id: serviceId })
    expect(pay.statusCode).toBe(404)
    const attempts = await test.app.db.selectFrom('payment_orders').select('id').where('service_id', '=', serviceId).execute()
    expect(attempts).toEqual([])
  })

  it('adds a note, shows the crisis card when the net flags it, and refuses a session that has ended', async () => {
    const email = 'manage-note@example.com'
    const serviceId = await bookAndPay(test.app, { email }, { pay: false })
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)
    const plain = await post('/api/manage/note', { session, note: 'I will join from my office.' })
    expect(plain.statusCode).toBe(200)
    expect(plain.json()).toMatchObject({ message: 'Your note is added. Your practitioner will read it before the session.', crisis: false })
    const risky = await post('/api/manage/note', { session, note: 'I want to end my life before the session' })
    expect(risky.json().crisis).toBe(true)
    const notes = await test.app.db.selectFrom('booking_notes').select(['note', 'risk_flagged']).where('service_id', '=', serviceId).orderBy('created_at').execute()
    expect(notes.map((row) => row.risk_flagged)).toEqual([false, true])

    await test.app.db.updateTable('manage_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('service_id', '=', serviceId).execute()
    const ended = await post('/api/manage/note', { session, note: 'Another note' })
    expect(ended.statusCode).toBe(401)
    expect(ended.json().message).toBe('Your time to make changes has run out. Ask for a new code to continue.')
    expect(await test.app.db.selectFrom('booking_notes').select('id').where('service_id', '=', serviceId).execute()).toHaveLength(2)
  })
})
