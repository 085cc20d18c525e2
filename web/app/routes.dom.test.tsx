// @vitest-environment jsdom
/**
 * Every route of the route table (schemas/routes.ts) is routed by the app: its first address
 * (a catalogue item, or the example booking id) draws the route's own page once its code has
 * loaded, never the 404 page. A route added to the table is checked here without a new line.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addressesOf, routeTable, type CatalogueSlugs } from '#schemas/routes.ts'
import categories from '../../tests-catalog/categories.json'
import services from '../../tests-catalog/services.json'
import wellness from '../../tests-catalog/wellness-packages.json'
import { mockApi, renderAt } from '../testing/route-test-support.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const testFiles = Object.keys(import.meta.glob('../../tests-catalog/tests/*.json'))
const slugs: CatalogueSlugs = {
  tests: testFiles.map((file) => file.replace(/^.*\//, '').replace(/\.json$/, '')),
  categories: categories.categories.map((item) => item.routeSlug),
  'wellness-packages': wellness.packages.map((item) => item.routeSlug),
  services: services.services.map((item) => item.routeSlug),
}
const notFoundHeading = "Oops! The page you're looking for doesn't exist."

describe('the routes of the table', () => {
  it.each(routeTable.map((route) => [route.id, addressesOf(route, slugs)[0]!] as const))('%s: %s draws its own page, not the 404 page', async (_id, address) => {
    mockApi()
    renderAt(address)
    await waitFor(() => expect(screen.getByRole('main').querySelector('h1, h2')).not.toBeNull(), { timeout: 5_000 })
    expect(screen.queryByRole('heading', { name: notFoundHeading })).toBeNull()
    expect(document.title).not.toBe('Page not found | Afya Hub')
  })

  it('draws the 404 page for a path no route has (so the check above can fail)', async () => {
    mockApi()
    renderAt('/no/such/page')
    await screen.findByRole('heading', { name: notFoundHeading })
  })
})
