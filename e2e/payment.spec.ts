/**
 * Paying for care against the real server and its sandbox payment provider: book an appointment
 * (through the booking API), check out, pay in the framed provider page, see the confirmation and
 * the receipt, then take a pre-session screening and see it marked completed; a declined payment
 * followed by a successful retry (and a reload of the payment page that keeps the payment); and a
 * paid booking's checkout saying 'You have already paid.'. Every page gets axe and a screenshot,
 * and no personal data ever appears in an address.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, resultHeading, useJourney } from './support/journey.ts'

const anxiety = catalogTest('anxiety')

function main(page: Page) {
  return page.getByRole('main')
}

/** A weekday (Monday to Friday: open 08:00 to 18:00 under the default consultation hours) at least `days` ahead (YYYY-MM-DD). */
function dayAhead(days = 14): string {
  const day = new Date(Date.now() + days * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** Books a consultation through the booking API, as the booking form does; returns the service id. */
async function bookAppointment(baseUrl: string, firstName: string, practitioner = 'Psychologist'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/appointments/book_appointment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: firstName,
      last_name: 'Otieno',
      practitioner,
      mode_of_consultation: 'Video call',
      payment_mode: 'payNow',
      appointment_date: dayAhead(),
      appointment_time: '10:30',
      phone_number: '0712 345 678',
      email: 'e2e-payment@example.com',
      consent: { version: '2024-09', accepted: true },
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { service_id: string } }).data.service_id
}

/** Pay Now on the checkout page, then waits for the sandbox page inside the payment frame. */
async function payNow(page: Page, serviceId: string) {
  await main(page).getByRole('button', { name: 'Pay Now' }).click()
  await page.waitForURL((url) => url.pathname === '/payments/pesapal' && url.searchParams.get('service') === serviceId)
  const frame = page.frameLocator('iframe[title="Secure payment form"]')
  await frame.getByRole('button', { name: 'Approve payment' }).waitFor()
  await expect.poll(() => page.getByText('Please wait...').count()).toBe(0)
  return frame
}

/** Checks that nothing personal ever reached the address bar. */
function expectNoPersonalData(page: Page, firstName: string) {
  expect(page.url()).not.toContain(firstName)
  expect(page.url()).not.toMatch(/712(%20|\+| )?345/)
}

