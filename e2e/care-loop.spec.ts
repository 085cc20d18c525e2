/**
 * The care loop closes (issue 22, "How it will be judged"), in Debian's Chromium against the real
 * server on 127.0.0.1:4150 (its own data folder, mail to an SMTP catcher, payments and refunds in
 * the embedded sandbox provider):
 * 1. an admin made by the CLI (`npm run staff -- add`) sets a password, enrols the authenticator
 *    and signs in with the second factor (operations and practitioner accounts are made the same way);
 * 2. a visitor books and pays, takes the PHQ-9 and shares the result with the practitioner of the
 *    booking (manage link + mailed code + explicit consent); operations gives the practitioner
 *    working hours, then confirms the paid booking and assigns them;
 * 3. the practitioner sees the session in their schedule with the shared result;
 * 4. the visitor moves the session through the manage link and a new code;
 * 5. operations cancels it with a full refund (the provider records it);
 * 6. the admin's audit log shows every step, each by its actor.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Secret, TOTP } from 'otpauth'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privacyNoticeVersion } from '../schemas/consent-notice.ts'
import site from '../tests-catalog/site.json' with { type: 'json' }
import { startSmtpCatcher, type SmtpCatcher } from '../server/testing/smtp-catcher.ts'
import { checkA11y } from './support/axe.ts'
import { launchBrowser, openPhonePage, screenshot } from './support/browser.ts'
import { answerByPosition, beginTest, catalogTest, openIntro, resultHeading } from './support/journey.ts'
import { repoRoot, startServer, type RunningServer } from './support/server.ts'

const port = 4150
const baseUrl = `http://127.0.0.1:${port}`
const password = 'a long clinic passphrase 2026'
const staffEmails = { admin: 'admin@clinic.example', operations: 'ops@clinic.example', practitioner: 'dr.achieng@clinic.example' } as const
type Role = keyof typeof staffEmails

let catcher: SmtpCatcher
let server: RunningServer
let browser: Browser
let dataDir: string
const links = {} as Record<Role, string>
const opened: BrowserContext[] = []

/** `npm run staff -- add` with the server's data folder and key folder, before the server holds it. */
function addStaff(role: Role): string {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...environment } = process.env
  const output = execFileSync('npm', ['run', '--silent', 'staff', '--', 'add', '--email', staffEmails[role], '--role', role], {
    cwd: repoRoot,
    env: { ...environment, DATA_DIR: dataDir, XDG_CONFIG_HOME: `${dataDir}-config`, PUBLIC_BASE_URL: baseUrl },
    encoding: 'utf8',
  })
  const link = /(http\S+\/staff\/set-password#\S+)/.exec(output)?.[1]
  if (!link) throw new Error(`The CLI printed no link:\n${output}`)
  return link
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'afya-care-loop-'))
  for (const role of Object.keys(staffEmails) as Role[]) links[role] = addStaff(role)
  catcher = await startSmtpCatcher()
  server = await startServer({ port, timeoutMs: 300_000, env: { DATA_DIR: dataDir, XDG_CONFIG_HOME: `${dataDir}-config`, PUBLIC_BASE_URL: baseUrl, SMTP_URL: catcher.url } })
  browser = await launchBrowser()
  // Three CLI runs (the first creates the database) and a server start: minutes on a busy machine.
}, 900_000)
afterAll(async () => {
  for (const context of opened) await context.close().catch(() => undefined)
  await browser?.close()
  await server?.stop()
  await catcher?.close()
  if (dataDir) {
    await rm(dataDir, { recursive: true, force: true })
    await rm(`${dataDir}-config`, { recursive: true, force: true })
  }
})

const main = (page: Page) => page.getByRole('main')

async function newPage(): Promise<Page> {
  const { page, context } = await openPhonePage(browser, server.baseUrl)
  opened.push(context)
  // argon2id sign-ins and a busy CI machine: a step may take more than the usual 10 seconds.
  page.setDefaultTimeout(60_000)
  return page
}

function totp(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate()
}

/** Waits for the next 30-second step, so a code is not the one just used (a used code is refused). */
async function nextTotpStep(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500))
}

/** Follows the CLI's link: sets the password and enrols the authenticator; the key it shows. */
async function enrol(page: Page, role: Role): Promise<string> {
  await page.goto(links[role])
  await main(page).getByRole('heading', { name: 'Set your password' }).waitFor()
  const secret = (await main(page).locator('.staff-secret code').innerText()).replace(/\s+/g, '')
  await main(page).getByLabel('New password').fill(password)
  await main(page).getByLabel('Type the password again').fill(password)
  await main(page).getByLabel('Code your authenticator app shows now').fill(totp(secret))
  await main(page).getByRole('button', { name: 'Set password' }).click()
  await main(page).getByRole('heading', { name: 'Password set' }).waitFor()
  return secret
}

