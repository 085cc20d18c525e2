/**
 * In a real browser on the real server: the Premium card's 'Pre-Order Now' leads to a pre-order
 * that names each problem and then thanks the person (a repeat is thanked the same way), and
 * SPEC.md's /screening?firstName=...&testId=... greets the person, lists the named tests and takes
 * the name out of the address at once.
 */
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

describe('Premium pre-order', () => {
  const journey = useJourney()
  const email = `pre-order-${Date.now()}@example.com`

  it("goes from the home page's Premium card to the pre-order, names what is missing, then thanks the person", async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Premium' }) })
    // The configured launch day has passed: the card does not call it upcoming (decision 079).
    await card.getByText('Launch date to be announced').waitFor()
    await card.getByRole('link', { name: /^Pre-Order Now/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Premium' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/premium')
    await expect.poll(() => page.title()).toBe('Pre-order Premium | Afya Hub')

    await page.getByRole('button', { name: 'Pre-Order Now' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Enter an email address or a phone number, so we can tell you when Premium launches.',
      'Enter an email address or a phone number, so we can tell you when Premium launches.',
      'Please tick the box to agree that we may contact you when Premium launches.',
    ])
    await checkA11y(page, 'premium pre-order with problems')

    const form = page.getByRole('form', { name: 'Pre-order Premium' })
    await form.getByRole('textbox', { name: /Email address/ }).fill(email)
    await form.getByRole('checkbox', { name: /contact me once, when Premium launches/ }).check()
    await page.getByRole('button', { name: 'Pre-Order Now' }).click()
    await page.getByRole('heading', { level: 2, name: 'Thank you! Your pre-order is in.' }).waitFor()
    await checkA11y(page, 'premium pre-order thank-you')
    await screenshot(page, 'premium-pre-order')
    expect(pageErrors).toEqual([])
  })

  it('thanks a person who pre-orders again with the same address in another case', async () => {
    const { page } = await journey.open()
    await page.goto('/premium')
    const form = page.getByRole('form', { name: 'Pre-order Premium' })
    await form.getByRole('textbox', { name: /Email address/ }).fill(email.toUpperCase())
    await form.getByRole('checkbox').check()
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/premium/pre-orders'))
    await page.getByRole('button', { name: 'Pre-Order Now' }).click()
    expect((await answer).status()).toBe(200)
    await page.getByRole('heading', { level: 2, name: 'Thank you! Your pre-order is in.' }).waitFor()
  })
})

describe("SPEC.md's screening link", () => {
  const journey = useJourney()

  it('greets by firstName, lists the tests testId names, and leaves no name in the address', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/screening?firstName=Amina&testId=MH-001,LD-001')
    await page.getByText(/^Hello, Amina\./).waitFor()
    await expect.poll(() => page.url()).not.toContain('Amina')
    expect(new URL(page.url()).search).toBe('?testId=MH-001%2CLD-001')
    const main = page.getByRole('main')
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Depression Symptoms Screening', 'Diabetes Risk Assessment'])
    expect(await main.getByRole('link', { name: /^Take the Test.*Diabetes Risk Assessment$/ }).getAttribute('href')).toBe('/tests/diabetes-risk')
    await expect.poll(() => page.title()).toBe('Pre-session screenings | Afya Hub')
    await checkA11y(page, 'screenings named by testId')
    expect(pageErrors).toEqual([])
  })
})
