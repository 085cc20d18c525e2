/** What the two option types (single-select and multi-select) share. */
import type { MultiSelectQuestion, SingleSelectQuestion } from '#schemas/index.ts'
import type { Problem } from '../checks/problem.ts'
import { gcd, ranged, type Range } from '../ranges.ts'
import type { AllowedOptions } from './question-type.ts'

type OptionQuestion = SingleSelectQuestion | MultiSelectQuestion

/** The same answer text offered twice in one question. */
export function repeatedOptionTexts(question: OptionQuestion, at: string): Problem[] {
  const texts = question.options.map((option) => option.text.trim().toLowerCase())
  return texts.flatMap((text, position) =>
    texts.indexOf(text) === position
      ? []
      : [{ pointer: `${at}/options/${position}/text`, message: `"${question.options[position]?.text}" is offered twice in this question` }],
  )
}

/** An option field that only the other option type may use. */
export function optionFieldProblems(question: OptionQuestion, at: string, field: 'nextQuestion' | 'exclusive', message: string): Problem[] {
  return question.options.flatMap((option, position) => (option[field] ? [{ pointer: `${at}/options/${position}/${field}`, message }] : []))
}

export function isOptionPosition(question: OptionQuestion, value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < question.options.length
}

export function positionsText(question: OptionQuestion): string {
  const count = question.options.length
  return `its ${count} options (0 to ${count - 1})`
}

/** The options that lead along the path, with their positions. */
export function usableOptions(question: OptionQuestion, allowed: AllowedOptions) {
  return question.options.map((option, position) => ({ ...option, position })).filter((option) => allowed === 'any' || allowed.has(option.position))
}

/** A range over whole scores when every score is whole (on the lattice base + k × step), else a plain one. */
export function scoreRange(lo: number, hi: number, scores: number[], base: number): Range {
  const whole = scores.every(Number.isInteger)
  return ranged(lo, hi, whole ? { base, step: gcd(...scores.map((score) => score - base)) } : undefined)
}
