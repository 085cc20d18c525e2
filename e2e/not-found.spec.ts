/**
 * The two "nothing here" screens in a real browser, each answered with HTTP 404 and its own tab
 * title: a test slug with no test, and a path with no page; and 404 for an item missing from the
 * catalogue of any catalogue route of the route table (schemas/routes.ts).
 */
import { describe, expect, it } from 'vitest'
import { addressesOf, routeTable } from '../schemas/routes.ts'
import { catalogueSlugs } from '../tools/prerendered-paths.ts'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

describe('not found', () => {
  const journey = useJourney()

  it('shows the test not-found screen for an unknown test slug', async () => {
    const { page, pageErrors } = await journey.open()
    const response = await page.goto('/tests/no-such-test')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: "Oops! We couldn't find your test." }).waitFor()
    await expect.poll(() => page.title()).toBe('Test not found | Afya Hub')
    expect(await page.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
    await checkA11y(page, 'test not found')
    await screenshot(page, 'test-not-found')
    expect(pageErrors).toEqual([])
  })

  it('shows the 404 page for an unknown path', async () => {
    const { page, pageErrors } = await journey.open()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: "Oops! The page you're looking for doesn't exist." }).waitFor()
    await expect.poll(() => page.title()).toBe('Page not found | Afya Hub')
    expect(await page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/')
    await checkA11y(page, '404 page')
    await screenshot(page, 'page-not-found')
    expect(pageErrors).toEqual([])
  })

  it('answers 404 for an item any catalogue route of the table lacks, and 200 for one it has', async () => {
    const { page } = await journey.open()
    const catalogueRoutes = routeTable.filter((route) => 'params' in route && Object.values(route.params).some((param) => 'source' in param))
    expect(catalogueRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(['/wellness/:slug', '/categories/:slug', '/services/:slug']))
    const checks = catalogueRoutes.flatMap((route) => [
      [route.path.replace(/:[a-zA-Z]+/, 'no-such-item'), 404],
      [addressesOf(route, catalogueSlugs())[0]!, 200],
    ] as const)
    for (const [path, status] of [...checks, ['/premium', 200]] as const) {
      const response = await page.goto(path)
      expect([path, response?.status()]).toEqual([path, status])
    }
  })
})
