/**
 * Fuzzing every request body and query the API takes: fast-check generates at least 1,000
 * requests per route, from pure noise to near-valid bodies with one thing broken. Whatever comes
 * in, the server never answers 5xx, every rejection has the error shape, and a rejected request
 * writes no row. FUZZ_RUNS sets the count per route (1,000 in npm test); FC_SEED replays a run.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv, vitalCareForm, wellnessForm } from './testing/booking-test-helpers.ts'
import { insertService } from './testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const options = { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) }
/** No rate limit stops a fuzz run. */
const unlimited = Object.fromEntries(
  ['WRITES', 'WRITES_PER_ADDRESS', 'CHAT', 'SURVEY', 'SUBSCRIBE', 'PAYMENT_NOTIFICATIONS', 'RECORD_READS'].map((name) => [`RATE_LIMIT_${name}_PER_MINUTE`, '100000']),
)

type Json = Record<string, unknown>
type Route = { name: string; method: 'POST' | 'GET'; url: string; headers?: Record<string, string>; valid: () => Json; body: boolean }

const surveyValid = (): Json => ({ experience: 4, usefulness: 'Very useful', easeOfUse: 'Yes', desiredFeatures: 'Reminders' })
const phq9Valid = (): Json => ({ answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1] })

/** A service that exists, so near-valid payment and service-data requests can succeed. */
let knownServiceId = '00000000-0000-4000-8000-000000000000'

const routes: Route[] = [
  { name: 'interpret', method: 'POST', url: '/api/interpret/', headers: { 'x-test-code': 'MH-001' }, valid: phq9Valid, body: true },
  { name: 'subscribe', method: 'POST', url: '/api/email/subscribe/', valid: () => ({ email: 'wanjiku@example.com' }), body: true },
  { name: 'survey', method: 'POST', url: '/api/survey', valid: surveyValid, body: true },
  { name: 'appointment', method: 'POST', url: '/api/appointments/book_appointment/', valid: appointmentForm, body: true },
  { name: 'vitalcare', method: 'POST', url: '/api/vitalcare/create/', valid: vitalCareForm, body: true },
  { name: 'wellness', method: 'POST', url: '/api/wellness/create/', valid: wellnessForm, body: true },
  { name: 'payment data', method: 'POST', url: '/api/payments/get_payment_data/', valid: () => ({ service_id: knownServiceId }), body: true },
  { name: 'service data', method: 'GET', url: '/api/appointments/get_service_data/', valid: () => ({ service_id: knownServiceId }), body: false },
  { name: 'payment status', method: 'GET', url: '/api/payments/status/', valid: () => ({ OrderMerchantReference: '00000000-0000-4000-8000-000000000000' }), body: false },
  { name: 'test configuration', method: 'GET', url: '/api/tests/', headers: { 'x-test-code': 'MH-001' }, valid: () => ({}), body: false },
]

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'null', '0', '-1', '1e309', '0712345678', '2020-01-01', '25:99', 'DROP TABLE services;', '<script>x</script>', 'x'.repeat(5000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

/** A body built from a valid one with one to three things broken, or pure noise. */
function bodies(route: Route): fc.Arbitrary<unknown> {
  const keys = Object.keys(route.valid())
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...(keys.length > 0 ? keys : ['x'])) }),
    fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), value: nasty }),
    fc.record({ kind: fc.constant('add' as const), key: fc.string({ minLength: 1, maxLength: 12 }), value: nasty }),
  )
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((changes) => {
    const body: Json = route.valid()
    for (const change of changes) {
      if (change.kind === 'drop') delete body[change.key]
      else body[change.key] = change.value
    }
    return body
  })
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(null).map(() => route.valid()) },
    { weight: 2, arbitrary: fc.anything() },
    { weight: 2, arbitrary: fc.jsonValue() },
  )
}

