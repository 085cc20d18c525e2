/**
 * The hostile requests issue 13's fuzz run answered with a 500, each now a 400 naming what is
 * wrong, with nothing written: JSON nested far deeper than any form, a NUL character in Pesapal's
 * notification (query string, JSON or form), half of a surrogate pair in survey text, and a
 * multipart upload that is not valid multipart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { maxNestingDepth, nulMessage, surrogateMessage, tooDeepMessage } from './validation.ts'

const survey = { experience: 4, usefulness: 'Very useful', easeOfUse: 'Yes', desiredFeatures: 'Reminders' }

describe.each(testDatabaseKinds)('hostile input on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: { ...testEnv, RATE_LIMIT_SURVEY_PER_MINUTE: '1000' } })
  })
  afterAll(async () => test.app.close())

  async function rowsWritten(): Promise<number> {
    const surveys = await test.database.db.selectFrom('survey_responses').select('id').execute()
    const uploads = await test.database.db.selectFrom('uploads').select('id').execute()
    return surveys.length + uploads.length
  }

  it('answers 400 to JSON nested 100,000 levels deep, at the first level too deep', async () => {
    const depth = 100_000
    for (const nested of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/survey',
        headers: { 'content-type': 'application/json' },
        payload: `{"desiredFeatures":${nested}}`,
      })
      expect(response.statusCode, response.body).toBe(400)
      const body = response.json() as { message: string; errors: { path: string }[] }
      expect(body.message).toBe(tooDeepMessage)
      expect(body.errors[0]?.path.split('/').length).toBe(maxNestingDepth + 1)
      expect(body.errors[0]?.path.startsWith('/desiredFeatures/')).toBe(true)
    }
    expect(await rowsWritten()).toBe(0)
  })

  it('answers 400 naming the field to half of a surrogate pair in survey text (it has no UTF-8 form)', async () => {
    for (const broken of ['Reminders \ud83d', 'x\udc4dy']) {
      const response = await test.app.inject({ method: 'POST', url: '/api/survey', payload: { ...survey, desiredFeatures: broken } })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toEqual({ message: surrogateMessage, errors: [{ path: '/desiredFeatures', message: surrogateMessage }] })
    }
    expect(await rowsWritten()).toBe(0)
    // A whole emoji is fine.
    const whole = await test.app.inject({ method: 'POST', url: '/api/survey', payload: { ...survey, desiredFeatures: 'Reminders 👍' } })
    expect(whole.statusCode, whole.body).toBeLessThan(300)
    await test.database.db.deleteFrom('survey_responses').execute()
  })

  it('answers 400 to a NUL character in a payment notification, in the query string, JSON or a form', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/payments/pesapal/ipn?OrderTrackingId=%00abc&OrderNotificationType=IPNCHANGE', path: '/query/OrderTrackingId' },
      { method: 'POST' as const, url: '/api/payments/pesapal/ipn', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ OrderTrackingId: 'a\u0000b' }), path: '/OrderTrackingId' },
      { method: 'POST' as const, url: '/api/payments/pesapal/ipn', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'OrderTrackingId=a%00b', path: '/OrderTrackingId' },
      { method: 'POST' as const, url: '/api/payments/pesapal/ipn', headers: { 'content-type': 'application/json' }, payload: '{"OrderTrackingId":"x","OrderMerchantReference":"\\ud800"}', path: '/OrderMerchantReference' },
    ]
    for (const { path, ...request } of requests) {
      const response = await test.app.inject(request)
      expect(response.statusCode, `${request.url} ${response.body}`).toBe(400)
      expect((response.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual([path])
    }
  })

  it('answers 400 to an upload that is not valid multipart (no boundary, cut short), writing nothing', async () => {
    const part = 'Content-Disposition: form-data; name="file"; filename="card.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'
    const bodies = [
      { type: 'multipart/form-data', payload: `--x\r\n${part}\r\n--x--\r\n` },
      { type: 'multipart/form-data; boundary=x', payload: `--x\r\n${part}` },
      { type: 'multipart/form-data; boundary=x', payload: 'not multipart at all' },
    ]
    for (const { type, payload } of bodies) {
      const response = await test.app.inject({ method: 'POST', url: '/api/uploads', headers: { 'content-type': type }, payload })
      expect(response.statusCode, `${type} ${response.body}`).toBe(400)
      expect((response.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual(['/file'])
    }
    expect(await rowsWritten()).toBe(0)
  })

  it('still answers a NUL character in a booking field with the NUL sentence', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/survey', payload: { ...survey, usefulness: 'Very\u0000' } })
    expect(response.json()).toMatchObject({ message: nulMessage, errors: [{ path: '/usefulness' }] })
  })
})
