/**
 * How an answer reads to a person: the chosen options' texts, a number with its unit, typed text,
 * or `none` when the question was left unanswered. One rule for every place that shows answers
 * back (the full report, the share preview, the result shared with a practitioner).
 */
import type { Answer, Question } from '#schemas/index.ts'

export type AnswerTextOptions = {
  /** What an unanswered question reads as. */
  none: string
  /** How a typed number is written (the report formats it for its language). */
  number?: (value: number) => string
}

export function answerText(question: Question, answer: Answer, { none, number = String }: AnswerTextOptions): string {
  if (answer === null || (Array.isArray(answer) && answer.length === 0)) return none
  if (Array.isArray(answer)) return answer.map((position) => question.options?.[position]?.text ?? '').join('; ')
  if (typeof answer === 'number' && question.type === 'single-select') return question.options?.[answer]?.text ?? ''
  if (typeof answer === 'number') return `${number(answer)}${question.unit ? ` ${question.unit}` : ''}`
  return answer
}
