/**
 * MSPSS worked cases from the published scoring (Zimet 1988; Zimet's scoring sheet): 12 items
 * scored 1 (Very strongly disagree) to 7 (Very strongly agree), none reversed; Significant Other =
 * mean of items 1, 2, 5, 10; Family = mean of 3, 4, 8, 11; Friends = mean of 6, 7, 9, 12; total
 * mean = sum ÷ 12. Levels on a mean: below 3 low, 3 to 5 moderate, above 5 high, applied to the sum:
 * 12-35 "Low Social Support", 36-60 "Moderate Social Support", 61-84 "High Social Support" (green,
 * the best result, although SPEC.md's colour table says yellow: decision 021).
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const mspss = loadCatalogTest('social_support')

const SO = 'Special person (significant other), average 1-7'
const FAMILY = 'Family, average 1-7'
const FRIENDS = 'Friends, average 1-7'
const ALL = 'All 12 statements, average 1-7'

/** Answers from item SCORES 1-7 (option position = score - 1). */
const answers = (scores: number[]): Answer[] => {
  if (scores.length !== 12 || scores.some((score) => score < 1 || score > 7)) throw new Error('twelve scores from 1 to 7')
  return scores.map((score) => score - 1)
}

/** Item scores from the three subscales' item scores, placed at their published positions. */
function bySubscale(so: number[], family: number[], friends: number[]): number[] {
  const items = Array.from({ length: 12 }, () => 0)
  ;[1, 2, 5, 10].forEach((item, index) => (items[item - 1] = so[index]!))
  ;[3, 4, 8, 11].forEach((item, index) => (items[item - 1] = family[index]!))
  ;[6, 7, 9, 12].forEach((item, index) => (items[item - 1] = friends[index]!))
  return items
}

const sum = (scores: number[]) => scores.reduce((total, score) => total + score, 0)

