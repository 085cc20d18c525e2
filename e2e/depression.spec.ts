/**
 * PHQ-9 in a real browser: item 9 above 0 puts the safety card, with one-tap tel:999, before the
 * score; all zeros give "Minimal or no depression" and no card. An option pressed is drawn, with
 * Next enabled, in the same task as the press, as on a plain page (decision 112).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'

const test = catalogTest('depression')
const SAFETY = "You don't have to face this alone"

/** Answers the 10 questions by option position and submits. */
async function answerAll(page: Page, positions: number[], a11y: boolean): Promise<void> {
  const dialog = await openIntro(page, 'depression')
  await expect.poll(() => dialog.getByRole('heading', { level: 1 }).textContent()).toContain(test.informalTitle)
  if (a11y) await checkA11y(page, 'depression intro dialog')
  await beginTest(page)
  expect(positions).toHaveLength(test.questions.length)
  for (const [index, position] of positions.entries()) {
    await onQuestion(page, index + 1, positions.length)
    if (a11y && index === 0) await checkA11y(page, 'depression question 1')
    await page.getByRole('radio').nth(position).check()
    if (index < positions.length - 1) await next(page)
  }
  await page.getByRole('button', { name: 'Submit' }).click()
}

describe('depression (PHQ-9)', () => {
  const journey = useJourney()

  it('shows the safety card before the score, with a tel:999 link, when item 9 is above 0', async () => {
    const { page, pageErrors } = await journey.open()
    await answerAll(page, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0], true)
    await resultHeading(page, test.resultHeading)

    const card = page.getByRole('region', { name: SAFETY })
    await card.waitFor()
    const score = page.getByRole('img', { name: 'Score 1 out of 27' })
    const h1 = page.getByRole('heading', { level: 1 })
    const follows = async (later: typeof score) =>
      card.evaluate((element, other) => Boolean(element.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await later.elementHandle())
    expect(await follows(score)).toBe(true)
    expect(await follows(h1)).toBe(true)
    expect(await card.locator('a[href="tel:999"]').count()).toBeGreaterThan(0)

    await checkA11y(page, 'depression result with safety card')
    await screenshot(page, 'depression-safety-card')
    expect(pageErrors).toEqual([])
  })

  it('draws an option pressed, with Next enabled, before the press has returned, not a frame later', async () => {
    const { page, pageErrors } = await journey.open()
    await openIntro(page, 'depression')
    await beginTest(page)
    await onQuestion(page, 1, test.questions.length)
    await page.getByRole('radio').first().check()
    await next(page)
    await onQuestion(page, 2, test.questions.length)
    // Pressed and read in one task of the page: nothing queued after the press has run yet.
    const drawn = await page.evaluate(() => {
      const option = document.querySelectorAll<HTMLInputElement>('main input[type="radio"]')[2]!
      option.click()
      const nextButton = [...document.querySelectorAll<HTMLButtonElement>('main button')].find((button) => button.textContent?.trim() === 'Next')!
      return { checked: option.checked, checkedCount: document.querySelectorAll('main input[type="radio"]:checked').length, nextDisabled: nextButton.disabled }
    })
    expect(drawn).toEqual({ checked: true, checkedCount: 1, nextDisabled: false })
    expect(pageErrors).toEqual([])
  })

  it('shows "Minimal or no depression" and no safety card when every answer is 0', async () => {
    const { page, pageErrors } = await journey.open()
    await answerAll(page, Array<number>(10).fill(0), false)
    await resultHeading(page, test.resultHeading)

    await page.getByText('Minimal or no depression').waitFor()
    await page.getByRole('img', { name: 'Score 0 out of 27' }).waitFor()
    expect(await page.getByText(SAFETY).count()).toBe(0)
    expect(await page.getByRole('main').locator('a[href^="tel:"]').count()).toBe(0)

    await checkA11y(page, 'depression result, minimal')
    await screenshot(page, 'depression-minimal')
    expect(pageErrors).toEqual([])
  })
})
