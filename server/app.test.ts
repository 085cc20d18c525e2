import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './testing/test-app.ts'

const fakeIndexHtml = '<!doctype html><html lang="en"><title>fake build</title></html>'
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

let webRoot: string
let missingWebRoot: string
const apps: FastifyInstance[] = []

beforeAll(async () => {
  const tempDir = await mkdtemp(path.join(tmpdir(), 'server-app-test-'))
  webRoot = path.join(tempDir, 'dist')
  missingWebRoot = path.join(tempDir, 'not-built')
  await mkdir(path.join(webRoot, 'assets'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), fakeIndexHtml)
  await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log("hi")')
  await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *')
})

afterAll(async () => {
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** An app over the fake build and a fresh database, plus a list of the log lines it wrote. */
async function testApp(options: { webRoot?: string } = {}): Promise<{ app: FastifyInstance; logLines: unknown[] }> {
  const { app, logLines } = await createTestApp({ webRoot: options.webRoot ?? webRoot })
  apps.push(app)
  return { app, logLines }
}

describe('GET /api/health', () => {
  it('answers 200 with status ok', async () => {
    const { app } = await testApp()
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 when the database does not answer', async () => {
    const test = await createTestApp({ webRoot })
    apps.push(test.app)
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    await test.database.db.destroy()
    const response = await test.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({ status: 'unavailable', message: 'The database is not answering. Please try again shortly.' })
  })
})

describe('an unknown /api path', () => {
  it.each(['/api/nothing-here', '/api', '/api/tests/depression'])('%s answers a JSON 404, even to a browser', async (url) => {
    const { app } = await testApp()
    const response = await app.inject({ method: 'GET', url, headers: { accept: browserAccept } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Not found' })
  })

  it('answers a JSON 404 to a POST as well', async () => {
    const { app } = await testApp()
    const response = await app.inject({ method: 'POST', url: '/api/nothing-here', payload: { a: 1 } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Not found' })
  })
})

describe('the error handler', () => {
  it('answers a 500 with the generic message only, and logs the error with the request id', async () => {
    const { app, logLines } = await testApp()
    app.register(async (scope) => {
      scope.post('/api/boom', async () => {
        throw new Error('database password is hunter2 at /srv/secret.ts:12')
      })
    })
    const response = await app.inject({ method: 'POST', url: '/api/boom', payload: { phq9: [3, 3, 3] } })

    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    expect(response.body).not.toMatch(/hunter2|secret|stack|at \//)

    const failure = logLines.find((line) => (line as { msg?: string }).msg === 'Request failed') as
      | { reqId?: string; err?: { message?: string } }
      | undefined
    expect(failure?.err?.message).toContain('hunter2')
    expect(failure?.reqId).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.stringify(logLines)).not.toContain('phq9')
  })

  it('answers a 4xx with the message and the problems of each field', async () => {
    const { app } = await testApp()
    app.register(async (scope) => {
      const body = {
        type: 'object',
        properties: { email: { type: 'string' } },
        required: ['email'],
        additionalProperties: false,
      }
      scope.post('/api/echo', { schema: { body } }, async () => ({ ok: true }))
    })
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'Wanjiru' } })

    expect(response.statusCode).toBe(400)
    const answer = response.json() as { message: string; errors: { path: string; message: string }[] }
    expect(answer.message).toBe('email is required.')
    expect(answer.errors).toEqual([
      { path: '/email', message: 'email is required.' },
      { path: '/name', message: '"name" is not a field this request accepts.' },
    ])
  })

  it('keeps the message of a deliberate 4xx', async () => {
    const { app } = await testApp()
    app.register(async (scope) => {
      scope.get('/api/teapot', async () => {
        throw Object.assign(new Error('That service is already paid for.'), { statusCode: 409 })
      })
    })
    const response = await app.inject({ method: 'GET', url: '/api/teapot' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'That service is already paid for.', errors: [] })
  })
})

describe('the built web app', () => {
  it('serves index.html for a page path, so the browser router shows the screen', async () => {
    const { app } = await testApp()
    const response = await app.inject({ method: 'GET', url: '/tests/depression', headers: { accept: browserAccept } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(fakeIndexHtml)
  })

  it('serves index.html at / whatever the request accepts', async () => {
    const { app } = await testApp()
    const response = await app.inject({ method: 'GET', url: '/' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(fakeIndexHtml)
  })

  it('caches hashed assets for a year and revalidates other files', async () => {
    const { app } = await testApp()
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404, not index.html, for a missing asset or a non-page request', async () => {
    const { app } = await testApp()
    const asset = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { accept: browserAccept } })
    expect(asset.statusCode).toBe(404)
    const image = await app.inject({ method: 'GET', url: '/logo.png', headers: { accept: 'image/avif,image/*' } })
    expect(image.statusCode).toBe(404)
    expect(image.json()).toEqual({ message: 'Not found' })
  })

  it('answers 503 with a plain message when the web app has not been built', async () => {
    const { app } = await testApp({ webRoot: missingWebRoot })
    for (const url of ['/', '/tests/depression']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: browserAccept } })
      expect(response.statusCode).toBe(503)
      expect(response.headers['content-type']).toMatch(/^text\/plain/)
      expect(response.body).toBe('The web app has not been built: run npm run build')
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
  })
})

describe('request logs', () => {
  it('carry the method, path and request id but no query string', async () => {
    const { app, logLines } = await testApp()
    await app.inject({ method: 'GET', url: '/screening?firstName=Achieng', headers: { accept: browserAccept } })
    const text = JSON.stringify(logLines)
    expect(text).toContain('/screening')
    expect(text).not.toContain('Achieng')
    expect(logLines.every((line) => typeof (line as { reqId?: unknown }).reqId === 'string')).toBe(true)
  })
})
