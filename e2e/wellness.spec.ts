/**
 * Wellness packages, free sample collection and the six service pages in a real browser: from
 * the home page to a package priced by sex and its Book Now link, every service page with its
 * main button, and the not-found pages. Every page of ours gets an axe scan and a screenshot
 * (the booking form belongs to another feature: only its address is checked here).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'
import { repoRoot } from './support/server.ts'

type Service = { title: string; routeSlug: string; availability: string; bookingLink?: string }
const { services } = JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', 'services.json'), 'utf8')) as { services: Service[] }

describe('wellness packages and service pages', () => {
  const journey = useJourney()

  describe('wellness packages', () => {
    it('goes from the home page, through search and the check-up service, to a package priced by sex and books it', async () => {
      const { page, pageErrors } = await journey.open()
      await page.goto('/')
      // The Wellness Check-ups card leads to the bookable packages (decision 079; SPEC.md said 'Coming Soon').
      const card = page.getByRole('region', { name: 'Our Services' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Wellness Check-ups' }) })
      expect(await card.getByRole('link', { name: /^See the Packages/ }).getAttribute('href')).toBe('/wellness')
      await checkA11y(page, 'home page, on the way to the packages')
      await screenshot(page, 'wellness-from-home')

      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('link', { name: 'Search' }).click()
      await page.getByRole('main').getByRole('searchbox', { name: 'Search tests, categories and services' }).fill('wellness')
      await page.getByRole('main').getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'Service Wellness Checkup', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/services/wellness-checkup')
      await page.getByRole('main').getByRole('link', { name: 'Book Appointment' }).click()

      await page.getByRole('heading', { level: 1, name: 'Discover Wellness Packages Tailored for You' }).waitFor()
      await expect.poll(() => page.title()).toBe('Wellness Packages | Afya Hub')
      const list = page.getByRole('list', { name: 'Wellness packages' })
      expect(await list.getByRole('listitem').count()).toBe(13)
      expect(await page.getByRole('main').locator('img').count()).toBe(0)
      await checkA11y(page, 'wellness list')
      await screenshot(page, 'wellness-list')

      const fahari = list.getByRole('link', { name: 'Afya Fahari Wellness Package' })
      await fahari.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { level: 1, name: 'Afya Fahari Wellness Package' }).waitFor()
      expect(page.url()).toMatch(/\/wellness\/afya-fahari$/)
      const main = page.getByRole('main')
      await main.getByText('Male: KES 3,000 | Female: KES 4,000').waitFor()
      await main.getByText('Cash and Insurance Accepted').waitFor()
      await main.getByRole('heading', { level: 2, name: '05 Exclusive 25% Off VitalCare360' }).waitFor()
      await checkA11y(page, 'wellness package priced by sex')
      await screenshot(page, 'wellness-package-by-sex')

      await main.getByRole('link', { name: 'Book Now' }).click()
      await page.waitForURL((url) => url.pathname === '/booking')
      const booking = new URL(page.url())
      expect(booking.searchParams.get('productID')).toBe('wellness')
      expect(booking.searchParams.get('packageID')).toBe('w-002')
      expect(pageErrors).toEqual([])
    })

    it('shows a single-price package and the free sample collection page', async () => {
      const { page, pageErrors } = await journey.open()
      await page.goto('/wellness/gen-z')
      const main = page.getByRole('main')
      await main.getByText('Price: KES 4,000').waitFor()
      expect(await main.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/booking?productID=wellness&packageID=w-001')
      await checkA11y(page, 'wellness package, single price')
      await screenshot(page, 'wellness-package-single-price')

      await main.getByRole('link', { name: 'Free home or office sample collection' }).click()
      await page.getByRole('heading', { level: 1, name: 'Free Home or Office Sample Collection' }).waitFor()
      await expect.poll(() => page.title()).toBe('Free Sample Collection | Afya Hub')
      await checkA11y(page, 'free sample collection')
      await screenshot(page, 'free-sample-collection')

      await page.getByRole('main').getByRole('link', { name: 'See Wellness Packages' }).click()
      await page.getByRole('heading', { level: 1, name: 'Discover Wellness Packages Tailored for You' }).waitFor()
      expect(pageErrors).toEqual([])
    })

    it("shows 'Package not found' for an unknown package", async () => {
      const { page, pageErrors } = await journey.open()
      await page.goto('/wellness/no-such-package')
      await page.getByRole('heading', { level: 1, name: 'Package not found' }).waitFor()
      expect(await page.getByRole('main').getByRole('link', { name: 'See all wellness packages' }).getAttribute('href')).toBe('/wellness')
      await checkA11y(page, 'package not found')
      await screenshot(page, 'wellness-package-not-found')
      expect(pageErrors).toEqual([])
    })
  })

  describe('service pages', () => {
    it.each(services)('shows $title at /services/$routeSlug with its main button', async (service) => {
      const { page, pageErrors } = await journey.open()
      await page.goto(`/services/${service.routeSlug}`)
      await page.getByRole('heading', { level: 1, name: service.title }).waitFor()
      await expect.poll(() => page.title()).toBe(`${service.title} | Afya Hub`)
      const main = page.getByRole('main')
      await main.getByRole('heading', { level: 2, name: 'How it works' }).waitFor()
      if (service.bookingLink) {
        expect(await main.getByRole('link', { name: service.availability }).getAttribute('href')).toBe(service.bookingLink)
      } else {
        await main.getByText(service.availability, { exact: true }).waitFor()
      }
      const crisisLinks = await main.locator('a[href="tel:999"]').count()
      expect(crisisLinks > 0).toBe(service.routeSlug === 'talk-to-a-therapist')
      await checkA11y(page, `service ${service.routeSlug}`)
      await screenshot(page, `service-${service.routeSlug}`)
      expect(pageErrors).toEqual([])
    })

    it('goes from the wellness check-up service to the packages', async () => {
      const { page, pageErrors } = await journey.open()
      await page.goto('/services/wellness-checkup')
      await page.getByRole('main').getByRole('link', { name: 'Book Appointment' }).click()
      await page.getByRole('heading', { level: 1, name: 'Discover Wellness Packages Tailored for You' }).waitFor()
      expect(pageErrors).toEqual([])
    })

    it('shows a not-found message with every service for an unknown service', async () => {
      const { page, pageErrors } = await journey.open()
      await page.goto('/services/no-such-service')
      await page.getByRole('heading', { level: 1, name: "Oops! We couldn't find that service." }).waitFor()
      expect(await page.getByRole('list', { name: 'Our services' }).getByRole('link').count()).toBe(services.length)
      await checkA11y(page, 'service not found')
      await screenshot(page, 'service-not-found')
      expect(pageErrors).toEqual([])
    })
  })
})
