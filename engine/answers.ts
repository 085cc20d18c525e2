/**
 * What an answer is worth and whether it is a valid answer to its question. An answer is the
 * chosen option's position (single-select), a list of positions (multi-select), a number, a
 * text, or null when the question was not asked.
 */
import type { Answer, Question } from '#schemas/index.ts'

export type { Answer }

export const DEFAULT_TEXT_MAX_LENGTH = 500

/** The score an answer contributes: option score, sum of chosen scores, the number, or 0. */
export function answerScore(question: Question, answer: Answer): number {
  if (answer === null || answer === undefined) return 0
  switch (question.type) {
    case 'single-select':
      return typeof answer === 'number' ? (question.options?.[answer]?.score ?? 0) : 0
    case 'multi-select':
      return Array.isArray(answer)
        ? answer.reduce((sum, index) => sum + (question.options?.[index]?.score ?? 0), 0)
        : 0
    case 'user-input-number':
      return typeof answer === 'number' ? answer : 0
    case 'user-input-text':
      return 0
  }
}

export function isOptionChosen(answer: Answer, option: number): boolean {
  return Array.isArray(answer) ? answer.includes(option) : answer === option
}

/** Why the answer is not acceptable for the question, or null when it is a complete answer. */
export function answerProblem(question: Question, answer: Answer): string | null {
  if (answer === null || answer === undefined) return 'has no answer'
  const optionCount = question.options?.length ?? 0
  switch (question.type) {
    case 'single-select':
      return Number.isInteger(answer) && (answer as number) >= 0 && (answer as number) < optionCount
        ? null
        : `must be the position of one of its ${optionCount} options (0 to ${optionCount - 1})`
    case 'multi-select':
      return multiSelectProblem(question, answer, optionCount)
    case 'user-input-number':
      return numberProblem(question, answer)
    case 'user-input-text': {
      const limit = question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH
      if (typeof answer !== 'string' || answer.trim() === '') return 'must be a non-empty text'
      return answer.length > limit ? `must be at most ${limit} characters` : null
    }
  }
}

function multiSelectProblem(question: Question, answer: Answer, optionCount: number): string | null {
  const wrong = `must be a list of positions of its ${optionCount} options (0 to ${optionCount - 1})`
  if (!Array.isArray(answer) || answer.length === 0) return `${wrong}, with at least one chosen`
  if (!answer.every((index) => Number.isInteger(index) && index >= 0 && index < optionCount)) return wrong
  if (new Set(answer).size !== answer.length) return 'lists the same option twice'
  const exclusive = answer.filter((index) => question.options?.[index]?.exclusive)
  if (exclusive.length > 0 && answer.length > 1) return 'combines an option that must be chosen alone with others'
  return null
}

export function numberRangeText(question: Question): string {
  const unit = question.unit ? ` ${question.unit}` : ''
  return `from ${question.min ?? 0} to ${question.max ?? 0}${unit}`
}

function numberProblem(question: Question, answer: Answer): string | null {
  if (typeof answer !== 'number' || !Number.isInteger(answer)) return 'must be a whole number'
  if (answer < (question.min ?? -Infinity) || answer > (question.max ?? Infinity)) {
    return `must be a number ${numberRangeText(question)}`
  }
  return null
}
