/**
 * A worked-case file's invariants (decision 045): rules that must hold for every set of answers,
 * checked by trying them all. Only tests of single-select questions with at most
 * MAX_ANSWER_SETS answer sets can be tried; others are refused with a sentence saying so.
 */
import type { Answer, TestDefinition } from '#schemas/index.ts'
import type { WorkedInvariant } from '#schemas/generated/worked-cases.ts'
import { createScoringContext, evaluateCondition } from './expressions.ts'
import { answersForScoring, interpret } from './interpret.ts'
import type { Problem } from './checks/problem.ts'
import { expectationProblem, type OtherTest } from './worked-cases.ts'

export const MAX_ANSWER_SETS = 100_000

/** Every set of answers of an all single-select test, or a sentence saying why there is none. */
export function everyAnswerSet(definition: TestDefinition): Answer[][] | string {
  const counts = definition.questions.map((question) => (question.type === 'single-select' ? question.options.length : 0))
  if (counts.some((count) => count === 0)) return 'can only be tried on a test whose questions are all single-select'
  const total = counts.reduce((product, count) => product * count, 1)
  if (total > MAX_ANSWER_SETS) return `would need ${total} sets of answers tried; at most ${MAX_ANSWER_SETS} can be`
  const sets: Answer[][] = []
  for (let code = 0; code < total; code += 1) {
    let rest = code
    sets.push(counts.map((count) => {
      const option = rest % count
      rest = Math.floor(rest / count)
      return option
    }))
  }
  return sets
}

/** The first set of answers that breaks the invariant, as a problem at `at`. */
export function invariantProblems(definition: TestDefinition, invariant: WorkedInvariant, at: string, others: OtherTest): Problem[] {
  const sets = everyAnswerSet(definition)
  if (typeof sets === 'string') return [{ pointer: at, message: sets }]
  let applied = 0
  for (const answers of sets) {
    const scored = answersForScoring(definition, answers)
    if (invariant.when && !evaluateCondition(invariant.when, createScoringContext(definition, scored))) continue
    const result = interpret(definition, answers)
    const applies = Object.entries(invariant.whenResult ?? {}).every(([pointer, expectation]) => expectationProblem(result, pointer, expectation, others) === null)
    if (!applies) continue
    applied += 1
    for (const [pointer, expectation] of Object.entries(invariant.then)) {
      const problem = expectationProblem(result, pointer, expectation, others)
      if (problem) return [{ pointer: `${at}/then`, message: `does not hold for the answers ${JSON.stringify(answers)}: ${problem}` }]
    }
  }
  return applied === 0 ? [{ pointer: at, message: 'applies to no set of answers; check "when" and "whenResult"' }] : []
}