/** Any generated value as text for a query string (objects with odd prototypes included). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return ''
  }
}

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `?v=${encodeURIComponent(asText(value))}`
  const pairs = Object.entries(value as Json).map(([key, item]) => `${encodeURIComponent(key)}=${encodeURIComponent(asText(item))}`)
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

async function totalRows(test: TestApp): Promise<number> {
  const result = await sql<{ n: string }>`select (select count(*) from services) + (select count(*) from idempotency_keys)
    + (select count(*) from outbox) + (select count(*) from subscriptions) + (select count(*) from survey_responses)
    + (select count(*) from uploads) + (select count(*) from payment_orders) as n`.execute(test.database.db)
  return Number(result.rows[0]?.n ?? 0)
}

describe.each(testDatabaseKinds)('fuzzing the API on %s', (kind) => {
  let test: TestApp
  const tally = new Map<string, { accepted: number; rejected: number }>()

  beforeAll(async () => {
    test = await createTestApp({ kind, env: testEnv })
    knownServiceId = await insertService(test.database.db, { amount_kes: 2000 })
  })
  afterAll(async () => {
    await test.app.close()
    console.log(`fuzz (${kind}): ${[...tally].map(([name, count]) => `${name} ${count.accepted + count.rejected} (${count.rejected} refused)`).join(', ')}`)
  })

  it.each(routes.map((route) => [route.name, route] as const))('%s: no 5xx, errors in shape, nothing written when refused', async (_name, route) => {
    const count = { accepted: 0, rejected: 0 }
    tally.set(route.name, count)
    await fc.assert(
      fc.asyncProperty(bodies(route), async (input) => {
        const before = await totalRows(test)
        const response = await test.app.inject({
          method: route.method,
          url: route.body ? route.url : `${route.url}${queryString(input)}`,
          headers: { 'content-type': 'application/json', ...route.headers },
          ...(route.body ? { payload: JSON.stringify(input) ?? 'null' } : {}),
        })
        expect(response.statusCode, response.body).toBeLessThan(500)
        if (response.statusCode >= 400) {
          count.rejected += 1
          const answer = response.json() as { message: unknown; errors?: unknown }
          expect(typeof answer.message).toBe('string')
          if (answer.errors !== undefined) {
            expect(Array.isArray(answer.errors)).toBe(true)
            for (const error of answer.errors as { path: unknown; message: unknown }[]) {
              expect(typeof error.path).toBe('string')
              expect(typeof error.message).toBe('string')
            }
          }
          expect(await totalRows(test)).toBe(before)
        } else {
          count.accepted += 1
        }
      }),
      options,
    )
    expect(count.accepted + count.rejected).toBe(RUNS)
  }, 600_000)
})

/**
 * Every route the app registers (found as it registers them, so a new route is fuzzed without
 * touching this file) takes FUZZ_HOSTILE_RUNS hostile requests (1,000 by default): hostile path
 * parameters and query strings (NUL, half surrogate pairs, broken %-escapes, 10,000 characters),
 * and bodies of every shape the issue 13 run found 500s with: JSON nested thousands of levels deep,
 * NUL and lone surrogates in values and names, invalid JSON, broken multipart, forms, raw bytes,
 * under any content type, from this site or another. None may answer 5xx.
 */
const HOSTILE_RUNS = Number(process.env.FUZZ_HOSTILE_RUNS ?? 1000)

type RegisteredRoute = { method: string; url: string }

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d\ude00', '', ' ', 'null', '-1', '1e309', 'NaN', '../../etc/passwd',
    '<script>x</script>', "' or 1=1 --", 'x'.repeat(10_000), '00000000-0000-4000-8000-000000000000', 'MH-001', '__proto__', 'constructor',
  ),
  fc.string({ maxLength: 30, unit: 'binary' }),
)

/** %-encoded; half a surrogate pair (which encodeURIComponent refuses) as its raw, invalid UTF-8 bytes. */
function encodeAnything(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`
  }
}

/** Hostile text as it would appear in a URL: %-encoded when it can be, otherwise raw broken escapes. */
const urlText = fc.oneof(
  hostileText.map(encodeAnything),
  fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '%E0%A4%A', '%C0%AF', '..%2F..%2F', '%2e%2e', 'a%00b'),
)

const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value

const deepJson = fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.constantFrom('[', '{"a":'), fc.boolean()).map(([depth, open, wrapped]) => {
  const close = open === '[' ? ']' : '}'
  const nested = `${open.repeat(depth)}${open === '[' ? '1' : '1'}${close.repeat(depth)}`
  return wrapped ? `{"desiredFeatures":${nested},"email":${nested},"answers":${nested}}` : nested
})

const multipartBody = fc.tuple(fc.boolean(), fc.constantFrom('x', 'boundary', ''), fc.string({ maxLength: 60 }), fc.boolean()).map(([withBoundary, boundary, content, closed]) => ({
  type: withBoundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
  payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${content}${closed ? `\r\n--${boundary}--\r\n` : ''}`,
}))

type HostileBody = { type: string | undefined; payload: string | Buffer | undefined }

