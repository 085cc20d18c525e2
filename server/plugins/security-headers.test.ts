/**
 * Security headers on every kind of answer: an API answer, the HTML page, a 404 and a 500. The
 * CSP is compared directive by directive, with the Pesapal origin added when Pesapal is
 * configured, and the sandbox payment page may be framed by the site itself and no one else.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { appsOverOneDatabase } from '../testing/apps-over-one-database.ts'

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const pesapalSandboxEnv = {
  PESAPAL_CONSUMER_KEY: 'test-key',
  PESAPAL_CONSUMER_SECRET: 'test-secret',
  PESAPAL_BASE_URL: 'https://cybqa.pesapal.com/pesapalv3',
  PUBLIC_BASE_URL: 'https://afyahub.example',
}

/** The CSP as a map of directive to its sources, and the directive names in the order sent. */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string')
  const entries = (header as string).split(';').map((part) => part.trim().split(/\s+/))
  return Object.fromEntries(entries.map(([name, ...sources]) => [name, sources]))
}

const expectedCsp = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
}

let webRoot: string

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'security-headers-test-'))
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="en"><title>fake</title></html>')
})
afterAll(async () => rm(webRoot, { recursive: true, force: true }))

describe.each(testDatabaseKinds)('security headers (%s)', (kind) => {
  // Headers do not change from one request to the next: one app of each configuration serves every test.
  const instances = appsOverOneDatabase(kind)
  const apps = new Map<string, Promise<FastifyInstance>>()
  beforeAll(async () => void (await testApp()), 30_000)
  afterAll(async () => instances.closeAll())

  function testApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const key = JSON.stringify(env)
    if (!apps.has(key)) apps.set(key, buildTestApp(env))
    return apps.get(key)!
  }

  async function buildTestApp(env: Record<string, string>): Promise<FastifyInstance> {
    const { app } = await instances.create({ webRoot, env })
    app.register(async (scope) => {
      scope.get('/api/__test__/boom', async () => {
        throw new Error('internal detail')
      })
      scope.get('/api/payments/sandbox/__test__/page', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send('<!doctype html><title>sandbox</title>'),
      )
    })
    return app
  }

  function expectCommonHeaders(headers: Record<string, unknown>): void {
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)')
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['server']).toBeUndefined()
  }

  it('puts the exact CSP and the other headers on an API answer, with no caching', async () => {
    const app = await testApp()
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(parseCsp(response.headers['content-security-policy'])).toEqual(expectedCsp)
    expect(Object.keys(parseCsp(response.headers['content-security-policy']))).toEqual(Object.keys(expectedCsp))
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cache-control']).toBe('no-store')
    expectCommonHeaders(response.headers)
  })

  it('puts the same headers on the HTML page, and no unsafe-* source anywhere in script-src', async () => {
    const app = await testApp()
    const response = await app.inject({ method: 'GET', url: '/tests/depression', headers: { accept: browserAccept } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const csp = parseCsp(response.headers['content-security-policy'])
    expect(csp).toEqual(expectedCsp)
    expect(csp['script-src']!.some((source) => source.includes('unsafe'))).toBe(false)
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['cache-control']).toBe('no-cache')
    expectCommonHeaders(response.headers)
  })

  it.each([
    ['a 404', '/api/nothing-here', 404],
    ['a 500', '/api/__test__/boom', 500],
  ])('puts them on %s too', async (_name, url, status) => {
    const app = await testApp()
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(status)
    expect(parseCsp(response.headers['content-security-policy'])).toEqual(expectedCsp)
    expectCommonHeaders(response.headers)
  })

  it("allows the Pesapal origin in frame-src and form-action when Pesapal is configured", async () => {
    const app = await testApp(pesapalSandboxEnv)
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: browserAccept } })
    expect(parseCsp(response.headers['content-security-policy'])).toEqual({
      ...expectedCsp,
      'frame-src': ["'self'", 'https://cybqa.pesapal.com'],
      'form-action': ["'self'", 'https://cybqa.pesapal.com'],
    })
  })

  it('lets only the site itself frame the sandbox payment page', async () => {
    const app = await testApp()
    const response = await app.inject({ method: 'GET', url: '/api/payments/sandbox/__test__/page?OrderTrackingId=x' })
    expect(response.statusCode).toBe(200)
    expect(parseCsp(response.headers['content-security-policy'])).toEqual({ ...expectedCsp, 'frame-ancestors': ["'self'"] })
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expectCommonHeaders(response.headers)

    const elsewhere = await app.inject({ method: 'GET', url: '/api/payments/sandboxed' })
    expect(parseCsp(elsewhere.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"])
  })
})
