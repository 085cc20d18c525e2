/**
 * A question's score when a jump skips it (scoreWhenSkipped), as the Kessler K10 publishes it:
 * items 3 and 6 are not asked after "None of the time" on items 2 and 5, and each then scores 1,
 * so the total runs from 10 to 50. Declared in the JSON, scored by the engine, and understood by
 * the range analysis (bands must start at 10, not 8).
 */
import { describe, expect, it } from 'vitest'
import { checkDefinition, interpret } from '#engine/index.ts'
import type { Option, Question, TestDefinition } from '#schemas/index.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'

const FREQUENCY = ['None of the time', 'A little of the time', 'Some of the time', 'Most of the time', 'All of the time']
const FEELINGS = ['tired out for no good reason', 'nervous', 'so nervous that nothing could calm you down', 'hopeless', 'restless or fidgety', 'so restless you could not sit still', 'depressed', 'that everything was an effort', 'so sad that nothing could cheer you up', 'worthless']
const ITEMS = FEELINGS.map((_, index) => `k10-${index + 1}`)

function k10Item(feeling: string, index: number, skipValue: boolean): Question {
  const jumpsOnNone = index === 1 ? 'k10-4' : index === 4 ? 'k10-7' : undefined
  return {
    id: `k10-${index + 1}`,
    type: 'single-select',
    question: `In the past 4 weeks, about how often did you feel ${feeling}?`,
    options: FREQUENCY.map((text, score) => ({ text, score: score + 1, ...(score === 0 && jumpsOnNone ? { nextQuestion: jumpsOnNone } : {}) })) as [Option, Option, ...Option[]],
    ...(skipValue && (index === 2 || index === 5) ? { scoreWhenSkipped: 1 } : {}),
  }
}

const band = (min: number, max: number, grade: string, tone: 'green' | 'yellow' | 'orange' | 'red-orange') => ({ min, max, grade, tone, description: `A K10 total of ${min} to ${max}.`, nextSteps: ['Talk to a health worker if you are worried.'] })

/** A K10 written as a catalogue file would be (PHQ-9's file for the fields around the questions). */
function k10({ skipValue = true } = {}): TestDefinition {
  const definition = copyOf(readCatalogJson('depression'))
  return Object.assign(definition, {
    routeSlug: 'kessler-10',
    questions: FEELINGS.map((feeling, index) => k10Item(feeling, index, skipValue)),
    expectedTotalScore: 50,
    scoring: {
      total: { sum: { items: ITEMS } },
      bands: [band(10, 15, 'Likely to be well', 'green'), band(16, 21, 'Likely to have a mild disorder', 'yellow'), band(22, 29, 'Likely to have a moderate disorder', 'orange'), band(30, 50, 'Likely to have a severe disorder', 'red-orange')],
    },
  })
}

describe('a question that scores a set value when skipped (the K10 rule)', () => {
  it('passes the checker with bands from 10, the lowest K10 total', () => {
    expect(checkDefinition(k10(), 'kessler-10.json')).toEqual([])
  })

  it('scores the skipped items 1 each: "None of the time" throughout totals 10, not 8', () => {
    const allNone = [0, 0, null, 0, 0, null, 0, 0, 0, 0]
    expect(interpret(k10(), allNone)).toMatchObject({ totalScore: 10, grade: 'Likely to be well', tone: 'green' })
  })

  it('scores an asked item by its answer, not by its skip value', () => {
    const asked = [0, 1, 4, 0, 1, 4, 0, 0, 0, 0]
    expect(interpret(k10(), asked).totalScore).toBe(1 + 2 + 5 + 1 + 2 + 5 + 4)
  })

  it('counts a skipped item with its value in a mean and a count, but not as answered', () => {
    const definition = k10()
    definition.scoring.values = {
      anxietyMean: { mean: { items: ['k10-2', 'k10-3'] } },
      anxietyCount: { count: { items: ['k10-2', 'k10-3'], scoreAtLeast: 1 } },
    }
    definition.scoring.sections = {
      subscaleScores: [{ label: 'Anxiety mean', value: { value: 'anxietyMean' }, decimals: 1 }, { label: 'Anxiety items', value: { value: 'anxietyCount' } }],
      impact: [{ when: { answered: 'k10-3' }, text: 'Item 3 was asked.' }, { text: 'Item 3 was skipped.' }],
    }
    const result = interpret(definition, [0, 0, null, 0, 0, null, 0, 0, 0, 0])
    expect(result.subscaleScores).toEqual({ 'Anxiety mean': 1, 'Anxiety items': 2 })
    expect(result.impact).toBe('Item 3 was skipped.')
  })

  it('without it, the range analysis finds totals of 8 and 9 that no band covers (a skipped item counts 0)', () => {
    const messages = checkDefinition(k10({ skipValue: false }), 'kessler-10.json').map((problem) => `${problem.pointer}: ${problem.message}`)
    expect(messages).toContain('/scoring/bands/0/min: no band covers a total of 8 to 9, which a person can reach; the lowest band starts at 10')
  })

  it('moves the highest total too: a skip value of 10 (None 1 + 10 beats All 5 + 5) raises it to 52, and expectedTotalScore must follow', () => {
    const definition = k10()
    for (const question of definition.questions) if ('scoreWhenSkipped' in question) question.scoreWhenSkipped = 10
    const problems = checkDefinition(definition, 'kessler-10.json').map((problem) => `${problem.pointer}: ${problem.message}`)
    expect(problems).toContain('/expectedTotalScore: is 50, but the highest total a person can reach is 52')
  })

  it('is refused on a text question, which never scores', () => {
    const definition = k10()
    definition.questions.push({ id: 'k10-notes', type: 'user-input-text', question: 'Anything else?', scoreWhenSkipped: 1 } as unknown as Question)
    expect(checkDefinition(definition, 'kessler-10.json').map((problem) => problem.pointer)).toContain('/questions/10/scoreWhenSkipped')
  })
})