const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(hostileJson, fc.constantFrom('application/json', 'application/json; charset=utf-8')).map(([value, type]) => ({ type, payload: JSON.stringify(value) ?? 'null' })) },
  { weight: 2, arbitrary: deepJson.map((payload) => ({ type: 'application/json', payload })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }).map((payload) => ({ type: 'application/json', payload: `{${payload}` })) },
  { weight: 2, arbitrary: multipartBody },
  { weight: 1, arbitrary: fc.array(fc.tuple(urlText, urlText), { maxLength: 4 }).map((pairs) => ({ type: 'application/x-www-form-urlencoded', payload: pairs.map(([key, value]) => `${key}=${value}`).join('&') })) },
  { weight: 1, arbitrary: fc.tuple(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(undefined, 'text/plain', 'application/octet-stream', 'image/png', 'application/json', '', 'x/y; ;;')).map(([bytes, type]) => ({ type, payload: Buffer.from(bytes) })) },
  { weight: 1, arbitrary: fc.constant({ type: undefined, payload: undefined }) },
)

const hostileRequest = fc.record({
  params: fc.array(urlText, { minLength: 3, maxLength: 3 }),
  query: fc.array(fc.tuple(fc.oneof(urlText, fc.constantFrom('OrderTrackingId', 'OrderMerchantReference', 'service_id', 'v')), urlText), { maxLength: 4 }),
  body: hostileBody,
  testCode: fc.oneof(fc.constant(undefined), fc.constantFrom('MH-001', 'MH-002', 'XX-999', '', 'x'.repeat(5000))),
  origin: fc.constantFrom(undefined, 'https://evil.example', 'null', 'http://localhost:80'),
})

/** The route's path with each :parameter (and a wildcard) replaced by hostile text. */
function hostilePath(url: string, params: readonly string[]): string {
  let index = 0
  return url.replace(/:[A-Za-z0-9_]+|\*/g, () => params[index++ % params.length] ?? 'x')
}

describe('fuzzing every registered route with hostile requests (pglite)', () => {
  let test: TestApp
  let webRoot: string
  const registered: RegisteredRoute[] = []

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'fuzz-web-'))
    await mkdir(path.join(webRoot, 'assets'), { recursive: true })
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="en"><title>fuzz</title></html>')
    test = await createTestApp({ webRoot, env: { ...unlimited } })
    test.app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, url: route.url })
    })
    await test.app.ready()
    await insertService(test.database.db, { amount_kes: 2000 })
  }, 120_000)
  afterAll(async () => {
    await test.app.close()
    await rm(webRoot, { recursive: true, force: true })
  })

  it('registers the routes this test is about', () => {
    const names = registered.map((route) => `${route.method} ${route.url}`)
    for (const expected of ['POST /api/survey', 'POST /api/uploads', 'POST /api/payments/pesapal/ipn', 'GET /api/payments/pesapal/ipn', 'POST /api/chat/']) {
      expect(names).toContain(expected)
    }
  })

  it(`answers ${HOSTILE_RUNS} hostile requests per route without a single 5xx`, async () => {
    const started = performance.now()
    const serverErrors: string[] = []
    for (const route of registered) {
      let sent = 0
      await fc.assert(
        fc.asyncProperty(hostileRequest, async (input) => {
          sent += 1
          const query = input.query.map(([key, value]) => `${key}=${value}`).join('&')
          const headers: Record<string, string> = {}
          if (input.body.type !== undefined) headers['content-type'] = input.body.type
          if (input.testCode !== undefined) headers['x-test-code'] = input.testCode
          if (input.origin !== undefined) headers['origin'] = input.origin
          const response = await test.app.inject({
            method: route.method as 'GET',
            url: `${hostilePath(route.url, input.params)}${query ? `?${query}` : ''}`,
            headers,
            ...(input.body.payload !== undefined && route.method !== 'GET' ? { payload: input.body.payload } : {}),
          })
          if (response.statusCode >= 500) serverErrors.push(`${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`)
          return response.statusCode < 500
        }),
        { numRuns: HOSTILE_RUNS, endOnFailure: true, ...(seed === undefined ? {} : { seed }) },
      )
      expect(sent).toBeGreaterThanOrEqual(HOSTILE_RUNS)
    }
    const seconds = (performance.now() - started) / 1000
    console.log(`hostile fuzz (pglite): ${registered.length} routes x ${HOSTILE_RUNS} requests, ${serverErrors.length} x 5xx, ${seconds.toFixed(1)} s`)
    expect(serverErrors).toEqual([])
  }, 600_000)
})
