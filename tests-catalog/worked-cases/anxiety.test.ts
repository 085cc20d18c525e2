/**
 * GAD-7 worked cases from the published scoring (Spitzer 2006): sum of items 1-7 (0-3 each),
 * bands 0-4, 5-9, 10-14, 15-21; a total of 10 or more is the point for further evaluation; the
 * difficulty question fills impact and is not added to the total.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { itemsTotalling as itemsAddingUpTo, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const gad7 = loadCatalogTest('anxiety')
const itemsTotalling = (total: number) => itemsAddingUpTo(total, 7, 3)

/** Seven item answers (0-3) and the difficulty answer. */
function answers(items: number[], difficulty = 0) {
  return [...items, difficulty]
}

describe('GAD-7 (anxiety)', () => {
  it.each([
    [0, 'Minimal or no anxiety', 'green'],
    [4, 'Minimal or no anxiety', 'green'],
    [5, 'Mild anxiety', 'yellow'],
    [9, 'Mild anxiety', 'yellow'],
    [10, 'Moderate anxiety', 'orange'],
    [14, 'Moderate anxiety', 'orange'],
    [15, 'Severe anxiety', 'red-orange'],
    [21, 'Severe anxiety', 'red-orange'],
  ])('a total of %i is "%s" (%s)', (total, grade, tone) => {
    const result = interpret(gad7, answers(itemsTotalling(total)))
    expect(result).toMatchObject({ testCode: 'MH-002', totalScore: total, expectedTotalScore: 21, grade, tone })
    expect(result.suicideRisk).toBeUndefined()
  })

  it.each([
    // Same total, reached by different items: only the sum matters.
    [[3, 3, 3, 0, 0, 0, 0], 9, 'Mild anxiety'],
    [[0, 0, 0, 0, 3, 3, 3], 9, 'Mild anxiety'],
    [[1, 1, 1, 1, 1, 1, 1], 7, 'Mild anxiety'],
    [[2, 2, 2, 2, 2, 0, 0], 10, 'Moderate anxiety'],
    [[2, 2, 2, 2, 2, 2, 2], 14, 'Moderate anxiety'],
    [[3, 3, 3, 3, 3, 0, 0], 15, 'Severe anxiety'],
  ])('items %j add up to %i, "%s"', (items, total, grade) => {
    expect(interpret(gad7, answers(items))).toMatchObject({ totalScore: total, grade })
  })

  it.each([
    [0, /have not made daily life difficult/],
    [1, /somewhat difficult/],
    [2, /very difficult/],
    [3, /extremely difficult/],
  ])('reports difficulty answer %i as impact without adding it to the total', (difficulty, impact) => {
    // Items 1 and 2 "Several days" = 1 + 1 = 2, whatever the difficulty answer.
    const result = interpret(gad7, answers([1, 1, 0, 0, 0, 0, 0], difficulty))
    expect(result.totalScore).toBe(2)
    expect(result.grade).toBe('Minimal or no anxiety')
    expect(result.impact).toMatch(impact)
  })

  it('keeps a total of 4 minimal even with "Extremely difficult" (difficulty is not scored)', () => {
    const result = interpret(gad7, answers(itemsTotalling(4), 3))
    expect(result).toMatchObject({ totalScore: 4, grade: 'Minimal or no anxiety', tone: 'green' })
  })

  it.each([
    [0, false],
    [4, false],
    [9, false],
    [10, true],
    [14, true],
    [21, true],
  ])('at a total of %i, further evaluation is recommended: %s', (total, recommended) => {
    const text = interpret(gad7, answers(itemsTotalling(total))).overallInterpretation
    if (recommended) {
      expect(text).toMatch(/10 or more/)
      expect(text).toMatch(/recommends further evaluation/)
    } else {
      expect(text).toMatch(/below 10/)
      expect(text).not.toMatch(/10 or more/)
    }
  })

  it('offers a therapist or doctor from the moderate band up, and not below', () => {
    expect(interpret(gad7, answers(itemsTotalling(9))).services).toBeUndefined()
    expect(interpret(gad7, answers(itemsTotalling(10))).services).toEqual(['talk-to-a-therapist', 'talk-to-a-doctor'])
    expect(interpret(gad7, answers(itemsTotalling(15))).services).toEqual(['talk-to-a-therapist', 'talk-to-a-doctor'])
  })

  it.each([
    [0, /No action is needed/],
    [5, /slow breathing, regular sleep and less caffeine/],
    [10, /therapist or doctor for an assessment/],
    [15, /See a doctor or therapist soon/],
  ])('gives the published next step for a total of %i', (total, step) => {
    expect(interpret(gad7, answers(itemsTotalling(total))).nextSteps?.[0]).toMatch(step)
  })

  it('lists the questions and options in the published order', () => {
    expect(gad7.questions.map((question) => question.id)).toEqual([
      'gad-1', 'gad-2', 'gad-3', 'gad-4', 'gad-5', 'gad-6', 'gad-7', 'gad-8',
    ])
    expect(gad7.questions.map((question) => question.question)).toEqual([
      'Feeling nervous, anxious, or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid, as if something awful might happen',
      expect.stringMatching(/^If you checked off any problems, how difficult have these problems made it/),
    ])
    for (const question of gad7.questions.slice(0, 7)) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['Not at all', 0], ['Several days', 1], ['More than half the days', 2], ['Nearly every day', 3],
      ])
    }
    expect(gad7.questions[7]?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Not difficult at all', 0], ['Somewhat difficult', 0], ['Very difficult', 0], ['Extremely difficult', 0],
    ])
  })
})
