/**
 * Sharing a result with the practitioner (issue 22 part 6; decision 083) and the one-time code by
 * SMS (part 5; decision 084): explicit consent to the notice in force, the engine's score, stored
 * encrypted and tied to one booking, withdrawn before the session; every refusal writes nothing.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consent, testEnv } from '../testing/booking-test-helpers.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { bookAndPay, manageToken, openWithCode } from '../testing/manage-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: testEnv })
}, 60_000)
afterAll(async () => test.app.close())

const post = (url: string, payload: Record<string, unknown>, language = 'en') => test.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } })
// PHQ-9 with the difficulty question: 2+2+2+1+1+1+1+0+0 = 10, moderate.
const depression = { testCode: 'MH-001', language: 'en', answers: [2, 2, 2, 1, 1, 1, 1, 0, 0, 1] }
const sharesOf = (serviceId: string) => test.app.db.selectFrom('shared_results').selectAll().where('service_id', '=', serviceId).execute()

describe('sharing a result with the practitioner', () => {
  it('shares with consent, scored by the server, stored encrypted, and withdrawn before the session', async () => {
    const email = 'share-journey@example.com'
    const serviceId = await bookAndPay(test.app, { email })
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)

    const shared = await post('/api/manage/share', { session, result: depression, consent })
    expect(shared.statusCode, shared.body).toBe(200)
    const booking = shared.json()
    expect(booking.message).toBe('Your result is shared with your practitioner. You can withdraw it here until the session.')
    expect(booking.sharedResults).toHaveLength(1)
    expect(booking.sharedResults[0]).toMatchObject({ testCode: 'MH-001', grade: expect.stringMatching(/moderate/i) })
    const [row] = await sharesOf(serviceId)
    const content = JSON.parse(row!.content!)
    expect(content).toMatchObject({ testCode: 'MH-001', totalScore: 10, expectedTotalScore: 27 })
    expect(content.answers).toHaveLength(10)
    expect(content.answers[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String), points: 2 })
    expect(row!.consent_version).toBe(consent.version)
    // A copy of the database reads neither the band nor an answer.
    const dump = await rawDatabaseDump(test.app.db)
    expect(dump).not.toContain(content.grade)
    expect(dump).not.toContain(content.answers[0].question)

    const withdrawn = await post('/api/manage/share/withdraw', { session, share: booking.sharedResults[0].id })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json()).toMatchObject({ message: 'Your result is withdrawn: your practitioner no longer sees it.', sharedResults: [] })
    expect(await sharesOf(serviceId)).toEqual([expect.objectContaining({ content: null, withdrawn_at: expect.any(Date) })])
    const again = await post('/api/manage/share/withdraw', { session, share: booking.sharedResults[0].id })
    expect(again.statusCode).toBe(409)

    const actions = await test.app.db.selectFrom('staff_audit_log').select(['action', 'outcome']).where('record_id', '=', serviceId).where('action', 'like', '%result').execute()
    expect(actions.map((entry) => `${entry.action}:${entry.outcome}`)).toEqual(['booking.visitor-share-result:success', 'booking.visitor-withdraw-result:success', 'booking.visitor-withdraw-result:refused'])
  })

  it('refuses without consent, under an old notice, for an unknown test or answers that do not fit, and writes nothing', async () => {
    const email = 'share-refused@example.com'
    const serviceId = await bookAndPay(test.app, { email })
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)
    const cases: [Record<string, unknown>, string][] = [
      [{ session, result: depression, consent: { ...consent, accepted: false } }, '/consent/accepted'],
      [{ session, result: depression, consent: { version: '2001-01', accepted: true } }, '/consent/version'],
      [{ session, result: { ...depression, testCode: 'ZZ-999' }, consent }, '/result/testCode'],
      [{ session, result: { ...depression, answers: [9, 9] }, consent }, '/result/answers'],
    ]
    for (const [body, path] of cases) {
      const refused = await post('/api/manage/share', body)
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().errors[0].path.startsWith(path)).toBe(true)
    }
    // A score sent by a browser is not a field at all.
    expect((await post('/api/manage/share', { session, result: { ...depression, totalScore: 0 }, consent })).statusCode).toBe(400)
    expect(await sharesOf(serviceId)).toEqual([])
  })

  it("refuses a share without a live session, and one booking's session cannot withdraw another's result", async () => {
    const a = await bookAndPay(test.app, { email: 'share-a@example.com' })
    const b = await bookAndPay(test.app, { email: 'share-b@example.com' })
    const sessionA = await openWithCode(test.app, await manageToken(test.app, a), 'share-a@example.com')
    const sessionB = await openWithCode(test.app, await manageToken(test.app, b), 'share-b@example.com')
    expect((await post('/api/manage/share', { session: 'x'.repeat(43), result: depression, consent })).statusCode).toBe(401)
    const sharedB = (await post('/api/manage/share', { session: sessionB, result: depression, consent })).json()
    const stolen = await post('/api/manage/share/withdraw', { session: sessionA, share: sharedB.sharedResults[0].id })
    expect(stolen.statusCode).toBe(404)
    expect((await sharesOf(b))[0]!.withdrawn_at).toBeNull()
    expect(await sharesOf(a)).toEqual([])
  })

  it('refuses a share once the session has started', async () => {
    const email = 'share-late@example.com'
    const serviceId = await bookAndPay(test.app, { email })
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)
    const started = new Date(Date.now() - 10 * 60_000 + 3 * 3_600_000).toISOString()
    await test.app.db.updateTable('services').set({ appointment_date: started.slice(0, 10), appointment_time: started.slice(11, 16) }).where('id', '=', serviceId).execute()
    const late = await post('/api/manage/share', { session, result: depression, consent })
    expect(late.statusCode).toBe(409)
    expect(await sharesOf(serviceId)).toEqual([])
  })
})

describe('the one-time code by SMS', () => {
  it('sends the code by SMS, by e-mail or both, as the visitor chooses, with no clinical detail in the SMS', async () => {
    const email = 'code-sms@example.com'
    const serviceId = await bookAndPay(test.app, { email }, { pay: false })
    const token = await manageToken(test.app, serviceId)
    const codeMails = async () => (await test.app.db.selectFrom('outbox').select(['recipient', 'kind']).where('kind', '=', 'manage-code').execute()).filter((row) => row.recipient === email).length
    const codeSms = () => test.app.db.selectFrom('sms_outbox').select(['recipient', 'body']).where('service_id', '=', serviceId).where('kind', '=', 'manage-code').execute()

    const bySms = await post('/api/manage/code', { token, channel: 'sms' })
    expect(bySms.statusCode, bySms.body).toBe(200)
    expect(bySms.json().message).toBe('We have sent a 6-digit code by SMS to the phone number of this booking. It works for 10 minutes.')
    expect(await codeMails()).toBe(0)
    const [sms] = await codeSms()
    const code = /\b(\d{6})\b/.exec(sms!.body!)?.[1]
    expect(code).toBeDefined()
    expect(sms!.body).not.toMatch(/depress|score|doctor|psycholog/i)
    const opened = await post('/api/manage/open', { token, code })
    expect(opened.statusCode, opened.body).toBe(200)

    const both = await post('/api/manage/code', { token, channel: 'both' })
    expect(both.json().message).toBe('We have sent a 6-digit code to the e-mail address and, by SMS, to the phone number of this booking. It works for 10 minutes.')
    expect(await codeMails()).toBe(1)
    expect(await codeSms()).toHaveLength(2)
    // The SMS row holds ciphertext only.
    const raw = await sql<{ body: string }>`select body from sms_outbox where service_id = ${serviceId} and kind = 'manage-code'`.execute(test.app.db.withoutPlugins())
    expect(raw.rows.every((row) => row.body.startsWith('enc:'))).toBe(true)
  })

  it('refuses an unknown channel', async () => {
    const serviceId = await bookAndPay(test.app, { email: 'code-fax@example.com' }, { pay: false })
    const refused = await post('/api/manage/code', { token: await manageToken(test.app, serviceId), channel: 'fax' })
    expect(refused.statusCode).toBe(400)
  })
})
