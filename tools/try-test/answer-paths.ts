/**
 * Every way through a test, as answers: each option of a single-select, each valid set of a
 * multi-select, each whole number of a number question, one sample text, following the jumps the
 * answers take. Lazy, so a caller can stop at a limit; and seeded random ways for a test with
 * too many to list.
 */
import { answerProblem, answersOnPath, END_OF_TEST, nextQuestionIndex } from '#engine/index.ts'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'

export const SAMPLE_TEXT = 'A sample answer.'

/** Every answer a question accepts (numbers: every whole number from min to max). */
export function* choicesFor(question: Question): Generator<Answer> {
  if (question.type === 'single-select') {
    for (let option = 0; option < question.options.length; option += 1) yield option
  } else if (question.type === 'multi-select') {
    const count = question.options.length
    for (let mask = 1; mask < 2 ** count; mask += 1) {
      const chosen = question.options.map((_, option) => option).filter((option) => mask & (2 ** option))
      if (answerProblem(question, chosen) === null) yield chosen
    }
  } else if (question.type === 'user-input-number') {
    for (let value = question.min; value <= question.max; value += 1) yield value
  } else {
    yield SAMPLE_TEXT
  }
}

/** Every complete set of answers (null off the path), one per way through the test. */
export function* everyAnswerPath(definition: TestDefinition): Generator<Answer[]> {
  const length = definition.questions.length
  function* from(index: number, answers: Answer[], path: number[]): Generator<Answer[]> {
    if (index === END_OF_TEST) {
      yield answersOnPath(answers, path, length)
      return
    }
    for (const answer of choicesFor(definition.questions[index]!)) {
      const next = [...answers]
      next[index] = answer
      const onPath = [...path, index]
      yield* from(nextQuestionIndex(definition, index, answersOnPath(next, onPath, length)), next, onPath)
    }
  }
  yield* from(0, Array.from({ length }, () => null), [])
}

/** A small seeded generator (mulberry32): the same seed gives the same ways every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomAnswer(question: Question, random: () => number): Answer {
  const pick = (count: number) => Math.floor(random() * count)
  if (question.type === 'single-select') return pick(question.options.length)
  if (question.type === 'user-input-number') return question.min + pick(question.max - question.min + 1)
  if (question.type === 'user-input-text') return SAMPLE_TEXT
  for (;;) {
    const chosen = question.options.map((_, option) => option).filter(() => random() < 0.5)
    if (answerProblem(question, chosen) === null) return chosen
  }
}

/** One random way through the test. */
export function randomAnswerPath(definition: TestDefinition, random: () => number): Answer[] {
  const length = definition.questions.length
  const answers: Answer[] = Array.from({ length }, () => null)
  const path: number[] = []
  for (let index = 0; index !== END_OF_TEST; ) {
    answers[index] = randomAnswer(definition.questions[index]!, random)
    path.push(index)
    index = nextQuestionIndex(definition, index, answersOnPath(answers, path, length))
  }
  return answersOnPath(answers, path, length)
}
