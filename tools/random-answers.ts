/**
 * Test support: a random path through a test, every answer valid, driven by a tape of numbers
 * that fast-check draws (so a failure shrinks and replays from its seed).
 */
import fc from 'fast-check'
import { answerProblem, chooseOption, END_OF_TEST, nextQuestionIndex, parseEntry } from '#engine/index.ts'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'

export const answerTape = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 60, maxLength: 60 })

function randomAnswer(question: Question, pick: () => number): Answer {
  if (question.type === 'single-select') return pick() % question.options.length
  if (question.type === 'multi-select') {
    let answer: Answer = null
    for (let toggles = 1 + (pick() % 3); toggles > 0; toggles -= 1) answer = chooseOption(question, answer, pick() % question.options.length)
    return answerProblem(question, answer) === null ? answer : chooseOption(question, null, 0)
  }
  if (question.type === 'user-input-text') return ['fine', 'a bit tired', 'not sure'][pick() % 3]!
  const { min, max } = question
  // Half the numbers are the smallest allowed, so jumps on "0 days" are taken often.
  const value = pick() % 2 === 0 ? min : min + (pick() % (max - min + 1))
  return parseEntry(question, String(value)).answer
}

/** One answer per question in order, null off the path the answers take. */
export function randomAnswers(definition: TestDefinition, tape: readonly number[]): Answer[] {
  let position = 0
  const pick = () => tape[position++ % tape.length]!
  const answers: Answer[] = definition.questions.map(() => null)
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    answers[index] = randomAnswer(definition.questions[index]!, pick)
  }
  return answers
}
