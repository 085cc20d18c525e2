/**
 * The feedback panel on a result page in a real browser (SPEC.md section 2, Feedback panel;
 * section 4, follow-ups): the drawer opens from 'We Value Your Feedback', follow-ups come and go
 * with their answers, the submission shows 'Submitting your feedback...', the server answers 201
 * to POST /api/survey with exactly the shown answers, and the thanks closes to a cleared form.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { answerByPosition, beginTest, catalogTest, openIntro, resultHeading, useJourney } from './support/journey.ts'

const wellbeing = catalogTest('holistic-wellbeing')
const IMPROVEMENT = 'What would have made your experience better?'
const CONTACT = 'Your phone number or email address'
/** How long the survey request is held back, so the spinner can be seen as on a slow network. */
const SLOW_NETWORK_MS = 800

/** Reaches the Wellbeing Check's result (five questions) as the person would. */
async function reachResult(page: Page): Promise<void> {
  await openIntro(page, 'holistic-wellbeing')
  await beginTest(page)
  await answerByPosition(page, [2, 3, 2, 1, 3], wellbeing.questions.length)
  await resultHeading(page, wellbeing.resultHeading)
}

/** Taps a star, as a person does: the radio is visually hidden inside the star's label. */
async function tapStar(page: Page, stars: number): Promise<void> {
  const radio = page.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true })
  await page.getByRole('dialog').locator('label').filter({ has: radio }).click()
}

describe('feedback panel', () => {
  const journey = useJourney()

  it('sends the shown answers after a result, thanks the person and clears the form', async () => {
    const { page, pageErrors } = await journey.open()
    await reachResult(page)

    const toggle = page.getByRole('button', { name: 'We Value Your Feedback' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    const drawer = page.getByRole('dialog', { name: "We'd Love to Hear Your Thoughts!" })
    await drawer.waitFor()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await drawer.getByText('NB: All questions are optional.').waitFor()
    await checkA11y(page, 'feedback drawer, open')
    await screenshot(page, 'feedback-drawer')

    // A rating of 3 or lower asks how to improve; a higher one does not; back to 2 asks again.
    const improvement = drawer.getByRole('textbox', { name: IMPROVEMENT })
    expect(await improvement.count()).toBe(0)
    await tapStar(page, 2)
    await improvement.waitFor()
    await tapStar(page, 4)
    await improvement.waitFor({ state: 'detached' })
    await tapStar(page, 2)
    await improvement.fill('Larger buttons')

    await drawer.getByRole('radio', { name: 'Somewhat useful' }).check()
    await drawer.getByRole('textbox', { name: 'What made it useful, or not useful?' }).fill('Short and clear')
    await drawer.getByRole('radiogroup', { name: 'Was the tool easy to use?' }).getByRole('radio', { name: 'No' }).check()
    await drawer.getByRole('textbox', { name: 'What did you find difficult?' }).fill('Small text')
    await drawer.getByRole('textbox', { name: 'What features would you like us to add?' }).fill('Reminders')
    await drawer.getByRole('radio', { name: 'Partially' }).check()
    await drawer.getByRole('textbox', { name: 'What was missing?' }).fill('Sleep')
    await drawer.getByRole('textbox', { name: 'Any other thoughts you would like to share?' }).fill('Thanks')
    await drawer.getByRole('textbox', { name: 'How would you describe this tool to a friend?' }).fill('Quick')

    // Contact details show only after 'Yes'; changing to 'No' hides them and they are not sent.
    const contactGroup = drawer.getByRole('radiogroup', { name: 'May we contact you about your feedback?' })
    await contactGroup.getByRole('radio', { name: 'Yes' }).check()
    await drawer.getByRole('textbox', { name: CONTACT }).fill('0700 000 000')
    await contactGroup.getByRole('radio', { name: 'No' }).check()
    await drawer.getByRole('textbox', { name: CONTACT }).waitFor({ state: 'detached' })
    await checkA11y(page, 'feedback drawer, filled with follow-ups')

    // The request goes to the real server; its answer is held back a little before the page gets
    // it, as on a slow network, so the spinner can be seen. (Reading the body of a response that
    // was only continued hangs in this Chromium, so the answer is fetched here and passed on.)
    let stored: { status: number; body: unknown } | undefined
    await page.route('**/api/survey', async (route) => {
      const served = await route.fetch()
      stored = { status: served.status(), body: await served.json() }
      await new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_MS))
      await route.fulfill({ response: served })
    })
    const responded = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/survey' && response.request().method() === 'POST')
    await drawer.getByRole('button', { name: 'Submit' }).click()
    await drawer.getByRole('status').filter({ hasText: 'Submitting your feedback...' }).waitFor()
    expect(await drawer.getByRole('button', { name: 'Submit' }).count()).toBe(0)

    const response = await responded
    expect(response.status()).toBe(201)
    expect(stored).toEqual({ status: 201, body: { message: 'Thank you for your feedback!' } })
    expect(response.request().headers()['content-type']).toContain('application/json')
    expect(response.request().postDataJSON()).toEqual({
      experience: 2,
      improvement: 'Larger buttons',
      usefulness: 'Somewhat useful',
      usefulnessDetails: 'Short and clear',
      easeOfUse: 'No',
      challenge: 'Small text',
      desiredFeatures: 'Reminders',
      relevance: 'Partially',
      relevanceDetails: 'Sleep',
      additionalFeedback: 'Thanks',
      bigPicture: 'Quick',
      okWithContact: 'No',
    })

    await drawer.getByText('Thank You For Your Feedback!').waitFor()
    await checkA11y(page, 'feedback thanks')
    await screenshot(page, 'feedback-thanks')
    await drawer.getByRole('button', { name: 'Close', exact: true }).click()
    await drawer.waitFor({ state: 'detached' })
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true)

    // Opening again shows the form, not the thanks, with every answer cleared and no rating.
    await toggle.click()
    await drawer.getByRole('button', { name: 'Submit' }).waitFor()
    expect(await drawer.getByText('Thank You For Your Feedback!').count()).toBe(0)
    expect(await drawer.getByRole('radio', { checked: true }).count()).toBe(0)
    expect(await drawer.getByRole('textbox', { name: IMPROVEMENT }).count()).toBe(0)
    expect(await drawer.getByRole('textbox', { name: 'What features would you like us to add?' }).inputValue()).toBe('')
    expect(pageErrors).toEqual([])
  })
})
