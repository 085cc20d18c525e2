/**
 * A visitor's data on their own (issue 23; decisions 076, 068, 086, 087), end to end against its
 * own server on 127.0.0.1:4201 whose mail goes to an SMTP catcher and whose database (PGlite in a
 * data folder this spec keeps) is encrypted with keys this spec knows:
 * PHQ-9 to a result; the full report PDF downloaded and its text read with pdfjs-dist (every
 * question and answer, the total, the band); the FHIR file downloaded and validated against the
 * FHIR R4 JSON schema; then a booking paid in the sandbox, the manage link and the mailed code;
 * the export downloaded (JSON checked field by field, and the PDF read); erasure; and, with the
 * server stopped, a raw dump of every table that holds nothing of that person, in clear or
 * decryptable with the keys, but the anonymised payment.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyringOf } from '../server/crypto/keyring.ts'
import { openDatabase } from '../server/db/database.ts'
import { rawDatabaseDump } from '../server/testing/database-dump.ts'
import { decryptableText } from '../server/testing/decrypted-dump.ts'
import { pdfText } from '../server/testing/pdf-text.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../server/testing/smtp-catcher.ts'
import { fhirValidator } from '../tools/fhir-validator.ts'
import { checkA11y } from './support/axe.ts'
import { launchBrowser, openPhonePage, screenshot } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading } from './support/journey.ts'
import { repoRoot, startServer, type RunningServer } from './support/server.ts'

const port = 4201
const key = randomBytes(32)
const keyring = keyringOf([{ id: 'e2e1', key }])
let dataDir: string
let catcher: SmtpCatcher
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'afya-e2e-rights-'))
  catcher = await startSmtpCatcher()
  server = await startServer({ port, timeoutMs: 300_000, env: { SMTP_URL: catcher.url, DATA_DIR: dataDir, DATA_ENCRYPTION_KEYS: `e2e1:${key.toString('base64')}` } })
  browser = await launchBrowser()
}, 400_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await catcher?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

type Option = { text: string; score: number }
type Definition = { questions: { id: string; question: string; options: Option[] }[]; scoring: { bands: { min: number; max: number; grade: string }[] }; resultHeading: string }
const phq9 = JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', 'tests', 'depression.json'), 'utf8')) as Definition
const main = (page: Page) => page.getByRole('main')
const fold = (text: string) => text.replace(/\s+/g, ' ').trim()

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = (await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()])) as [Download, void]
  const file = await download.path()
  return { name: download.suggestedFilename(), bytes: await readFile(file) }
}

function weekdayAhead(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

async function mailedCode(email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      () => {
        const mail = catcher.messages.filter((message) => message.envelopeTo.some((to) => to.includes(email)) && /code/i.test(message.headers['subject'] ?? '')).at(-1)
        code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined
        return code
      },
      { timeout: 30_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

const person = { first_name: 'Wanjikusha', last_name: 'Odhiambowe', phone: '0711 246 813', phoneStored: '+254711246813', email: 'wanjikusha.rights@example.com', notes: 'Panic attacks on the matatu since June' }

describe('a visitor’s data on their own', () => {
  it('keeps a PHQ-9 result as a PDF and as FHIR, then exports and erases everything held after a booking', async () => {
    const { page, pageErrors, context } = await openPhonePage(browser, server.baseUrl)

    // 1. PHQ-9 to a result (item 9 at 0, so no safety card).
    const positions = [1, 2, 0, 1, 3, 0, 1, 2, 0, 1]
    const total = positions.slice(0, 9).reduce((sum, position) => sum + position, 0)
    const band = phq9.scoring.bands.find((each) => each.min <= total && total <= each.max)!.grade
    const dialog = await openIntro(page, 'depression')
    await dialog.getByRole('button', { name: 'Begin Test' }).waitFor()
    await beginTest(page)
    for (const [index, position] of positions.entries()) {
      await onQuestion(page, index + 1, positions.length)
      await page.getByRole('radio').nth(position).check()
      if (index < positions.length - 1) await next(page)
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    await resultHeading(page, catalogTest('depression').resultHeading)
    await page.getByText(band).first().waitFor()

    // 2. The full report: every question with its chosen answer, the total and the band.
    const report = await downloaded(page, () => main(page).getByRole('button', { name: 'Get Full Report' }).click())
    expect(report.name).toMatch(/\.pdf$/)
    const reportText = fold(await pdfText(report.bytes))
    for (const [index, question] of phq9.questions.entries()) {
      expect(reportText, question.id).toContain(fold(question.question).slice(0, 40))
      expect(reportText, question.id).toContain(question.options[positions[index]!]!.text)
    }
    expect(reportText).toContain(band)
    expect(reportText).toMatch(new RegExp(`\\b${total}\\b`))

    // 3. FHIR: a Bundle with the QuestionnaireResponse and the Observation, valid R4, the LOINC total.
    const fhir = await downloaded(page, () => page.getByRole('button', { name: 'Save for my doctor (FHIR)' }).click())
    const bundle = JSON.parse(fhir.bytes.toString('utf8')) as { resourceType: string; entry: { resource: { resourceType: string; code?: { coding?: { system?: string; code?: string }[] }; valueInteger?: number; valueQuantity?: { value?: number } } }[] }
    expect(fhirValidator()(bundle)).toEqual([])
    const observation = bundle.entry.map((entry) => entry.resource).find((resource) => resource.resourceType === 'Observation' && resource.code?.coding?.some((coding) => coding.code === '44261-6'))
    expect(observation).toBeDefined()
    expect(observation!.valueInteger ?? observation!.valueQuantity?.value).toBe(total)
    expect(bundle.entry.some((entry) => entry.resource.resourceType === 'QuestionnaireResponse')).toBe(true)
    await screenshot(page, 'data-rights-1-result')

    // 4. A booking, paid in the sandbox; Manage my booking; the mailed code.
    const booked = await fetch(`${server.baseUrl}/api/appointments/book_appointment/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        first_name: person.first_name,
        last_name: person.last_name,
        practitioner: 'Psychologist',
        mode_of_consultation: 'Video call',
        payment_mode: 'payNow',
        appointment_date: weekdayAhead(14),
        appointment_time: '10:30',
        phone_number: person.phone,
        email: person.email,
        patient_notes: person.notes,
        consent: { version: '2024-09', accepted: true },
      }),
    })
    expect(booked.status).toBe(201)
    const serviceId = ((await booked.json()) as { data: { service_id: string } }).data.service_id
    await page.goto(`/checkout/${serviceId}`)
    await main(page).getByRole('button', { name: 'Pay Now' }).click()
    await page.frameLocator('iframe[title="Secure payment form"]').getByRole('button', { name: 'Approve payment' }).click()
    await page.waitForURL((url) => url.pathname === '/payment/confirmation')
    await main(page).getByRole('link', { name: 'Manage my booking' }).click()
    await page.waitForURL((url) => url.pathname === '/manage')
    await main(page).getByRole('button', { name: 'Send me a code' }).click()
    await main(page).getByLabel('Code').fill(await mailedCode(person.email))
    await main(page).getByRole('button', { name: 'Open my booking' }).click()
    await main(page).getByText('Here is your booking.').waitFor()
    const reference = (await main(page).locator('dl.manage-summary dd').first().textContent())!.trim()

    // 5. The export: JSON checked, then the PDF read.
    const yourData = main(page).getByRole('region', { name: 'Your data' })
    const json = await downloaded(page, () => yourData.getByRole('button', { name: 'Download as JSON' }).click())
    expect(json.name).toBe(`afya-hub-my-data-${reference}.json`)
    const exported = JSON.parse(json.bytes.toString('utf8'))
    expect(exported.openedWith).toBe(reference)
    expect(exported.bookings).toHaveLength(1)
    expect(exported.bookings[0]).toMatchObject({
      id: serviceId,
      contact: { firstName: person.first_name, lastName: person.last_name, email: person.email, phone: person.phoneStored },
      notesAtBooking: person.notes,
      practitioner: 'Psychologist',
      date: weekdayAhead(14),
      time: '10:30',
      paid: true,
    })
    expect(exported.payments).toHaveLength(1)
    expect(exported.payments[0]).toMatchObject({ bookingReference: reference, status: 'paid', amountKes: exported.bookings[0].amountKes })
    expect(exported.mails.map((mail: { kind: string }) => mail.kind)).toEqual(expect.arrayContaining(['booking-confirmation', 'payment-receipt', 'manage-code']))
    expect(exported.sms.length).toBeGreaterThanOrEqual(1)
    expect(exported.consents).toEqual([{ about: 'booking', bookingReference: reference, version: '2024-09', givenAt: expect.any(String) }])
    const exportPdf = await downloaded(page, () => yourData.getByRole('button', { name: 'Download as PDF' }).click())
    const exportText = fold(await pdfText(exportPdf.bytes))
    for (const expected of ['Everything we hold about you', person.first_name, person.last_name, person.email, person.phoneStored, person.notes, reference, 'Payments', 'Consents you gave', '2024-09']) expect(exportText).toContain(expected)
    await checkA11y(page, 'manage page with your data')
    await screenshot(page, 'data-rights-2-your-data')

    // 6. Erasure: the rule first, then at once.
    await yourData.getByText(/cannot be undone/).waitFor()
    await yourData.getByText(/full refund until 24 hours before the session/).waitFor()
    await yourData.getByRole('button', { name: 'Erase my data' }).click()
    await yourData.getByRole('button', { name: 'Yes, erase my data now' }).click()
    await main(page).getByText(/Your data is erased\./).waitFor()
    await screenshot(page, 'data-rights-3-erased')
    expect(pageErrors).toEqual([])
    await context.close()

    // 7. The database as a copy of it would be: nothing of the person, in clear or decryptable.
    await server.stop()
    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const dump = await rawDatabaseDump(database.db)
      const opened = decryptableText(dump, keyring)
      expect(opened.length).toBeGreaterThan(0)
      for (const trace of [person.first_name, person.last_name, person.email, person.phoneStored, person.phoneStored.slice(4), person.notes]) {
        expect(dump, trace).not.toContain(trace)
        expect(opened, trace).not.toContain(trace)
      }
      const payments = dump.split('\n== ').find((part) => part.startsWith('payment_orders\n'))!
      expect(payments).toContain(serviceId)
      expect(payments).toContain(',paid,')
      const booking = dump.split('\n').find((line) => line.startsWith(`(${serviceId},`))!
      expect(booking).toBeDefined()
    } finally {
      await database.close()
    }
  }, 1_200_000)
})
