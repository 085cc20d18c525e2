/**
 * The screening page lists what tests-catalog/practitioner-screenings.json offers: for a paid
 * Doctor and a paid Nutritionist consultation, /screening?service=<id> shows exactly the tests of
 * that practitioner's entry, in the file's order, under each test's catalogue title.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkA11y } from './support/axe.ts'
import { screenshot } from './support/browser.ts'
import { catalogTest, useJourney } from './support/journey.ts'
import { repoRoot } from './support/server.ts'

const plan = JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', 'practitioner-screenings.json'), 'utf8')) as {
  consultations: Record<string, string[]>
}

/** A weekday at least two weeks ahead (open under the default consultation hours), YYYY-MM-DD. */
function weekdayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

async function post(url: string, body: string, contentType: string, cookie?: string): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': contentType, ...(cookie ? { Cookie: cookie } : {}) }, body, redirect: 'manual' })
}

/** Books a consultation through the booking API and approves its payment in the sandbox; returns the service id. */
async function paidConsultation(baseUrl: string, practitioner: string): Promise<string> {
  const booked = await post(
    `${baseUrl}/api/appointments/book_appointment/`,
    JSON.stringify({
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      practitioner,
      mode_of_consultation: 'Voice call',
      payment_mode: 'payNow',
      appointment_date: weekdayAhead(),
      appointment_time: '11:00',
      phone_number: '0712 345 678',
      consent: { version: '2024-09', accepted: true },
    }),
    'application/json',
  )
  expect(booked.status).toBe(201)
  const serviceId = ((await booked.json()) as { data: { service_id: string } }).data.service_id
  const started = await post(`${baseUrl}/api/payments/get_payment_data/`, JSON.stringify({ service_id: serviceId }), 'application/json')
  const page = ((await started.json()) as { payment_data: { redirect_url: string } }).payment_data.redirect_url
  // Decided as the browser that started the payment: with the payer cookie its start answer set.
  const payerCookie = (started.headers.get('set-cookie') ?? '').split(';')[0]
  expect((await post(`${baseUrl}${page}/approve`, '', 'application/x-www-form-urlencoded', payerCookie)).status).toBe(303)
  return serviceId
}

describe('the screening page follows practitioner-screenings.json', () => {
  const journey = useJourney()

  it.each(['Doctor', 'Nutritionist'])("lists a paid %s consultation's screenings from the file", async (practitioner) => {
    const expected = plan.consultations[practitioner]!.map((slug) => catalogTest(slug).informalTitle)
    const serviceId = await paidConsultation(journey.baseUrl, practitioner)
    const { page } = await journey.open()
    await page.goto(`/screening?service=${serviceId}`)
    const main = page.getByRole('main')
    await main.getByText(`0 / ${expected.length} Completed`).waitFor()
    const items = main.getByRole('listitem')
    expect(await items.count()).toBe(expected.length)
    for (const [index, title] of expected.entries()) expect(await items.nth(index).textContent()).toContain(title)
    await checkA11y(page, `screenings for a ${practitioner}`)
    await screenshot(page, `screenings-data-${practitioner.toLowerCase()}`)
  })
})
