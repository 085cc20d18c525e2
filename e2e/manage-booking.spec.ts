/**
 * Manage my booking end to end (issue 22 part 5, decision 073), against its own server on
 * 127.0.0.1:5121 whose mail goes to an SMTP catcher (the visitor's inbox here): book, pay in the
 * sandbox, follow Manage my booking from the confirmation, ask for the one-time code, read it from
 * the mail, open the booking, move the session, then cancel it with the refund rule and amount shown
 * before confirming. The link's token stays in the address's fragment: no request carries it, nor
 * the code, in its address.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpCatcher, type SmtpCatcher } from '../server/testing/smtp-catcher.ts'
import { checkA11y } from './support/axe.ts'
import { launchBrowser, openPhonePage, screenshot } from './support/browser.ts'
import { startServer, type RunningServer } from './support/server.ts'

const port = 5121
let catcher: SmtpCatcher
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  catcher = await startSmtpCatcher()
  server = await startServer({ port, env: { SMTP_URL: catcher.url, RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '100000' } })
  browser = await launchBrowser()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await catcher?.close()
})

const main = (page: Page) => page.getByRole('main')

/** A weekday at least `days` ahead (YYYY-MM-DD), open 08:00 to 18:00 under the default hours. */
function weekdayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

async function bookAppointment(email: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/appointments/book_appointment/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Wairimu',
      last_name: 'Otieno',
      practitioner: 'Psychologist',
      mode_of_consultation: 'Video call',
      payment_mode: 'payNow',
      appointment_date: weekdayAhead(14),
      appointment_time: '10:30',
      phone_number: '0712 345 678',
      email,
      consent: { version: '2024-09', accepted: true },
    }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { service_id: string } }).data.service_id
}

/** The newest 6-digit code mailed to the address. */
async function mailedCode(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      () => {
        const mail = catcher.messages.filter((message) => message.envelopeTo.some((to) => to.includes(email)) && /code/i.test(message.headers['subject'] ?? '')).at(-1)
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined
        return code
      },
      { timeout: 20_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

describe('managing a booking', () => {
  it('books, pays, opens the manage link with the mailed code, moves the session, then cancels it with the refund shown first', async () => {
    const email = 'e2e-manage@example.com'
    const serviceId = await bookAppointment(email)
    const { page, pageErrors, context } = await openPhonePage(browser, server.baseUrl)
    const addresses: string[] = []
    page.on('request', (request) => addresses.push(request.url()))

    await page.goto(`/checkout/${serviceId}`)
    await main(page).getByRole('button', { name: 'Pay Now' }).click()
    const frame = page.frameLocator('iframe[title="Secure payment form"]')
    await frame.getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL((url) => url.pathname === '/payment/confirmation')
    const details = main(page).getByRole('region', { name: 'Your booking' })
    await details.getByText('Virtual consultation with a psychologist').waitFor()
    await details.getByText('How to prepare').waitFor()
    await checkA11y(page, 'confirmation with the booking details')
    await screenshot(page, 'manage-1-confirmation')

    await main(page).getByRole('link', { name: 'Manage my booking' }).click()
    await page.waitForURL((url) => url.pathname === '/manage')
    const token = new URL(page.url()).hash.slice(1)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await main(page).getByRole('button', { name: 'Send me a code' }).click()
    const code = await mailedCode(email)
    await main(page).getByLabel('Code').fill(code)
    await main(page).getByRole('button', { name: 'Open my booking' }).click()
    await main(page).getByText('Here is your booking.').waitFor()
    await checkA11y(page, 'manage page, booking opened')
    await screenshot(page, 'manage-2-opened')

    await main(page).getByLabel('New date').fill(weekdayAhead(21))
    await main(page).getByLabel('New time (Kenyan time)').selectOption('11:00')
    await main(page).getByRole('button', { name: 'Move my booking' }).click()
    await main(page).getByText('Your booking has moved to the new time.').waitFor()

    await main(page).getByText(/Cancel at least 24 hours before the session for a full refund/).waitFor()
    await main(page).getByText(/If you cancel now, we refund KES\s2,500\./).waitFor()
    await main(page).getByRole('button', { name: 'Cancel my booking' }).click()
    await main(page).getByRole('button', { name: 'Yes, cancel my booking' }).click()
    await main(page).getByRole('heading', { name: 'This booking is cancelled' }).waitFor()
    await main(page).getByText(/We have asked for a refund of KES\s2,500/).waitFor()
    await checkA11y(page, 'manage page, cancelled')
    await screenshot(page, 'manage-3-cancelled')

    for (const address of addresses) expect(address).not.toMatch(new RegExp(`${token}|${code}`))
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
