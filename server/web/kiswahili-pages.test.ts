/**
 * Every page in Kiswahili under /sw (issue 20; decisions 059 and 060), as a browser receives it:
 * a crawl of every route's Kiswahili address finds a page (200) with lang="sw", the alternate links
 * of its two addresses and its canonical link; the booking pages are no-store in Kiswahili too; an
 * address that is no page answers 404 with the Kiswahili 404 page; a test page carries its
 * definition in Kiswahili; and the language choice: the browser's preference on a first visit,
 * then the remembered choice, never a redirect for someone who chose English.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressesOf, routeTable } from '#schemas/routes.ts'
import { localisedPath } from '#schemas/locales.ts'
import { availableLocales } from '#engine/index.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { defaultTestCatalog } from '../routes/tests.ts'
import { catalogueSlugs } from './page-routes.ts'

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Free health self-screening tests for Kenya, with instant explained results." />
    <title>Free health self-tests for Kenya</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to run the self-tests. Please turn it on and reload the page.</noscript>
  </body>
</html>`
const prerendered = (lang: string, title: string, content: string) => indexHtml.replace('<html lang="en">', `<html lang="${lang}">`).replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`).replace('<div id="root"></div>', `<div id="root">${content}</div>`)

const browserAccept = 'text/html,application/xhtml+xml'
const base = 'https://afyahub.example'
let test: TestApp
let webRoot: string

beforeAll(async () => {
  webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'kiswahili-pages-')), 'dist')
  await mkdir(path.join(webRoot, '.vite'), { recursive: true })
  await mkdir(path.join(webRoot, 'prerendered'))
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify({
    'main.tsx': { file: 'assets/index-abc.js', isEntry: true },
    'features/static-pages/index.ts': { file: 'assets/static-abc.js', isDynamicEntry: true },
    'locales/en.po': { file: 'assets/en-shell.js', isDynamicEntry: true },
    'locales/sw.po': { file: 'assets/sw-shell.js', isDynamicEntry: true },
    'features/static-pages/locales/en.po': { file: 'assets/en-static.js', isDynamicEntry: true },
    'features/static-pages/locales/sw.po': { file: 'assets/sw-static.js', isDynamicEntry: true },
  }))
  const pages = { '/about-us': 'prerendered/about-us.html', '/sw/about-us': 'prerendered/sw__about-us.html', '/404': 'prerendered/404.html', '/sw/404': 'prerendered/sw__404.html' }
  await writeFile(path.join(webRoot, 'prerendered', 'pages.json'), JSON.stringify(pages))
  await writeFile(path.join(webRoot, 'prerendered', 'about-us.html'), prerendered('en', 'About Us | Afya Hub', '<h1>Who We Are</h1>'))
  await writeFile(path.join(webRoot, 'prerendered', 'sw__about-us.html'), prerendered('sw', 'Kuhusu Sisi | Afya Hub', '<h1>Sisi ni Nani</h1>'))
  await writeFile(path.join(webRoot, 'prerendered', '404.html'), prerendered('en', 'Page not found | Afya Hub', '<h1>Oops! The page you are looking for does not exist.</h1>'))
  await writeFile(path.join(webRoot, 'prerendered', 'sw__404.html'), prerendered('sw', 'Ukurasa haupatikani | Afya Hub', '<h1>Samahani! Ukurasa unaoutafuta haupo.</h1>'))
  test = await createTestApp({ webRoot, env: { PUBLIC_BASE_URL: base } })
}, 60_000)

afterAll(async () => {
  await test.app.close()
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

const page = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers: { accept: browserAccept, ...headers } })
const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
const links = (html: string) => [...html.matchAll(/<link rel="(alternate|canonical)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map(([, rel, hreflang, href]) => `${rel}${hreflang ? ` ${hreflang}` : ''} ${href}`)

describe('a crawl of every Kiswahili address', () => {
  it('finds each route of the table at its /sw address: 200, lang="sw", alternates to both addresses and a canonical link', async () => {
    const catalog = await defaultTestCatalog()
    const slugs = catalogueSlugs([...catalog.values()].map(({ definition }) => definition.routeSlug))
    let crawled = 0
    for (const route of routeTable) {
      for (const address of addressesOf(route, slugs)) {
        const routePath = address.split('?')[0]!.replace(/\/$/, '') || '/'
        const response = await page(localisedPath(address, 'sw'))
        expect([route.id, address, response.statusCode, langOf(response.body)]).toEqual([route.id, address, 200, 'sw'])
        expect(links(response.body)).toEqual([
          `alternate en ${base}${routePath}`,
          `alternate sw ${base}${localisedPath(routePath, 'sw')}`,
          `alternate x-default ${base}${routePath}`,
          `canonical ${base}${localisedPath(routePath, 'sw')}`,
        ])
        crawled++
      }
    }
    expect(crawled).toBeGreaterThan(60)
  })

  it('gives the English page lang="en", the same alternates and its own canonical link', async () => {
    const response = await page('/categories/mental-health/')
    expect(langOf(response.body)).toBe('en')
    expect(links(response.body)).toEqual([
      `alternate en ${base}/categories/mental-health`,
      `alternate sw ${base}/sw/categories/mental-health`,
      `alternate x-default ${base}/categories/mental-health`,
      `canonical ${base}/categories/mental-health`,
    ])
    const home = await page('/sw')
    expect(links(home.body)).toContain(`canonical ${base}/sw/`)
  })

  it("writes index.html's description, no-JavaScript notice and default title in Kiswahili", async () => {
    const body = (await page('/sw/search')).body
    expect(body).toContain('<title>Vipimo vya afya vya bure kwa Kenya</title>')
    expect(body).toMatch(/<meta name="description" content="Vipimo vya bure/)
    expect(body).toMatch(/<noscript>Tovuti hii inahitaji JavaScript/)
    expect(body).not.toContain('Free health')
  })

  it("preloads the page's message catalogues in its language with its code", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((match) => match[1]).sort()
    expect(preloads((await page('/sw/about-us')).body)).toEqual(['static-abc.js', 'sw-shell.js', 'sw-static.js'])
    expect(preloads((await page('/about-us')).body)).toEqual(['en-shell.js', 'en-static.js', 'static-abc.js'])
    expect(preloads((await page('/sw/search')).body)).toEqual(['sw-shell.js'])
  })

  it('sends the prerendered Kiswahili page at its address, with its own title', async () => {
    const body = (await page('/sw/about-us/')).body
    expect(body).toContain('<h1>Sisi ni Nani</h1>')
    expect(body).toContain('<title>Kuhusu Sisi | Afya Hub</title>')
    expect((await page('/about-us')).body).toContain('<h1>Who We Are</h1>')
  })

  it('carries a test in Kiswahili on its Kiswahili page, as GET /api/tests/?lang=sw answers it', async () => {
    const catalog = await defaultTestCatalog()
    const bilingual = [...catalog.values()].find(({ definition }) => availableLocales(definition).includes('sw'))
    expect(bilingual, 'a test with a Kiswahili version').toBeDefined()
    const { routeSlug, testCode } = bilingual!.definition
    const body = (await page(`/sw/tests/${routeSlug}`)).body
    const inline = JSON.parse(/<script type="application\/json" id="test-definition"[^>]*>([^<]*)<\/script>/.exec(body)![1]!)
    const fromApi = await test.app.inject({ method: 'GET', url: '/api/tests/?lang=sw', headers: { 'x-test-code': testCode } })
    expect(inline).toEqual(fromApi.json())
    expect(inline.language).toBe('sw')
  })
})

describe('no-store under /sw', () => {
  it('keeps every Kiswahili booking page out of caches, as in English', async () => {
    for (const url of ['/sw/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', '/sw/payment/confirmation?OrderTrackingId=a&OrderMerchantReference=b', '/sw/payment/receipt', '/sw/payments/pesapal', '/sw/screening', '/sw/checkout/x/y']) {
      const response = await page(url)
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store'])
    }
    expect((await page('/sw/tests')).headers['cache-control']).toBe('no-cache')
  })

  it('names the booking in its canonical link, built for that address', async () => {
    const [first, second] = await Promise.all(['/sw/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', '/sw/checkout/aaaaaaaa-0b6d-4c1e-9a5f-2d7e8b1c4a60'].map((url) => page(url)))
    expect(links(first!.body)).toContain(`canonical ${base}/sw/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60`)
    expect(links(second!.body)).toContain(`canonical ${base}/sw/checkout/aaaaaaaa-0b6d-4c1e-9a5f-2d7e8b1c4a60`)
  })
})

describe('a 404 under /sw', () => {
  it('answers 404 with the Kiswahili 404 page, without canonical or alternate links', async () => {
    for (const url of ['/sw/no/such/page', '/sw/constructor', '/sw/premium/extra']) {
      const response = await page(url)
      expect([url, response.statusCode, langOf(response.body)]).toEqual([url, 404, 'sw'])
      expect(response.body).toContain('<h1>Samahani! Ukurasa unaoutafuta haupo.</h1>')
      expect(links(response.body)).toEqual([])
    }
    const english = await page('/no/such/page')
    expect([english.statusCode, langOf(english.body)]).toEqual([404, 'en'])
    expect(english.body).toContain('Oops!')
  })

  it("answers 404 for a slug the catalogue lacks, with the route's own screen in Kiswahili", async () => {
    const response = await page('/sw/tests/no-such-test')
    expect([response.statusCode, langOf(response.body)]).toEqual([404, 'sw'])
    expect(response.body).toContain('<div id="root"></div>')
  })
})

describe('the language choice', () => {
  const kiswahiliBrowser = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' }

  it('sends a first visitor whose browser prefers Kiswahili from an English address to its Kiswahili address, keeping the query', async () => {
    const response = await page('/booking?productID=appointment', kiswahiliBrowser)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/sw/booking?productID=appointment')
    expect(String(response.headers.vary)).toMatch(/accept-language/i)
    expect(String(response.headers.vary)).toMatch(/cookie/i)
    expect(response.headers['set-cookie']).toBeUndefined()
    expect((await page('/', { 'accept-language': 'sw' })).headers.location).toBe('/sw/')
  })

  it('leaves a browser that prefers English, or names no language, on the English page, varying on both', async () => {
    for (const headers of [{ 'accept-language': 'en-GB,en;q=0.9,sw;q=0.8' }, {}] as Record<string, string>[]) {
      const response = await page('/about-us', headers)
      expect(response.statusCode).toBe(200)
      expect(String(response.headers.vary)).toMatch(/accept-language, cookie, accept-encoding/i)
    }
  })

  it('never redirects a Kiswahili address', async () => {
    const response = await page('/sw/about-us', { 'accept-language': 'en', cookie: 'lang=en' })
    expect(response.statusCode).toBe(200)
  })

  it('remembers a choice a link marks with ?lang= (browsers without Fetch Metadata): the cookie holds only the language', async () => {
    const toEnglish = await page('/about-us?lang=en', kiswahiliBrowser)
    expect(toEnglish.statusCode).toBe(200)
    expect(toEnglish.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
    const toKiswahili = await page('/sw/about-us?lang=sw')
    expect(toKiswahili.headers['set-cookie']).toBe('lang=sw; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
    // A parameter naming another language than the address's records nothing.
    expect((await page('/sw/about-us?lang=en')).headers['set-cookie']).toBeUndefined()
    expect((await page('/about-us?lang=xx', kiswahiliBrowser)).statusCode).toBe(302)
  })

  it('remembers the language of a page the visitor went to from a page of this site (the switch), by Fetch Metadata', async () => {
    const fromSite = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1' }
    const toEnglish = await page('/about-us', { ...kiswahiliBrowser, ...fromSite, cookie: 'lang=sw' })
    expect(toEnglish.statusCode).toBe(200)
    expect(toEnglish.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
    const toKiswahili = await page('/sw/about-us', { ...fromSite, cookie: 'lang=en' })
    expect(toKiswahili.headers['set-cookie']).toBe('lang=sw; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
    // Already remembered: nothing to set. From another site or a typed address: not a choice.
    expect((await page('/sw/about-us', { ...fromSite, cookie: 'lang=sw' })).headers['set-cookie']).toBeUndefined()
    const fromElsewhere = await page('/about-us', { ...kiswahiliBrowser, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })
    expect([fromElsewhere.statusCode, fromElsewhere.headers['set-cookie']]).toEqual([302, undefined])
  })

  it('follows the cookie over the browser: a visitor who chose English is never redirected, one who chose Kiswahili is', async () => {
    expect((await page('/tests', { ...kiswahiliBrowser, cookie: 'other=1; lang=en' })).statusCode).toBe(200)
    const remembered = await page('/tests', { 'accept-language': 'en', cookie: 'lang=sw' })
    expect([remembered.statusCode, remembered.headers.location]).toEqual([302, '/sw/tests'])
    // A cookie value that is no language is ignored.
    expect((await page('/tests', { ...kiswahiliBrowser, cookie: 'lang=fr' })).headers.location).toBe('/sw/tests')
  })

  it('marks the cookie Secure over https', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sw/?lang=sw', headers: { accept: browserAccept, 'x-forwarded-proto': 'https' } })
    expect(response.statusCode).toBe(200)
    // Without TRUST_PROXY the forwarded scheme is not believed: the socket's own (http) decides.
    expect(response.headers['set-cookie']).not.toMatch(/Secure/)
  })
})
