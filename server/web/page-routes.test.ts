/**
 * The server's pages are the route table's (schemas/routes.ts, the list the browser's router is
 * built from): every address of every route, expanded over the catalogue, is a page, and so is
 * every prerendered path; an unknown slug, a deeper path or any other path is not.
 */
import { describe, expect, it } from 'vitest'
import { addressesOf, routeTable } from '#schemas/routes.ts'
import { prerenderedPaths } from '../../tools/prerendered-paths.ts'
import { defaultTestCatalog } from '../routes/tests.ts'
import { catalogueSlugs, createPageRoutes } from './page-routes.ts'

describe('the pages the server knows', async () => {
  const catalog = await defaultTestCatalog()
  const testSlugs = [...catalog.values()].map(({ definition }) => definition.routeSlug)
  const pages = createPageRoutes(testSlugs)
  const slugs = catalogueSlugs(testSlugs)

  it('include every address of every route of the table, each catalogue item of a catalogue route', () => {
    expect(routeTable.length).toBeGreaterThan(15)
    for (const route of routeTable) {
      const addresses = addressesOf(route, slugs)
      expect(addresses.length, route.id).toBeGreaterThan(0)
      for (const url of addresses) expect([route.id, url, pages.isPage(url.split('?')[0]!)]).toEqual([route.id, url, true])
    }
    expect(addressesOf(routeTable.find((route) => route.id === 'service')!, slugs)).toContain('/services/talk-to-a-doctor')
  })

  it('include every prerendered page and every catalogue test', () => {
    for (const url of prerenderedPaths()) expect([url, pages.isPage(url)]).toEqual([url, true])
    for (const { definition } of catalog.values()) expect(pages.isPage(`/tests/${encodeURIComponent(definition.routeSlug)}`)).toBe(true)
  })

  it('leave out unknown slugs, deeper paths and names of JavaScript objects', () => {
    for (const url of ['/tests/no-such-test', '/categories/x', '/wellness/x', '/services/x', '/services', '/tests/depression/x', '/__proto__', '/tests/__proto__', '/categories/constructor', '/tests/%E0%A4%A', '/checkout', '/checkout/', '/premium/x']) {
      expect([url, pages.isPage(url)]).toEqual([url, false])
    }
  })
})