describe('paying for an appointment', () => {
  const journey = useJourney()

  it('books, pays, confirms, shows the receipt, and marks a pre-session screening completed', async () => {
    const { page, pageErrors } = await journey.open()
    const serviceId = await bookAppointment(journey.baseUrl, 'Nyokabi')

    await page.goto(`/checkout/${serviceId}`)
    // The checkout shows no name: a service id alone is not proof of who booked (decision 031).
    await main(page).getByRole('heading', { level: 1, name: 'Hello!' }).waitFor()
    expect(await main(page).textContent()).not.toContain('Nyokabi')
    await main(page).getByText(/^You are paying for a virtual appointment with an Afya Hub Psychologist, scheduled for .+, at 10:30 AM\.$/).waitFor()
    await main(page).getByText(/^KES\s2,500 for one session$/).waitFor()
    await checkA11y(page, 'checkout')
    await screenshot(page, 'payment-1-checkout')

    const frame = await payNow(page, serviceId)
    await checkA11y(page, 'payment page with the sandbox frame')
    await screenshot(page, 'payment-2-provider-frame')

    await frame.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL((url) => url.pathname === '/payment/confirmation')
    await main(page).getByRole('heading', { level: 1, name: 'Thank you, Nyokabi!' }).waitFor()
    await main(page).getByText('Your payment has been successfully processed.').waitFor()
    const reference = new URL(page.url()).searchParams.get('OrderMerchantReference')
    expect(reference).toMatch(/^[0-9a-f-]{36}$/)
    // The reference alone (a leaked or guessed link) reveals nothing; with the provider's tracking id it does.
    const alone = await page.request.get(`/api/payments/status/?OrderMerchantReference=${reference}`)
    expect(alone.status()).toBe(400)
    expect(await alone.text()).not.toContain('Nyokabi')
    expectNoPersonalData(page, 'Nyokabi')
    await checkA11y(page, 'confirmation')
    await screenshot(page, 'payment-3-confirmation')

    await main(page).getByRole('link', { name: 'Download Your Receipt' }).click()
    await main(page).getByRole('heading', { level: 1, name: 'Payment receipt' }).waitFor()
    const receipt = page.locator('.receipt-facts')
    expect(await receipt.textContent()).toMatch(/Amount paid\s*KES\s2,500/)
    expect(await receipt.textContent()).toContain(`Payment reference${reference}`)
    expect(await receipt.textContent()).toContain('Virtual consultation with a Psychologist')
    expect(await receipt.textContent()).not.toMatch(/712 ?345/)
    await checkA11y(page, 'receipt')
    await screenshot(page, 'payment-4-receipt')
    await page.emulateMedia({ media: 'print' })
    await screenshot(page, 'payment-4-receipt-print')
    await page.emulateMedia({ media: 'screen' })

    await main(page).getByRole('link', { name: 'Back to your confirmation' }).click()
    await main(page).getByRole('link', { name: 'Start Screenings' }).click()
    await page.waitForURL((url) => url.pathname === '/screening' && url.searchParams.get('service') === serviceId)
    await main(page).getByText('0 / 3 Completed').waitFor()
    expect(await main(page).getByRole('listitem').count()).toBe(3)
    expectNoPersonalData(page, 'Nyokabi')
    await checkA11y(page, 'screenings, none completed')
    await screenshot(page, 'payment-5-screenings')

    // By keyboard: the assistant's floating greeting may cover the card's button on a phone screen.
    const takeTest = main(page).getByRole('listitem').filter({ hasText: anxiety.informalTitle }).getByRole('link', { name: /^Take the Test/ })
    await takeTest.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('button', { name: 'Begin Test' }).waitFor()
    await beginTest(page)
    for (let index = 0; index < anxiety.questions.length; index++) {
      await onQuestion(page, index + 1, anxiety.questions.length)
      await page.getByRole('radio').nth(0).check()
      if (index < anxiety.questions.length - 1) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    await resultHeading(page, anxiety.resultHeading)
    await page.getByText(/This screening is marked as completed for your session\./).waitFor()
    expectNoPersonalData(page, 'Nyokabi')
    await checkA11y(page, 'screening result marked completed')
    await screenshot(page, 'payment-6-screening-result')

    await page.getByRole('link', { name: 'Back to your screenings' }).click()
    await main(page).getByText('1 / 3 Completed').waitFor()
    const done = main(page).getByRole('listitem').filter({ hasText: anxiety.informalTitle })
    await done.getByText('Completed').waitFor()
    expect(await done.getByRole('link').count()).toBe(0)
    expect(await main(page).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1')
    await checkA11y(page, 'screenings, one completed')
    await screenshot(page, 'payment-7-screening-completed')
    expect(pageErrors).toEqual([])
  })

  it('after a declined payment, Try again pays; a reload of the payment page keeps the payment', async () => {
    const { page, pageErrors } = await journey.open()
    const serviceId = await bookAppointment(journey.baseUrl, 'Kiprono', 'Doctor')
    await page.goto(`/checkout/${serviceId}`)
    let frame = await payNow(page, serviceId)
    await frame.getByRole('button', { name: 'Decline payment' }).click()
    await main(page).getByRole('heading', { level: 1, name: 'Your payment did not go through' }).waitFor()
    await checkA11y(page, 'confirmation after a declined payment')
    await screenshot(page, 'payment-declined')

    await main(page).getByRole('link', { name: 'Try again' }).click()
    await page.waitForURL((url) => url.pathname === `/checkout/${serviceId}`)
    frame = await payNow(page, serviceId)
    // The navigation state is gone after a reload: the page asks the server again and shows the same payment.
    await page.reload()
    frame = page.frameLocator('iframe[title="Secure payment form"]')
    await frame.getByRole('button', { name: 'Approve payment' }).waitFor()
    await checkA11y(page, 'payment page after a reload')
    await screenshot(page, 'payment-reloaded')
    await frame.getByRole('button', { name: 'Approve payment' }).click()
    await main(page).getByRole('heading', { level: 1, name: 'Thank you, Kiprono!' }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('says "You have already paid." when a paid booking is opened at checkout again', async () => {
    const { page, pageErrors } = await journey.open()
    const serviceId = await bookAppointment(journey.baseUrl, 'Achieng', 'Nutritionist')
    await page.goto(`/checkout/${serviceId}`)
    const frame = await payNow(page, serviceId)
    await frame.getByRole('button', { name: 'Approve payment' }).click()
    await main(page).getByRole('heading', { level: 1, name: 'Thank you, Achieng!' }).waitFor()

    await page.goto(`/checkout/${serviceId}`)
    await main(page).getByRole('heading', { level: 1, name: 'Payment Status' }).waitFor()
    await main(page).getByText('You have already paid.').waitFor()
    expect(await main(page).getByRole('button', { name: 'Pay Now' }).count()).toBe(0)
    await checkA11y(page, 'checkout of a paid booking')
    await screenshot(page, 'payment-already-paid')

    await page.goto(`/payments/pesapal?service=${serviceId}`)
    await main(page).getByText('You have already paid.').waitFor()
    expect(await page.locator('iframe').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})
