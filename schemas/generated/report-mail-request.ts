/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * one email address such as name@example.com, without spaces, commas or line breaks
 */
export type Email = string
/**
 * the test's address and the day, ending in .report.pdf (for example depression-2026-11-26.report.pdf)
 */
export type ReportFileName = string
/**
 * the PDF file in base64, at most 256 KB
 */
export type ReportPDF = string
/**
 * the version of the privacy notice shown, letters, digits, dots and hyphens (for example 2024-09)
 */
export type PrivacyNoticeVersion = string
/**
 * True when the visitor ticked the box; anything else refuses the request.
 */
export type ConsentToMailTheReport1 = boolean

/**
 * The body of POST /api/reports/email (issue 23 part 1; decision 089): the full report PDF the browser made, the address the visitor typed to receive it, and their consent. The server mails it once through the outbox and keeps neither the PDF nor the address after sending.
 */
export interface ReportMailRequest {
  email: Email
  report: FullReport
  consent: ConsentToMailTheReport
}
/**
 * The report as the browser made it.
 */
export interface FullReport {
  fileName: ReportFileName
  pdf: ReportPDF
}
/**
 * The visitor's consent to this mail under the privacy notice in force, given by ticking the box beside the address.
 */
export interface ConsentToMailTheReport {
  version: PrivacyNoticeVersion
  accepted: ConsentToMailTheReport1
}
