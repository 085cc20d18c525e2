/**
 * A test taken with JavaScript turned off in the browser (issue 21 item 1; decision 092), as on
 * Opera Mini's data saving or KaiOS: the test page's introduction posts its Begin button, each
 * question is a plain form the server answers with the next page (AUDIT's skip included), the
 * answers travel only in POSTed fields (the address stays the test's), Previous works, and the
 * result shows the safety card with its tel:999 link before the score, as the app shows it.
 * Accessibility: each page's markup is checked with axe in a separate page that may run it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot } from './support/browser.ts'
import { catalogTest } from './support/journey.ts'
import { useWithoutJavaScript } from './support/without-javascript.ts'

const depression = catalogTest('depression')
const audit = catalogTest('audit')
const SAFETY = "You don't have to face this alone"

const { openWithoutJavaScript, checkA11yWithoutScripts } = useWithoutJavaScript()

const question = (page: Page, n: number, total: number) => page.getByRole('progressbar', { name: `Question ${n} of ${total}` }).waitFor()

async function answer(page: Page, n: number, total: number, position: number, button: 'Next' | 'Submit' = 'Next'): Promise<void> {
  await question(page, n, total)
  await page.getByRole('radio').nth(position).check()
  await page.getByRole('button', { name: button, exact: true }).click()
}

describe('a test without JavaScript', () => {
  it('takes PHQ-9 to a result with the safety card (item 9 above 0), Previous included, the answers only ever in POSTed fields', async () => {
    const { page, navigations: requests } = await openWithoutJavaScript()
    await page.goto('/tests/depression')
    await page.getByRole('heading', { level: 1, name: new RegExp(depression.informalTitle) }).waitFor()
    await checkA11yWithoutScripts(page, 'no-script depression intro')
    await page.getByRole('button', { name: 'Begin Test' }).click()

    const total = depression.questions.length
    await question(page, 1, total)
    await page.getByRole('heading', { level: 1, name: depression.questions[0]!.question }).waitFor()
    await checkA11yWithoutScripts(page, 'no-script depression question 1')
    // Sent without an answer: the same question, with the problem at the top.
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('alert').getByText('There is a problem').waitFor()
    await question(page, 1, total)
    await checkA11yWithoutScripts(page, 'no-script depression question 1 with its error')

    await answer(page, 1, total, 0)
    await answer(page, 2, total, 2)
    // Previous: back to question 2, its answer still chosen.
    await question(page, 3, total)
    await page.getByRole('button', { name: 'Previous' }).click()
    await question(page, 2, total)
    expect(await page.getByRole('radio').nth(2).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    for (let n = 3; n <= 8; n++) await answer(page, n, total, 0)
    await answer(page, 9, total, 1)
    await answer(page, 10, total, 0, 'Submit')

    await page.getByRole('heading', { level: 1, name: depression.resultHeading }).waitFor()
    const card = page.getByRole('region', { name: SAFETY })
    await card.waitFor()
    expect(await card.locator('a[href="tel:999"]').count()).toBeGreaterThan(0)
    // 2 (question 2) + 1 (question 9); the last question is not scored.
    const score = page.getByRole('img', { name: 'Score 3 out of 27' })
    expect(await card.evaluate((element, other) => Boolean(element.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await score.elementHandle())).toBe(true)
    await checkA11yWithoutScripts(page, 'no-script depression result with safety card')
    await screenshot(page, 'no-javascript-depression')

    // Every page was the test's own address; the answers went only in POSTed bodies.
    expect(new Set(requests.map(({ url }) => new URL(url).pathname + new URL(url).search))).toEqual(new Set(['/tests/depression']))
    expect(requests.filter(({ method }) => method === 'POST').length).toBeGreaterThan(10)
    expect(requests.filter(({ method, body }) => method === 'POST' && !/(^|&)step=/.test(body ?? ''))).toEqual([])
  }, 300_000)

  it("takes AUDIT with its skip: 'Never' on question 1 goes straight to question 9", async () => {
    const { page } = await openWithoutJavaScript()
    await page.goto('/tests/audit')
    await page.getByRole('button', { name: 'Begin Test' }).click()
    const total = audit.questions.length
    await answer(page, 1, total, 0)
    await question(page, 9, total)
    await page.getByRole('heading', { level: 1, name: audit.questions[8]!.question }).waitFor()
    await answer(page, 9, total, 0)
    await answer(page, 10, total, 0)
    await answer(page, 11, total, 0, 'Submit')
    await page.getByRole('heading', { level: 1, name: audit.resultHeading }).waitFor()
    await screenshot(page, 'no-javascript-audit')
  }, 120_000)

  it('is in Kiswahili under /sw: the English-only notice as the app shows it, the page, its buttons and the site around it', async () => {
    const { page } = await openWithoutJavaScript()
    await page.goto('/sw/tests/audit')
    expect(await page.locator('html').getAttribute('lang')).toBe('sw')
    // AUDIT has no Kiswahili version: the notice says so, offers tests in Kiswahili, and takes it in English (decision 104).
    await page.getByRole('heading', { level: 1, name: 'Kipimo hiki kinapatikana kwa Kiingereza pekee kwa sasa' }).waitFor()
    expect(await page.locator('main .link-list a[href^="/sw/tests/"]').count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Kifanye kwa Kiingereza' }).click()
    await page.getByRole('progressbar', { name: `Swali 1 kati ya ${audit.questions.length}` }).waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('sw')
    await page.getByRole('button', { name: 'Endelea', exact: true }).waitFor()
  })
})
