/**
 * Leaves a page as a new one would be, so the next test on a shared page (shared-page.ts) starts
 * from nothing the previous one did: no navigation still in flight (a test that sent the page to
 * an address that fails leaves Chromium's error page on its way, which would interrupt the next
 * goto), back online, no request routes, and no cookies or storage of the site.
 */
import type { BrowserContext, Page } from 'playwright-core'

const INTERRUPTED = /interrupted by another navigation/

/**
 * Navigates to about:blank and waits until it is there. A navigation still on its way (a failing
 * address ends on chrome-error://chromewebdata/) may interrupt it once: then it is tried again,
 * now that the other has landed.
 */
export async function settleOnBlankPage(page: Page, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto('about:blank')
      if (page.url() === 'about:blank') return
    } catch (error) {
      if (attempt >= attempts || !INTERRUPTED.test((error as Error).message)) throw error
    }
    if (attempt >= attempts) throw new Error(`The page did not settle on about:blank (still on ${page.url()})`)
  }
}

/** about:blank, online, no routes on the page or its context, no cookies, and the origin's storage cleared. */
export async function resetPage(context: BrowserContext, page: Page, origin: string): Promise<void> {
  await context.setOffline(false)
  await page.unrouteAll({ behavior: 'wait' })
  await context.unrouteAll({ behavior: 'wait' })
  // Session storage belongs to the tab: cleared from inside the site's own page, before leaving it
  // (a page already on its way elsewhere has no context to clear it from, and loses it with the tab's origin).
  if (new URL(page.url()).origin === origin) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined)
  await settleOnBlankPage(page)
  await context.clearCookies()
  const cdp = await context.newCDPSession(page)
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,cookies' })
  } finally {
    await cdp.detach()
  }
}
