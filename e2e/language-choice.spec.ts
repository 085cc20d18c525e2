/**
 * The language choice in a real browser (issue 20; decision 060), in Chromium set to Kiswahili
 * (`Accept-Language: sw-KE`): a first visit to an English address lands on its Kiswahili address;
 * the language switch leads to the English page and keeps the visitor there (Chromium marks the
 * click with Fetch Metadata, so the server records the choice in the `lang` cookie instead of
 * sending them back); a typed English address then stays English; switching back to Kiswahili is
 * remembered too. The cookie holds only the language and is HttpOnly.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CHROMIUM_PATH, launchBrowser, PHONE_VIEWPORT } from './support/browser.ts'

describe('the language choice in a browser that prefers Kiswahili', () => {
  const baseUrl = inject('e2eBaseUrl')
  let browser: Browser
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    expect(CHROMIUM_PATH).toBe('/usr/bin/chromium')
    browser = await launchBrowser()
    context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL: baseUrl, locale: 'sw-KE', isMobile: true, hasTouch: true })
    context.setDefaultTimeout(15_000)
    page = await context.newPage()
  })
  afterAll(async () => {
    await context?.close()
    await browser?.close()
  })

  const pathOf = () => new URL(page.url()).pathname
  const lang = () => page.locator('html').getAttribute('lang')
  const languageCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')

  it('lands a first visit to an English address on its Kiswahili page, remembering nothing yet', async () => {
    await page.goto('/about-us')
    expect(pathOf()).toBe('/sw/about-us')
    expect(await lang()).toBe('sw')
    expect(await languageCookie()).toBeUndefined()
  })

  it('keeps a visitor who switches to English on the English page, and remembers the choice', async () => {
    await page.locator('main, body').first().waitFor()
    await page.getByRole('link', { name: 'English' }).first().click()
    await page.waitForURL((url) => url.pathname === '/about-us')
    expect(await lang()).toBe('en')
    const cookie = await languageCookie()
    expect(cookie).toMatchObject({ value: 'en', path: '/', httpOnly: true, sameSite: 'Lax' })
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000)
    await page.goto('/tests')
    expect(pathOf()).toBe('/tests')
    expect(await lang()).toBe('en')
  })

  it('remembers a switch back to Kiswahili: a typed English address goes to its Kiswahili page', async () => {
    await page.getByRole('link', { name: 'Kiswahili' }).first().click()
    await page.waitForURL((url) => url.pathname === '/sw/tests')
    expect((await languageCookie())?.value).toBe('sw')
    await page.goto('/categories')
    expect(pathOf()).toBe('/sw/categories')
    expect(await lang()).toBe('sw')
  })
})
