/**
 * Writes from another site are refused with 403 before anything is written; the site's own pages
 * (same host, or PUBLIC_BASE_URL behind a proxy) and clients that send no Origin are not; reads
 * are never affected; Pesapal's server-to-server notification still gets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { crossSiteMessage, isOwnOrigin } from './same-origin-writes.ts'

const subscribe = { email: 'wanjiku@example.com' }

describe('isOwnOrigin', () => {
  it('accepts the request host or PUBLIC_BASE_URL origin, nothing else', () => {
    const base = new URL('https://afyahub.example')
    expect(isOwnOrigin('http://localhost:3000', 'localhost:3000', undefined)).toBe(true)
    expect(isOwnOrigin('https://afyahub.example', '127.0.0.1:3000', base)).toBe(true)
    expect(isOwnOrigin('https://afyahub.example', 'AFYAHUB.EXAMPLE', undefined)).toBe(true)
    expect(isOwnOrigin('https://evil.example', 'afyahub.example', base)).toBe(false)
    expect(isOwnOrigin('https://afyahub.example.evil.example', 'afyahub.example', base)).toBe(false)
    expect(isOwnOrigin('http://afyahub.example:8080', 'afyahub.example', base)).toBe(false)
    expect(isOwnOrigin('null', 'afyahub.example', base)).toBe(false)
    expect(isOwnOrigin('file://', 'afyahub.example', base)).toBe(false)
  })
})

describe('writes from other sites', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ env: { ...testEnv, RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '1000', PUBLIC_BASE_URL: 'http://localhost:8080' } })
  })
  afterAll(async () => test.app.close())

  const subscriptions = async () => (await test.database.db.selectFrom('subscriptions').select('id').execute()).length

  it('answers 403 to a write from another site (foreign Origin, or Sec-Fetch-Site cross-site or same-site), in the error shape, writing nothing', async () => {
    const before = await subscriptions()
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:9999' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of foreign) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await test.app.inject({ method, url: '/api/email/subscribe/', headers: { ...headers, host: 'afya.test' }, payload: subscribe })
        expect(response.statusCode, `${method} from ${JSON.stringify(headers)}`).toBe(403)
        expect(response.json()).toEqual({ message: crossSiteMessage, errors: [] })
        expect(response.headers['x-request-id']).toBeTruthy()
      }
    }
    expect(await subscriptions()).toBe(before)
  })

  it('lets through writes from the site itself (same host, or PUBLIC_BASE_URL behind a proxy) and writes with no Origin', async () => {
    const own = [
      { origin: 'http://afya.test', host: 'afya.test', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:8080', host: '127.0.0.1:3000' },
      // The site's own pages send Origin: null (their Referrer-Policy is no-referrer).
      { origin: 'null', host: 'afya.test', 'sec-fetch-site': 'same-origin' },
      { origin: 'null', host: 'afya.test' },
      { host: 'afya.test' },
    ]
    for (const headers of own) {
      const response = await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', headers, payload: { email: `w${Math.random()}@example.com` } })
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(300)
    }
  })

  it('never refuses a read, and lets Pesapal\'s notification through whatever its Origin', async () => {
    const read = await test.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } })
    expect(read.statusCode).toBe(200)
    const notification = await test.app.inject({
      method: 'POST',
      url: '/api/payments/pesapal/ipn',
      headers: { origin: 'https://pay.pesapal.com' },
      payload: { OrderTrackingId: '00000000-0000-4000-8000-000000000000', OrderNotificationType: 'IPNCHANGE' },
    })
    expect(notification.statusCode).toBe(200)
    expect(notification.json()).toMatchObject({ orderTrackingId: '00000000-0000-4000-8000-000000000000' })
  })
})
