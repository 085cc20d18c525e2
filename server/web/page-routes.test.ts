/**
 * The server's list of pages stays in step with the browser's router: every route of
 * web/app/app.tsx (read as text: server/ and web/ never import each other) is a page, and every
 * prerendered path is too; the catch-all route is the only one the server answers 404 for.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { prerenderedPaths } from '../../tools/prerendered-paths.ts'
import { defaultTestCatalog } from '../routes/tests.ts'
import { createPageRoutes } from './page-routes.ts'

const appRoutes = [...readFileSync(new URL('../../web/app/app.tsx', import.meta.url), 'utf8').matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]!)

/** A concrete address for a route pattern: a real slug for a catalogue route, any id otherwise. */
const sampleFor: Record<string, string> = {
  '/tests/:slug': '/tests/depression',
  '/categories/:slug': '/categories/mental-health',
  '/wellness/:slug': '/wellness/gen-z',
  '/services/:slug': '/services/talk-to-a-doctor',
  '/checkout/:serviceId': '/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60',
  '/payments/*': '/payments/3f2c1e9a',
}

describe('the pages the server knows', async () => {
  const catalog = await defaultTestCatalog()
  const pages = createPageRoutes([...catalog.values()].map(({ definition }) => definition.routeSlug))

  it("include every route of the app's router, and only the catch-all is left out", () => {
    expect(appRoutes.length).toBeGreaterThan(15)
    expect(appRoutes).toContain('*')
    for (const route of appRoutes.filter((route) => route !== '*')) {
      const url = sampleFor[route] ?? (route.includes(':') ? undefined : route)
      expect(url, `${route} needs a sample address in this test`).toBeDefined()
      expect([route, pages.isPage(url!)]).toEqual([route, true])
    }
  })

  it('include every prerendered page and every catalogue test', () => {
    for (const url of prerenderedPaths()) expect([url, pages.isPage(url)]).toEqual([url, true])
    for (const { definition } of catalog.values()) expect(pages.isPage(`/tests/${encodeURIComponent(definition.routeSlug)}`)).toBe(true)
  })

  it('leave out unknown slugs, deeper paths and names of JavaScript objects', () => {
    for (const url of ['/tests/no-such-test', '/categories/x', '/wellness/x', '/services/x', '/tests/depression/x', '/__proto__', '/tests/__proto__', '/categories/constructor', '/tests/%E0%A4%A']) {
      expect([url, pages.isPage(url)]).toEqual([url, false])
    }
  })
})
