/**
 * Where the questionnaire goes next, and which questions a set of answers actually took. One
 * function decides the next question for both the browser's machine and the server's scoring,
 * so that the two can never disagree about the path.
 */
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { answerProblem, optionJump } from './answers.ts'
import { createScoringContext, evaluateCondition } from './expressions.ts'

export const END_OF_TEST = -1

/** Keeps only the answers of the questions on the path; the rest become null. */
export function answersOnPath(answers: readonly Answer[], path: readonly number[], length: number): Answer[] {
  const onPath = new Set(path)
  return Array.from({ length }, (_, index) => (onPath.has(index) ? (answers[index] ?? null) : null))
}

/**
 * The index of the question after `index`, given the answers on the path so far: the first
 * question-level jump whose condition holds, else the chosen option's jump, else the next
 * question in order. END_OF_TEST after the last question.
 */
export function nextQuestionIndex(definition: TestDefinition, index: number, pathAnswers: readonly Answer[]): number {
  const question = definition.questions[index]
  if (!question) return END_OF_TEST
  const indexOf = (id: string): number => definition.questions.findIndex((candidate) => candidate.id === id)
  if (question.next) {
    const context = createScoringContext(definition, pathAnswers)
    const jump = question.next.find((rule) => evaluateCondition(rule.when, context))
    if (jump) return indexOf(jump.goto)
  }
  const target = optionJump(question, pathAnswers[index] ?? null)
  if (target) return indexOf(target)
  return index + 1 < definition.questions.length ? index + 1 : END_OF_TEST
}

export type PathProblem = { index: number; message: string }

/**
 * Follows the answers from the first question to the end. Every question on the way must hold a
 * valid answer; answers of questions off the path are ignored.
 */
export function followPath(
  definition: TestDefinition,
  answers: readonly Answer[],
): { path: number[]; problems: PathProblem[] } {
  const path: number[] = []
  const length = definition.questions.length
  let index = 0
  while (index !== END_OF_TEST && path.length < length) {
    path.push(index)
    const problem = answerProblem(definition.questions[index]!, answers[index] ?? null)
    if (problem) return { path, problems: [{ index, message: problem }] }
    index = nextQuestionIndex(definition, index, answersOnPath(answers, path, length))
  }
  return { path, problems: [] }
}
