/**
 * Offline after one visit (issue 21 part 2; decision 075), in real Chromium with the site's
 * service worker allowed: after a first visit, with the network gone, the catalogue and a test
 * opened before still work, the test is scored on the device and its result shows the safety card;
 * after Save tests for offline, a test never opened is taken from the catalogue to its result;
 * the web app manifest and its icons are served; and a new version found while a test is open is
 * offered, never forced: the test stays at its question until the visitor chooses Reload.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { servedByWorker } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, resultHeading, useJourney } from './support/journey.ts'
import { webRoot } from './support/server.ts'

const CATEGORIES_HEADING = 'Find Your Path to Better Health. Select a Category to Proceed'
const SAFETY = "You don't have to face this alone"
const phq9 = catalogTest('depression')

/** Opens the PHQ-9 intro by its address and begins the test. */
async function beginPhq9(page: Page): Promise<void> {
  await page.goto('/tests/depression')
  await page.getByRole('button', { name: 'Begin Test' }).waitFor()
  await beginTest(page)
}

describe('offline after one visit', () => {
  const journey = useJourney()

  it('serves a manifest per language and the icons it names', async () => {
    const { page } = await journey.open()
    await page.goto('/')
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
    await page.goto('/sw/')
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest-sw.webmanifest')
    for (const [file, start] of [['/manifest.webmanifest', '/'], ['/manifest-sw.webmanifest', '/sw/']] as const) {
      const answer = await page.request.get(file)
      expect(answer.status()).toBe(200)
      const manifest = (await answer.json()) as { start_url: string; display: string; icons: { src: string; purpose: string }[] }
      expect(manifest.start_url).toBe(start)
      expect(manifest.display).toBe('standalone')
      expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable')
      for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png')
    }
  })

  it('shows the catalogue and a test opened before with the network gone, scores it on the device and shows the safety card', async () => {
    const { context, page, pageErrors } = await journey.open({ serviceWorkers: 'allow' })
    await page.goto('/categories')
    await page.getByRole('heading', { level: 1, name: CATEGORIES_HEADING }).waitFor()
    await servedByWorker(page)
    // The visit: the test's page, while online.
    await beginPhq9(page)
    await onQuestion(page, 1, phq9.questions.length)

    await context.setOffline(true)
    await page.goto('/categories')
    await page.getByRole('heading', { level: 1, name: CATEGORIES_HEADING }).waitFor()
    expect(await page.getByRole('heading', { name: "You're Offline" }).count()).toBe(0)

    await page.goto('/tests/depression')
    await page.getByRole('button', { name: 'Begin Test' }).or(page.getByRole('progressbar')).first().waitFor()
    if (await page.getByRole('button', { name: 'Begin Test' }).isVisible()) await beginTest(page)
    const positions = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0]
    for (const [index, position] of positions.entries()) {
      await onQuestion(page, index + 1, positions.length)
      await page.getByRole('radio').nth(position).check()
      if (index < positions.length - 1) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    await resultHeading(page, phq9.resultHeading)
    const card = page.getByRole('region', { name: SAFETY })
    await card.waitFor()
    expect(await card.locator('a[href="tel:999"]').count()).toBeGreaterThan(0)
    expect(pageErrors).toEqual([])
  })

  it('takes a test never opened, from the catalogue to its result with the safety card, offline after Save tests for offline', async () => {
    const { context, page, pageErrors } = await journey.open({ serviceWorkers: 'allow' })
    await page.goto('/categories')
    await servedByWorker(page)
    // Shown once the worker serves the page; fetched only on the press.
    await page.getByRole('button', { name: 'Save tests for offline' }).click()
    await page.getByRole('status').filter({ hasText: /^\d+ tests saved\. You can take them without a connection\.$/ }).waitFor({ timeout: 60_000 })

    await context.setOffline(true)
    // A category page never visited: the app shell answers, and the router draws it.
    await page.goto('/categories/mental-health')
    await page.getByRole('link', { name: `Start ${phq9.informalTitle}` }).click()
    await page.getByRole('button', { name: 'Begin Test' }).waitFor()
    await beginTest(page)
    const positions = [0, 0, 0, 0, 0, 0, 0, 0, 2, 0]
    for (const [index, position] of positions.entries()) {
      await onQuestion(page, index + 1, positions.length)
      await page.getByRole('radio').nth(position).check()
      if (index < positions.length - 1) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    await resultHeading(page, phq9.resultHeading)
    await page.getByRole('region', { name: SAFETY }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('offers a new version found while a test is open, and reloads only when the visitor accepts', async () => {
    const { page } = await journey.open({ serviceWorkers: 'allow' })
    await page.goto('/categories')
    await servedByWorker(page)
    await beginPhq9(page)
    await onQuestion(page, 1, phq9.questions.length)
    await page.getByRole('radio').nth(1).check()
    await next(page)
    await onQuestion(page, 2, phq9.questions.length)
    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    // A new deploy: the worker's script changes on the server (as a new build's precache list
    // would), then the browser checks for an update as it does on a navigation. It stays deployed
    // until the visitor has taken it (a script put back sooner would be a third version to the
    // page's own registration, which may register only now, once the app has started), then is put back.
    const workerFile = path.join(webRoot, 'service-worker.js')
    const deployed = await readFile(workerFile, 'utf8')
    try {
      await writeFile(workerFile, `${deployed}\n// the next version\n`)
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        await registration?.update()
      })
      const offer = page.getByRole('status').filter({ hasText: 'A new version is ready' })
      await offer.waitFor({ timeout: 30_000 })

      // Offered, not forced: the page stays, at the same question, with no reload.
      await page.waitForTimeout(1500)
      await onQuestion(page, 2, phq9.questions.length)
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

      const reloaded = page.waitForEvent('load', { timeout: 20_000 })
      await offer.getByRole('button', { name: 'Reload' }).click()
      await reloaded
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
      // The test resumes where it was after the new version took over.
      await onQuestion(page, 2, phq9.questions.length)
    } finally {
      await writeFile(workerFile, deployed)
    }
  })
})