async function signIn(page: Page, role: Role, secret: string): Promise<void> {
  await page.goto('/staff')
  await main(page).getByLabel('Email address').fill(staffEmails[role])
  await main(page).getByLabel('Password').fill(password)
  await main(page).getByLabel('Code from your authenticator app').fill(totp(secret))
  await main(page).getByRole('button', { name: 'Sign in' }).click()
  await main(page).getByText(`Signed in as ${staffEmails[role]}`).waitFor()
}

/** A Monday at least `days` ahead (YYYY-MM-DD): open under the default consultation hours. */
function mondayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000)
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

const codeMails = (email: string) => catcher.messages.filter((message) => message.envelopeTo.some((to) => to.includes(email)) && /code/i.test(message.headers['subject'] ?? ''))

/** Presses the page's Send me a code, then reads the 6-digit code from the new mail. */
async function sendAndReadCode(page: Page, email: string): Promise<string> {
  const before = codeMails(email).length
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect.poll(() => codeMails(email).length, { timeout: 60_000, interval: 250 }).toBeGreaterThan(before)
  return /\b(\d{6})\b/.exec(codeMails(email).at(-1)!.text)![1]!
}

describe('the care loop', () => {
  it('goes from a CLI admin to a shared result the practitioner reads, a move, a refunded cancellation and an audit log of each step', async () => {
    const email = 'care-loop@example.com'
    const day = mondayAhead(14)
    const movedDay = mondayAhead(21)

    // 1. Staff accounts from the CLI: each sets a password and enrols an authenticator, then signs in with a code.
    const admin = await newPage()
    const operations = await newPage()
    const practitioner = await newPage()
    const secrets = { admin: await enrol(admin, 'admin'), operations: await enrol(operations, 'operations'), practitioner: await enrol(practitioner, 'practitioner') }
    await checkA11y(admin, 'staff set-password page, done')
    await nextTotpStep()
    await signIn(admin, 'admin', secrets.admin)
    await main(admin).getByText('role: Admin').waitFor()
    await checkA11y(admin, 'staff console, admin')
    await screenshot(admin, 'care-loop-1-admin')
    await signIn(operations, 'operations', secrets.operations)
    await signIn(practitioner, 'practitioner', secrets.practitioner)

    // 2a. The visitor books and pays.
    const booked = await fetch(`${baseUrl}/api/appointments/book_appointment/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Wanjiku',
        last_name: 'Mwangi',
        practitioner: 'Psychologist',
        mode_of_consultation: 'Video call',
        payment_mode: 'payNow',
        appointment_date: day,
        appointment_time: '10:30',
        phone_number: '0712 345 678',
        email,
        consent: { version: privacyNoticeVersion(site.legal.privacyPolicyLastUpdated), accepted: true },
      }),
    })
    expect(booked.status).toBe(201)
    const serviceId = ((await booked.json()) as { data: { service_id: string } }).data.service_id
    const reference = serviceId.replace(/-/g, '').slice(0, 8).toUpperCase()
    const visitor = await newPage()
    await visitor.goto(`/checkout/${serviceId}`)
    await main(visitor).getByRole('button', { name: 'Pay Now' }).click()
    await visitor.frameLocator('iframe[title="Secure payment form"]').getByRole('button', { name: 'Approve payment' }).click()
    await visitor.waitForURL((url) => url.pathname === '/payment/confirmation')
    await main(visitor).getByRole('link', { name: 'Manage my booking' }).click()
    await visitor.waitForURL((url) => url.pathname === '/manage')
    const manageLink = visitor.url()

    // 2b. The visitor takes the PHQ-9 and shares the result with the practitioner of the booking.
    const depression = catalogTest('depression')
    await openIntro(visitor, 'depression')
    await beginTest(visitor)
    await answerByPosition(visitor, [2, 2, 2, 1, 1, 1, 1, 0, 0, 1], 10)
    await resultHeading(visitor, depression.resultHeading)
    const grade = (await main(visitor).locator('.grade').innerText()).trim()
    // The sharing panel follows the result, beside the full report and the FHIR file.
    await visitor.getByRole('button', { name: 'Share this result with my practitioner' }).click()
    await visitor.getByLabel('The link to manage your booking').fill(manageLink)
    await visitor.getByLabel('Code', { exact: true }).fill(await sendAndReadCode(visitor, email))
    await visitor.getByRole('button', { name: 'Open my booking' }).click()
    const preview = visitor.locator('.share-preview')
    await preview.getByRole('heading', { name: 'What your practitioner will see' }).waitFor()
    await preview.getByText(grade, { exact: true }).waitFor()
    await preview.getByText('10 of 27').waitFor()
    await checkA11y(visitor, 'result page, consent to share')
    await screenshot(visitor, 'care-loop-2-consent')
    await visitor.locator('.share-result').getByRole('checkbox').check()
    await visitor.getByRole('button', { name: 'Share this result', exact: true }).click()
    await visitor.getByText('Your result is shared with your practitioner.', { exact: false }).waitFor()

    // 2c. Operations gives the practitioner Monday hours, then confirms the paid booking and assigns them.
    await operations.reload()
    await main(operations).getByRole('button', { name: 'Add working hours' }).first().click()
    await main(operations).getByRole('button', { name: `Save hours of ${staffEmails.practitioner}` }).click()
    // The saved week re-renders the editor; the confirmation below is what proves the hours were kept.
    await operations.waitForLoadState('networkidle')
    await main(operations).getByLabel('Day (Nairobi)').fill(day)
    await main(operations).getByRole('button', { name: 'Show bookings' }).click()
    await main(operations).getByRole('button', { name: `Manage ${reference}` }).click()
    const actions = main(operations).getByRole('group', { name: `Actions for booking ${reference}` })
    await actions.getByLabel('Practitioner').selectOption({ label: staffEmails.practitioner })
    await actions.getByRole('button', { name: 'Confirm and assign' }).click()
    await main(operations).getByText('Booking confirmed and the practitioner assigned.').waitFor()
    await main(operations).getByRole('row').filter({ hasText: reference }).getByRole('cell', { name: staffEmails.practitioner, exact: true }).waitFor()
    await screenshot(operations, 'care-loop-3-confirmed')

    // 3. The practitioner sees the session with the shared result.
    await practitioner.reload()
    const schedule = main(practitioner).getByRole('region', { name: 'My schedule' })
    await schedule.getByRole('row').filter({ hasText: 'Wanjiku Mwangi' }).waitFor()
    await schedule.getByRole('button', { name: `Open ${reference}` }).click()
    const shared = schedule.getByRole('region', { name: `Shared result: ${depression.informalTitle}` })
    await shared.getByText(grade, { exact: false }).first().waitFor()
    await shared.getByText('Score 10 of 27', { exact: false }).waitFor()
    await checkA11y(practitioner, 'practitioner schedule with the shared result')
    await screenshot(practitioner, 'care-loop-4-practitioner')

    // 4. The visitor moves the session through the manage link and a new code.
    await visitor.goto(manageLink)
    await main(visitor).getByLabel('Code', { exact: true }).fill(await sendAndReadCode(visitor, email))
    await main(visitor).getByRole('button', { name: 'Open my booking' }).click()
    await main(visitor).getByText('Here is your booking.').waitFor()
    await main(visitor).getByText(depression.informalTitle).first().waitFor()
    await main(visitor).getByLabel('New date').fill(movedDay)
    await main(visitor).getByLabel('New time (Kenyan time)').selectOption('11:00')
    await main(visitor).getByRole('button', { name: 'Move my booking' }).click()
    await main(visitor).getByText('Your booking has moved to the new time.').waitFor()
    await screenshot(visitor, 'care-loop-5-moved')

    // 5. Operations cancels it with a full refund.
    await main(operations).getByLabel('Day (Nairobi)').fill(movedDay)
    await main(operations).getByRole('button', { name: 'Show bookings' }).click()
    await main(operations).getByRole('button', { name: `Manage ${reference}` }).click()
    const moved = main(operations).getByRole('group', { name: `Actions for booking ${reference}` })
    await moved.getByLabel('Refund').selectOption('full')
    await moved.getByRole('button', { name: 'Cancel booking' }).click()
    await moved.getByRole('button', { name: 'Yes, cancel this booking' }).click()
    const row = main(operations).getByRole('row').filter({ hasText: reference })
    await row.getByText('Cancelled', { exact: true }).waitFor()
    await row.getByText(/refund requested/).waitFor()
    await screenshot(operations, 'care-loop-6-cancelled')

    // 6. The admin's audit log shows every step of this booking, each by its actor.
    await admin.reload()
    await main(admin).getByLabel('Record id').fill(serviceId)
    await main(admin).getByRole('button', { name: 'Show entries' }).click()
    const entries = main(admin).getByRole('region', { name: 'Audit entries' })
    const steps: [string | null, string][] = [
      [null, 'booking.visitor-open'],
      [null, 'booking.visitor-share-result'],
      [staffEmails.operations, 'booking.confirm'],
      [staffEmails.practitioner, 'booking.read'],
      [null, 'booking.visitor-reschedule'],
      [staffEmails.operations, 'booking.cancel'],
    ]
    for (const [who, action] of steps) {
      const entry = entries.getByRole('row').filter({ hasText: action }).filter({ hasText: who ?? '—' })
      await expect.poll(() => entry.count(), { message: `${who ?? 'visitor'} ${action}` }).toBeGreaterThan(0)
    }
    await main(admin).getByLabel('Record id').fill('')
    await main(admin).getByLabel('Staff email').fill(staffEmails.admin)
    await main(admin).getByRole('button', { name: 'Show entries' }).click()
    await entries.getByRole('row').filter({ hasText: 'staff.sign-in' }).filter({ hasText: staffEmails.admin }).first().waitFor()
    await checkA11y(admin, 'audit log')
    await screenshot(admin, 'care-loop-7-audit')
  }, 900_000)
})
