/**
 * The booking forms against the real server (sandbox payments): an appointment, a wellness
 * package priced by sex with an insurance-card upload and the device's location, the VitalCare360
 * wait-list, a double-clicked Submit that books once, and the error summary of an empty form. Each lands on
 * /checkout/<service_id>, and the service record proves the booking was saved.
 */
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { useJourney } from './support/journey.ts'

const checkoutPath = /\/checkout\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** A weekday (Monday to Friday: open 08:00 to 18:00 under the default consultation hours) at least `days` ahead (YYYY-MM-DD). */
function dayAhead(days = 14): string {
  const day = new Date(Date.now() + days * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** A real 1x1 PNG, so the server recognises it by its content. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

function main(page: Page) {
  return page.getByRole('main')
}

async function choose(page: Page, group: string, option: string | RegExp) {
  await main(page).getByRole('group', { name: group }).getByRole('radio', { name: option }).check()
}

async function fillPerson(page: Page, first: string) {
  await main(page).getByLabel('First name').fill(first)
  await main(page).getByLabel('Last name').fill('Otieno')
}

async function fillContactAndConsent(page: Page) {
  await main(page).getByLabel(/^Phone number/).fill('0712 345 678')
  await main(page).getByRole('checkbox', { name: /processing of my health data/ }).check()
}

async function fillAppointment(page: Page) {
  await fillPerson(page, 'Amina')
  await choose(page, 'Practitioner', /^Doctor/)
  await choose(page, 'Mode of consultation', 'Video call')
  await choose(page, 'Payment mode', 'Pay now')
  await main(page).getByLabel('Appointment date').fill(dayAhead())
  // The times of the chosen day, as a list (GET /api/consultation-hours).
  await main(page).getByLabel('Appointment time').selectOption('10:30')
  await fillContactAndConsent(page)
}

/**
 * Waits until every toast has finished coming in: axe reads a toast's text colour mid fade-in as
 * too light, though the settled toast passes.
 */
async function toastsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.Toastify__toast')].every((toast) => toast.getAnimations().length === 0))
}

/** Waits for /checkout/<id>, its heading (the checkout has loaded) and the success toast; returns the id. */
async function landedOnCheckout(page: Page): Promise<string> {
  await page.waitForURL(checkoutPath, { timeout: 15_000 })
  await main(page).getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('alert').first().waitFor()
  await toastsSettled(page)
  return checkoutPath.exec(new URL(page.url()).pathname)![1]!
}

describe('booking', () => {
  const journey = useJourney()

  async function serviceRecord(serviceId: string) {
    const response = await fetch(`${journey.baseUrl}/api/appointments/get_service_data/?service_id=${serviceId}`)
    expect(response.status).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }

  it('books a virtual appointment and lands on its checkout', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/booking?productID=appointment')
    await main(page).getByRole('heading', { level: 1, name: 'Book a Virtual Appointment' }).waitFor()
    await fillAppointment(page)
    await checkA11y(page, 'appointment form')
    await screenshot(page, 'booking-appointment-form')
    await main(page).getByRole('button', { name: 'Submit' }).click()

    const serviceId = await landedOnCheckout(page)
    expect(await serviceRecord(serviceId)).toMatchObject({ service_type: 'Appointment', practitioner: 'Doctor', appointment_date: dayAhead(), appointment_time: '10:30' })
    // The checkout greets without a name: a service id alone is not proof of who booked (decision 031).
    await main(page).getByRole('heading', { level: 1, name: 'Hello!' }).waitFor()
    expect(await main(page).textContent()).not.toContain('Amina')
    await checkA11y(page, 'appointment checkout')
    await screenshot(page, 'booking-appointment-checkout')
    expect(pageErrors).toEqual([])
  })

  it('books a wellness package priced by sex, with an insurance-card upload and the device location', async () => {
    const { page, context, pageErrors } = await journey.open()
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: -1.2921119, longitude: 36.8219999 })
    const bodies: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/wellness/create/')) bodies.push(request.postData() ?? '')
    })

    await page.goto('/booking?productID=wellness&packageID=w-002')
    await main(page).getByRole('heading', { level: 1, name: 'Afya Fahari Wellness Package' }).waitFor()
    await fillPerson(page, 'Wanjiru')
    await main(page).getByText('Male: KES 3,000 | Female: KES 4,000').waitFor()
    await choose(page, 'Sex', 'Female')
    await main(page).getByText('Price: KES 4,000').waitFor()
    await choose(page, 'Collection preference', 'Home (free collection)')
    await main(page).getByText("Your device's location will be shared with the collection team.").waitFor()
    await main(page).getByLabel('Location').fill('Kilimani, Nairobi')
    await choose(page, 'Payment mode', 'Insurance')
    await main(page).getByLabel('Insurance card (optional)').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: tinyPng })
    await main(page).getByLabel('Collection date').fill(dayAhead(7))
    await main(page).getByLabel('Collection time').selectOption('09:00')
    await fillContactAndConsent(page)
    await checkA11y(page, 'wellness form')
    await screenshot(page, 'booking-wellness-form')
    await main(page).getByRole('button', { name: 'Submit' }).click()

    const serviceId = await landedOnCheckout(page)
    expect(bodies).toHaveLength(1)
    const sent = JSON.parse(bodies[0]!) as Record<string, unknown>
    expect(sent).toMatchObject({ package: 'w-002', sex: 'female', payment_mode: 'Insurance', collection_preference: 'Home', latitude: -1.292111, longitude: 36.821999 })
    expect(sent.attachment).toMatch(/^[0-9a-f-]{36}$/)
    expect(await serviceRecord(serviceId)).toMatchObject({ service_type: 'Wellness', package: 'w-002', amount: 4000, wellness_date: dayAhead(7), wellness_time: '09:00' })
    await main(page).getByRole('heading', { level: 1, name: 'Hello!' }).waitFor()
    expect(await main(page).textContent()).not.toContain('Wanjiru')
    await checkA11y(page, 'wellness checkout')
    await screenshot(page, 'booking-wellness-checkout')
    expect(pageErrors).toEqual([])
  })

  it('joins the VitalCare360 wait-list: a thank-you, nothing to pay', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/booking?productID=VitalCare360')
    await main(page).getByRole('heading', { level: 1, name: 'Join the VitalCare360 Waitlist' }).waitFor()
    await fillPerson(page, 'Baraka')
    await fillContactAndConsent(page)
    await checkA11y(page, 'VitalCare360 form')
    await screenshot(page, 'booking-vitalcare-form')
    await main(page).getByRole('button', { name: 'Submit' }).click()

    const serviceId = await landedOnCheckout(page)
    expect(await serviceRecord(serviceId)).toMatchObject({ service_type: 'VitalCare', amount: 0 })
    await main(page).getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor()
    expect(await main(page).textContent()).not.toContain('Baraka')
    expect(await main(page).getByRole('button', { name: 'Pay Now' }).count()).toBe(0)
    await checkA11y(page, 'VitalCare360 thank-you')
    await screenshot(page, 'booking-vitalcare-thank-you')
    expect(pageErrors).toEqual([])
  })

  it('books once when Submit is double-clicked', async () => {
    const { page, pageErrors } = await journey.open()
    const posts: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/appointments/book_appointment/')) posts.push(request)
    })
    await page.goto('/booking?productID=appointment')
    await fillAppointment(page)
    await main(page).getByRole('button', { name: 'Submit' }).dblclick()
    const serviceId = await landedOnCheckout(page)

    expect(posts.length).toBeGreaterThanOrEqual(1)
    const answers = await Promise.all(posts.map(async (request) => (await request.response())!))
    for (const answer of answers) {
      expect(answer.status()).toBe(201)
      expect(((await answer.json()) as { data: { service_id: string } }).data.service_id).toBe(serviceId)
    }
    expect(new Set(posts.map((request) => request.headers()['idempotency-key'])).size).toBe(1)
    console.info(`double click: ${posts.length} booking request(s) sent, one service_id`)
    expect(posts).toHaveLength(1)
    await checkA11y(page, 'checkout after a double click')
    await screenshot(page, 'booking-double-click')
    expect(pageErrors).toEqual([])
  })

  it('lists every problem of an empty form at once in the error summary, which takes focus; each link moves focus to its field; nothing is sent', async () => {
    const { page, pageErrors } = await journey.open()
    let sent = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/appointments/')) sent += 1
    })
    await page.goto('/booking?productID=appointment')
    await main(page).getByRole('button', { name: 'Submit' }).click()
    const summary = page.getByRole('alert', { name: 'There is a problem' })
    await summary.waitFor()
    expect(await summary.getByRole('listitem').allTextContents()).toEqual([
      'First name is required.',
      'Last name is required.',
      'Practitioner is required.',
      'Mode of consultation is required.',
      'Payment mode is required.',
      'Appointment date is required.',
      'Appointment time is required.',
      'Phone number is required.',
      'Consent to processing your health data is required.',
    ])
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await main(page).getByLabel('Last name').getAttribute('aria-invalid')).toBe('true')
    await checkA11y(page, 'appointment form with the error summary')
    await screenshot(page, 'booking-error-summary')

    await summary.getByRole('link', { name: 'Last name is required.' }).click()
    expect(await main(page).getByLabel('Last name').evaluate((element) => element === document.activeElement)).toBe(true)
    expect(new URL(page.url()).hash).toBe('')
    await main(page).getByLabel('Last name').fill('Otieno')
    expect(await summary.getByRole('listitem').allTextContents()).not.toContain('Last name is required.')
    expect(await main(page).getByLabel('Last name').getAttribute('aria-invalid')).toBeNull()
    expect(sent).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('shows Not Found for an unknown product', async () => {
    const { page, pageErrors } = await journey.open()
    await page.goto('/booking?productID=premium')
    await main(page).getByRole('heading', { level: 1, name: 'Not Found' }).waitFor()
    await checkA11y(page, 'booking not found')
    await screenshot(page, 'booking-not-found')
    expect(pageErrors).toEqual([])
  })
})
