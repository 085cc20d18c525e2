/**
 * The shared page (support/shared-page.ts) is reset between tests: the first test leaves behind
 * everything a crawl step could (a navigation to a failing address still on its way, offline
 * mode, a request route, cookies, local and session storage); the second finds none of it. The
 * failing navigation is held back by a route for a second before it fails, as a slow resolver
 * does, so the error page lands while the next test is starting (the crawl's flake, issue 18).
 */
import { describe, expect, it } from 'vitest'
import { useSharedPage } from './support/shared-page.ts'

const FAILING_ADDRESS = 'http://third-party.invalid/slow-to-fail.png'

describe('a shared page between tests', () => {
  const shared = useSharedPage()

  it('leaves state behind: a navigation still failing, offline, a route, cookies and storage', async () => {
    const { page, context } = shared.phone
    await page.goto('/about-us')
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'local')
      sessionStorage.setItem('left-behind', 'session')
      document.cookie = 'left-behind=cookie; path=/'
    })
    await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: 'routed' }))
    await context.route(FAILING_ADDRESS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.abort('namenotresolved')
    })
    await page.evaluate((address) => {
      location.href = address
    }, FAILING_ADDRESS)
    await context.setOffline(true)
    await expect.poll(() => shared.watch.take().foreignRequests).toContain(`GET ${FAILING_ADDRESS}`)
  })

  it('finds the page idle, online, unrouted and with nothing stored', async () => {
    const { page } = shared.phone
    const response = await page.goto('/about-us')
    expect(response?.status()).toBe(200)
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'About Us' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/about-us')
    const state = await page.evaluate(async () => ({
      online: navigator.onLine,
      health: (await fetch('/api/health')).status,
      local: localStorage.getItem('left-behind'),
      session: sessionStorage.getItem('left-behind'),
      cookie: document.cookie.includes('left-behind'),
    }))
    expect(state).toEqual({ online: true, health: 200, local: null, session: null, cookie: false })
  })
})
