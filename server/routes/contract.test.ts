/**
 * The server answers the contract table (schemas/api-calls.ts), the one list of the calls the web
 * client makes: every call of the table is a registered route with that method and path, its body
 * and query checked against the table's schema files and its success answer serialised with the
 * table's answer schema (matched by title); the server's own calls (health, the payment provider's
 * notification, the sandbox provider's pages) are in the table's `serverOwnCalls`, the FHIR reads
 * (/fhir/...) in its `fhirCalls`, the staff console's in schemas/staff-calls.ts, and no other /api or /fhir route exists.
 */
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { apiCalls, fhirCalls, serverOwnCalls } from '#schemas/api-calls.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { staffCalls } from '#schemas/staff-calls.ts'
import { manageCalls } from '#schemas/manage-calls.ts'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const schemasDir = new URL('../../schemas/', import.meta.url)
const schemaFiles: Record<string, unknown> = Object.fromEntries(
  readdirSync(schemasDir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => [name, JSON.parse(readFileSync(new URL(name, schemasDir), 'utf8')) as unknown]),
)


type Registered = { key: string; body: string | undefined; query?: string | undefined; answer?: string | undefined }
type TableCall = { method: string; path: string; body?: string; query?: string; answer?: string }

const key = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`

/** The schema file a route's body or query names ($ref or $id), if any. */
function schemaFile(schema: unknown): string | undefined {
  const named = schema as { $ref?: string; $id?: string } | undefined
  const name = named?.$ref ?? named?.$id
  return name?.replace(/^.*\//, '').replace(/#$/, '')
}

/** The title of a route's success answer (its schema files keep their titles when Fastify takes them). */
function answerTitle(route: RouteOptions): string | undefined {
  const response = (route.schema?.response ?? {}) as Record<string, { title?: string } | undefined>
  return (response['200'] ?? response['201'] ?? response['202'])?.title
}

const titleOfFile = (file: string): string | undefined => (schemaFiles[file] as { title?: string } | undefined)?.title

export function contractProblems(registered: readonly Registered[], calls: Record<string, TableCall>): string[] {
  const byKey = new Map(registered.map((route) => [route.key, route]))
  const expected = new Set<string>()
  const problems: string[] = []
  for (const [name, call] of Object.entries(calls)) {
    const callKey = key(call.method, call.path)
    expected.add(callKey)
    const route = byKey.get(callKey)
    if (!route) problems.push(`${name}: the server has no route ${call.method} ${call.path}`)
    else {
      if (call.body && route.body !== call.body) problems.push(`${name}: the route checks its body against ${route.body ?? 'nothing'}, not ${call.body}`)
      if ((call.query ?? route.query) && route.query !== call.query) problems.push(`${name}: the route checks its query against ${route.query ?? 'nothing'}, not ${call.query ?? 'nothing'}`)
      if (call.answer && route.answer !== titleOfFile(call.answer)) problems.push(`${name}: the route answers ${route.answer ?? 'an unchecked shape'}, not ${call.answer}`)
    }
  }
  for (const route of registered) if (!expected.has(route.key)) problems.push(`${route.key} is not in the contract table (schemas/api-calls.ts)`)
  return problems
}

describe('the contract table', () => {
  let test: TestApp
  const registered: Registered[] = []
  beforeAll(async () => {
    test = await createTestApp({ env: testEnv })
    test.app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method !== 'HEAD' && (route.url.startsWith('/api') || route.url.startsWith('/fhir'))) {
          registered.push({ key: key(method, route.url), body: schemaFile(route.schema?.body), query: schemaFile(route.schema?.querystring), answer: answerTitle(route) })
        }
      }
    })
    await test.app.ready()
  }, 60_000)
  afterAll(async () => test.app.close())

  it('is what the server answers, no more and no less', () => {
    expect(Object.keys(apiCalls).length).toBeGreaterThanOrEqual(16)
    expect(contractProblems(registered, { ...apiCalls, ...serverOwnCalls, ...staffCalls, ...manageCalls, ...fhirCalls })).toEqual([])
  })

  it('names a call the server lacks, a body checked against another schema, and a route outside the table', () => {
    const calls: Record<string, TableCall> = {
      bookAppointment: { method: 'POST', path: '/api/appointments/book_appointment/', body: 'booking-wellness.schema.json' },
      cancel: { method: 'POST', path: '/api/appointments/cancel/' },
      serviceData: { method: 'GET', path: '/api/appointments/get_service_data/', query: 'payment-status-query.schema.json', answer: 'payment-status.schema.json' },
    }
    expect(contractProblems([...registered, { key: 'GET /api/secret', body: undefined }], calls)).toEqual(
      expect.arrayContaining([
        'bookAppointment: the route checks its body against booking-appointment.schema.json, not booking-wellness.schema.json',
        'cancel: the server has no route POST /api/appointments/cancel/',
        'GET /api/secret is not in the contract table (schemas/api-calls.ts)',
        'serviceData: the route checks its query against service-data-query.schema.json, not payment-status-query.schema.json',
        'serviceData: the route answers Service Data, not payment-status.schema.json',
      ]),
    )
  })

  it.each(Object.entries({ ...apiCalls, ...serverOwnCalls, ...staffCalls, ...manageCalls, ...fhirCalls }))('%s is a route of the server', (_name, call) => {
    expect(registered.map((route) => route.key)).toContain(key(call.method, call.path))
  })

  it('names, for every sentence both sides show, the calls that answer it', () => {
    const named = new Set(Object.values(apiCalls).flatMap((call): readonly string[] => ('messages' in call ? call.messages : [])))
    expect(Object.keys(apiMessages).filter((message) => !named.has(message))).toEqual([])
  })

  it('answers the sentences the table gives its calls for an unknown booking, payment or test', async () => {
    const unknown = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
    const payment = `OrderMerchantReference=${unknown}&OrderTrackingId=${unknown}`
    const sent = {
      testDefinition: await test.app.inject({ method: 'GET', url: apiCalls.testDefinition.path, headers: { 'x-test-code': 'no-such-test' } }),
      serviceData: await test.app.inject({ method: 'GET', url: `${apiCalls.serviceData.path}?service_id=${unknown}` }),
      startPayment: await test.app.inject({ method: 'POST', url: apiCalls.startPayment.path, payload: { service_id: unknown } }),
      paymentStatus: await test.app.inject({ method: 'GET', url: `${apiCalls.paymentStatus.path}?${payment}` }),
      receipt: await test.app.inject({ method: 'GET', url: `${apiCalls.receipt.path}?${payment}` }),
    }
    for (const [name, response] of Object.entries(sent)) {
      const listed: readonly string[] = apiCalls[name as keyof typeof sent].messages.map((message) => apiMessages[message])
      expect(listed, name).toContain((response.json() as { message: string }).message)
    }
  })
})
