/**
 * "Email it to me" (POST /api/reports/email; decision 089) through app.inject() on both databases,
 * with the mail worker sending to a real SMTP server on 127.0.0.1 (the SMTP catcher):
 * - the PDF arrives once as an attachment whose text holds the answers, the total and the band;
 * - before sending the outbox holds it only encrypted; after sending (or giving up) a raw read of
 *   the database holds neither the PDF nor the address;
 * - every refusal names its field and writes nothing; the per-recipient limit; Kiswahili.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpTransport, type MailTransport } from '../mail/mail-transport.ts'
import { drainOutboxOnce } from '../mail/outbox-worker.ts'
import { currentConsentVersion } from '../bookings/consent.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { mailAttachments } from '../testing/mail-parts.ts'
import { pdfText } from '../testing/pdf-text.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const mailFrom = 'Afya Hub <hello@afyahub.example>'
const slowMachine = 300_000

/** A report as the browser makes it, in short: the answers with their points, the total and the band. */
async function reportPdf(lines: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  const page = document.addPage([595, 842])
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 780 - index * 18, size: 11, font }))
  return document.save()
}

const reportLines = [
  'Full report: Depression check (PHQ-9)',
  'Little interest or pleasure in doing things: Several days (1 point)',
  'Feeling down, depressed, or hopeless: More than half the days (2 points)',
  'Total score: 14 of 27',
  'Result: Moderate depression',
]

let nextAddress = 1
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

