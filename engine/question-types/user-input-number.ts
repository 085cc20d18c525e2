/** user-input-number: a whole number typed within min and max; the number is its score. */
import type { NumberQuestion } from '#schemas/index.ts'
import type { QuestionType } from './question-type.ts'

/** "from 0 to 960 minutes": the accepted numbers, in words. */
export function numberRangeText(question: NumberQuestion): string {
  const unit = question.unit ? ` ${question.unit}` : ''
  return `from ${question.min} to ${question.max}${unit}`
}

const isWithin = (question: NumberQuestion, number: number): boolean => number >= question.min && number <= question.max

export const userInputNumber: QuestionType<NumberQuestion> = {
  problems: (question, at) =>
    question.min > question.max
      ? [{ pointer: `${at}/min`, message: `the smallest number accepted (${question.min}) is larger than the largest (${question.max})` }]
      : [],
  scored: true,
  score: (_question, answer) => (typeof answer === 'number' ? answer : 0),
  range: (question) => ({ lo: question.min, hi: question.max, whole: true, base: question.min, step: 1 }),
  answerProblem: (question, answer) => {
    if (typeof answer !== 'number' || !Number.isInteger(answer)) return 'must be a whole number'
    return isWithin(question, answer) ? null : `must be a number ${numberRangeText(question)}`
  },
  parse: (question, value) => {
    const raw = String(value).trim()
    if (raw === '') return { answer: null, error: null }
    if (!/^-?\d+$/.test(raw)) return { answer: null, error: 'Enter a whole number, using digits only.' }
    const number = Number(raw)
    return isWithin(question, number) ? { answer: number, error: null } : { answer: null, error: `Enter a number ${numberRangeText(question)}.` }
  },
  choose: (_question, answer) => answer,
  optionJumps: () => [],
}
