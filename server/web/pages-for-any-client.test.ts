/**
 * Links that work everywhere (issue 21 item 4; decision 096): curl, WhatsApp's and Facebook's
 * link previewers and X's get the page, with its Open Graph and Twitter card tags, whatever they
 * send as Accept; the API and FHIR keep answering JSON.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../testing/test-app.ts'

const indexHtml = '<!doctype html><html lang="en"><head><meta name="description" content="Free health self-screening tests for Kenya, with instant explained results." /><title>Free health self-tests for Kenya</title></head><body><div id="root"></div></body></html>'

/** What each client sends as Accept, as they were seen to send it. */
const clients = {
  curl: { 'user-agent': 'curl/8.5.0', accept: '*/*' },
  WhatsApp: { 'user-agent': 'WhatsApp/2.23.20.0', accept: '*/*' },
  facebookexternalhit: { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', accept: '*/*;q=0.8, image/*' },
  Twitterbot: { 'user-agent': 'Twitterbot/1.0' },
} as const

let tempDir: string
let app: FastifyInstance

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'pages-for-any-client-'))
  await mkdir(path.join(tempDir, 'assets'), { recursive: true })
  await writeFile(path.join(tempDir, 'index.html'), indexHtml)
  ;({ app } = await createTestApp({ webRoot: tempDir, env: { PUBLIC_BASE_URL: 'https://afyahub.example' } }))
}, 240_000)

afterAll(async () => {
  await app.close()
  await rm(tempDir, { recursive: true, force: true })
})

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]

describe('a page asked for by a client that is not a browser', () => {
  it.each(Object.entries(clients))('%s gets /categories as HTML with its preview tags', async (_client, headers) => {
    const response = await app.inject({ method: 'GET', url: '/categories', headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(metaContent(response.body, 'og:title')).toBe('Free health self-tests for Kenya')
    expect(metaContent(response.body, 'og:image')).toBe('https://afyahub.example/images/previews/site.png')
    expect(metaContent(response.body, 'twitter:card')).toBe('summary_large_image')
  })

  it("shows a shared test's own card: its title, description and its category's image", async () => {
    const response = await app.inject({ method: 'GET', url: '/tests/depression', headers: clients.WhatsApp })
    expect(response.statusCode).toBe(200)
    expect(metaContent(response.body, 'og:title')).toBe('Depression Symptoms Screening')
    expect(metaContent(response.body, 'og:description')).toMatch(/^Nine questions about your mood/)
    expect(metaContent(response.body, 'og:image')).toBe('https://afyahub.example/images/previews/mental-health.png')
    expect(metaContent(response.body, 'og:url')).toBe('https://afyahub.example/tests/depression')
  })

  it('shows a Kiswahili page as sw_KE', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw/categories/mental-health', headers: clients.curl })
    expect(response.statusCode).toBe(200)
    expect(metaContent(response.body, 'og:locale')).toBe('sw_KE')
    expect(metaContent(response.body, 'og:title')).toBe('Tathmini za Afya ya Akili')
  })

  it('gets an address no page has as the HTML 404 page', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page', headers: clients.curl })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
  })
})

describe('what stays JSON', () => {
  it.each(['/api/nothing-here', '/api/health'])('%s answers JSON to curl', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: clients.curl })
    expect(response.headers['content-type']).toMatch(/^application\/json/)
  })

  it('an unknown address asked for as JSON answers a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'application/json' } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Not found' })
  })

  it('an unknown FHIR address answers JSON, not a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/fhir/Nothing', headers: clients.curl })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/json/)
  })

  it('a missing file is a plain 404, not a page', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/previews/nothing.png', headers: clients.facebookexternalhit })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Not found' })
  })
})
