/**
 * The mailed full report (issue 23 part 1; decision 089): the PDF the visitor's browser made,
 * attached to a short mail in the page's language, sent once to the address they typed. The row
 * is purged when the worker is done with it (sent, or given up on), so the server keeps neither
 * the PDF nor the address. The subject and body name no test and no result: the PDF is the report.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'
import type { OutgoingMail } from './outbox.ts'

const brand = placeholderSite.brand.name

export const reportMailKind = 'full-report'

export function reportMail(recipient: string, report: { fileName: string; pdf: Uint8Array }, locale: Locale): OutgoingMail {
  const i18n = i18nFor(locale)
  return {
    kind: reportMailKind,
    recipient,
    subject: i18n._(/*i18n*/ { id: 'mail.report.subject', message: 'Your {brand} report', values: { brand } }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.greeting', message: 'Hello,' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.report.attached', message: 'The full report you asked for is attached as a PDF. It ends with a one-page letter you can take to your doctor or clinic.' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.report.not-kept', message: 'We do not keep the report or your address: both are deleted from our systems as soon as this mail has been sent.' }),
      i18n._(/*i18n*/ { id: 'mail.report.not-you', message: 'If you did not ask for this report, you can delete this mail; nothing else will be sent to this address.' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.signature.team', message: 'The {brand} team', values: { brand } }),
      i18n._(/*i18n*/ { id: 'mail.signature.disclaimer', message: '{brand} gives information, not a diagnosis. In an emergency call 999 or 112.', values: { brand } }),
    ].join('\n'),
    attachment: { name: report.fileName, contentType: 'application/pdf', bytes: report.pdf },
    purgeWhenDone: true,
  }
}
