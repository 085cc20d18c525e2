/**
 * A crawl of every route of the route table (schemas/routes.ts) on one phone page: each address
 * of each route, expanded over the catalogue as the table says (every test, category, wellness
 * package and service; the example address of a route only a booking fills, with the id of a
 * consultation booked through the API at the start), then an unknown path.
 * On each: the page answers 200 (the unknown path 404), its heading shows (the route's known
 * heading where this file names one, else a level-1 heading of its own), axe finds no serious or
 * critical violation, nothing throws, nothing is logged as an error, and no request goes to any
 * origin but the server's (RELIABILITY.md P2). A test's address opens its intro. A screenshot of
 * each is saved.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { addressesOf, exampleServiceId, matchRoute, routeTable, type RouteId } from '../schemas/routes.ts'
import { catalogueSlugs } from '../tools/prerendered-paths.ts'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { catalogTest } from './support/journey.ts'
import { repoRoot } from './support/server.ts'
import { useSharedPage } from './support/shared-page.ts'

const catalog = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', file), 'utf8')) as unknown
const categories = (catalog('categories.json') as { categories: { routeSlug: string; title: string }[] }).categories
const homeHeading = (catalog('site.json') as { home: { hero: { heading: string } } }).home.hero.heading
const slugs = catalogueSlugs()
/** The test route's addresses, one per catalogue test: each opens the test's intro. */
const testAddresses = addressesOf(routeTable.find((route) => route.id === 'test')!, slugs)

const CATEGORY_LIST_HEADING = 'Find Your Path to Better Health. Select a Category to Proceed'
const UNKNOWN_PATH_HEADING = "Oops! The page you're looking for doesn't exist."

/** The heading a route's page is known to show, by its address's parameters; other routes show a level-1 heading of their own. */
const knownHeadings: Partial<Record<RouteId, (params: Readonly<Record<string, string>>) => string>> = {
  home: () => homeHeading,
  categories: () => CATEGORY_LIST_HEADING,
  tests: () => CATEGORY_LIST_HEADING,
  category: ({ slug }) => categories.find((category) => category.routeSlug === slug)!.title,
  search: () => 'Discover hidden gems ...',
  'about-us': () => 'About Us',
  'privacy-policy': () => 'Privacy Policy',
  'terms-and-conditions': () => 'Terms and Conditions',
}

/** An address to visit, the heading that shows it has loaded, the name of its screenshot, and its status. */
type Stop = { path: string; routeId: RouteId | 'unknown'; heading: string | undefined; shot: string; status: 200 | 404 }

const shotName = (address: string): string => address.replace(/\?.*$/, '').replace(/^\/$/, '/home').slice(1).replace(/[^a-z0-9_-]+/gi, '-')

const pages: Stop[] = [
  ...routeTable
    .filter((route) => route.id !== 'test')
    .flatMap((route) =>
      addressesOf(route, slugs).map((address): Stop => {
        const params = matchRoute(address.replace(/\?.*$/, ''))?.params ?? {}
        return { path: address, routeId: route.id, heading: knownHeadings[route.id]?.(params), shot: shotName(address.replace(exampleServiceId, 'booking')), status: 200 }
      }),
    ),
  { path: '/no/such/page', routeId: 'unknown', heading: UNKNOWN_PATH_HEADING, shot: 'unknown-path', status: 404 },
]

/** A weekday (Monday to Friday: open under the default consultation hours) two weeks ahead (YYYY-MM-DD). */
function weekdayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** Books a consultation through the booking API, as the booking form does; returns its service id. */
async function bookConsultation(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/appointments/book_appointment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Crawl',
      last_name: 'Otieno',
      practitioner: 'Psychologist',
      mode_of_consultation: 'Video call',
      payment_mode: 'payNow',
      appointment_date: weekdayAhead(),
      appointment_time: '10:30',
      phone_number: '0712 345 678',
      email: 'e2e-crawl@example.com',
      consent: { version: '2024-09', accepted: true },
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { service_id: string } }).data.service_id
}

describe('crawl of the screening journey', () => {
  const shared = useSharedPage()
  let serviceId = exampleServiceId
  beforeAll(async () => {
    serviceId = await bookConsultation(shared.baseUrl)
  })

  /**
   * Nothing the route did behind the person's back: each route is judged on its own. A page that
   * answers 404 on purpose makes Chromium log that one status; nothing else may be logged.
   */
  function expectNothingUnwanted(status?: 404): void {
    const { foreignRequests, consoleErrors: logged, pageErrors } = shared.watch.take()
    const consoleErrors = status === 404 ? logged.filter((message) => !/Failed to load resource: .*404 \(Not Found\)/.test(message)) : logged
    expect({ foreignRequests, consoleErrors, pageErrors }).toEqual({ foreignRequests: [], consoleErrors: [], pageErrors: [] })
  }

  it('covers every route of the table and every catalogue test, category, package and service', () => {
    const visited = new Set([...pages.map((stop) => stop.routeId), ...(testAddresses.length > 0 ? ['test'] : [])])
    expect(routeTable.filter((route) => !visited.has(route.id)).map((route) => route.id)).toEqual([])
    expect(testAddresses).toEqual([...slugs.tests].map((slug) => `/tests/${slug}`))
    for (const slug of slugs.tests) expect(catalogTest(slug).informalTitle, slug).toBeTruthy()
    for (const source of ['categories', 'wellness-packages', 'services'] as const) {
      expect([...slugs[source]].length, source).toBeGreaterThan(0)
      for (const slug of slugs[source]) expect(pages.some((stop) => stop.path.endsWith(`/${slug}`)), slug).toBe(true)
    }
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
    it(`${stop.path} answers ${stop.status}, shows ${stop.heading ? `"${stop.heading}"` : 'its heading'}, passes axe and stays on its own origin`, async () => {
      const { page } = shared.phone
      shared.watch.take()
      const response = await page.goto(stop.path.replaceAll(exampleServiceId, serviceId))
      expect(response?.status()).toBe(stop.status)
      const heading = page.getByRole('main').getByRole('heading', { level: 1, ...(stop.heading ? { name: stop.heading, exact: true } : {}) })
      await heading.first().waitFor()
      expect((await heading.first().textContent())?.trim()).toBeTruthy()
      if (!stop.heading) expect(await heading.first().textContent()).not.toBe(UNKNOWN_PATH_HEADING)
      await checkA11y(page, stop.path)
      await screenshot(page, `crawl-${stop.shot}`)
      expectNothingUnwanted(stop.status === 404 ? 404 : undefined)
    })
  }

  for (const address of testAddresses) {
    const slug = matchRoute(address)!.params.slug!
    const { informalTitle } = catalogTest(slug)
    it(`${address} opens the "${informalTitle}" intro, passes axe and stays on its own origin`, async () => {
      const { page } = shared.phone
      shared.watch.take()
      expect((await page.goto(address))?.status()).toBe(200)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Begin Test' }).waitFor()
      expect(await dialog.getByRole('heading', { level: 1 }).textContent()).toContain(informalTitle)
      await checkA11y(page, `${address} intro`)
      await screenshot(page, `crawl-test-${slug}`)
      expectNothingUnwanted()
    })
  }
})
