/**
 * What the full report says, as a list of blocks in reading order, with no layout: the test and
 * its source, each answer on the path with its points, the total, the band and every band's
 * cut-offs, what the result means and does not mean, the next steps, the crisis contacts when a
 * risk flag fired, and the one-page letter for a doctor or clinic. report-pdf.ts lays it out.
 */
import { answerScore, answersOnPath, answerText, followPath } from '#engine/flow.ts'
import type { Answer, AssessmentResult, Question, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import type { ReportWords } from './report-words.ts'

export type Block =
  /** keepWithNext: laid out on the same page as the block after it (a question, its answer and its points). */
  | { kind: 'title' | 'heading' | 'subheading' | 'text' | 'small' | 'bullet' | 'signature'; text: string; keepWithNext?: true }
  | { kind: 'row'; cells: [string, string]; strong?: boolean }
  | { kind: 'page-break' }

export type ReportInput = {
  definition: TestDefinition
  answers: readonly Answer[]
  result: AssessmentResult
  /** The language of the report's own words and dates (the page's); the test's texts are the definition's. */
  language: Locale
  takenAt: Date
  /** A name the visitor typed for the letter; never sent anywhere. */
  name?: string | undefined
  words: ReportWords
}

/** A number as the report's language writes it (a decimal comma in neither: totals are plain). */
function numberText(value: number, language: Locale): string {
  return new Intl.NumberFormat(language === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 2 }).format(value)
}

/** The day the test was taken, in Nairobi, written out in the report's language. */
export function nairobiDate(at: Date, language: Locale): string {
  return new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', { timeZone: 'Africa/Nairobi', day: 'numeric', month: 'long', year: 'numeric' }).format(at)
}

function reportAnswerText(question: Question, answer: Answer, input: ReportInput): string {
  return answerText(question, answer, { none: input.words('noAnswer'), number: (value) => numberText(value, input.language) })
}

function answerBlocks(input: ReportInput): Block[] {
  const { definition, answers, words, language } = input
  const { path } = followPath(definition, answers)
  const onPath = answersOnPath(answers, path, definition.questions.length)
  return path.flatMap((index, position): Block[] => {
    const question = definition.questions[index]!
    const answer = onPath[index] ?? null
    const scored = question.type !== 'user-input-text'
    return [
      { kind: 'subheading', text: `${position + 1}. ${question.question}`, keepWithNext: true },
      { kind: 'text', text: `${words('answerLabel')}: ${reportAnswerText(question, answer, input)}`, ...(scored ? { keepWithNext: true as const } : {}) },
      ...(scored ? [{ kind: 'small', text: `${words('pointsLabel')}: ${numberText(answerScore(question, answer), language)}` } as const] : []),
    ]
  })
}

function bandBlocks(input: ReportInput): Block[] {
  const { definition, result, words, language } = input
  const number = (value: number) => numberText(value, language)
  return [
    { kind: 'subheading', text: words('bandsHeading') },
    { kind: 'row', cells: [words('scoreColumn'), words('bandColumn')], strong: true },
    ...definition.scoring.bands.map((band): Block => {
      const range =
        band.max !== undefined
          ? words('range', { min: number(band.min), max: number(band.max) })
          : band.below !== undefined
            ? words('rangeBelow', { min: number(band.min), below: number(band.below) })
            : words('rangeFrom', { min: number(band.min) })
      const mine = band.grade === result.grade
      return { kind: 'row', cells: [range, mine ? `${band.grade} ${words('yourBand')}` : band.grade], strong: mine }
    }),
  ]
}

/** The risk flags that fired: the suicide-risk message and any danger signs. */
export function firedFlags(result: AssessmentResult): string[] {
  return [...(result.suicideRisk ? [result.suicideRisk] : []), ...(result.dangerSigns ?? [])]
}

