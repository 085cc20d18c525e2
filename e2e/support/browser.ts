/**
 * Debian's Chromium (/usr/bin/chromium) through playwright-core, on a phone-sized viewport. No
 * browser is ever downloaded. The site's Content Security Policy is enforced, as for a real
 * visitor, and every refusal is recorded (page-watch.ts): axe-core is therefore loaded into each
 * document by the test harness as it starts (which no page policy can block), never injected as a
 * script tag the policy would refuse.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { watchCspViolations, type CspWatch } from './page-watch.ts'
import { repoRoot } from './server.ts'

const AXE_PATH = path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js')

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const PHONE_VIEWPORT = { width: 412, height: 915 }

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export type PhonePage = { context: BrowserContext; page: Page; pageErrors: string[]; csp: CspWatch }

/** `serviceWorkers: 'allow'` lets the site's service worker install (the offline specs); every other journey blocks it, so each request reaches the network and page.route. */
export type PhonePageOptions = { serviceWorkers?: 'allow' | 'block' }

/**
 * A fresh context per journey, under the site's own Content Security Policy. Page errors
 * (uncaught exceptions) are collected for assertions; policy refusals go to `csp`, which
 * useJourney and useSharedPage check after every test.
 */
export async function openPhonePage(browser: Browser, baseUrl: string, { serviceWorkers = 'block' }: PhonePageOptions = {}): Promise<PhonePage> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL: baseUrl, hasTouch: true, isMobile: true, serviceWorkers })
  context.setDefaultTimeout(10_000)
  const csp = await watchCspViolations(context)
  await context.addInitScript({ path: AXE_PATH })
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page, pageErrors, csp }
}

/** Saves e2e/artifacts/<journey>.png (git-ignored). */
export async function screenshot(page: Page, journey: string): Promise<string> {
  const dir = path.join(repoRoot, 'e2e', 'artifacts')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${journey}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/** Waits until the site's service worker controls the page (installed, its precache complete, and claimed). */
export async function servedByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, { timeout: 30_000 })
}
