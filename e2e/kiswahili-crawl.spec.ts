/**
 * Every Kiswahili address of the route table (issue 20): each route's addresses under /sw, expanded
 * over the catalogue as e2e/crawl.spec.ts does (every test, category, wellness package and service;
 * a consultation booked through the API fills the booking's example address), then an unknown path.
 * On each: the status (200, the unknown path 404), a level-1 heading, `<html lang="sw">`, no
 * English interface text (e2e/support/kiswahili.ts: what the page shows and says, compared with the
 * English of the site's messages, names and brands and text marked `lang="en"` left out), and axe
 * with no serious or critical violation. A test's address opens its intro in Kiswahili, or, for a
 * test with no Kiswahili version, says so in Kiswahili.
 */
import { describe, expect, it, beforeAll } from 'vitest'
import { addressesOf, exampleServiceId, matchRoute, routeTable } from '../schemas/routes.ts'
import { localisedPath, splitLocale } from '../schemas/locales.ts'
import { addDays, todayInNairobi } from '#engine/index.ts'
import { catalogueSlugs } from '../tools/prerendered-paths.ts'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { englishOnPage, sw, swTest } from './support/kiswahili.ts'
import { useSharedPage } from './support/shared-page.ts'

const slugs = catalogueSlugs()
const testRoute = routeTable.find((route) => route.id === 'test')!
const pages = [
  ...routeTable.filter((route) => route !== testRoute).flatMap((route) => addressesOf(route, slugs).map((address) => ({ path: localisedPath(address, 'sw'), status: 200 }))),
  { path: '/sw/no/such/page', status: 404 },
]
const testAddresses = addressesOf(testRoute, slugs).map((address) => localisedPath(address, 'sw'))

/** A weekday (Monday to Friday: open under the default consultation hours) two weeks ahead in Nairobi. */
function weekdayAhead(): string {
  let day = addDays(todayInNairobi(new Date()), 14)
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1)
  return day
}

async function bookConsultation(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/appointments/book_appointment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Baraka',
      last_name: 'Mwangi',
      practitioner: 'Psychologist',
      mode_of_consultation: 'Video call',
      payment_mode: 'payNow',
      appointment_date: weekdayAhead(),
      appointment_time: '10:30',
      phone_number: '0712 345 678',
      email: 'e2e-sw-crawl@example.com',
      consent: { version: '2024-09', accepted: true },
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { service_id: string } }).data.service_id
}

describe('crawl of every Kiswahili address', () => {
  const shared = useSharedPage()
  let serviceId = exampleServiceId
  beforeAll(async () => {
    serviceId = await bookConsultation(shared.baseUrl)
  })

  it('covers every route of the table, under /sw', () => {
    const routeOf = (address: string) => matchRoute(splitLocale(address.replace(/\?.*$/, '')).path)?.route.id
    const addresses = [...pages.map((stop) => stop.path), ...testAddresses]
    expect(addresses.every((address) => address.startsWith('/sw/'))).toBe(true)
    expect(routeTable.filter((route) => !addresses.some((address) => routeOf(address) === route.id)).map((route) => route.id)).toEqual([])
    expect(testAddresses.length).toBe([...slugs.tests].length)
  })

  it('notices English interface text on a Kiswahili page (so the checks below can fail)', async () => {
    const { page } = shared.phone
    const planted = "It seems you don't have an active internet connection. Please check your connection and try again."
    await page.goto('/sw/about-us')
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
    expect(await englishOnPage(page)).not.toContain(planted)
    await page.evaluate((text) => {
      const paragraph = document.createElement('p')
      paragraph.textContent = text
      paragraph.id = 'planted-english'
      document.querySelector('main')?.append(paragraph)
      const english = document.createElement('p')
      english.lang = 'en'
      english.textContent = text
      document.querySelector('footer')?.append(english)
    }, planted)
    // Found once, in main; the copy marked lang="en" is English on purpose.
    expect((await englishOnPage(page)).filter((text) => text === planted)).toEqual([planted])
    await page.evaluate(() => document.getElementById('planted-english')?.remove())
    expect(await englishOnPage(page)).not.toContain(planted)
  })

  for (const stop of pages) {
    it(`${stop.path} answers ${stop.status} in Kiswahili, with no English interface text, and passes axe`, async () => {
      const { page } = shared.phone
      const response = await page.goto(stop.path.replaceAll(exampleServiceId, serviceId))
      expect(response?.status()).toBe(stop.status)
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw')
      expect((await englishOnPage(page)).join('\n')).toBe('')
      await checkA11y(page, stop.path)
      await screenshot(page, `sw-crawl-${stop.path.replace(/\?.*$/, '').replace(/[^a-z0-9_-]+/gi, '-').replace(/^-|-$/g, '')}`)
      shared.watch.take()
    })
  }

  for (const address of testAddresses) {
    it(`${address} opens the test's intro in Kiswahili (or says in Kiswahili that it is in English only), with no English interface text, and passes axe`, async () => {
      const { page } = shared.phone
      expect((await page.goto(address))?.status()).toBe(200)
      const slug = address.split('/').pop()!
      if (swTest(decodeURIComponent(slug)).language === 'sw') await page.getByRole('dialog').getByRole('button', { name: sw('Begin Test') }).waitFor()
      // A test with no Kiswahili version says so first, in Kiswahili.
      else await page.getByRole('main').getByRole('heading', { level: 1, name: sw('This test is available only in English for now') }).waitFor()
      await page.waitForLoadState('networkidle')
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw')
      expect((await englishOnPage(page)).join('\n')).toBe('')
      await checkA11y(page, `${address} intro`)
      shared.watch.take()
    })
  }
})
