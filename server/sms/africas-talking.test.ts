/**
 * The Africa's Talking adapter and the SMS worker against a fake of AT's API on 127.0.0.1
 * (server/testing/fake-africas-talking.ts): the real endpoint, headers and form fields; 201 with a
 * per-recipient status judged on its own; text bodies on errors; transient failures retried,
 * permanent ones given up; the record-only default sends nothing and marks the row sent.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../testing/fake-africas-talking.ts'
import { insertSmsBooking } from '../testing/sms-fixtures.ts'
import { openTestDatabase } from '../testing/test-database.ts'
import { africasTalkingTransport } from './africas-talking.ts'
import { drainSmsOnce, enqueueSms, purgeSentSms } from './sms-outbox.ts'
import { recordOnlySmsTransport } from './sms-transport.ts'

let fake: FakeAfricasTalking
let failure: { status: number; text: string } | undefined
const statuses = new Map<string, number>()
beforeAll(async () => {
  fake = await startFakeAfricasTalking({ failWith: () => failure, statusFor: (to) => statuses.get(to) })
})
afterAll(async () => fake.close())

const transport = (apiKey = fake.apiKey) => africasTalkingTransport({ baseUrl: fake.baseUrl, username: 'sandbox', apiKey, senderId: 'AfyaHub' })

describe("the Africa's Talking adapter", () => {
  beforeEach(() => {
    failure = undefined
    statuses.clear()
  })

  it('posts a form to <base>/messaging with the apiKey header and AT takes it (201, 101 Sent, a message id)', async () => {
    const outcome = await transport().send({ to: '+254712345678', text: 'Afya Hub: your consultation is booked.' })
    expect(outcome).toMatchObject({ kind: 'sent', statusCode: 101 })
    expect(outcome.kind === 'sent' && outcome.messageId).toMatch(/^ATXid_/)
    expect(fake.requests.at(-1)).toEqual({ apiKey: fake.apiKey, contentType: 'application/x-www-form-urlencoded', accept: 'application/json' })
    expect(fake.messages.at(-1)).toMatchObject({ username: 'sandbox', to: '+254712345678', message: 'Afya Hub: your consultation is booked.', from: 'AfyaHub' })
  })

  it('gives up on a number AT refuses (403 InvalidPhoneNumber) and on a wrong key (401, text body), never showing the key', async () => {
    expect(await transport().send({ to: '0712345678', text: 'x' })).toEqual({ kind: 'refused', statusCode: 403, detail: 'recipient 403 InvalidPhoneNumber' })
    const wrongKey = await transport('not-the-key-9f8e7d').send({ to: '+254712345678', text: 'x' })
    expect(wrongKey).toEqual({ kind: 'refused', statusCode: null, detail: 'HTTP 401: The supplied authentication is invalid' })
    expect(JSON.stringify(wrongKey)).not.toContain('not-the-key')
  })

  it('retries what may pass later: a 5xx answer in text, insufficient balance (405), a gateway error (501), no answer', async () => {
    failure = { status: 500, text: 'Internal Server Error' }
    expect(await transport().send({ to: '+254712345678', text: 'x' })).toEqual({ kind: 'retry', statusCode: null, detail: 'HTTP 500: Internal Server Error' })
    failure = undefined
    statuses.set('+254712345678', 405)
    expect(await transport().send({ to: '+254712345678', text: 'x' })).toMatchObject({ kind: 'retry', statusCode: 405 })
    statuses.set('+254712345678', 501)
    expect(await transport().send({ to: '+254712345678', text: 'x' })).toMatchObject({ kind: 'retry', statusCode: 501 })
    const nowhere = africasTalkingTransport({ baseUrl: new URL('http://127.0.0.1:9/version1'), username: 'sandbox', apiKey: 'k', timeoutMs: 2_000 })
    expect(await nowhere.send({ to: '+254712345678', text: 'x' })).toMatchObject({ kind: 'retry', statusCode: null })
  })
})

describe('the SMS worker', () => {
  let database: Database
  beforeEach(async () => {
    database = await openTestDatabase('pglite')
    failure = undefined
    statuses.clear()
  })
  afterEach(async () => database.close())

  async function queue(to: string, body = 'Afya Hub reminder') {
    const serviceId = await insertSmsBooking(database.db, { start: new Date(Date.now() + 48 * 60 * 60_000) })
    await enqueueSms(database.db, { kind: 'booking-confirmation', serviceId, sessionStart: new Date(), recipient: to, body })
    return serviceId
  }

  it("sends each queued SMS through AT once and keeps AT's message id and status; the number and text are encrypted at rest", async () => {
    await queue('+254712345678', 'Message one')
    await queue('+254798765432', 'Message two')
    const before = fake.messages.length
    expect(await drainSmsOnce({ db: database.db, transport: transport() })).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 })
    expect(await drainSmsOnce({ db: database.db, transport: transport() })).toMatchObject({ claimed: 0 })
    expect(fake.messages.slice(before).map((sms) => [sms.to, sms.message]).sort()).toEqual([['+254712345678', 'Message one'], ['+254798765432', 'Message two']])
    const rows = await database.db.selectFrom('sms_outbox').selectAll().execute()
    expect(rows.map((row) => row.delivered_via)).toEqual(['africas-talking', 'africas-talking'])
    expect(rows.map((row) => row.provider_status_code)).toEqual([101, 101])
    expect(new Set(rows.map((row) => row.provider_message_id))).toEqual(new Set(fake.messages.slice(before).map((sms) => sms.messageId)))
    const raw = await database.db.withoutPlugins().selectFrom('sms_outbox').select(['recipient', 'body']).execute()
    for (const row of raw) expect(`${row.recipient} ${row.body}`).not.toMatch(/254|Message/)
  })

  it('retries a transient failure later and gives up on a refused number, recording why', async () => {
    await queue('+254712345678')
    await queue('+254700000009')
    statuses.set('+254712345678', 502)
    statuses.set('+254700000009', 406)
    const now = new Date()
    expect(await drainSmsOnce({ db: database.db, transport: transport(), now: () => now })).toEqual({ claimed: 2, sent: 0, retrying: 1, failed: 1 })
    const rows = await database.db.selectFrom('sms_outbox').select(['recipient', 'failed_at', 'last_error', 'available_at']).execute()
    const refused = rows.find((row) => row.recipient === '+254700000009')!
    expect(refused).toMatchObject({ last_error: 'recipient 406 UserInBlacklist' })
    expect(refused.failed_at).not.toBeNull()
    const retrying = rows.find((row) => row.recipient === '+254712345678')!
    expect(retrying.failed_at).toBeNull()
    expect(new Date(retrying.available_at).getTime()).toBe(now.getTime() + 60_000)
    statuses.delete('+254712345678')
    expect(await drainSmsOnce({ db: database.db, transport: transport(), now: () => new Date(now.getTime() + 61_000) })).toMatchObject({ claimed: 1, sent: 1 })
  })

  it('by default sends nothing, marks the row record-only, and erases number and text SMS_KEEP_DAYS later', async () => {
    await queue('+254712345678')
    const before = fake.messages.length
    expect(await drainSmsOnce({ db: database.db, transport: recordOnlySmsTransport() })).toMatchObject({ sent: 1 })
    expect(fake.messages.length).toBe(before)
    const row = await database.db.selectFrom('sms_outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ delivered_via: 'record-only', recipient: '+254712345678', body: 'Afya Hub reminder' })
    expect(await purgeSentSms(database.db, new Date(Date.now() + 29 * 24 * 60 * 60_000), 30)).toBe(0)
    expect(await purgeSentSms(database.db, new Date(Date.now() + 31 * 24 * 60 * 60_000), 30)).toBe(1)
    expect(await database.db.selectFrom('sms_outbox').selectAll().executeTakeFirstOrThrow()).toMatchObject({ recipient: null, body: null, delivered_via: 'record-only', kind: 'booking-confirmation' })
  })
})
