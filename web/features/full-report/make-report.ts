/**
 * The full report's builder, fetched on the first press of "Get Full Report" so the test route
 * does not carry pdf-lib: the report's words in the visitor's language, its blocks, then the PDF.
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { reportBlocks } from './report-content.ts'
import { reportPdf } from './report-pdf.ts'
import { reportWordsIn } from './report-words.ts'

export type FullReportInput = {
  definition: TestDefinition
  answers: readonly Answer[]
  result: AssessmentResult
  language: Locale
  takenAt: Date
  name?: string | undefined
}

/** The full report as PDF bytes: its words in `language`, the test's texts as the definition gives them. */
export async function makeFullReport(input: FullReportInput): Promise<Uint8Array> {
  const words = await reportWordsIn(input.language)
  const blocks = reportBlocks({ ...input, words })
  return reportPdf(blocks, { title: `${words('title')}: ${input.definition.informalTitle}`, language: input.language, words })
}

/** The file's name: the test's address and the Nairobi day, e.g. depression-2026-11-26.report.pdf. */
export function fullReportFileName(definition: TestDefinition, takenAt: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(takenAt)
  return `${definition.routeSlug}-${day}.report.pdf`
}
