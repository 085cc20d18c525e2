/**
 * POST /api/reports/email (issue 23 part 1; decision 089): "Email it to me". The browser posts
 * the full report PDF it made (base64, at most 256 KB), the address the visitor typed and their
 * consent under the privacy notice in force. The server checks that the file is a PDF, queues one
 * mail with it attached (encrypted at rest like every outbox message) and answers 202; the outbox
 * worker sends it and then blanks the row's address, text and PDF (mail/outbox-worker.ts), so
 * nothing of it is kept. Every refusal names its field and writes nothing:
 * - the schema's (address, file name, base64, size, unknown fields), and a body over the route's
 *   limit (413);
 * - /report/pdf when the bytes are not a PDF; /consent/accepted and /consent/version as for
 *   bookings (decision 077);
 * - /email when this address has had RATE_LIMIT_REPORT_MAILS_PER_RECIPIENT_PER_DAY reports in the
 *   last day, whoever asked (429): the mail cannot be used to flood an inbox. The count is kept by
 *   the rate limiter (Redis or memory) under a hash of the address, never in the database.
 * Each client address is also held to the mail-sending routes' limit (plugins/rate-limit-table.ts).
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { ReportMailRequest } from '#schemas/generated/report-mail-request.ts'
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import reportMailRequestSchema from '#schemas/report-mail-request.schema.json' with { type: 'json' }
import { consentRecord } from '../bookings/consent.ts'
import { answerMessage, answerSentence } from '../i18n/answer-messages.ts'
import { requestLocale } from '../i18n/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { reportMail } from '../mail/report-mail.ts'
import { RequestValidationError } from '../plugins/validation.ts'
import { answerSchema, errorAnswers } from './answer-schemas.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'

registerSchema('report-mail-request.schema.json', reportMailRequestSchema)

/** The largest PDF taken: the PHQ-9 report is about 6 KB, the longest test's a few times that. */
export const maxReportBytes = 256 * 1024
const oneDay = 24 * 60 * 60_000

export const reportQueuedMessage = answerMessage(/*i18n*/ {
  id: 'api.report-mail.queued',
  message: 'Your report is on its way to the address you typed. We delete the report and the address as soon as the mail is sent.',
})
export const notAPdfMessage = answerMessage(/*i18n*/ { id: 'api.report-mail.not-pdf', message: 'The report is not a PDF file. Make the report again and send it once more.' })
export const reportConsentMessage = answerMessage(/*i18n*/ { id: 'api.report-mail.consent-required', message: 'Tick the box to agree that we mail the report to this address.' })

function tooManyReportsMessage(limit: number): string {
  return answerSentence(
    /*i18n*/ {
      id: 'api.report-mail.too-many',
      message: 'This address has already been sent {limit, plural, one {# report} other {# reports}} today. Please try again tomorrow, or download the report instead.',
    },
    { limit },
  )
}

/** The bytes of a PDF file (it starts with %PDF- and ends with %%EOF), or undefined. */
export function pdfBytes(base64: string): Buffer | undefined {
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length < 16 || bytes.length > maxReportBytes) return undefined
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return undefined
  if (!bytes.subarray(-32).toString('latin1').includes('%%EOF')) return undefined
  return bytes
}

const queued = answerSchema(messageAnswerSchema)

/** The address a report mail goes to, as the per-recipient limit counts it (the body is validated before the limit runs). */
function recipientOf(body: unknown): string {
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

export async function reportMailRoutes(app: FastifyInstance): Promise<void> {
  const limit = app.config.rateLimits.reportMailsPerRecipient
  const perRecipient = app.createRateLimit({
    max: limit,
    timeWindow: oneDay,
    keyGenerator: (request) => `report-to:${createHash('sha256').update(recipientOf(request.body)).digest('hex')}`,
  })

  addCallRoute<{ Body: ReportMailRequest }>(
    app,
    'reportMail',
    // Room for the schema's largest PDF in base64 and the rest of the body; anything bigger is a 413 before parsing.
    { bodyLimit: 400_000, schema: { ...requestSchemas('reportMail'), response: { 202: queued, ...errorAnswers } } },
    async (request, reply) => {
      const { email, report, consent } = request.body
      const problems = []
      const pdf = pdfBytes(report.pdf)
      if (!pdf) problems.push({ path: '/report/pdf', message: notAPdfMessage })
      const agreed = consentRecord(consent, new Date())
      if ('path' in agreed) problems.push(agreed.path === '/consent/accepted' ? { ...agreed, message: reportConsentMessage } : agreed)
      if (problems.length > 0 || !pdf) throw new RequestValidationError(problems)

      const counted = await perRecipient(request)
      if (!counted.isAllowed && counted.isExceeded) {
        reply.header('retry-after', Math.max(1, counted.ttlInSeconds))
        return reply.code(429).send({ message: tooManyReportsMessage(limit), errors: [{ path: '/email', message: tooManyReportsMessage(limit) }] })
      }
      await enqueueMail(app.db, reportMail(email.trim(), { fileName: report.fileName, pdf }, requestLocale(request)))
      return reply.code(202).send({ message: reportQueuedMessage })
    },
  )
}