describe('MSPSS (social_support)', () => {
  describe('bands on the sum (mean below 3, 3 to 5, above 5)', () => {
    it.each([
      // 1 × 12 = 12, mean 1.00
      [Array.from({ length: 12 }, () => 1), 12, 1, 'Low Social Support', 'red-orange'],
      // 3 × 11 + 2 = 35, mean 2.92
      [[3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2], 35, 2.92, 'Low Social Support', 'red-orange'],
      // 3 × 12 = 36, mean 3.00
      [Array.from({ length: 12 }, () => 3), 36, 3, 'Moderate Social Support', 'orange'],
      // 5 × 12 = 60, mean 5.00
      [Array.from({ length: 12 }, () => 5), 60, 5, 'Moderate Social Support', 'orange'],
      // 5 × 11 + 6 = 61, mean 5.08
      [[6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5], 61, 5.08, 'High Social Support', 'green'],
      // 7 × 12 = 84, mean 7.00, the maximum
      [Array.from({ length: 12 }, () => 7), 84, 7, 'High Social Support', 'green'],
    ])('items %j: sum %i (mean %d) is "%s" (%s)', (scores, total, mean, grade, tone) => {
      expect(sum(scores)).toBe(total)
      const result = interpret(mspss, answers(scores))
      expect(result).toMatchObject({ testCode: 'MH-005', totalScore: total, expectedTotalScore: 84, grade, tone })
      expect(result.subscaleScores?.[ALL]).toBe(mean)
    })

    it('never emits "Very Social High Support"', () => {
      const grades = [...mspss.scoring.bands, ...(mspss.scoring.gradeRules ?? [])].map((band) => band.grade)
      expect(grades).toEqual(['Low Social Support', 'Moderate Social Support', 'High Social Support'])
    })

    it.each([
      [12, ['talk-to-a-therapist'], /Think of one person you could reach out to/],
      [36, undefined, /start with the weakest area/],
      [84, undefined, /Keep investing in these relationships/],
    ])('a sum of %i offers %j and its own first step', (total, services, step) => {
      const result = interpret(mspss, answers(Array.from({ length: 12 }, () => total / 12)))
      expect(result.services).toEqual(services)
      expect(result.nextSteps?.[0]).toMatch(step)
    })

    it('mentions the crisis numbers with low support, without a Risk of Harm section (no self-harm item)', () => {
      const result = interpret(mspss, answers(Array.from({ length: 12 }, () => 1)))
      expect(result.nextSteps?.join(' ')).toMatch(/999 or 112/)
      expect(result.suicideRisk).toBeUndefined()
    })
  })

  describe('subscales', () => {
    it('averages items 1, 2, 5, 10 (special person), 3, 4, 8, 11 (family) and 6, 7, 9, 12 (friends)', () => {
      // Special person 7 + 6 + 7 + 6 = 26, 26 / 4 = 6.5; family 2 + 3 + 2 + 4 = 11, 2.75;
      // friends 5 + 4 + 4 + 3 = 16, 4.0; sum 26 + 11 + 16 = 53, mean 53 / 12 = 4.42
      const items = bySubscale([7, 6, 7, 6], [2, 3, 2, 4], [5, 4, 4, 3])
      expect(items).toEqual([7, 6, 2, 3, 7, 5, 4, 2, 4, 6, 4, 3])
      const result = interpret(mspss, answers(items))
      expect(result.subscaleScores).toEqual({ [SO]: 6.5, [FAMILY]: 2.75, [FRIENDS]: 4, [ALL]: 4.42 })
      expect(result).toMatchObject({ totalScore: 53, grade: 'Moderate Social Support' })
      expect(result.problemAreas).toEqual([
        'Support from family: low (average below 3 out of 7). You feel you get little support from your family at the moment.',
        'Support from friends: moderate (average 3 to 5 out of 7). You feel you get some support from your friends, and this area could be strengthened.',
      ])
    })

    it.each([
      // Family items 2 + 3 + 3 + 3 = 11, 11 / 4 = 2.75: low
      [[2, 3, 3, 3], 2.75, /Support from family: low/],
      // 3 × 4 = 12, 3.00: moderate
      [[3, 3, 3, 3], 3, /Support from family: moderate/],
      // 5 × 4 = 20, 5.00: moderate
      [[5, 5, 5, 5], 5, /Support from family: moderate/],
      // 5 + 5 + 5 + 6 = 21, 5.25: high, not listed
      [[5, 5, 5, 6], 5.25, null],
    ])('family items %j: average %d', (family, mean, area) => {
      // Special person and friends at 7 (high, not listed).
      const result = interpret(mspss, answers(bySubscale([7, 7, 7, 7], family, [7, 7, 7, 7])))
      expect(result.subscaleScores?.[FAMILY]).toBe(mean)
      if (area) expect(result.problemAreas).toEqual([expect.stringMatching(area)])
      else expect(result.problemAreas).toBeUndefined()
    })

    it('lists a low special-person subscale even when the total is high', () => {
      // Special person 2 × 4 = 8 (2.0); family and friends 7 × 8 = 56; sum 64: High
      const result = interpret(mspss, answers(bySubscale([2, 2, 2, 2], [7, 7, 7, 7], [7, 7, 7, 7])))
      expect(result).toMatchObject({ totalScore: 64, grade: 'High Social Support' })
      expect(result.problemAreas).toEqual([expect.stringMatching(/^Support from a special person: low/)])
    })
  })

  it('explains that there are no norms', () => {
    expect(interpret(mspss, answers(Array.from({ length: 12 }, () => 4))).overallInterpretation).toMatch(/There are no population norms/)
  })

  it('lists the questions and options in the published order', () => {
    expect(mspss.questions.map((question) => question.id)).toEqual(Array.from({ length: 12 }, (_, index) => `mspss-${index + 1}`))
    for (const question of mspss.questions) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['Very strongly disagree', 1], ['Strongly disagree', 2], ['Mildly disagree', 3], ['Neutral', 4],
        ['Mildly agree', 5], ['Strongly agree', 6], ['Very strongly agree', 7],
      ])
    }
    expect(mspss.questions[0]?.question).toBe('There is a special person who is around when I am in need.')
    expect(mspss.questions[2]?.question).toBe('My family really tries to help me.')
    expect(mspss.questions[5]?.question).toBe('My friends really try to help me.')
    expect(mspss.questions[11]?.question).toBe('I can talk about my problems with my friends.')
  })
})
