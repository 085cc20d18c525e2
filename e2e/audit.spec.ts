/** AUDIT in a real browser: "Never" on question 1 jumps to the injury question (9) after about half a second. */
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'

const test = catalogTest('audit')
const TOTAL = test.questions.length

describe('audit', () => {
  const journey = useJourney()

  it('jumps from question 1 to question 9 after "Never", then finishes with a result', async () => {
    const { page, pageErrors } = await journey.open()
    await openIntro(page, 'audit')
    await checkA11y(page, 'audit intro dialog')
    await beginTest(page)
    await onQuestion(page, 1, TOTAL)
    await checkA11y(page, 'audit question 1')

    const heading = page.getByRole('heading', { level: 1 })
    const started = Date.now()
    await page.getByRole('radio').nth(0).check() // Never
    // The jump waits so the choice can be seen: straight after the click, question 1 is still shown.
    expect(await heading.textContent()).toBe(test.questions[0]!.question)
    await page.getByRole('heading', { level: 1, name: test.questions[8]!.question }).waitFor({ timeout: 3000 })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(300)
    expect(elapsed).toBeLessThan(2500)
    await onQuestion(page, 9, TOTAL)

    await page.getByRole('radio').nth(0).check() // No
    await next(page)
    await onQuestion(page, 10, TOTAL)
    await page.getByRole('radio').nth(0).check() // No
    await next(page)
    await onQuestion(page, 11, TOTAL)
    await page.getByRole('radio').nth(2).check() // Prefer not to say
    await page.getByRole('button', { name: 'Submit' }).click()

    await resultHeading(page, test.resultHeading)
    await page.getByRole('img', { name: /^Score \d+ out of \d+$/ }).waitFor()
    expect((await page.locator('p.grade').textContent())?.trim()).not.toBe('')
    await checkA11y(page, 'audit result')
    await screenshot(page, 'audit')
    expect(pageErrors).toEqual([])
  })
})
