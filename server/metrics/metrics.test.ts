/**
 * GET /metrics through app.inject(): answered on this machine only (or with METRICS_TOKEN), it
 * counts requests by route pattern with their latency and 429s, payment orders and attempts by
 * state, the outbox backlog (and failed and oldest waiting mail), and the assistant's crisis
 * replies: counts only, with no id, address or text a person sent in any label.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueueSms } from '../sms/sms-outbox.ts'
import { insertService } from '../testing/payment-fixtures.ts'
import { insertSmsBooking } from '../testing/sms-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { metricsRefusedMessage } from './metrics-plugin.ts'

/** The value of one sample of the Prometheus text, e.g. sample(text, 'afya_outbox_backlog{channel="email"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe.each(testDatabaseKinds)('GET /metrics (%s)', (kind) => {
  let test: TestApp
  beforeAll(async () => void (test = await createTestApp({ kind, env: { RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '1' } })), 30_000)
  afterAll(async () => test.app.close())

  const scrape = async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/metrics' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers['cache-control']).toBe('no-store')
    return answer.body
  }

  it('counts requests by route pattern and status, their latency, and the 429s', async () => {
    const address = '10.77.0.1'
    const email = `metrics-${randomUUID()}@example.com`
    const statuses = [
      (await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email }, remoteAddress: address })).statusCode,
      (await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email }, remoteAddress: address })).statusCode,
    ]
    expect(statuses).toEqual([201, 429])
    const serviceId = randomUUID()
    await test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/?service_id=${serviceId}` })
    await test.app.inject({ method: 'GET', url: `/checkout/${serviceId}`, headers: { accept: 'text/html' } })

    const text = await scrape()
    expect(sample(text, 'afya_http_requests_total{method="POST",route="/api/email/subscribe/",status_code="201"}')).toBe(1)
    expect(sample(text, 'afya_http_requests_total{method="POST",route="/api/email/subscribe/",status_code="429"}')).toBe(1)
    expect(sample(text, 'afya_http_rate_limited_total{route="/api/email/subscribe/"}')).toBe(1)
    expect(sample(text, 'afya_http_request_duration_seconds_count{method="POST",route="/api/email/subscribe/"}')).toBe(2)
    expect(sample(text, 'afya_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/email/subscribe/"}')).toBe(2)
    expect(text).toContain('route="/api/appointments/get_service_data/"')
    // No id, address or anything a person typed ends up in a label.
    for (const secret of [serviceId, email, address]) expect(text).not.toContain(secret)
  })

  it('shows the outbox backlog, the age of the oldest waiting mail and the failed mail, by channel', async () => {
    const db = test.app.db
    await db.deleteFrom('outbox').execute()
    expect(sample(await scrape(), 'afya_outbox_backlog{channel="email"}')).toBe(0)
    await db.insertInto('outbox').values([
      { kind: 'test-two-minutes-old', recipient: 'a@example.com', subject: 's', body: 'b' },
      { kind: 'test', recipient: 'b@example.com', subject: 's', body: 'b' },
      { kind: 'test', recipient: 'c@example.com', subject: 's', body: 'b', failed_at: new Date() },
      { kind: 'test', recipient: 'd@example.com', subject: 's', body: 'b', sent_at: new Date() },
      { kind: 'test', recipient: '+254700000001', subject: 's', body: 'b', channel: 'sms' },
    ]).execute()
    await sql`update outbox set created_at = now() - interval '120 seconds' where kind = 'test-two-minutes-old'`.execute(db)
    const text = await scrape()
    expect(sample(text, 'afya_outbox_backlog{channel="email"}')).toBe(2)
    expect(sample(text, 'afya_outbox_backlog{channel="sms"}')).toBe(1)
    expect(sample(text, 'afya_outbox_failed{channel="email"}')).toBe(1)
    expect(sample(text, 'afya_outbox_oldest_pending_age_seconds{channel="email"}')).toBeGreaterThanOrEqual(119)
    expect(text).not.toContain('a@example.com')
  })

  it('counts the SMS of sms_outbox under channel sms: waiting, the oldest one\'s age, failed (a withdrawn one is not a failure)', async () => {
    const db = test.app.db
    await db.deleteFrom('outbox').execute()
    const serviceId = await insertSmsBooking(db, { start: new Date(Date.now() + 48 * 60 * 60_000) })
    for (const kind of ['booking-confirmation', 'reminder-24h', 'reminder-1h'] as const) {
      await enqueueSms(db, { kind, serviceId, sessionStart: new Date(), recipient: '+254712345678', body: 'Afya Hub: booked' })
    }
    await db.updateTable('sms_outbox').set({ failed_at: new Date(), last_error: 'recipient 403 InvalidPhoneNumber' }).where('kind', '=', 'reminder-24h').execute()
    await db.updateTable('sms_outbox').set({ failed_at: new Date(), last_error: 'withdrawn: booking cancelled' }).where('kind', '=', 'reminder-1h').execute()
    await sql`update sms_outbox set created_at = now() - interval '300 seconds'`.execute(db)
    const text = await scrape()
    expect(sample(text, 'afya_outbox_backlog{channel="sms"}')).toBe(1)
    expect(sample(text, 'afya_outbox_failed{channel="sms"}')).toBe(1)
    expect(sample(text, 'afya_outbox_oldest_pending_age_seconds{channel="sms"}')).toBeGreaterThanOrEqual(299)
    expect(text).not.toContain('712345678')
  })

  it('shows payment orders and attempts by state, read from the shared database', async () => {
    const db = test.app.db
    const paid = await insertService(db, { amount_kes: 1500 })
    const failed = await insertService(db, { amount_kes: 1500 })
    for (const [serviceId, status] of [[paid, 'paid'], [failed, 'failed']] as const) {
      const order = await db.insertInto('payment_orders').values({ service_id: serviceId, provider: 'sandbox', amount_kes: 1500, status, updated_at: new Date() }).returning('id').executeTakeFirstOrThrow()
      await db.insertInto('payment_attempts').values({ order_id: order.id, attempt: 1, provider: 'sandbox', status, updated_at: new Date() }).execute()
    }
    const text = await scrape()
    expect(sample(text, 'afya_payment_orders{status="paid"}')).toBe(1)
    expect(sample(text, 'afya_payment_orders{status="failed"}')).toBe(1)
    expect(sample(text, 'afya_payment_attempts{status="failed"}')).toBe(1)
    expect(sample(text, 'afya_payment_reviews')).toBe(0)
  })

  it('counts the assistant replies that show the crisis contacts, never their text', async () => {
    const message = 'I want to kill myself tonight'
    const answer = await test.app.inject({ method: 'POST', url: '/api/chat/', payload: { conversationHistory: '', userInput: message }, remoteAddress: '10.77.0.2' })
    expect(answer.statusCode).toBe(200)
    expect((answer.json() as { crisis?: unknown }).crisis).toBeDefined()
    const text = await scrape()
    expect(sample(text, 'afya_chat_safety_replies_total{reply="crisis"}')).toBe(1)
    expect(text).not.toContain('kill')
  })
})

describe('who may read /metrics', () => {
  it('answers this machine only when METRICS_TOKEN is unset: not another address, not a request through a proxy', async () => {
    const { app } = await createTestApp()
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200)
      const elsewhere = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' })
      expect(elsewhere.statusCode).toBe(403)
      expect(elsewhere.json()).toEqual({ message: metricsRefusedMessage, errors: [] })
      expect(elsewhere.body).not.toContain('afya_')
      const proxied = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '41.90.1.2' } })
      expect(proxied.statusCode).toBe(403)
    } finally {
      await app.close()
    }
  }, 30_000)

  it('answers only the bearer of METRICS_TOKEN when it is set, from any address', async () => {
    const token = 'metrics-token-0123456789abcdef'
    const { app } = await createTestApp({ env: { METRICS_TOKEN: token } })
    try {
      const read = (remoteAddress: string, authorization?: string) =>
        app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} })
      expect((await read('127.0.0.1')).statusCode).toBe(403)
      expect((await read('10.1.2.3', 'Bearer wrong-token-0123456789abcdef')).statusCode).toBe(403)
      expect((await read('10.1.2.3', `Bearer ${token}`)).statusCode).toBe(200)
      expect((await read('127.0.0.1', `Bearer ${token}`)).body).toContain('afya_http_requests_total')
    } finally {
      await app.close()
    }
  }, 30_000)
})
