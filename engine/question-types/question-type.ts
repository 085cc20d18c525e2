/**
 * What the engine needs to know about one question type, in one place: the checks of its fields,
 * what its answers score, the scores they can reach, whether an answer is valid, and how what a
 * person does (typing, picking an option) becomes an answer. Each type in the schema's
 * Question union has one module implementing this (index.ts pairs them, compiler-checked).
 */
import type { Answer, Question } from '#schemas/index.ts'
import type { Problem } from '../checks/problem.ts'
import type { Range } from '../ranges.ts'

export type QuestionKind = Question['type']
export type QuestionOfKind<K extends QuestionKind> = Extract<Question, { type: K }>

/** A typed entry read: the answer it gives (null for none) and what to tell the person, if anything. */
export type Entry = { answer: Answer; error: string | null }

/** The options that lead along one path through a test ('any': every option). */
export type AllowedOptions = ReadonlySet<number> | 'any'

export interface QuestionType<Q extends Question> {
  /** Problems with the question's own fields that the schema cannot see, with pointers under `at` (the question's). */
  problems(question: Q, at: string): Problem[]
  /** Whether an answer scores at all (free text never does, so scoring must not refer to it). */
  readonly scored: boolean
  /** The score an answer contributes; 0 for no answer. */
  score(question: Q, answer: Answer): number
  /** Every score an answer can have when only `allowed` options lead along the path. */
  range(question: Q, allowed: AllowedOptions): Range
  /** Why an answer is not a complete, valid answer to the question, or null when it is. */
  answerProblem(question: Q, answer: Answer): string | null
  /** Reads a typed value; an empty entry is no answer, not an error. */
  parse(question: Q, value: string | number): Entry
  /** The answer after the person picks option `option` (the answer unchanged when there is no such option to pick). */
  choose(question: Q, answer: Answer, option: number): Answer
  /** For each option by position, the id of the later question choosing it jumps to; [] when answers never jump. */
  optionJumps(question: Q): readonly (string | undefined)[]
}
