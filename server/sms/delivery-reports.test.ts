/**
 * Africa's Talking's delivery reports through the real route, posted as AT posts them (a form,
 * from the fake's sender): the key in the address is required; the latest status is recorded per
 * message id, idempotently; the number in a report is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../testing/fake-africas-talking.ts'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { insertSmsBooking } from '../testing/sms-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { africasTalkingTransport } from './africas-talking.ts'
import { drainSmsOnce, enqueueSms } from './sms-outbox.ts'

const key = 'k3y-for-delivery-reports-0123456789'
let test: TestApp
let fake: FakeAfricasTalking
let messageId: string
let origin: string

beforeAll(async () => {
  fake = await startFakeAfricasTalking()
  test = await createTestApp({ env: { ...testEnv, AT_DELIVERY_REPORT_KEY: key } })
  // AT reaches the site over HTTP: the app listens on 127.0.0.1 (port from this helper's range).
  origin = await test.app.listen({ host: '127.0.0.1', port: 5031 })
  const db = test.database.db
  const serviceId = await insertSmsBooking(db, { start: new Date(Date.now() + 48 * 60 * 60_000) })
  await enqueueSms(db, { kind: 'booking-confirmation', serviceId, sessionStart: new Date(), recipient: '+254712345678', body: 'Afya Hub: booked' })
  await drainSmsOnce({ db, transport: africasTalkingTransport({ baseUrl: fake.baseUrl, username: 'sandbox', apiKey: fake.apiKey }) })
  messageId = fake.messages[0]!.messageId
}, 120_000)
afterAll(async () => {
  await test.app.close()
  await fake.close()
})

const reportUrl = (withKey = key) => `${origin}/api/sms/delivery-reports?key=${encodeURIComponent(withKey)}`
const report = (status: string, extra: Record<string, string> = {}) => ({ id: messageId, status, phoneNumber: '+254712345678', networkCode: '63902', retryCount: '0', ...extra })
const recorded = () => test.database.db.selectFrom('sms_outbox').select(['delivery_status', 'delivery_failure_reason']).executeTakeFirstOrThrow()

describe('SMS delivery reports', () => {
  it('are refused without the key, or with another, and change nothing', async () => {
    expect((await fake.postDeliveryReport(reportUrl('not-the-key'), report('Success'))).statusCode).toBe(403)
    expect((await fake.postDeliveryReport(`${origin}/api/sms/delivery-reports`, report('Success'))).statusCode).toBe(400)
    expect(await recorded()).toEqual({ delivery_status: null, delivery_failure_reason: null })
  })

  it('are refused when they are not reports (no id or status), and change nothing', async () => {
    const answer = await fake.postDeliveryReport(reportUrl(), { status: 'Success' })
    expect(answer.statusCode).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ errors: [{ path: '/id' }] })
    expect(await recorded()).toEqual({ delivery_status: null, delivery_failure_reason: null })
  })

  it('record the latest status of the message once: a repeat, or a late intermediate report, changes nothing', async () => {
    expect(await fake.postDeliveryReport(reportUrl(), report('Buffered'))).toEqual({ statusCode: 200, body: '{"recorded":true}' })
    expect(await fake.postDeliveryReport(reportUrl(), report('Buffered'))).toEqual({ statusCode: 200, body: '{"recorded":false}' })
    expect(await fake.postDeliveryReport(reportUrl(), report('Failed', { failureReason: 'AbsentSubscriber' }))).toEqual({ statusCode: 200, body: '{"recorded":true}' })
    expect(await fake.postDeliveryReport(reportUrl(), report('Failed', { failureReason: 'AbsentSubscriber' }))).toEqual({ statusCode: 200, body: '{"recorded":false}' })
    expect(await fake.postDeliveryReport(reportUrl(), report('Sent'))).toEqual({ statusCode: 200, body: '{"recorded":false}' })
    expect(await recorded()).toEqual({ delivery_status: 'Failed', delivery_failure_reason: 'AbsentSubscriber' })
  })

  it('about a message this site never sent are acknowledged and change nothing; the number is never stored', async () => {
    expect(await fake.postDeliveryReport(reportUrl(), { ...report('Success'), id: 'ATXid_unknown' })).toEqual({ statusCode: 200, body: '{"recorded":false}' })
    const raw = JSON.stringify(await test.database.db.withoutPlugins().selectFrom('sms_outbox').selectAll().execute())
    expect(raw).not.toContain('712345678')
    expect(raw).not.toContain('63902')
  })
})
