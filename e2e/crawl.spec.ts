/**
 * A crawl of every route of the screening journey on one phone page: the home page, the category
 * list (at /categories and /tests), every category, search, the three information pages, an
 * unknown path, and the intro of every catalogue test. On each: its heading shows, axe finds no
 * serious or critical violation, nothing throws, nothing is logged as an error, and no request
 * goes to any origin but the server's (RELIABILITY.md P2). A screenshot of each is saved.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { catalogTest } from './support/journey.ts'
import { repoRoot } from './support/server.ts'
import { useSharedPage } from './support/shared-page.ts'

const catalog = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', file), 'utf8')) as unknown
const categories = (catalog('categories.json') as { categories: { routeSlug: string; title: string }[] }).categories
const homeHeading = (catalog('site.json') as { home: { hero: { heading: string } } }).home.hero.heading
const testSlugs = readdirSync(path.join(repoRoot, 'tests-catalog', 'tests'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort()

const CATEGORY_LIST_HEADING = 'Find Your Path to Better Health. Select a Category to Proceed'

/** A route, what shows it has loaded (its h1), and the name of its screenshot. */
type Stop = { path: string; heading: string; shot: string; status?: 404 }

const pages: Stop[] = [
  { path: '/', heading: homeHeading, shot: 'home' },
  { path: '/categories', heading: CATEGORY_LIST_HEADING, shot: 'categories' },
  { path: '/tests', heading: CATEGORY_LIST_HEADING, shot: 'tests' },
  ...categories.map(({ routeSlug, title }) => ({ path: `/categories/${routeSlug}`, heading: title, shot: `category-${routeSlug}` })),
  { path: '/search', heading: 'Discover hidden gems ...', shot: 'search' },
  { path: '/about-us', heading: 'About Us', shot: 'about-us' },
  { path: '/privacy-policy', heading: 'Privacy Policy', shot: 'privacy-policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', shot: 'terms-and-conditions' },
  { path: '/no/such/page', heading: "Oops! The page you're looking for doesn't exist.", shot: 'unknown-path', status: 404 },
]

describe('crawl of the screening journey', () => {
  const shared = useSharedPage()

  /**
   * Nothing the route did behind the person's back: each route is judged on its own. A page that
   * answers 404 on purpose makes Chromium log that one status; nothing else may be logged.
   */
  function expectNothingUnwanted(status?: 404): void {
    const { foreignRequests, consoleErrors: logged, pageErrors } = shared.watch.take()
    const consoleErrors = status === 404 ? logged.filter((message) => !/Failed to load resource: .*404 \(Not Found\)/.test(message)) : logged
    expect({ foreignRequests, consoleErrors, pageErrors }).toEqual({ foreignRequests: [], consoleErrors: [], pageErrors: [] })
  }

  it('covers every catalogue test (each file is read from tests-catalog/tests/) and every category', () => {
    expect(testSlugs.length).toBeGreaterThan(0)
    for (const slug of testSlugs) expect(catalogTest(slug).informalTitle, slug).toBeTruthy()
    expect(categories.length).toBeGreaterThan(0)
  })

  it('notices a request to another origin, a console error and a thrown error (so the checks below can fail)', async () => {
    const { page, csp } = shared.phone
    await page.goto('/about-us')
    await page.evaluate(() => {
      // The site's Content Security Policy refuses this fetch before it leaves the page.
      void fetch('http://third-party.invalid/pixel.png', { mode: 'no-cors' }).catch(() => undefined)
      console.error('crawl canary')
      setTimeout(() => {
        throw new Error('crawl canary')
      })
    })
    // The thrown error comes on the next turn; a later timer in the page lets it through first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
    const { consoleErrors, pageErrors } = shared.watch.take()
    expect(csp.take().some((violation) => violation.includes('http://third-party.invalid/pixel.png'))).toBe(true)
    expect(consoleErrors.some((message) => message.startsWith('crawl canary'))).toBe(true)
    expect(pageErrors).toContain('crawl canary')
    // A request the policy cannot stop (a navigation) is recorded by the watch.
    await page.evaluate(() => {
      location.href = 'http://third-party.invalid/pixel.png'
    })
    await expect.poll(() => shared.watch.take().foreignRequests).toContain('GET http://third-party.invalid/pixel.png')
  })

  for (const stop of pages) {
    it(`${stop.path} shows "${stop.heading}", passes axe and stays on its own origin`, async () => {
      const { page } = shared.phone
      shared.watch.take()
      await page.goto(stop.path)
      await page.getByRole('main').getByRole('heading', { level: 1, name: stop.heading, exact: true }).waitFor()
      await checkA11y(page, stop.path)
      await screenshot(page, `crawl-${stop.shot}`)
      expectNothingUnwanted(stop.status)
    })
  }

  for (const slug of testSlugs) {
    const { informalTitle } = catalogTest(slug)
    it(`/tests/${slug} opens the "${informalTitle}" intro, passes axe and stays on its own origin`, async () => {
      const { page } = shared.phone
      shared.watch.take()
      await page.goto(`/tests/${slug}`)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Begin Test' }).waitFor()
      expect(await dialog.getByRole('heading', { level: 1 }).textContent()).toContain(informalTitle)
      await checkA11y(page, `/tests/${slug} intro`)
      await screenshot(page, `crawl-test-${slug}`)
      expectNothingUnwanted()
    })
  }
})
