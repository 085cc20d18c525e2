/**
 * Turning what a person does into an answer: toggling an option of a multi-select question, and
 * reading a typed number or text, with a message they can act on when it does not fit.
 */
import type { Answer, Question } from '#schemas/index.ts'
import { DEFAULT_TEXT_MAX_LENGTH, numberRangeText } from './answers.ts'

/** The multi-select answer after toggling one option; exclusive options clear the others. */
export function toggleOption(question: Question, answer: Answer, option: number): Answer {
  const options = question.options ?? []
  if (!options[option]) return answer
  const chosen = Array.isArray(answer) ? answer : []
  if (chosen.includes(option)) {
    const remaining = chosen.filter((index) => index !== option)
    return remaining.length > 0 ? remaining : null
  }
  if (options[option]?.exclusive) return [option]
  const kept = chosen.filter((index) => !options[index]?.exclusive)
  return [...kept, option].sort((a, b) => a - b)
}

export type Entry = { answer: Answer; error: string | null }

/** Reads a typed value for a number or text question. An empty entry is no answer, not an error. */
export function parseEntry(question: Question, value: string | number): Entry {
  const raw = typeof value === 'number' ? String(value) : value.trim()
  if (raw === '') return { answer: null, error: null }
  if (question.type === 'user-input-text') {
    const limit = question.maxLength ?? DEFAULT_TEXT_MAX_LENGTH
    return raw.length > limit
      ? { answer: null, error: `Please keep your answer to ${limit} characters or fewer.` }
      : { answer: raw, error: null }
  }
  if (question.type !== 'user-input-number') return { answer: null, error: null }
  if (!/^-?\d+$/.test(raw)) return { answer: null, error: 'Enter a whole number, using digits only.' }
  const number = Number(raw)
  if (number < (question.min ?? -Infinity) || number > (question.max ?? Infinity)) {
    return { answer: null, error: `Enter a number ${numberRangeText(question)}.` }
  }
  return { answer: number, error: null }
}
