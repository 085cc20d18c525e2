/**
 * Answers, whatever the question's type: what an answer is worth, whether it is a valid answer,
 * and how typing or picking an option becomes one. Each type's rules live in its module in
 * question-types/. An answer is the chosen option's position (single-select), a list of
 * positions (multi-select), a number, a text, or null when the question was not asked.
 */
import type { Answer, Question } from '#schemas/index.ts'
import { questionTypeOf, type Entry } from './question-types/index.ts'

export type { Answer, Entry }
export { DEFAULT_TEXT_MAX_LENGTH } from './question-types/index.ts'

/**
 * The score an answer contributes: option score, sum of chosen scores, the number; for a question
 * not asked (a jump skipped it), its scoreWhenSkipped (the K10's 1) or 0.
 */
export function answerScore(question: Question, answer: Answer): number {
  if (answer === null || answer === undefined) return question.scoreWhenSkipped ?? 0
  return questionTypeOf(question).score(question, answer)
}

/** Whether a question counts in means and counts: it was asked, or it declares a score for when it is skipped. */
export function countsInScale(question: Question, answer: Answer): boolean {
  return (answer !== null && answer !== undefined) || question.scoreWhenSkipped !== undefined
}

/** Why the answer is not acceptable for the question, or null when it is a complete answer. */
export function answerProblem(question: Question, answer: Answer): string | null {
  if (answer === null || answer === undefined) return 'has no answer'
  return questionTypeOf(question).answerProblem(question, answer)
}

export function isOptionChosen(answer: Answer, option: number): boolean {
  return Array.isArray(answer) ? answer.includes(option) : answer === option
}

/** Reads a typed value for the question, with a message the person can act on when it does not fit. */
export function parseEntry(question: Question, value: string | number): Entry {
  return questionTypeOf(question).parse(question, value)
}

/** The answer after the person picks an option: that option (single-select), or it toggled (multi-select). */
export function chooseOption(question: Question, answer: Answer, option: number): Answer {
  return questionTypeOf(question).choose(question, answer, option)
}

/** The id of the question the answer's option jumps to, if it jumps. */
export function optionJump(question: Question, answer: Answer): string | undefined {
  return typeof answer === 'number' ? questionTypeOf(question).optionJumps(question)[answer] : undefined
}
