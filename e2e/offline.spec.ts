/**
 * Losing and regaining the connection in a real browser (SPEC.md section 2, Offline page;
 * section 4, online status): the browser's offline state replaces the screen with 'You're
 * Offline', its text and Retry (which, while still offline, says so rather than swapping the page
 * for the browser's error page); when the connection returns the page shows 'Reloading' with
 * moving dots, reloads, and shows its content again. A test under way when the connection drops
 * resumes after the reload at the same question, with the earlier answers kept.
 */
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { answerByPosition, beginTest, catalogTest, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'

const CATEGORIES_HEADING = 'Find Your Path to Better Health. Select a Category to Proceed'
const OFFLINE_TEXT = "It seems you don't have an active internet connection. Please check your connection and try again."
const STILL_OFFLINE = 'You are still offline. This page will reload by itself when your connection returns.'
/** How long the reload's page request is held back, as on a slow network, so 'Reloading' can be seen. */
const SLOW_RELOAD_MS = 1500

describe('offline', () => {
  const journey = useJourney()

  it('replaces the page with the offline page, then reloads it when the connection returns', async () => {
    const { context, page, pageErrors } = await journey.open()
    // Locators wait while a navigation is under way, so the 'Reloading' notice (shown while the
    // reload's request is pending) is watched from inside the page and reported as it changes.
    const notices: string[] = []
    await page.exposeFunction('reportStatus', (text: string) => void notices.push(text))
    await page.addInitScript(() => {
      const report = (window as unknown as { reportStatus: (text: string) => void }).reportStatus
      let last = ''
      new MutationObserver(() => {
        const text = document.querySelector('[role="status"]')?.textContent ?? ''
        if (text !== last && text.startsWith('Reloading')) void report(text)
        last = text
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.goto('/categories')
    const heading = page.getByRole('heading', { level: 1, name: CATEGORIES_HEADING })
    await heading.waitFor()

    await context.setOffline(true)
    await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor()
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await page.getByText(OFFLINE_TEXT, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Retry' }).waitFor()
    expect(await heading.count()).toBe(0)
    await checkA11y(page, 'offline page')
    await screenshot(page, 'offline')

    // Retry while still offline keeps this page (a reload now would show the browser's own error
    // page) and says the page will reload by itself.
    const url = page.url()
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.getByRole('status').filter({ hasText: STILL_OFFLINE }).waitFor()
    expect(page.url()).toBe(url)
    await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor()
    await checkA11y(page, 'offline page after Retry')
    await screenshot(page, 'offline-retry')

    // Back online: the reload's page request is slowed so the notice and its dots can be watched.
    let reloads = 0
    await page.route('**/categories', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      reloads += 1
      await new Promise((resolve) => setTimeout(resolve, SLOW_RELOAD_MS))
      await route.continue()
    })
    const reloaded = page.waitForEvent('load', { timeout: 15_000 })
    await context.setOffline(false)
    await reloaded
    // 'Reloading' showed, and its dots moved (every 450 ms) while the request was pending.
    expect(notices[0]).toMatch(/^Reloading\.{0,3}$/)
    for (const notice of notices) expect(notice).toMatch(/^Reloading\.{0,3}$/)
    expect(new Set(notices).size).toBeGreaterThanOrEqual(2)
    await heading.waitFor()
    expect(reloads).toBe(1)
    expect(await page.getByRole('heading', { name: "You're Offline" }).count()).toBe(0)
    await checkA11y(page, 'categories after reconnecting')
    await screenshot(page, 'offline-back-online')
    expect(pageErrors).toEqual([])
  })

  it('resumes a test at the same question after going offline and back, with the earlier answers kept', async () => {
    const depression = catalogTest('depression')
    const total = depression.questions.length
    const { context, page, pageErrors } = await journey.open()
    await openIntro(page, 'depression')
    await beginTest(page)
    // Questions 1 to 3 answered with the 2nd, 3rd and 4th options; question 4 on screen.
    await answerByPosition(page, [1, 2, 3], total)
    await onQuestion(page, 4, total)

    const reloaded = page.waitForEvent('load', { timeout: 15_000 })
    await context.setOffline(true)
    await page.getByRole('heading', { level: 1, name: "You're Offline" }).waitFor()
    await context.setOffline(false)
    await reloaded

    // Back on question 4 (no intro), nothing chosen yet; Previous shows each earlier answer.
    await onQuestion(page, 4, total)
    await page.getByRole('heading', { level: 1, name: depression.questions[3]!.question }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
    await checkA11y(page, 'test resumed after reconnecting')
    await screenshot(page, 'offline-test-resumed')
    for (const [n, position] of [[3, 3], [2, 2], [1, 1]] as const) {
      await page.getByRole('button', { name: 'Previous' }).click()
      await onQuestion(page, n, total)
      expect(await page.getByRole('radio').nth(position).isChecked()).toBe(true)
    }
    // Forward again to question 4 with the answers kept, then on to the result.
    for (const n of [1, 2, 3]) {
      await onQuestion(page, n, total)
      await page.getByRole('button', { name: 'Next', exact: true }).click()
    }
    await answerByPosition(page, Array.from({ length: total - 3 }, () => 0), total, 4)
    await resultHeading(page, depression.resultHeading)
    // The result shown, the saved progress is gone from this tab's storage.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('test-progress:')))).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