describe.each(testDatabaseKinds)('POST /api/reports/email on %s', (kind) => {
  let testApp: TestApp
  let catcher: SmtpCatcher
  let transport: MailTransport
  let pdf: Uint8Array
  let pdfBase64: string
  beforeAll(async () => {
    catcher = await startSmtpCatcher()
    transport = smtpTransport(catcher.url)
    testApp = await createTestApp({ kind, env: { MAIL_FROM: mailFrom, PUBLIC_BASE_URL: 'https://afyahub.example', RATE_LIMIT_REPORT_MAILS_PER_RECIPIENT_PER_DAY: '2' } })
    await testApp.app.ready()
    pdf = await reportPdf(reportLines)
    pdfBase64 = Buffer.from(pdf).toString('base64')
  }, slowMachine)
  afterAll(async () => {
    transport?.close()
    await testApp?.app.close()
    await catcher?.close()
  })

  const body = (overrides: Record<string, unknown> = {}) => ({
    email: 'Achieng.Report@Example.co.ke',
    report: { fileName: 'depression-2026-11-26.report.pdf', pdf: pdfBase64 },
    consent: { version: currentConsentVersion, accepted: true },
    ...overrides,
  })
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/api/reports/email', payload: payload as object, headers, remoteAddress: freshAddress() })
  const outboxCount = async () => Number((await testApp.app.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const drain = () => drainOutboxOnce({ db: testApp.app.db, transport, from: mailFrom, batchSize: 50 })
  // The mail server may write the domain in lower case.
  const mailTo = (address: string) => catcher.messages.find((message) => message.envelopeTo.some((to) => to.toLowerCase() === address))!

  it(
    'mails the PDF once as an attachment, holds it only encrypted, then keeps neither the PDF nor the address',
    async () => {
      const response = await send(body())
      expect(response.statusCode).toBe(202)
      expect(response.json().message).toMatch(/^Your report is on its way/)

      // Queued: a raw copy of the database shows neither the address nor the PDF (nor its text).
      const queued = await rawDatabaseDump(testApp.app.db)
      for (const secret of ['Achieng.Report', 'achieng.report', pdfBase64.slice(0, 40), 'PDF-1.', 'Moderate depression', Buffer.from(pdf.subarray(0, 40)).toString('hex')]) expect(queued).not.toContain(secret)

      expect(await drain()).toMatchObject({ sent: 1 })
      const mail = mailTo('achieng.report@example.co.ke')
      expect(mail.headers.subject).toBe('Your Afya Hub report')
      const [attachment, ...others] = mailAttachments(mail.raw)
      expect(others).toEqual([])
      expect(attachment).toMatchObject({ name: 'depression-2026-11-26.report.pdf', contentType: 'application/pdf' })
      expect(Buffer.compare(attachment!.content, Buffer.from(pdf))).toBe(0)
      const text = await pdfText(attachment!.content)
      for (const line of reportLines) expect(text).toContain(line)

      // Sent: the row says a report went and when, and nothing else.
      const sent = await testApp.app.db.withoutPlugins().selectFrom('outbox').selectAll().where('kind', '=', 'full-report').execute()
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ attachment: null, attachment_name: null, list_unsubscribe: null, delivered_via: 'smtp' })
      expect(sent[0]!.sent_at).toBeInstanceOf(Date)
      expect(sent[0]!.purged_at).toBeInstanceOf(Date)
      const decrypted = await testApp.app.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).where('kind', '=', 'full-report').executeTakeFirstOrThrow()
      expect(decrypted).toEqual({ recipient: '', subject: '', body: '' })
      const after = await rawDatabaseDump(testApp.app.db)
      for (const secret of ['Achieng.Report', 'achieng.report', pdfBase64.slice(0, 40), Buffer.from(pdf.subarray(0, 40)).toString('hex')]) expect(after).not.toContain(secret)
    },
    slowMachine,
  )

  it(
    'writes the mail and the answer in Kiswahili for a Kiswahili page',
    async () => {
      const response = await send(body({ email: 'baraka.ripoti@example.com' }), { 'accept-language': 'sw' })
      expect(response.statusCode).toBe(202)
      expect(response.json().message).toMatch(/^Ripoti yako/)
      await drain()
      const mail = mailTo('baraka.ripoti@example.com')
      expect(mail.headers.subject).toBe('Ripoti yako ya Afya Hub')
      expect(mail.raw).toMatch(/Habari/)
    },
    slowMachine,
  )

  it(
    'blanks the row when the mail server refuses the address for good',
    async () => {
      await drain()
      catcher.refuse({ stage: 'recipient', responseCode: 550, message: '5.1.1 <wrong.report@example.com> no such user' })
      try {
        expect((await send(body({ email: 'wrong.report@example.com' }))).statusCode).toBe(202)
        expect(await drain()).toMatchObject({ failed: 1 })
      } finally {
        catcher.refuse(undefined)
      }
      const dump = await rawDatabaseDump(testApp.app.db)
      expect(dump).not.toContain('wrong.report')
      const failed = await testApp.app.db.selectFrom('outbox').select(['recipient', 'body', 'attachment', 'last_error', 'failed_at']).where('kind', '=', 'full-report').where('failed_at', 'is not', null).execute()
      expect(failed).toEqual([{ recipient: '', body: '', attachment: null, last_error: 'EENVELOPE 550', failed_at: expect.any(Date) }])
    },
    slowMachine,
  )

  it.each([
    ['an address that is not one', { email: 'not an address' }, '/email'],
    ['a file that is not a PDF', { report: { fileName: 'depression-2026-11-26.report.pdf', pdf: Buffer.from('<html>not a report</html>').toString('base64') } }, '/report/pdf'],
    ['a PDF over 256 KB', { report: { fileName: 'depression-2026-11-26.report.pdf', pdf: 'A'.repeat(349_532) } }, '/report/pdf'],
    ['a file name that is not a report', { report: { fileName: '../../etc/passwd', pdf: 'JVBERi0xLjcK' } }, '/report/fileName'],
    ['a consent not given', { consent: { version: '2024-09', accepted: false } }, '/consent/accepted'],
    ['an old notice version', { consent: { version: '2023-01', accepted: true } }, '/consent/version'],
    ['an unknown field', { name: 'Achieng' }, '/name'],
  ])(
    'refuses %s naming the field, and writes nothing',
    async (_name, overrides, path) => {
      const before = await outboxCount()
      const response = await send(body(overrides))
      expect(response.statusCode).toBe(400)
      const answer = response.json() as { message: string; errors: { path: string; message: string }[] }
      expect(answer.errors.map((problem) => problem.path)).toContain(path)
      expect(await outboxCount()).toBe(before)
    },
    slowMachine,
  )

  it(
    'refuses a body over the route limit before reading it',
    async () => {
      const before = await outboxCount()
      const response = await send(body({ report: { fileName: 'depression-2026-11-26.report.pdf', pdf: 'A'.repeat(500_000) } }))
      expect(response.statusCode).toBe(413)
      expect(await outboxCount()).toBe(before)
    },
    slowMachine,
  )

  it(
    'sends one address at most RATE_LIMIT_REPORT_MAILS_PER_RECIPIENT_PER_DAY reports, whoever asks, and says so at /email',
    async () => {
      expect((await send(body({ email: 'flooded@example.org' }))).statusCode).toBe(202)
      expect((await send(body({ email: 'FLOODED@example.org' }))).statusCode).toBe(202)
      const before = await outboxCount()
      const refused = await send(body({ email: ' Flooded@Example.org' }))
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ errors: [{ path: '/email', message: expect.stringMatching(/already been sent 2 reports today/) }] })
      expect(await outboxCount()).toBe(before)
      expect((await send(body({ email: 'someone.else@example.org' }))).statusCode).toBe(202)
    },
    slowMachine,
  )
})
