/**
 * What the server writes to its logs: every line has the request id; no line holds a query
 * string, a body, a header, the client address or a service id in clear, even when a route logs
 * more than it should. Canary values are planted and searched for in the raw log text.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggablePath } from './loggable-path.ts'
import { capLogLine, maxLogFieldChars, maxLogLineBytes } from './logger-options.ts'
import { createTestApp } from './testing/test-app.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

const canaryName = 'ZQX-Achieng'
const canaryPhone = '+254700012345'
const canaryEmail = 'canary+logs@example.invalid'
const serviceId = randomUUID()

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

  it('show an address no route has, or a page parameter, redacted: never the name or number typed into it', async () => {
    logLines.length = 0
    const typed = `${canaryName}-${canaryPhone}`
    const answers = [
      await app.inject({ method: 'GET', url: `/checkout/${typed}`, headers: { accept: 'text/html' } }),
      await app.inject({ method: 'GET', url: `/${typed}`, headers: { accept: 'text/html' } }),
      await app.inject({ method: 'GET', url: `/api/no-such-route/${typed}` }),
      await app.inject({ method: 'POST', url: `/api/payments/sandbox/${canaryName}/approve`, payload: {} }),
    ]
    expect(answers.map((answer) => answer.statusCode).every((status) => status >= 400 || status === 200)).toBe(true)
    const text = JSON.stringify(logLines)
    expect(text).not.toContain(canaryName)
    expect(text).not.toContain(canaryPhone.slice(1))
    const paths = logLines.flatMap((line) => ((line['req'] as { path?: string } | undefined)?.path ? [(line['req'] as { path: string }).path] : []))
    expect(paths).toEqual([
      loggablePath(`/checkout/${typed}`),
      loggablePath(`/${typed}`),
      loggablePath(`/api/no-such-route/${typed}`),
      loggablePath(`/api/payments/sandbox/${canaryName}/approve`, '/api/payments/sandbox/:trackingId/:action'),
    ])
    expect(paths[0]).toMatch(/^\/checkout\/~[0-9a-f]{12}$/)
    expect(paths[2]).toMatch(/^\/api\/~[0-9a-f]{12}$/)
    expect(paths[3]).toMatch(/^\/api\/payments\/sandbox\/~[0-9a-f]{12}\/~[0-9a-f]{12}$/)
  })

  it('cap every line at maxLogLineBytes, even for a 50,000-character field name, path or header', async () => {
    logLines.length = 0
    const responses = [
      await app.inject({ method: 'POST', url: '/api/survey', payload: { ['k'.repeat(50_000)]: 1 } }),
      await app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { ['m'.repeat(50_000)]: 1 } }),
      await app.inject({ method: 'GET', url: `/api/${'a.'.repeat(25_000)}` }),
      await app.inject({ method: 'GET', url: '/api/tests/', headers: { 'x-test-code': 'Z'.repeat(50_000), 'user-agent': 'U'.repeat(50_000) } }),
    ]
    expect(responses.map((response) => response.statusCode).every((status) => status >= 400 && status < 500)).toBe(true)
    expect(logLines.length).toBeGreaterThanOrEqual(6)
    for (const line of logLines) {
      expect(Buffer.byteLength(`${JSON.stringify(line)}\n`)).toBeLessThanOrEqual(maxLogLineBytes)
      expect(line['reqId']).toMatch(/^[0-9a-f-]{36}$/)
    }
    const cut = logLines.filter((line) => line['truncated'] === true)
    expect(cut.length).toBeGreaterThanOrEqual(2)
    expect(cut.map((line) => line['msg'])).toContain('Request rejected')
  })
})

describe('capLogLine', () => {
  it('leaves ordinary lines alone and cuts long ones to valid JSON', () => {
    const ordinary = '{"level":30,"msg":"request completed"}\n'
    expect(capLogLine(ordinary)).toBe(ordinary)
    const long = JSON.stringify({ level: 50, reqId: 'r', msg: 'Request failed', err: { stack: 's'.repeat(20_000) } })
    const capped = JSON.parse(capLogLine(long)) as { err: { stack: string }; truncated: boolean; reqId: string }
    expect(capped).toMatchObject({ reqId: 'r', truncated: true })
    expect(capped.err.stack.length).toBe(maxLogFieldChars + 1)
    const wide = JSON.stringify({ level: 30, reqId: 'r', msg: 'm', ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x'.repeat(1500)])) })
    expect(JSON.parse(capLogLine(wide))).toEqual({ level: 30, time: null, reqId: 'r', msg: 'm', truncated: true })
    expect(Buffer.byteLength(capLogLine(`not json ${'x'.repeat(20_000)}`))).toBeLessThanOrEqual(maxLogLineBytes)
  })
})
