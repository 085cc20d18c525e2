/**
 * What the server writes to its logs: every line has the request id; no line holds a query
 * string, a body, a header, the client address or a service id in clear, even when a route logs
 * more than it should. Canary values are planted and searched for in the raw log text.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggablePath } from './logger-options.ts'
import { createTestApp } from './testing/test-app.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

const canaryName = 'ZQX-Achieng'
const canaryPhone = '+254700012345'
const canaryEmail = 'canary+logs@example.invalid'
const serviceId = randomUUID()

describe('loggablePath', () => {
  it('drops the query string and fragment and hashes identifier-like segments', () => {
    const hashed = loggablePath(`/checkout/${serviceId}?x=1#top`)
    expect(hashed).toMatch(/^\/checkout\/~[0-9a-f]{12}$/)
    expect(hashed).not.toContain(serviceId)
    expect(loggablePath(`/checkout/${serviceId}`)).toBe(hashed)
    expect(loggablePath('/api/payments/sandbox/AbCdEfGhIjKlMnOpQrStUv')).toMatch(/^\/api\/payments\/sandbox\/~[0-9a-f]{12}$/)
  })

  it('keeps ordinary paths and asset names readable', () => {
    expect(loggablePath('/tests/depression')).toBe('/tests/depression')
    expect(loggablePath('/assets/index-O7toAmYV.js')).toBe('/assets/index-O7toAmYV.js')
    expect(loggablePath('/api/appointments/get_service_data/?service_id=x')).toBe('/api/appointments/get_service_data/')
  })
})

describe.each(testDatabaseKinds)('request logs (%s)', (kind) => {
  let app: FastifyInstance
  let logLines: Record<string, unknown>[]

  beforeAll(async () => {
    ;({ app, logLines } = await createTestApp({ kind }))
    app.register(async (scope) => {
      // A careless route that logs what it was sent: the logger must still censor it.
      scope.post('/api/__test__/careless', async (request) => {
        const body = request.body as Record<string, unknown>
        request.log.info({ body, first_name: body['first_name'], details: { phone_number: body['phone_number'] } }, 'careless')
        throw new Error('failed while handling the booking')
      })
    })
    await app.ready()
  }, 30_000)
  afterAll(async () => app.close())

  it('hold the request id, method, path and status, and no query string, body, header or address', async () => {
    logLines.length = 0
    const response = await app.inject({
      method: 'POST',
      url: `/api/__test__/careless?service_id=${serviceId}&first_name=${canaryName}`,
      headers: { 'x-canary': canaryEmail, cookie: `name=${canaryName}` },
      payload: { first_name: canaryName, phone_number: canaryPhone, email: canaryEmail, answers: [3, 3, 3] },
      remoteAddress: '10.9.8.7',
    })
    expect(response.statusCode).toBe(500)
    const requestId = response.headers['x-request-id']
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)

    const text = JSON.stringify(logLines)
    for (const canary of [canaryName, canaryPhone, canaryEmail, serviceId, '10.9.8.7', 'answers']) {
      expect(text).not.toContain(canary)
    }
    expect(text).toContain('/api/__test__/careless')
    expect(logLines.length).toBeGreaterThanOrEqual(3)
    for (const line of logLines) expect(line['reqId']).toBe(requestId)
    const failure = logLines.find((line) => line['msg'] === 'Request failed')
    expect(failure).toBeDefined()
    const completed = logLines.find((line) => line['msg'] === 'request completed') as { res?: { statusCode?: number } }
    expect(completed.res?.statusCode).toBe(500)
  })

  it('hash a service id in a page path such as /checkout/<id>', async () => {
    logLines.length = 0
    await app.inject({ method: 'GET', url: `/checkout/${serviceId}`, headers: { accept: 'text/html' } })
    await app.inject({ method: 'GET', url: `/api/appointments/get_service_data/?service_id=${serviceId}` })
    const text = JSON.stringify(logLines)
    expect(text).not.toContain(serviceId)
    expect(text).toContain(loggablePath(`/checkout/${serviceId}`))
    expect(text).toContain('/api/appointments/get_service_data/')
  })
})
