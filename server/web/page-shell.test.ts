/**
 * The page shell as a browser receives it: the route's code preloaded with the entry, a test's
 * definition inlined (identical to GET /api/tests/, and unable to break out of its element), the
 * plain page for other paths, compressed when accepted and always revalidated.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import { addressesOf, routeTable } from '#schemas/routes.ts'
import { createTestApp } from '../testing/test-app.ts'
import { catalogueSlugs } from './page-routes.ts'
import { createPageShell, jsonForScriptElement } from './page-shell.ts'

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Afya Hub</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const manifest = {
  'main.tsx': { file: 'assets/index-abc.js', isEntry: true, imports: ['_vendor-abc.js'], css: ['assets/index-abc.css'] },
  '_vendor-abc.js': { file: 'assets/vendor-abc.js' },
  'app/test-route.tsx': { file: 'assets/test-route-abc.js', isDynamicEntry: true, imports: ['_vendor-abc.js', '_xstate-abc.js'], css: ['assets/test-route-abc.css'] },
  '_xstate-abc.js': { file: 'assets/xstate-abc.js' },
  'app/search-route.tsx': { file: 'assets/search-route-abc.js', isDynamicEntry: true, imports: ['_vendor-abc.js'] },
  // The app's start, which the entry imports with import() once the page has painted (decision 118).
  'app/start-app.tsx': { file: 'assets/start-app-abc.js', isDynamicEntry: true, imports: ['_vendor-abc.js', '_react-abc.js'], css: ['assets/start-app-abc.css'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
}

const browserAccept = 'text/html,application/xhtml+xml'
let webRoot: string
let app: FastifyInstance
let logLines: unknown[]

beforeAll(async () => {
  webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'page-shell-test-')), 'dist')
  await mkdir(path.join(webRoot, '.vite'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest))
  await mkdir(path.join(webRoot, 'prerendered'))
  await writeFile(path.join(webRoot, 'prerendered', 'pages.json'), JSON.stringify({ '/about-us': 'prerendered/about-us.html' }))
  await writeFile(path.join(webRoot, 'prerendered', 'about-us.html'), indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Who We Are</h1></div>'))
  ;({ app, logLines } = await createTestApp({ webRoot }))
})

afterAll(async () => {
  await app.close()
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { accept: browserAccept, ...headers } })

function inlineDefinition(html: string): unknown {
  const match = /<script type="application\/json" id="test-definition" data-test-code="([^"]+)">([^<]*)<\/script>/.exec(html)
  return match ? { code: match[1], definition: JSON.parse(match[2]!) } : undefined
}

describe('a test page', () => {
  it('preloads the test route and the chunks it needs that the entry does not already load', async () => {
    const response = await page('/tests/depression')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/test-route-abc.js">')
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/xstate-abc.js">')
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/test-route-abc.css">')
    expect(response.body).not.toContain('href="/assets/vendor-abc.js"')
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'))
  })

  it('carries the same definition GET /api/tests/ answers, with its test code', async () => {
    const response = await page('/tests/depression')
    const fromApi = await app.inject({ method: 'GET', url: '/api/tests/', headers: { 'x-test-code': 'MH-001' } })
    expect(inlineDefinition(response.body)).toEqual({ code: 'MH-001', definition: fromApi.json() })
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i)
  })

  it('inlines nothing for a test that does not exist, or a malformed address', async () => {
    const response = await page('/tests/no-such-test')
    expect(response.statusCode).toBe(404)
    expect(inlineDefinition(response.body)).toBeUndefined()
    expect(response.body).toContain('href="/assets/test-route-abc.js"')
    // Fastify refuses a malformed address before routing (400); the shell copes with one anyway.
    const { text: html } = createPageShell(webRoot, new Map()).pageFor('/tests/%E0%A4%A')
    expect(inlineDefinition(html)).toBeUndefined()
  })

  it('is sent compressed with brotli to a browser that accepts it', async () => {
    const plain = await page('/tests/ptsd')
    const compressed = await page('/tests/ptsd', { 'accept-encoding': 'gzip, br' })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body)
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2)
  })
})

describe('other pages', () => {
  it("preloads the search route on /search and, on / or an unknown path, only the app's start", async () => {
    expect((await page('/search')).body).toContain('href="/assets/search-route-abc.js"')
    for (const url of ['/', '/somewhere/else']) {
      const body = (await page(url)).body
      const preloaded = [...body.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1])
      expect(preloaded.sort()).toEqual(['assets/react-abc.js', 'assets/start-app-abc.js'])
      expect(body).not.toContain('test-definition')
      expect(body).toContain('<div id="root"></div>')
    }
  })

  it("fetches the app's start with every page, its stylesheet before any script: the entry runs it after the first paint (decision 118)", async () => {
    for (const url of ['/', '/tests/depression', '/search', '/sw/categories']) {
      const body = (await page(url)).body
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-abc.js">')
      expect(body.indexOf('href="/assets/start-app-abc.css"')).toBeGreaterThan(0)
      expect(body.indexOf('href="/assets/start-app-abc.css"')).toBeLessThan(body.search(/<(script|link rel="modulepreload")\b/))
    }
  })
})

describe('the preloads of every route of the route table', () => {
  it("name each of the route's modules, found in the build's manifest by its source path", async () => {
    const tableRoot = path.join(path.dirname(webRoot), 'table-build')
    const chunkOf = (module: string) => `assets/${module.replace(/[/.]/g, '-')}-abc.js`
    const modules = [...new Set(routeTable.flatMap((route) => route.modules))]
    await mkdir(path.join(tableRoot, '.vite'), { recursive: true })
    await writeFile(path.join(tableRoot, 'index.html'), indexHtml)
    await writeFile(path.join(tableRoot, '.vite', 'manifest.json'), JSON.stringify({ 'main.tsx': manifest['main.tsx'], ...Object.fromEntries(modules.map((module) => [module, { file: chunkOf(module), isDynamicEntry: true }])) }))
    const shell = createPageShell(tableRoot, new Map())
    const slugs = catalogueSlugs(['depression'])
    for (const route of routeTable) {
      const { text: html } = shell.pageFor(addressesOf(route, slugs)[0]!.split('?')[0]!)
      const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((match) => match[1])
      expect([route.id, preloaded.sort()]).toEqual([route.id, route.modules.map(chunkOf).sort()])
    }
  })
})

describe('the status of a page', () => {
  it('is 200 for every route of the app and a catalogue slug it has, with or without a trailing slash', async () => {
    const pages = ['/', '/tests/depression', '/tests/social_support/', '/categories', '/tests', '/categories/mental-health', '/search', '/about-us/', '/wellness', '/wellness/gen-z', '/free-sample-collection', '/services/talk-to-a-therapist', '/booking', '/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', '/payments', '/payments/3f2c1e9a', '/payment/confirmation', '/payment/receipt', '/screening', '/premium']
    for (const url of pages) expect([url, (await page(url)).statusCode]).toEqual([url, 200])
  })

  it('is 404 for any other path and for a slug the catalogue lacks, with the shell whose router shows the 404 page', async () => {
    const missing = ['/no/such/page', '/tests/no-such-test', '/categories/no-such-category', '/wellness/no-such-package', '/services/no-such-service', '/services', '/premium/extra', '/tests/depression/extra', '/constructor', '/categories/constructor', '/screening/x']
    for (const url of missing) {
      const response = await page(url)
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toContain('<div id="root"></div>')
    }
  })
})

describe('the log of a page request', () => {
  it("never carries the address's query string, such as SPEC.md's firstName on /screening", async () => {
    logLines.length = 0
    const response = await page('/screening?firstName=Wanjiru&testId=MH-001')
    expect(response.statusCode).toBe(200)
    const logged = JSON.stringify(logLines)
    expect(logged).toContain('"/screening"')
    expect(logged).not.toMatch(/Wanjiru|firstName|MH-001/)
  })
})

describe('a prerendered page', () => {
  it('is sent with its content for its path, with or without a trailing slash', async () => {
    for (const url of ['/about-us', '/about-us/']) {
      const body = (await page(url)).body
      expect(body).toContain('<div id="root"><h1>Who We Are</h1></div>')
    }
    expect((await page('/privacy-policy')).body).toContain('<div id="root"></div>')
  })
})

describe('the inline JSON', () => {
  it('cannot close its script element or open a comment, and reads back as the same value', () => {
    const hostile = { text: '</script><script>alert(1)</script><!-- \u2028 & "quoted"' }
    const encoded = jsonForScriptElement(hostile)
    expect(encoded).not.toMatch(/<|>|\u2028/)
    expect(JSON.parse(encoded)).toEqual(hostile)
  })

  it('escapes a test code in its attribute', () => {
    const definition = { testCode: 'X"><script>', routeSlug: 'odd' } as unknown as TestDefinition
    const shell = createPageShell(webRoot, new Map([['odd', definition]]))
    const { text: html } = shell.pageFor('/tests/odd')
    expect(html).toContain('data-test-code="X&quot;>&lt;script>"')
    expect(html).not.toContain('"><script>')
  })
})
