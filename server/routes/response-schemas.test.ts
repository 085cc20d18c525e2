/**
 * Every API route declares the shape of its answers, from the files in schemas/: a walk over the
 * registered routes fails for any /api route without a response schema for its success, and each
 * route's real answer (success and a refusal) validates against the schema file it names.
 */
import type { InjectOptions, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import bookingResponseSchema from '#schemas/booking-response.schema.json' with { type: 'json' }
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import errorBodySchema from '#schemas/error-body.schema.json' with { type: 'json' }
import healthStatusSchema from '#schemas/health-status.schema.json' with { type: 'json' }
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import uploadAnswerSchema from '#schemas/upload-answer.schema.json' with { type: 'json' }
import { appointmentForm, multipartFile, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { payerCookie } from '../testing/payment-fixtures.ts'
import { tinyPng } from '../testing/upload-fixtures.ts'
import { errorBodySchema as registeredErrorBody } from '../plugins/error-handler.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

registerSchema('booking-response.schema.json', bookingResponseSchema)
registerSchema('chat-reply.schema.json', chatReplySchema)
registerSchema('error-body.schema.json', errorBodySchema)
registerSchema('health-status.schema.json', healthStatusSchema)
registerSchema('message-answer.schema.json', messageAnswerSchema)
registerSchema('upload-answer.schema.json', uploadAnswerSchema)

/**
 * /api routes that answer a page, not JSON: the sandbox payment provider's hosted page (HTML) and
 * its decisions (a 303 back to the site). They stand in for Pesapal's own pages. And the subscriber's
 * unsubscribe page and its one-click POST (RFC 8058; decision 090), which a mail links to and a mail
 * program posts to: both answer an HTML page.
 */
const pageRoutes = new Set(['GET /api/payments/sandbox/:trackingId', 'POST /api/payments/sandbox/:trackingId/:action', 'GET /api/email/unsubscribe', 'POST /api/email/unsubscribe'])

type Route = { method: string; url: string; statusCodes: string[] }

const isSuccess = (code: string) => code === '2xx' || /^2\d\d$/.test(code)

/** The routes a built app registers, with the status codes its response schema names. */
async function registeredRoutes(test: TestApp): Promise<Route[]> {
  const routes: Route[] = []
  test.app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    const response = (route.schema?.response ?? {}) as Record<string, unknown>
    for (const method of methods) routes.push({ method, url: route.url, statusCodes: Object.keys(response) })
  })
  await test.app.ready()
  return routes.filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api'))
}

/** Route keys ('POST /api/...') whose response schema names no success status. */
export function routesWithoutSuccessSchema(routes: readonly Route[]): string[] {
  return routes
    .map((route) => ({ key: `${route.method} ${route.url}`, route }))
    .filter(({ key, route }) => !pageRoutes.has(key) && !route.statusCodes.some(isSuccess))
    .map(({ key }) => key)
}

