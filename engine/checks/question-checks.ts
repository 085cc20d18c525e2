/**
 * Checks about the questions themselves: unique ids, the right fields for each type, jumps that
 * exist and lead forward, and every question reachable from the first.
 */
import type { TestDefinition } from '#schemas/index.ts'
import { questionTypeOf } from '../question-types/index.ts'
import { reachableQuestions, successors } from '../score-range.ts'
import { questionLabel, type Problem } from './problem.ts'

export function checkQuestions(definition: TestDefinition): Problem[] {
  return [...checkIds(definition), ...checkFields(definition), ...checkJumps(definition), ...checkReachable(definition)]
}

function checkIds(definition: TestDefinition): Problem[] {
  const firstSeen = new Map<string, number>()
  const problems: Problem[] = []
  definition.questions.forEach((question, index) => {
    const earlier = firstSeen.get(question.id)
    if (earlier === undefined) firstSeen.set(question.id, index)
    else problems.push({ pointer: `/questions/${index}/id`, message: `"${question.id}" is already the id of question ${earlier + 1}; every question needs its own id` })
  })
  return problems
}

/** Each question's own fields, by the rules of its type (question-types/). */
function checkFields(definition: TestDefinition): Problem[] {
  return definition.questions.flatMap((question, index) => questionTypeOf(question).problems(question, `/questions/${index}`))
}

function checkJumps(definition: TestDefinition): Problem[] {
  const problems: Problem[] = []
  const indexOf = new Map(definition.questions.map((question, index) => [question.id, index]))
  const checkTarget = (pointer: string, from: number, target: string): void => {
    const to = indexOf.get(target)
    if (to === undefined) problems.push({ pointer, message: `"${target}" is not a question in this test` })
    else if (to === from) problems.push({ pointer, message: `"${target}" is this same question; a jump must lead to a later question` })
    else if (to < from) {
      problems.push({ pointer, message: `"${target}" is question ${to + 1}, which comes before this one; a jump must lead to a later question (going back would make a loop)` })
    }
  }
  definition.questions.forEach((question, index) => {
    question.options?.forEach((option, position) => {
      if (option.nextQuestion) checkTarget(`/questions/${index}/options/${position}/nextQuestion`, index, option.nextQuestion)
    })
    question.next?.forEach((jump, jumpIndex) => checkTarget(`/questions/${index}/next/${jumpIndex}/goto`, index, jump.goto))
  })
  return problems
}

function checkReachable(definition: TestDefinition): Problem[] {
  const reached = reachableQuestions(definition) ?? graphReachable(definition)
  return definition.questions.flatMap((question, index) =>
    reached.has(index)
      ? []
      : [{ pointer: `/questions/${index}`, message: `${questionLabel(index, question.id)} can never be reached: every path jumps over it` }],
  )
}

/** Reachability by the jumps alone, for a test with too many paths to enumerate. */
function graphReachable(definition: TestDefinition): Set<number> {
  const reached = new Set<number>([0])
  for (let index = 0; index < definition.questions.length; index += 1) {
    if (!reached.has(index)) continue
    for (const edge of successors(definition, index)) if (edge.target > index) reached.add(edge.target)
  }
  return reached
}
