/**
 * "Email it to me" end to end (issue 23 part 1; decision 089), against its own server on
 * 127.0.0.1:4250 whose mail goes to an SMTP catcher (the visitor's inbox here): PHQ-9 to a result,
 * the address typed and the box ticked, the report mailed; the mail's PDF attachment, read with
 * pdfjs-dist, holds every question's chosen answer, the total and the band. Offline the button
 * says it needs a connection while Get Full Report stays available.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailAttachments } from '../server/testing/mail-parts.ts'
import { pdfText } from '../server/testing/pdf-text.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../server/testing/smtp-catcher.ts'
import { launchBrowser, openPhonePage, screenshot, servedByWorker } from './support/browser.ts'
import { beginTest, catalogTest, next, onQuestion, openIntro, resultHeading } from './support/journey.ts'
import { repoRoot, startServer, type RunningServer } from './support/server.ts'

const port = 4250
let catcher: SmtpCatcher
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  catcher = await startSmtpCatcher()
  server = await startServer({ port, timeoutMs: 180_000, env: { SMTP_URL: catcher.url, RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '100000' } })
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await catcher?.close()
})

type Definition = { questions: { id: string; question: string; options: { text: string }[] }[]; scoring: { bands: { min: number; max: number; grade: string }[] } }
const phq9 = JSON.parse(readFileSync(path.join(repoRoot, 'tests-catalog', 'tests', 'depression.json'), 'utf8')) as Definition
const main = (page: Page) => page.getByRole('main')
const fold = (text: string) => text.replace(/\s+/g, ' ').trim()

async function phq9Result(page: Page, positions: number[]): Promise<void> {
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
}

describe('Email it to me', () => {
  it('mails the report made in the browser; its PDF holds every answer, the total and the band', async () => {
    const { page, pageErrors } = await openPhonePage(browser, server.baseUrl)
    const positions = [2, 1, 0, 3, 1, 0, 2, 1, 0, 1]
    const total = positions.slice(0, 9).reduce((sum, position) => sum + position, 0)
    const band = phq9.scoring.bands.find((each) => each.min <= total && total <= each.max)!.grade
    await phq9Result(page, positions)

    const address = 'mailed.report@example.com'
    await main(page).getByLabel('Your email address').fill(address)
    await main(page).getByRole('checkbox', { name: /I agree that the report is mailed to this address/ }).check()
    await main(page).getByRole('button', { name: 'Email it to me' }).click()
    await main(page).getByText(/Your report is on its way to the address you typed/).waitFor({ timeout: 60_000 })
    await screenshot(page, 'report-mail-sent')

    await expect.poll(() => catcher.messages.filter((message) => message.envelopeTo.includes(address)).length, { timeout: 60_000, interval: 250 }).toBe(1)
    const mail = catcher.messages.find((message) => message.envelopeTo.includes(address))!
    expect(mail.headers.subject).toBe('Your Afya Hub report')
    const [attachment] = mailAttachments(mail.raw)
    expect(attachment?.name).toMatch(/^depression-\d{4}-\d{2}-\d{2}\.report\.pdf$/)
    const text = fold(await pdfText(attachment!.content))
    for (const [index, question] of phq9.questions.entries()) {
      expect(text, question.id).toContain(fold(question.question).slice(0, 40))
      expect(text, question.id).toContain(question.options[positions[index]!]!.text)
    }
    expect(text).toContain(band)
    expect(text).toMatch(new RegExp(`\\b${total}\\b`))
    expect(pageErrors).toEqual([])
  })

  it('says the mail needs a connection when offline, and the download still works', async () => {
    // A visitor who has been on the site before: its worker has the report maker in its precache,
    // so the PDF is made on the device without a connection.
    const { page, context } = await openPhonePage(browser, server.baseUrl, { serviceWorkers: 'allow' })
    await page.goto('/')
    await servedByWorker(page)
    await phq9Result(page, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    await main(page).getByRole('button', { name: 'Email it to me' }).waitFor()
    await context.setOffline(true)
    await resultHeading(page, catalogTest('depression').resultHeading)
    const button = main(page).getByRole('button', { name: 'Email needs a connection' })
    await button.waitFor()
    expect(await button.isDisabled()).toBe(true)
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), main(page).getByRole('button', { name: 'Get Full Report' }).click()])
    expect(download.suggestedFilename()).toMatch(/\.report\.pdf$/)
    await context.setOffline(false)
    await main(page).getByRole('button', { name: 'Email it to me' }).waitFor()
  })
})
