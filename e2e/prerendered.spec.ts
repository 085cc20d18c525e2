/**
 * Pages prerendered at build time: exactly the addresses of the route table's routes marked `once`
 * or `per-item` (schemas/routes.ts) are sent with their content; readable before (and without)
 * JavaScript, with the page's own tab title, then hydrated in place: nothing drawn twice, links
 * handled by the app without a full reload, and no errors. A test's page works before its
 * scripts arrive: its introduction, and question 1 on Begin Test (decision 106).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import categories from '../tests-catalog/categories.json' with { type: 'json' }
import { addressesOf, routeTable } from '../schemas/routes.ts'
import { catalogueSlugs } from '../tools/prerendered-paths.ts'
import { launchBrowser, PHONE_VIEWPORT, screenshot } from './support/browser.ts'
import { catalogTest, useJourney } from './support/journey.ts'
import { repoRoot } from './support/server.ts'

const depressionTest = catalogTest('depression')
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

  it("show a test's introduction before its scripts arrive: Begin Test shows question 1 at once, and the app takes over with the answer picked", async () => {
    const { page, pageErrors } = await journey.open()
    // Every script of the page held back until released: the page has only its HTML and CSS.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
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
    await page.getByRole('radio', { name: 'Several days' }).check()
    // Nothing moves on without the app: Next waits for it.
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true)

    release()
    await page.getByRole('button', { name: 'Next', exact: true }).click({ timeout: 60_000 })
    await page.getByRole('progressbar', { name: 'Question 2 of 10' }).waitFor({ timeout: 60_000 })
    const question2 = depressionTest.questions[1]!.question
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(question2)
    await page.getByRole('button', { name: 'Previous' }).click()
    await page.getByRole('progressbar', { name: 'Question 1 of 10' }).waitFor()
    expect(await page.getByRole('radio', { name: 'Several days' }).isChecked()).toBe(true)
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
