/**
 * The run's one server (global-setup.ts), one browser and ONE phone page for a whole spec file, for crawls that visit many
 * routes quickly (useJourney gives each test a fresh page instead). The page is watched from the
 * start (see page-watch.ts), so each test can take what its own route did, and a test fails when
 * the Content Security Policy refused anything during it. axe-core is loaded into every document
 * as it starts (browser.ts), so checkA11y finds it there rather than injecting it again after each
 * navigation (about a quarter of a second a page on a busy 2-core machine). After each test the
 * page is reset (page-reset.ts): no navigation in flight, about:blank, online, no routes, no
 * cookies or storage of the site, so no test depends on what the one before it left behind.
 */
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { launchBrowser, openPhonePage, type PhonePage } from './browser.ts'
import { expectNoCspViolations, watchPage, type PageWatch } from './page-watch.ts'
import { resetPage } from './page-reset.ts'

export type SharedPage = {
  readonly phone: PhonePage
  readonly watch: PageWatch
  readonly baseUrl: string
}

export function useSharedPage(): SharedPage {
  const baseUrl = inject('e2eBaseUrl')
  let browser: Browser | undefined
  let phone: PhonePage | undefined
  let watch: PageWatch | undefined

  beforeAll(async () => {
    browser = await launchBrowser()
    phone = await openPhonePage(browser, baseUrl)
    watch = watchPage(phone.page, baseUrl)
  })
  afterEach(async () => {
    if (!phone) return
    // A last round trip, so a report still on its way from the page arrives first.
    await phone.page.evaluate(() => 0).catch(() => undefined)
    const violations = phone.csp.take()
    await resetPage(phone.context, phone.page, new URL(baseUrl).origin)
    // What the reset itself did (leaving the page) belongs to no test.
    watch?.take()
    phone.csp.take()
    expectNoCspViolations(violations)
  })
  afterAll(async () => {
    await phone?.context.close()
    await browser?.close()
  })

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The browser or page has not started')
    return value
  }
  return {
    get phone() {
      return started(phone)
    },
    get watch() {
      return started(watch)
    },
    baseUrl,
  }
}
