/** IPAQ in a real browser: an out-of-range number shows the bounds error and keeps Next disabled; valid numbers reach a result. */
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'

const test = catalogTest('physical-activity')
const TOTAL = test.questions.length

describe('physical activity (IPAQ)', () => {
  const journey = useJourney()

  it('refuses 8 days, then gives a physical activity level for valid numbers', async () => {
    const { page, pageErrors } = await journey.open()
    await openIntro(page, 'physical-activity')
    await checkA11y(page, 'physical-activity intro dialog')
    await beginTest(page)
    await onQuestion(page, 1, TOTAL)

    const field = page.getByRole('main').getByRole('textbox')
    const nextButton = page.getByRole('button', { name: 'Next', exact: true })
    await field.pressSequentially('8')
    await page.getByText('Enter a number from 0 to 7 days.').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await nextButton.isDisabled()).toBe(true)
    await checkA11y(page, 'physical-activity question 1 with the bounds error')

    // Days, minutes, days, minutes, days, minutes, sitting minutes.
    const answers = ['3', '30', '2', '40', '5', '30', '300']
    for (const [index, value] of answers.entries()) {
      await onQuestion(page, index + 1, TOTAL)
      await page.getByRole('main').getByRole('textbox').fill(value)
      if (index < answers.length - 1) await next(page)
    }
    expect(await page.getByText('Enter a number from 0 to 7 days.').count()).toBe(0)
    await page.getByRole('button', { name: 'Submit' }).click()

    await resultHeading(page, test.resultHeading)
    await expect.poll(() => page.locator('p.grade').textContent()).toMatch(/(High|Moderate|Low) physical activity/)
    await checkA11y(page, 'physical-activity result')
    await screenshot(page, 'physical-activity')
    expect(pageErrors).toEqual([])
  })
})
