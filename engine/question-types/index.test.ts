/**
 * The map of question types: it holds one module for each type the schema's Question union has
 * (checked here at run time against the schema file, and at compile time by the type errors
 * expected below), and every catalogue question goes through its own type's module.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'
import schema from '#schemas/test-definition.schema.json' with { type: 'json' }
import { allCatalogTests } from '#tools/catalog-fixtures.ts'
import { checkDefinition, END_OF_TEST, interpret, nextQuestionIndex } from '../index.ts'
import { questionTypes, questionTypeOf, type QuestionKind } from './index.ts'
import { multiSelect } from './multi-select.ts'
import { singleSelect } from './single-select.ts'
import { userInputNumber } from './user-input-number.ts'
import { userInputText } from './user-input-text.ts'

const schemaKinds = schema.$defs.question.oneOf.map((branch) => branch.properties.type.const)

// A map without a module for a type of the union does not compile...
// @ts-expect-error 'user-input-text' is missing
const withoutText: typeof questionTypes = { 'single-select': singleSelect, 'multi-select': multiSelect, 'user-input-number': userInputNumber }
// ...nor one whose module is written for another type's shape.
const swapped: typeof questionTypes = {
  // @ts-expect-error a single-select module cannot serve multi-select questions
  'multi-select': singleSelect,
  'single-select': singleSelect,
  'user-input-number': userInputNumber,
  'user-input-text': userInputText,
}

// The generated Question is a real union: each type has its own fields and no other type's.
// @ts-expect-error a number question has no options
const numberWithOptions: Question = { id: 'a', type: 'user-input-number', question: 'A?', min: 0, max: 9, options: [{ text: 'x', score: 0 }, { text: 'y', score: 1 }] }
// @ts-expect-error a single-select question needs its options
const selectWithoutOptions: Question = { id: 'b', type: 'single-select', question: 'B?' }

describe('the question type map', () => {
  it('has exactly one module for each question type of the schema', () => {
    expect(Object.keys(questionTypes).sort()).toEqual([...schemaKinds].sort())
    expect(schemaKinds).toHaveLength(4)
    expect([withoutText, swapped, numberWithOptions, selectWithoutOptions]).toHaveLength(4)
  })

  it('gives each question its own type\'s module', () => {
    const number: Question = { id: 'waist', type: 'user-input-number', question: 'Waist?', min: 50, max: 200 }
    expect(questionTypeOf(number)).toBe(userInputNumber)
    expect(questionTypeOf({ id: 'notes', type: 'user-input-text', question: 'Notes?' })).toBe(userInputText)
  })
})

/** Complete answers along the path the first choices take. */
function firstChoices(definition: TestDefinition): Answer[] {
  const answers: Answer[] = definition.questions.map(() => null)
  for (let index = 0; index !== END_OF_TEST; index = nextQuestionIndex(definition, index, answers)) {
    const question = definition.questions[index]!
    answers[index] = { 'single-select': 0, 'multi-select': [0], 'user-input-number': question.min ?? 0, 'user-input-text': 'An answer' }[question.type]
  }
  return answers
}

const methods = ['problems', 'score', 'range', 'answerProblem', 'optionJumps'] as const

describe('every catalogue question goes through its own type\'s module', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each(allCatalogTests().map((definition) => [definition.routeSlug, definition] as const))('%s', (_slug, definition) => {
    const spies = Object.entries(questionTypes).flatMap(([kind, module]) =>
      methods.map((method) => ({ kind: kind as QuestionKind, method, spy: vi.spyOn(module as Record<typeof method, (...args: never[]) => unknown>, method) })),
    )
    expect(checkDefinition(definition, `${definition.routeSlug}.json`)).toEqual([])
    const answers = firstChoices(definition)
    interpret(definition, answers)

    const seen = (kind: QuestionKind, method: (typeof methods)[number]) =>
      new Set(spies.filter((entry) => entry.kind === kind && entry.method === method).flatMap(({ spy }) => spy.mock.calls.map((call) => call[0] as unknown)))
    for (const { kind, spy } of spies) {
      for (const [question] of spy.mock.calls) expect((question as unknown as Question).type).toBe(kind)
    }
    definition.questions.forEach((question, index) => {
      expect(seen(question.type, 'problems').has(question), `${question.id}'s fields checked`).toBe(true)
      if (answers[index] !== null) expect(seen(question.type, 'answerProblem').has(question), `${question.id}'s answer checked`).toBe(true)
    })
    expect(spies.some(({ method, spy }) => method === 'score' && spy.mock.calls.length > 0)).toBe(true)
  })
})
