/** FINDRISC in a real browser: choices and measurements through to a risk grade. */
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading, useJourney } from './support/journey.ts'

const test = catalogTest('diabetes-risk')
const TOTAL = test.questions.length

/** A radio position or a number to type, per question in catalogue order. */
const ANSWERS: ({ radio: number } | { number: string })[] = [
  { radio: 1 }, // 45 to 54 years
  { number: '170' }, // cm
  { number: '80' }, // kg
  { radio: 0 }, // Male
  { number: '96' }, // waist cm
  { radio: 0 }, // active daily
  { radio: 1 }, // not every day
  { radio: 0 }, // no blood pressure medicine
  { radio: 0 }, // no high glucose
  { radio: 1 }, // grandparent, aunt, uncle or cousin
]

describe('diabetes risk (FINDRISC)', () => {
  const journey = useJourney()

  it('reaches a result whose grade names the risk', async () => {
    const { page, pageErrors } = await journey.open()
    expect(ANSWERS).toHaveLength(TOTAL)
    await openIntro(page, 'diabetes-risk')
    await checkA11y(page, 'diabetes-risk intro dialog')
    await beginTest(page)

    for (const [index, answer] of ANSWERS.entries()) {
      await onQuestion(page, index + 1, TOTAL)
      if ('radio' in answer) await page.getByRole('radio').nth(answer.radio).check()
      else await page.getByRole('main').getByRole('textbox').fill(answer.number)
      if (index === 1) await checkA11y(page, 'diabetes-risk number question')
      if (index < TOTAL - 1) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()

    await resultHeading(page, test.resultHeading)
    await expect.poll(() => page.locator('p.grade').textContent()).toMatch(/risk/i)
    await checkA11y(page, 'diabetes-risk result')
    await screenshot(page, 'diabetes-risk')
    expect(pageErrors).toEqual([])
  })
})
