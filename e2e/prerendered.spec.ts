/**
 * Pages prerendered at build time: exactly the addresses of the route table's routes marked `once`
 * or `per-item` (schemas/routes.ts) are sent with their content; readable before (and without)
 * JavaScript, with the page's own tab title, then hydrated in place: nothing drawn twice, links
 * handled by the app without a full reload, and no errors. A test's page works before its
 * scripts arrive: its introduction, question 1 on Begin Test (decision 106), and Next and Previous
 * on plain questions, with the app taking over where the visitor is (decision 117).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import categories from '../tests-catalog/categories.json' with { type: 'json' }
import { addressesOf, routeTable } from '../schemas/routes.ts'
import { catalogueSlugs } from '../tools/prerendered-paths.ts'
import { launchBrowser, PHONE_VIEWPORT, screenshot } from './support/browser.ts'
import { catalogTest, useJourney } from './support/journey.ts'
import { repoRoot } from './support/server.ts'

const depressionTest = catalogTest('depression')

/** Holds back every script of the page until the returned function is called: the page has only its HTML and CSS (and its inline early steps). */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
const mentalHealth = categories.categories.find((category) => category.routeSlug === 'mental-health')!
const testsDir = path.join(repoRoot, 'tests-catalog', 'tests')
const mentalHealthTests = readdirSync(testsDir).filter((file) => (JSON.parse(readFileSync(path.join(testsDir, file), 'utf8')) as { category: string }).category === 'mental-health').length