function crisisBlocks(input: ReportInput): Block[] {
  const sw = input.language === 'sw'
  const card = crisisContacts.card
  return [
    { kind: 'heading', text: input.words('crisisHeading') },
    { kind: 'text', text: sw ? card.sw.message : card.message },
    ...crisisContacts.contacts.map((contact): Block => {
      const service = sw && contact.sw?.service ? contact.sw.service : contact.service
      return { kind: 'bullet', text: `${service}: ${contact.numbers.map((number) => number.display).join(', ')} (${contact.hours})` }
    }),
  ]
}

function letterBlocks(input: ReportInput, date: string, totalText: string, flags: string[]): Block[] {
  const { definition, result, words } = input
  const test = `${definition.source.instrument}`
  const name = input.name?.trim()
  return [
    { kind: 'page-break' },
    { kind: 'title', text: words('letterHeading') },
    { kind: 'text', text: name ? words('letterIntroNamed', { name, test, date }) : words('letterIntro', { test, date }) },
    { kind: 'text', text: `${totalText}. ${words('band', { grade: result.grade })}.` },
    ...(flags.length > 0 ? [{ kind: 'subheading', text: words('letterFlags') } as const, ...flags.map((flag) => ({ kind: 'bullet', text: flag }) as const)] : [{ kind: 'text', text: words('letterNoFlags') } as const]),
    { kind: 'small', text: `${words('source')}: ${definition.source.citation}` },
    { kind: 'text', text: words('letterAsk') },
    { kind: 'signature', text: words('clinicianLine') },
  ]
}

/** The report's blocks, in reading order; the letter starts on a page of its own. */
export function reportBlocks(input: ReportInput): Block[] {
  const { definition, result, words, language } = input
  const date = nairobiDate(input.takenAt, language)
  const score = numberText(result.totalScore, language)
  const totalText = result.openEnded ? words('totalOpen', { score }) : words('total', { score, maximum: numberText(result.expectedTotalScore, language) })
  const flags = firedFlags(result)
  const { source } = definition
  const subscales = result.subscales ?? []
  return [
    { kind: 'title', text: `${words('title')}: ${definition.informalTitle} (${definition.formalTitle})` },
    { kind: 'text', text: words('takenOn', { date }) },
    ...(flags.length > 0 ? [{ kind: 'heading', text: words('flagsHeading') } as const, ...flags.map((flag) => ({ kind: 'bullet', text: flag }) as const)] : []),
    { kind: 'heading', text: words('resultHeading') },
    { kind: 'text', text: totalText },
    { kind: 'text', text: words('band', { grade: result.grade }) },
    ...subscales.map((subscale): Block => ({ kind: 'bullet', text: `${subscale.label}: ${numberText(subscale.score, language)} (${subscale.grade})` })),
    ...bandBlocks(input),
    { kind: 'heading', text: words('meansHeading') },
    ...[result.description, result.impact, result.overallInterpretation].flatMap((text): Block[] => (text ? [{ kind: 'text', text }] : [])),
    { kind: 'heading', text: words('notMeansHeading') },
    { kind: 'text', text: definition.disclaimer },
    { kind: 'text', text: words('notDiagnosis') },
    ...(source.kind === 'guideline-checklist' ? [{ kind: 'text', text: words('checklistNotice') } as const] : []),
    ...((result.nextSteps ?? []).length > 0
      ? [{ kind: 'heading', text: words('nextStepsHeading') } as const, ...result.nextSteps!.map((step) => ({ kind: 'bullet', text: step }) as const)]
      : []),
    ...(flags.length > 0 ? crisisBlocks(input) : []),
    { kind: 'heading', text: words('answersHeading') },
    ...answerBlocks(input),
    { kind: 'heading', text: words('source') },
    { kind: 'text', text: source.instrument },
    { kind: 'small', text: source.citation },
    { kind: 'small', text: source.licence },
    { kind: 'small', text: source.url },
    ...letterBlocks(input, date, totalText, flags),
  ]
}
