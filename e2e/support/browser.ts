/**
 * Debian's Chromium (/usr/bin/chromium) through playwright-core, on a phone-sized viewport. No
 * browser is ever downloaded. CSP is bypassed only so the axe helper can inject its script.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { repoRoot } from './server.ts'

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

export type PhonePage = { context: BrowserContext; page: Page; pageErrors: string[] }

/** A fresh context per journey; page errors (uncaught exceptions) are collected for assertions. */
export async function openPhonePage(browser: Browser, baseUrl: string): Promise<PhonePage> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL: baseUrl, bypassCSP: true, hasTouch: true, isMobile: true })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page, pageErrors }
}

/** Saves e2e/artifacts/<journey>.png (git-ignored). */
export async function screenshot(page: Page, journey: string): Promise<string> {
  const dir = path.join(repoRoot, 'e2e', 'artifacts')
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${journey}.png`)
  await page.screenshot({ path: file, fullPage: true })
  return file
}