describe('the registered API routes', () => {
  let test: TestApp
  let routes: Route[]
  beforeAll(async () => {
    test = await createTestApp({ env: testEnv })
    routes = await registeredRoutes(test)
  }, 60_000)
  afterAll(async () => test.app.close())

  it('finds every API route, the sandbox pages among them', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`)
    for (const expected of ['GET /api/health', 'POST /api/uploads', 'POST /api/chat/', 'GET /api/payments/pesapal/ipn', ...pageRoutes]) expect(keys).toContain(expected)
    expect(routes.length).toBeGreaterThanOrEqual(20)
  })

  it('declares a response schema for the success of every JSON route', () => {
    expect(routesWithoutSuccessSchema(routes)).toEqual([])
  })

  it('flags a route that declares only its errors', () => {
    expect(routesWithoutSuccessSchema([{ method: 'POST', url: '/api/new', statusCodes: ['4xx', '5xx'] }])).toEqual(['POST /api/new'])
  })

  it('declares the error body for the refusals and failures of every JSON route', () => {
    const withoutErrors = routes
      .filter((route) => !pageRoutes.has(`${route.method} ${route.url}`))
      .filter((route) => !route.statusCodes.some((code) => code === '5xx' || code.startsWith('5')))
      .map((route) => `${route.method} ${route.url}`)
    expect(withoutErrors).toEqual([])
  })
})

/** A schema without its annotations (title, description) and file lines ($schema, $id). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf)
  if (value === null || typeof value !== 'object') return value
  const kept = Object.entries(value).filter(([key]) => !['$schema', '$id', 'title', 'description'].includes(key))
  return Object.fromEntries(kept.map(([key, child]) => [key, shapeOf(child)]))
}

it('schemas/error-body.schema.json words the very error body the server registers', () => {
  expect(shapeOf(errorBodySchema)).toEqual(shapeOf(registeredErrorBody))
})

describe('each route\'s real answer validates against its schema file', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ env: testEnv })
  }, 60_000)
  afterAll(async () => test.app.close())

  async function answer(schemaName: string, status: number, request: InjectOptions) {
    const response = await test.app.inject(request)
    expect(response.statusCode, response.body).toBe(status)
    const body: unknown = response.json()
    expect(schemaProblems(schemaName, body), `${schemaName}: ${response.body}`).toEqual([])
    return body as Record<string, any>
  }

  const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload })

  it('health, consultation hours, an unknown path', async () => {
    await answer('health-status.schema.json', 200, { method: 'GET', url: '/api/health' })
    await answer('consultation-hours.schema.json', 200, { method: 'GET', url: '/api/consultation-hours' })
    await answer('error-body.schema.json', 404, { method: 'GET', url: '/api/no-such-thing' })
  })

  it('subscribe, survey and the Premium pre-order: a thank-you, and a refusal naming the field', async () => {
    await answer('message-answer.schema.json', 201, post('/api/email/subscribe/', { email: 'schema-check@example.com' }))
    await answer('message-answer.schema.json', 200, post('/api/email/subscribe/', { email: 'Schema-Check@example.com' }))
    const refused = await answer('error-body.schema.json', 400, post('/api/email/subscribe/', { email: 'not an address' }))
    expect(refused.errors[0].path).toBe('/email')
    await answer('message-answer.schema.json', 201, post('/api/survey', { experience: 4, usefulness: 'Very useful' }))
    await answer('message-answer.schema.json', 201, post('/api/premium/pre-orders', { email: 'premium-schema@example.com', consent: true }))
    await answer('error-body.schema.json', 400, post('/api/premium/pre-orders', { consent: true }))
  })

  it('a test and its interpretation', async () => {
    const definition = await answer('test-definition.schema.json', 200, { method: 'GET', url: '/api/tests/', headers: { 'x-test-code': 'MH-002' } })
    const answers = definition.questions.map(() => 0)
    const result = await answer('assessment-result.schema.json', 200, { ...post('/api/interpret/', { answers }), headers: { 'x-test-code': 'MH-002' } })
    expect(result.testCode).toBe('MH-002')
    await answer('error-body.schema.json', 404, { method: 'GET', url: '/api/tests/', headers: { 'x-test-code': 'XX-999' } })
    await answer('error-body.schema.json', 400, { ...post('/api/interpret/', { answers: [0] }), headers: { 'x-test-code': 'MH-002' } })
  })

  it('the chat', async () => {
    await answer('chat-reply.schema.json', 200, post('/api/chat/', { conversationHistory: '', userInput: 'I sleep badly and feel low' }))
    await answer('error-body.schema.json', 400, post('/api/chat/', { conversationHistory: '', userInput: '  ' }))
  })

  it('an upload, the three bookings, the service record, payment, its status, notification and receipt, a screening', async () => {
    const upload = await answer('upload-answer.schema.json', 201, { method: 'POST', url: '/api/uploads', ...multipartFile(tinyPng(), { filename: 'card.png', contentType: 'image/png' }) })
    await answer('booking-response.schema.json', 201, post('/api/wellness/create/', { ...wellnessForm(), payment_mode: 'Insurance', cashPaymentOption: null, attachment: upload.id }))
    await answer('booking-response.schema.json', 201, post('/api/vitalcare/create/', vitalCareForm()))
    const booked = await answer('booking-response.schema.json', 201, post('/api/appointments/book_appointment/', { ...appointmentForm(), practitioner: 'Psychologist' }))
    await answer('error-body.schema.json', 400, post('/api/appointments/book_appointment/', { ...appointmentForm(), phone_number: '12' }))
    const serviceId: string = booked.data.service_id

    const record = await answer('service-data.schema.json', 200, { method: 'GET', url: `/api/appointments/get_service_data/?service_id=${serviceId}` })
    await answer('error-body.schema.json', 404, { method: 'GET', url: '/api/appointments/get_service_data/?service_id=00000000-0000-4000-8000-000000000000' })

    const started = await answer('payment-data.schema.json', 200, post('/api/payments/get_payment_data/', { service_id: serviceId }))
    const decided = await test.app.inject({
      method: 'POST',
      url: `${started.payment_data.redirect_url}/approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await payerCookie(test.app.db, started.payment_data.redirect_url) },
      payload: '',
    })
    expect(decided.statusCode).toBe(303)
    const back = new URL(decided.headers.location as string, 'http://site')
    const query = back.search

    await answer('payment-status.schema.json', 200, { method: 'GET', url: `/api/payments/status${query}` })
    await answer('payment-receipt.schema.json', 200, { method: 'GET', url: `/api/payments/receipt${query}` })
    await answer('payment-notification-ack.schema.json', 200, { method: 'GET', url: `/api/payments/pesapal/ipn${query}` })
    await answer('error-body.schema.json', 409, post('/api/payments/get_payment_data/', { service_id: serviceId }))

    const routeSlug: string = record.screenings[0].routeSlug
    await answer('screening-completion.schema.json', 200, post('/api/appointments/screenings/', { service_id: serviceId, routeSlug }))
    await answer('error-body.schema.json', 400, post('/api/appointments/screenings/', { service_id: serviceId, routeSlug: 'no-such-test' }))
  })
})