describe('prerendered pages', () => {
  const journey = useJourney()

  it("are every address of each route the table marks prerendered, and no other route's", async () => {
    const { page } = await journey.open()
    const slugs = catalogueSlugs()
    for (const route of routeTable) {
      for (const address of addressesOf(route, slugs)) {
        const response = await page.request.get(address, { headers: { accept: 'text/html' } })
        const html = await response.text()
        expect([route.id, address, response.status(), !html.includes('<div id="root"></div>')]).toEqual([route.id, address, 200, route.prerender !== 'none'])
      }
    }
  })

  it('show their content and title with JavaScript turned off', async () => {
    const browser = await launchBrowser()
    try {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, javaScriptEnabled: false, baseURL: journey.baseUrl })
      const page = await context.newPage()
      await page.goto('/')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Find the answers you need to fuel your wellness journey')
      await page.goto('/categories/mental-health')
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(mentalHealth.title)
      expect(await page.getByRole('main').getByRole('listitem').count()).toBe(mentalHealthTests)
      await page.goto('/services/talk-to-a-doctor')
      await expect.poll(() => page.title()).toBe('Talk to a Doctor | Afya Hub')
      await screenshot(page, 'prerendered-without-javascript')
      await context.close()
    } finally {
      await browser.close()
    }
  })

  it("show a test's introduction before its scripts arrive: Begin Test shows question 1 at once, Next and Previous step through plain questions (decision 117), and the app takes over where the visitor is", async () => {
    const { page, pageErrors } = await journey.open()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    const release = await holdScripts(page)
    await page.goto('/tests/depression', { waitUntil: 'commit' })
    const intro = page.getByRole('dialog', { name: 'Depression Symptoms Screening (PHQ-9)' })
    await intro.getByText('This test will take about 5 minutes to complete').waitFor({ timeout: 60_000 })
    // The first question is in the page behind the intro, hidden by the stylesheet (which the
    // browser waits for before it paints; a query may come before it) until Begin Test closes it.
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0), undefined, { timeout: 60_000 })
    expect(await page.getByRole('progressbar', { name: 'Question 1 of 10' }).isVisible()).toBe(false)
    await intro.getByRole('button', { name: 'Begin Test' }).click()
    await page.getByRole('progressbar', { name: 'Question 1 of 10' }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    const nextButton = page.getByRole('button', { name: 'Next', exact: true })
    expect(await nextButton.isDisabled()).toBe(true)

    // Before the app: answered, Next enabled at once; the next question drawn, focused, unanswered.
    await page.getByRole('radio', { name: 'Several days' }).check()
    await nextButton.click()
    await page.getByRole('progressbar', { name: 'Question 2 of 10' }).waitFor()
    const question = (index: number) => depressionTest.questions[index]!.question
    expect(await page.getByRole('heading', { level: 1, name: question(1) }).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(question(1))
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0)
    expect(await nextButton.isDisabled()).toBe(true)
    await page.getByRole('radio', { name: 'Nearly every day' }).check()
    await nextButton.click()
    await page.getByRole('progressbar', { name: 'Question 3 of 10' }).waitFor()
    await page.getByRole('radio', { name: 'More than half the days' }).check()
    // Previous keeps the answer given; the answer after it is kept too.
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('progressbar', { name: 'Question 2 of 10' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Nearly every day' }).isChecked()).toBe(true)
    await nextButton.click()
    await page.getByRole('progressbar', { name: 'Question 3 of 10' }).waitFor()
    expect(await page.getByRole('radio', { name: 'More than half the days' }).isChecked()).toBe(true)
    // Nothing was sent, and the answers are in no address.
    expect(page.url()).toMatch(/\/tests\/depression$/)

    release()
    // The app takes over on question 3 with the three answers: its own Next, Previous and result.
    await page.waitForFunction(() => !('earlyTestSteps' in window) || (window as { earlyTestSteps?: unknown }).earlyTestSteps === undefined, undefined, { timeout: 60_000 })
    expect(await page.getByRole('progressbar', { name: 'Question 3 of 10' }).isVisible()).toBe(true)
    expect(await page.getByRole('radio', { name: 'More than half the days' }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('progressbar', { name: 'Question 2 of 10' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Nearly every day' }).isChecked()).toBe(true)
    await nextButton.click()
    for (let number = 3; number <= 10; number += 1) {
      await page.getByRole('progressbar', { name: `Question ${number} of 10` }).waitFor()
      if (number > 3) await page.getByRole('radio').first().check()
      await page.getByRole('button', { name: number === 10 ? 'Submit' : 'Next', exact: true }).click()
    }
    // 1 + 3 + 2, and the rest 0 (question 10, how difficult, is not scored).
    await page.getByRole('img', { name: 'Score 6 out of 27' }).waitFor({ timeout: 60_000 })
    expect(pageErrors).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('keep a Submit pressed before the app: every PHQ-9 question answered in the page, then the app shows the result with the safety card (decision 117)', async () => {
    const { page, pageErrors } = await journey.open()
    const release = await holdScripts(page)
    await page.goto('/tests/depression', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Begin Test' }).click({ timeout: 60_000 })
    for (let number = 1; number <= 10; number += 1) {
      await page.getByRole('progressbar', { name: `Question ${number} of 10` }).waitFor()
      // Item 9 (thoughts of self-harm) "Several days": the safety card must show.
      await page.getByRole('radio').nth(number === 9 ? 1 : 0).check()
      await page.getByRole('button', { name: number === 10 ? 'Submit' : 'Next', exact: true }).click()
    }
    expect(page.url()).toMatch(/\/tests\/depression$/)
    release()
    await page.getByRole('region', { name: "You don't have to face this alone" }).waitFor({ timeout: 60_000 })
    await page.getByRole('img', { name: 'Score 1 out of 27' }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('leave a question with a jump to the app: its option is kept, and Next waits for the app (AUDIT, decision 117)', async () => {
    const { page, pageErrors } = await journey.open()
    const release = await holdScripts(page)
    await page.goto('/tests/audit', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Begin Test' }).click({ timeout: 60_000 })
    await page.getByRole('progressbar', { name: /^Question 1 of / }).waitFor()
    // Question 1's "Never" jumps to question 9; the early steps leave the whole question to the app.
    await page.getByRole('radio', { name: 'Monthly or less' }).check()
    const nextButton = page.getByRole('button', { name: 'Next', exact: true })
    expect(await nextButton.isDisabled()).toBe(true)
    release()
    await nextButton.click({ timeout: 60_000 })
    await page.getByRole('progressbar', { name: /^Question 2 of / }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1)
    expect(pageErrors).toEqual([])
  })

  it('hydrate in place: one copy of each card, app navigation without a reload, no errors', async () => {
    const { page, pageErrors } = await journey.open()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto('/categories/mental-health')
    const main = page.getByRole('main')
    const start = main.getByRole('link', { name: /^Start / }).first()
    await start.waitFor()
    // The app marks itself: a full page load would lose this.
    await page.evaluate('window.__sameDocument = true')
    expect(await main.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await main.getByRole('listitem').count()).toBe(mentalHealthTests)
    await start.click()
    await page.waitForURL(/\/tests\//)
    await page.getByRole('button', { name: 'Begin Test' }).waitFor()
    expect(await page.evaluate('window.__sameDocument')).toBe(true)
    expect(pageErrors).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
