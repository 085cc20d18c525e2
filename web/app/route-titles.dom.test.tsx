// @vitest-environment jsdom
/**
 * Every page has its own tab title, through the app's routes: the routes named in
 * route-titles.tsx, the pages that name themselves (which win), the 404 page; and after moving
 * from one page to another, the new page's title, never the old one's or the site's default.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import depression from '../../tests-catalog/tests/depression.json'
import { i18n } from '@lingui/core'
import { routeTable } from '#schemas/routes.ts'
import { backToEnglish, inKiswahili } from '../testing/kiswahili-page.ts'
import { mockApi, renderAt } from '../testing/route-test-support.tsx'
import { routeTitle, routeTitleMessages } from './route-titles.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const titles: [string, string][] = [
  ['/', 'Free health self-tests'],
  ['/tests/depression', depression.informalTitle],
  ['/tests/no-such-test', 'Test not found'],
  ['/categories', 'Test categories'],
  ['/categories/mental-health', 'Mental Health Assessments'],
  ['/categories/nothing-here', 'Category not found'],
  ['/search', 'Search'],
  ['/about-us', 'About Us'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/wellness', 'Wellness Packages'],
  ['/services/talk-to-a-doctor', 'Talk to a Doctor'],
  ['/booking?productID=appointment', 'Book an appointment'],
  ['/booking?productID=VitalCare360', 'Join the VitalCare360 waitlist'],
  ['/booking?productID=wellness&packageID=w-001', 'Book a wellness check-up'],
  ['/booking', 'Booking not found'],
  ['/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', 'Checkout'],
  ['/payments/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', 'Payment'],
  ['/payment/confirmation', 'Payment confirmation'],
  ['/screening', 'Pre-session screenings'],
  ['/premium', 'Pre-order Premium'],
  ['/no/such/page', 'Page not found'],
]

describe('the tab title', () => {
  it.each(titles)('of %s is "%s | Afya Hub"', async (path, title) => {
    mockApi()
    renderAt(path)
    await waitFor(() => expect(document.title).toBe(`${title} | Afya Hub`), { timeout: 5_000 })
  })

  it('follows the person from a page that names itself to pages named by their route, and back', async () => {
    mockApi()
    const user = userEvent.setup()
    const footerLink = (name: string) => screen.getByRole('contentinfo').querySelector(`a[href="${name}"]`) as HTMLAnchorElement
    renderAt('/premium')
    await waitFor(() => expect(document.title).toBe('Pre-order Premium | Afya Hub'), { timeout: 5_000 })
    await user.click(footerLink('/about-us'))
    await waitFor(() => expect(document.title).toBe('About Us | Afya Hub'), { timeout: 5_000 })
    await user.click(footerLink('/privacy-policy'))
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Afya Hub'), { timeout: 5_000 })
    await user.click(screen.getAllByRole('link', { name: /Our Services/ }).find((link) => link.closest('footer'))!)
    await waitFor(() => expect(document.title).toBe('Free health self-tests | Afya Hub'), { timeout: 5_000 })
  })
})

describe('the route table titles', () => {
  it("are the web catalogue's messages, whose English is the table's title", () => {
    for (const route of routeTable) {
      if ('title' in route) expect([route.id, i18n._(routeTitleMessages[route.id])]).toEqual([route.id, route.title])
    }
  })

  it('are in Kiswahili on a Kiswahili page', async () => {
    await inKiswahili()
    try {
      expect(routeTitle('/about-us', '')).toBe('Kuhusu Sisi')
      expect(routeTitle('/categories', '')).toBe('Makundi ya vipimo')
      expect(routeTitle('/booking', '?productID=appointment')).toBe('Weka miadi')
    } finally {
      backToEnglish()
    }
  })
})
