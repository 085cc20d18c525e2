/**
 * Fuzzing every request body and query the API takes: fast-check generates at least 1,000
 * requests per route, from pure noise to near-valid bodies with one thing broken. Whatever comes
 * in, the server never answers 5xx, every rejection has the error shape, and a rejected request
 * writes no row. FUZZ_RUNS sets the count per route (1,000 in npm test); FC_SEED replays a run.
 */
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv, vitalCareForm, wellnessForm } from './bookings/booking-test-helpers.ts'
import { insertService } from './payments/test-fixtures.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const options = { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) }

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
