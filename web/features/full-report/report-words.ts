/**
 * The full report's own words (headings, labels, the doctor's letter), as Lingui messages. The
 * report is written in the language the test was taken in, which may not be the page's (a test
 * with no Kiswahili version, taken on a Kiswahili page, is in English), so the words are read
 * through an I18n instance of their own, loaded with this folder's catalogue in that language,
 * and the page's active language is left alone.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '#schemas/locales.ts'

const words = {
  title: msg({ message: 'Full report', comment: 'Full report PDF: title on the first page' }),
  takenOn: msg({ message: 'Taken on {date}', comment: 'Full report PDF: the day the test was taken (Nairobi), e.g. "Taken on 26 November 2026"' }),
  source: msg({ message: 'Source', comment: 'Full report PDF: heading of the instrument, its citation and licence' }),
  answersHeading: msg({ message: 'Your answers', comment: 'Full report PDF: heading of the question-by-question list' }),
  answerLabel: msg({ message: 'Answer', comment: 'Full report PDF: label before the answer chosen' }),
  pointsLabel: msg({ message: 'Points', comment: 'Full report PDF: label before the points an answer scored' }),
  noAnswer: msg({ message: 'No answer', comment: 'Full report PDF: a question left empty' }),
  resultHeading: msg({ message: 'Your result', comment: 'Full report PDF: heading of the total and band' }),
  total: msg({ message: 'Total: {score} of {maximum}', comment: 'Full report PDF: the total score out of the highest possible' }),
  totalOpen: msg({ message: 'Total: {score}', comment: 'Full report PDF: an open-ended total (no maximum)' }),
  band: msg({ message: 'Band: {grade}', comment: 'Full report PDF: the band (grade) the total falls in' }),
  bandsHeading: msg({ message: 'All bands of this test', comment: 'Full report PDF: heading of the table of every band with its cut-offs' }),
  scoreColumn: msg({ message: 'Score', comment: 'Full report PDF: column of the bands table (e.g. "5 to 9")' }),
  bandColumn: msg({ message: 'Band', comment: 'Full report PDF: column of the bands table' }),
  range: msg({ message: '{min} to {max}', comment: 'Full report PDF: a band cut-off range, e.g. "5 to 9"' }),
  rangeBelow: msg({ message: '{min} to below {below}', comment: 'Full report PDF: a band with an exclusive upper limit, e.g. "18.5 to below 25"' }),
  rangeFrom: msg({ message: '{min} or more', comment: 'Full report PDF: the top band with no upper limit' }),
  yourBand: msg({ message: '(your result)', comment: 'Full report PDF: marks the visitor’s band in the bands table' }),
  meansHeading: msg({ message: 'What this result means', comment: 'Full report PDF: heading' }),
  notMeansHeading: msg({ message: 'What it does not mean', comment: 'Full report PDF: heading of the disclaimer' }),
  notDiagnosis: msg({
    message: 'This is a screening, not a diagnosis. Only a health worker who talks with you and examines you can diagnose a condition.',
    comment: 'Full report PDF: under "What it does not mean"',
  }),
  checklistNotice: msg({
    message: 'This check is built from health guidelines. It is not a validated screening scale: its score counts the points the guidelines name, and its grades have not been tested as a measure.',
    comment: 'Full report PDF: the notice for a guideline checklist',
  }),
  nextStepsHeading: msg({ message: 'Next steps', comment: 'Full report PDF: heading' }),
  flagsHeading: msg({ message: 'Safety alerts', comment: 'Full report PDF: heading of the risk flags that fired' }),
  crisisHeading: msg({ message: 'Help now, in Kenya', comment: 'Full report PDF: heading of the crisis contacts, shown when a risk flag fired' }),
  letterHeading: msg({ message: 'For your doctor or clinic', comment: 'Full report PDF: heading of the one-page letter' }),
  letterIntro: msg({
    message: 'The person bringing this letter took the {test} on {date}, on their own, online. These are their answers as given; no health worker was present.',
    comment: 'Full report PDF letter: what was done',
  }),
  letterIntroNamed: msg({
    message: '{name} took the {test} on {date}, on their own, online. These are their answers as given; no health worker was present.',
    comment: 'Full report PDF letter: what was done, with the name the visitor typed',
  }),
  letterFlags: msg({ message: 'Flags raised', comment: 'Full report PDF letter: label before the risk flags' }),
  letterNoFlags: msg({ message: 'No safety flag was raised.', comment: 'Full report PDF letter' }),
  letterAsk: msg({
    message: 'Please review these answers with them and advise on any further assessment. The full answers are on the pages before this one.',
    comment: 'Full report PDF letter: the request to the clinician',
  }),
  clinicianLine: msg({ message: 'Clinician’s notes, name and signature:', comment: 'Full report PDF letter: a line left blank for the clinician' }),
  footer: msg({ message: 'Page {page} of {pages}', comment: 'Full report PDF: page number at the foot of each page' }),
} satisfies Record<string, MessageDescriptor>

export type ReportWordKey = keyof typeof words
/** Renders a report word, with its values. */
export type ReportWords = (key: ReportWordKey, values?: Record<string, string | number>) => string

const catalogues = import.meta.glob<{ messages: Messages }>('./locales/*.po')

/** The report's words in `locale`, without touching the page's language. */
export async function reportWordsIn(locale: Locale): Promise<ReportWords> {
  const importer = catalogues[`./locales/${locale}.po`]
  const messages = importer ? (await importer()).messages : {}
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } })
  return (key, values) => {
    const { id, message } = words[key]
    return i18n._(id, values, message === undefined ? undefined : { message })
  }
}
