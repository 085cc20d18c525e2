/**
 * Shared set-up for a spec file: the run's one server (global-setup.ts) and one browser for the file, a fresh phone page per
 * test (failed afterwards if the Content Security Policy refused anything on it), and small steps
 * of the test flow in the person's terms (begin, answer, next, submit).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { launchBrowser, openPhonePage, type PhonePage, type PhonePageOptions } from './browser.ts'
import { expectNoCspViolations } from './page-watch.ts'
import { repoRoot } from './server.ts'

export type Journey = {
  /** A fresh phone page on the running server; closed after the test. */
  open(options?: PhonePageOptions): Promise<PhonePage>
  readonly baseUrl: string
}

export function useJourney(): Journey {
  const baseUrl = inject('e2eBaseUrl')
  let browser: Browser | undefined
  const opened: PhonePage[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    const violations: string[] = []
    for (const { context, page, csp } of opened.splice(0)) {
      // A last round trip, so a report still on its way from the page arrives first.
      await page.evaluate(() => 0).catch(() => undefined)
      violations.push(...csp.take())
      await context.close()
    }
    expectNoCspViolations(violations)
  })
  afterAll(async () => {
    await browser?.close()
  })

  return {
    baseUrl,
    async open(options) {
      if (!browser) throw new Error('The browser has not started')
      const phone = await openPhonePage(browser, baseUrl, options)
      opened.push(phone)
      return phone
    },
  }
}

type CatalogQuestion = { id: string; question: string }
type CatalogTest = { informalTitle: string; formalTitle: string; resultHeading: string; questions: CatalogQuestion[] }

/** The test definition as the catalogue holds it, for exact headings. */
export function catalogTest(slug: string): CatalogTest {
  return JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', 'tests', `${slug}.json`), 'utf8')) as CatalogTest
}

/** Opens /tests/<slug> and waits for the intro dialog (returned, still open). */
export async function openIntro(page: Page, slug: string) {
  await page.goto(`/tests/${slug}`)
  const dialog = page.getByRole('dialog')
  await expect.poll(() => dialog.getByRole('button', { name: 'Begin Test' }).isVisible()).toBe(true)
  return dialog
}

export async function beginTest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Begin Test' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/** Waits until the progress bar names question n of total, so answers never land on the previous page. */
export async function onQuestion(page: Page, n: number, total: number): Promise<void> {
  await page.getByRole('progressbar', { name: `Question ${n} of ${total}` }).waitFor()
}

export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click()
}

/** Waits for the result page's h1 (the test's resultHeading). */
export async function resultHeading(page: Page, heading: string) {
  const h1 = page.getByRole('heading', { level: 1, name: heading })
  await h1.waitFor({ timeout: 15_000 })
  return h1
}

/**
 * Answers questions `first` onwards (of `total`) by option position, waiting for each question's
 * progress bar first, and presses Next after each one, or Submit after question `total`.
 */
export async function answerByPosition(page: Page, positions: readonly number[], total: number, first = 1): Promise<void> {
  for (const [index, position] of positions.entries()) {
    const n = first + index
    await onQuestion(page, n, total)
    await page.getByRole('radio').nth(position).check()
    if (n < total) await next(page)
    else await page.getByRole('button', { name: 'Submit' }).click()
  }
}
