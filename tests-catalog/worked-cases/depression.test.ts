/**
 * PHQ-9 worked cases from the published scoring (Kroenke 2001): sum of items 1-9, bands 0-4,
 * 5-9, 10-14, 15-19, 20-27; item 9 above 0 fills suicideRisk whatever the total; the difficulty
 * question fills impact and is not added to the total.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { itemsTotalling as itemsAddingUpTo, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const phq9 = loadCatalogTest('depression')
/** Items 1-8 filled first, item 9 (self-harm) left at 0. */
const itemsTotalling = (total: number) => [...itemsAddingUpTo(total, 8, 3), 0]

/** Nine item answers (0-3) and the difficulty answer. */
function answers(items: number[], difficulty = 0) {
  return [...items, difficulty]
}

describe('PHQ-9 (depression)', () => {
  it.each([
    [0, 'Minimal or no depression', 'green'],
    [4, 'Minimal or no depression', 'green'],
    [5, 'Mild depression', 'yellow'],
    [9, 'Mild depression', 'yellow'],
    [10, 'Moderate depression', 'orange'],
    [14, 'Moderate depression', 'orange'],
    [15, 'Moderately severe depression', 'red-orange'],
    [19, 'Moderately severe depression', 'red-orange'],
    [20, 'Severe depression', 'red-orange'],
    [24, 'Severe depression', 'red-orange'],
  ])('a total of %i is "%s" (%s)', (total, grade, tone) => {
    const result = interpret(phq9, answers(itemsTotalling(total)))
    expect(result).toMatchObject({ testCode: 'MH-001', totalScore: total, expectedTotalScore: 27, grade, tone })
    expect(result.suicideRisk).toBeUndefined()
  })

  it('scores the maximum of 27 as severe, with the risk-of-harm section', () => {
    const result = interpret(phq9, answers([3, 3, 3, 3, 3, 3, 3, 3, 3], 3))
    expect(result).toMatchObject({ totalScore: 27, grade: 'Severe depression' })
    expect(result.suicideRisk).toMatch(/999 or 112/)
  })

  it('fills suicideRisk when item 9 is above 0 even with a minimal total', () => {
    const result = interpret(phq9, answers([0, 0, 0, 0, 0, 0, 0, 0, 1]))
    expect(result.grade).toBe('Minimal or no depression')
    expect(result.totalScore).toBe(1)
    expect(result.suicideRisk).toMatch(/better off dead or of hurting yourself/)
    expect(result.nextSteps?.[0]).toMatch(/same-day safety conversation/)
  })

  it('leaves suicideRisk out when item 9 is "Not at all" even with a severe total', () => {
    const result = interpret(phq9, answers([3, 3, 3, 3, 3, 3, 3, 3, 0]))
    expect(result.grade).toBe('Severe depression')
    expect(result.suicideRisk).toBeUndefined()
  })

  it.each([
    [0, /have not made daily life difficult/],
    [1, /somewhat difficult/],
    [2, /very difficult/],
    [3, /extremely difficult/],
  ])('reports difficulty answer %i as impact without adding it to the total', (difficulty, impact) => {
    const result = interpret(phq9, answers([1, 1, 0, 0, 0, 0, 0, 0, 0], difficulty))
    expect(result.totalScore).toBe(2)
    expect(result.impact).toMatch(impact)
  })

  it('offers a therapist or doctor from the moderate band up, and not below', () => {
    expect(interpret(phq9, answers(itemsTotalling(9))).services).toBeUndefined()
    expect(interpret(phq9, answers(itemsTotalling(10))).services).toContain('talk-to-a-therapist')
  })

  it('lists the questions and options in the published order', () => {
    expect(phq9.questions.map((question) => question.id)).toEqual([
      'phq-1', 'phq-2', 'phq-3', 'phq-4', 'phq-5', 'phq-6', 'phq-7', 'phq-8', 'phq-9', 'phq-10',
    ])
    expect(phq9.questions[0]?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Not at all', 0], ['Several days', 1], ['More than half the days', 2], ['Nearly every day', 3],
    ])
    expect(phq9.questions[8]?.question).toMatch(/better off dead/)
  })
})
