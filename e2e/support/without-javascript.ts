/**
 * Phone pages that run no JavaScript at all (issue 21, item 1), for the no-script specs: a browser
 * shared by the file, each page's navigations recorded (address, method and posted body), and axe
 * run on a copy of a page's markup as a browser without scripts draws it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { checkA11y } from './axe.ts'
import { launchBrowser, PHONE_VIEWPORT } from './browser.ts'

export type Navigation = { url: string; method: string; body: string | null }

/** Registers the file's browser and closes each test's pages after it; returns the functions the tests use. */
export function useWithoutJavaScript() {
  const baseUrl = inject('e2eBaseUrl')
  let browser: Browser
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })
  afterAll(async () => {
    await browser.close()
  })

  /** A phone page that runs no JavaScript at all, and the navigations it made. */
  async function openWithoutJavaScript(): Promise<{ page: Page; navigations: Navigation[] }> {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, baseURL: baseUrl, javaScriptEnabled: false, serviceWorkers: 'block' })
    contexts.push(context)
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    const navigations: Navigation[] = []
    page.on('request', (request) => void (request.isNavigationRequest() && navigations.push({ url: request.url(), method: request.method(), body: request.postData() })))
    return { page, navigations }
  }

  /** The page's markup, checked by axe in a page that runs scripts: what `<noscript>` holds drawn, the page's own scripts left out. */
  async function checkA11yWithoutScripts(page: Page, label: string): Promise<void> {
    const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<\/?noscript>/g, '').replace('<head>', `<head><base href="${baseUrl}/">`)
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
    contexts.push(context)
    const copy = await context.newPage()
    copy.setDefaultTimeout(30_000)
    await copy.setContent(html, { waitUntil: 'load' })
    await checkA11y(copy, label)
  }

  return { openWithoutJavaScript, checkA11yWithoutScripts }
}
