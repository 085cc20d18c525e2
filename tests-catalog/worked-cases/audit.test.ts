/**
 * AUDIT worked cases from the published scoring (WHO, Babor 2001): sum of items 1-10 (items 1-8
 * score 0-4, items 9-10 score 0/2/4), zones 0-7, 8-15, 16-19, 20-40; the interview version's
 * skip rules (Q1 "Never" → Q9; Q2 and Q3 both 0 → Q9; skipped items score 0); AUDIT-C = Q1+Q2+Q3,
 * positive at 4 or more for men and 3 or more for women; WHO's "next level of intervention" for
 * 2 or more on items 4-6, or 4 on item 9 or 10.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret, InvalidAnswersError } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const audit = loadCatalogTest('audit')

const MALE = 0
const FEMALE = 1
const PREFER_NOT_TO_SAY = 2

const AUDIT_C = 'AUDIT-C (questions 1 to 3)'
const NEXT_LEVEL = /call for more support than your total alone suggests/

/**
 * Answers from item SCORES (null for a question off the path) and the sex answer. Items 1-8 have
 * option index = score; items 9-10 have options No 0 / Yes, not in the last year 2 / Yes, in the
 * last year 4, so their index is score / 2.
 */
function answersFor(scores: (number | null)[], sex = MALE): Answer[] {
  if (scores.length !== 10) throw new Error('ten item scores are needed')
  const items = scores.map((score, index) => {
    if (score === null || index < 8) return score
    if (![0, 2, 4].includes(score)) throw new Error(`item ${index + 1} scores 0, 2 or 4, not ${score}`)
    return score / 2
  })
  return [...items, sex]
}

const sum = (scores: (number | null)[]) => scores.reduce<number>((total, score) => total + (score ?? 0), 0)

describe('AUDIT (alcohol)', () => {
  describe('zones', () => {
    it.each([
      // Q1 "Never" goes to Q9: 0 + Q9 0 + Q10 0.
      [[0, null, null, null, null, null, null, null, 0, 0], 0, 'Low Risk of Dependence', 'green'],
      // 2 + 1 + 2 + 0 + 0 + 0 + 1 + 1 + 0 + 0 = 7
      [[2, 1, 2, 0, 0, 0, 1, 1, 0, 0], 7, 'Low Risk of Dependence', 'green'],
      // 2 + 1 + 2 + 1 + 0 + 0 + 1 + 1 + 0 + 0 = 8
      [[2, 1, 2, 1, 0, 0, 1, 1, 0, 0], 8, 'Moderate Risk of Dependence', 'yellow'],
      // 4 + 4 + 4 + 0 + 0 + 0 + 3 + 0 + 0 + 0 = 15
      [[4, 4, 4, 0, 0, 0, 3, 0, 0, 0], 15, 'Moderate Risk of Dependence', 'yellow'],
      // 4 + 4 + 4 + 0 + 0 + 0 + 3 + 1 + 0 + 0 = 16
      [[4, 4, 4, 0, 0, 0, 3, 1, 0, 0], 16, 'High Risk of Dependence', 'red-orange'],
      // 4 + 4 + 4 + 0 + 0 + 0 + 3 + 4 + 0 + 0 = 19
      [[4, 4, 4, 0, 0, 0, 3, 4, 0, 0], 19, 'High Risk of Dependence', 'red-orange'],
      // 4 + 4 + 4 + 1 + 0 + 0 + 3 + 4 + 0 + 0 = 20
      [[4, 4, 4, 1, 0, 0, 3, 4, 0, 0], 20, 'Possible Dependence', 'red-orange'],
      // 4 × 8 + 4 + 4 = 40, the maximum
      [[4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 40, 'Possible Dependence', 'red-orange'],
    ])('items %j total %i: "%s" (%s)', (scores, total, grade, tone) => {
      expect(sum(scores)).toBe(total)
      const result = interpret(audit, answersFor(scores))
      expect(result).toMatchObject({ testCode: 'MH-007', totalScore: total, expectedTotalScore: 40, grade, tone })
    })

    it.each([
      [7, [2, 1, 2, 0, 0, 0, 1, 1, 0, 0], /no more than 2 standard drinks a day/, undefined],
      [8, [2, 1, 2, 1, 0, 0, 1, 1, 0, 0], /Cut down: set a limit/, undefined],
      [16, [4, 4, 4, 0, 0, 0, 3, 1, 0, 0], /brief counselling and follow-up/, ['talk-to-a-doctor', 'talk-to-a-therapist']],
      [20, [4, 4, 4, 1, 0, 0, 3, 4, 0, 0], /See a doctor for an assessment/, ['talk-to-a-doctor']],
    ])('a total of %i (items %j) gives the zone\'s own next step first, no escalation, and its services', (total, scores, step, services) => {
      const result = interpret(audit, answersFor(scores))
      expect(result.totalScore).toBe(total)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect((result.nextSteps ?? []).some((text) => NEXT_LEVEL.test(text))).toBe(false)
      expect(result.services).toEqual(services)
    })

    it('warns against stopping suddenly in Zone IV', () => {
      const result = interpret(audit, answersFor([4, 4, 4, 1, 0, 0, 3, 4, 0, 0]))
      expect(result.nextSteps?.join(' ')).toMatch(/do not stop suddenly/)
    })
  })

  describe('items 9 and 10 score 0, 2 or 4', () => {
    it.each([
      // Q1 "Monthly or less" 1, Q2 "3 or 4" 1, Q3 0, Q4-Q8 0, then Q9 and Q10.
      [0, 0, 2],
      [1, 0, 4],
      [2, 0, 6],
      [0, 1, 4],
      [0, 2, 6],
      [2, 2, 10],
    ])('Q9 option %i and Q10 option %i give a total of %i', (q9, q10, total) => {
      const answers = answersById(audit, {
        'audit-1': 1, 'audit-2': 1, 'audit-3': 0, 'audit-4': 0, 'audit-5': 0, 'audit-6': 0, 'audit-7': 0, 'audit-8': 0,
        'audit-9': q9, 'audit-10': q10, 'audit-sex': MALE,
      })
      expect(interpret(audit, answers).totalScore).toBe(total)
    })

    it('lists the three options with their published scores', () => {
      for (const index of [8, 9]) {
        expect(audit.questions[index]?.options?.map((option) => [option.text, option.score])).toEqual([
          ['No', 0], ['Yes, but not in the last year', 2], ['Yes, during the last year', 4],
        ])
      }
    })
  })

  describe('skip rule 1: Q1 "Never" goes to Q9', () => {
    it('takes the path Q1, Q9, Q10, sex', () => {
      const answers = answersFor([0, null, null, null, null, null, null, null, 2, 0])
      expect(followPath(audit, answers)).toEqual({ path: [0, 8, 9, 10], problems: [] })
      // 0 + Q9 "Yes, but not in the last year" 2 + Q10 "No" 0 = 2
      const result = interpret(audit, answers)
      expect(result).toMatchObject({ totalScore: 2, grade: 'Low Risk of Dependence' })
      expect(result.subscaleScores).toEqual({ [AUDIT_C]: 0 })
    })

    it('ignores answers to Q2-Q8 passed anyway: only Q1, Q9 and Q10 count', () => {
      // Q2-Q8 at their maximum would add 4 × 7 = 28 and trigger the next-level flag; they are off the path.
      const answers = answersFor([0, 4, 4, 4, 4, 4, 4, 4, 2, 2])
      const result = interpret(audit, answers)
      // 0 + Q9 2 + Q10 2 = 4
      expect(result).toMatchObject({ totalScore: 4, grade: 'Low Risk of Dependence', tone: 'green' })
      expect(result.subscaleScores).toEqual({ [AUDIT_C]: 0 })
      expect((result.nextSteps ?? []).some((text) => NEXT_LEVEL.test(text))).toBe(false)
      expect(result).toEqual(interpret(audit, answersFor([0, null, null, null, null, null, null, null, 2, 2])))
    })

    it('still scores Q9 and Q10 at 4 after "Never" (4 + 4 = 8, Zone II, with the next-level step)', () => {
      const result = interpret(audit, answersFor([0, null, null, null, null, null, null, null, 4, 4]))
      expect(result).toMatchObject({ totalScore: 8, grade: 'Moderate Risk of Dependence' })
      expect(result.nextSteps?.[0]).toMatch(NEXT_LEVEL)
    })
  })

  describe('skip rule 2: Q2 and Q3 both 0 go to Q9', () => {
    it('takes the path Q1, Q2, Q3, Q9, Q10, sex', () => {
      const answers = answersFor([2, 0, 0, null, null, null, null, null, 0, 2])
      expect(followPath(audit, answers)).toEqual({ path: [0, 1, 2, 8, 9, 10], problems: [] })
      // Q1 "2 to 4 times a month" 2 + 0 + 0 + Q9 0 + Q10 2 = 4
      expect(interpret(audit, answers)).toMatchObject({ totalScore: 4, subscaleScores: { [AUDIT_C]: 2 } })
    })

    it('ignores answers to Q4-Q8 passed anyway: only Q1, Q2, Q3, Q9 and Q10 count', () => {
      const answers = answersFor([2, 0, 0, 4, 4, 4, 4, 4, 0, 2])
      const result = interpret(audit, answers)
      // 2 + 0 + 0 + 0 + 2 = 4 (not 4 + 20 = 24)
      expect(result).toMatchObject({ totalScore: 4, grade: 'Low Risk of Dependence' })
      expect((result.nextSteps ?? []).some((text) => NEXT_LEVEL.test(text))).toBe(false)
      expect(result).toEqual(interpret(audit, answersFor([2, 0, 0, null, null, null, null, null, 0, 2])))
    })

    it.each([
      ['Q2 = 0 and Q3 > 0', [1, 0, 1, 1, 0, 0, 0, 0, 0, 0], 3],
      ['Q2 > 0 and Q3 = 0', [1, 1, 0, 1, 0, 0, 0, 0, 0, 0], 3],
    ])('%s asks Q4-Q8, and they count', (_case, scores, total) => {
      const answers = answersFor(scores)
      expect(followPath(audit, answers).path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      // 1 + 0 + 1 + Q4 1 = 3, or 1 + 1 + 0 + Q4 1 = 3
      expect(interpret(audit, answers).totalScore).toBe(total)
    })

    it('refuses Q2 = 0 with Q3 > 0 when Q4 is left null (Q4 is on the path)', () => {
      const error = refusalOf(audit, answersFor([1, 0, 1, null, null, null, null, null, 0, 0]))
      expect(error.problems[0]?.pointer).toBe('/answers/3')
    })
  })

  describe('an answer on the path left null is refused', () => {
    it.each([
      ['Q1', [null, 0, 0, 0, 0, 0, 0, 0, 0, 0], MALE, '/answers/0'],
      ['Q2 after "Monthly or less"', [1, null, 0, 0, 0, 0, 0, 0, 0, 0], MALE, '/answers/1'],
      ['Q8 on the full path', [1, 1, 1, 0, 0, 0, 0, null, 0, 0], MALE, '/answers/7'],
      ['Q9 after "Never"', [0, null, null, null, null, null, null, null, null, 0], MALE, '/answers/8'],
      ['Q10 after "Never"', [0, null, null, null, null, null, null, null, 0, null], MALE, '/answers/9'],
    ])('%s', (_case, scores, sex, pointer) => {
      const error = refusalOf(audit, answersFor(scores as (number | null)[], sex))
      expect(error).toBeInstanceOf(InvalidAnswersError)
      expect(error.problems[0]?.pointer).toBe(pointer)
    })

    it('the sex question, last on every path', () => {
      const answers: Answer[] = [...answersFor([1, 1, 1, 0, 0, 0, 0, 0, 0, 0]).slice(0, 10), null]
      expect(refusalOf(audit, answers).problems[0]?.pointer).toBe('/answers/10')
    })
  })

  describe('AUDIT-C (Q1 + Q2 + Q3): 4 or more for men, 3 or more for women', () => {
    it.each([
      // Q1 + Q2 + Q3 = AUDIT-C
      ['male', MALE, [1, 1, 1], 3, /below the level that suggests risky drinking/],
      ['male', MALE, [2, 1, 1], 4, /4 or more, the level that suggests risky drinking for men/],
      ['male', MALE, [4, 4, 4], 12, /4 or more, the level that suggests risky drinking for men/],
      ['female', FEMALE, [1, 1, 0], 2, /below the level that suggests risky drinking/],
      ['female', FEMALE, [1, 1, 1], 3, /3 or more, the level that suggests risky drinking for women/],
      ['female', FEMALE, [2, 1, 1], 4, /3 or more, the level that suggests risky drinking for women/],
      ['prefer not to say', PREFER_NOT_TO_SAY, [1, 1, 0], 2, /below the level that suggests risky drinking/],
      ['prefer not to say', PREFER_NOT_TO_SAY, [1, 1, 1], 3, /3 or more\. That suggests risky drinking for women \(3 or more\), and for men it is one point below their level of 4/],
    ])('%s with Q1-Q3 %j: AUDIT-C %i', (_sex, sex, firstThree, auditC, text) => {
      const scores = [...firstThree, 0, 0, 0, 0, 0, 0, 0]
      const result = interpret(audit, answersFor(scores, sex))
      expect(result.subscaleScores).toEqual({ [AUDIT_C]: auditC })
      expect(result.totalScore).toBe(auditC)
      expect(result.overallInterpretation).toMatch(text)
    })

    it('does not count items 4-10 in AUDIT-C', () => {
      // AUDIT-C 1 + 1 + 0 = 2; total 2 + 4 + 4 + 2 + 2 = 14
      const result = interpret(audit, answersFor([1, 1, 0, 4, 4, 0, 0, 0, 2, 2], FEMALE))
      expect(result).toMatchObject({ totalScore: 14, subscaleScores: { [AUDIT_C]: 2 } })
      expect(result.overallInterpretation).toMatch(/below the level/)
    })

    it('does not change the total or the zone with sex', () => {
      const scores = [2, 1, 2, 1, 0, 0, 1, 1, 0, 0]
      const [male, female, unsaid] = [MALE, FEMALE, PREFER_NOT_TO_SAY].map((sex) => interpret(audit, answersFor(scores, sex)))
      for (const result of [male, female, unsaid]) expect(result).toMatchObject({ totalScore: 8, grade: 'Moderate Risk of Dependence' })
    })
  })

  describe('the next level of intervention (2+ on items 4-6, or 4 on item 9 or 10)', () => {
    // Base: Q1 1, Q2 1, Q3 1 (AUDIT-C 3), all else 0; one item changed at a time.
    const base = [1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    const withItem = (item: number, score: number) => base.map((value, index) => (index === item - 1 ? score : value))

    it.each([
      [4, 2, 5],
      [5, 2, 5],
      [6, 2, 5],
      [6, 4, 7],
      [9, 4, 7],
      [10, 4, 7],
    ])('item %i scoring %i puts the extra step first (total %i)', (item, score, total) => {
      const result = interpret(audit, answersFor(withItem(item, score)))
      expect(result.totalScore).toBe(total)
      expect(result.grade).toBe('Low Risk of Dependence')
      expect(result.nextSteps?.[0]).toMatch(NEXT_LEVEL)
      // ...followed by the zone's own steps, unchanged.
      expect(result.nextSteps?.slice(1)).toEqual(audit.scoring.bands?.[0]?.nextSteps)
    })

    it.each([
      [4, 1, 4],
      [5, 1, 4],
      [6, 1, 4],
      [7, 4, 7],
      [8, 4, 7],
      [9, 2, 5],
      [10, 2, 5],
    ])('item %i scoring %i does not (total %i)', (item, score, total) => {
      const result = interpret(audit, answersFor(withItem(item, score)))
      expect(result.totalScore).toBe(total)
      expect(result.nextSteps).toEqual(audit.scoring.bands?.[0]?.nextSteps)
    })

    it('adds the step once when several items call for it', () => {
      const result = interpret(audit, answersFor([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]))
      expect((result.nextSteps ?? []).filter((text) => NEXT_LEVEL.test(text))).toHaveLength(1)
      expect(result.nextSteps?.[0]).toMatch(NEXT_LEVEL)
    })
  })

  it('lists the questions and options in the published order', () => {
    expect(audit.questions.map((question) => question.id)).toEqual([
      'audit-1', 'audit-2', 'audit-3', 'audit-4', 'audit-5', 'audit-6', 'audit-7', 'audit-8', 'audit-9', 'audit-10', 'audit-sex',
    ])
    const options = (index: number) => audit.questions[index]?.options?.map((option) => [option.text, option.score])
    expect(options(0)).toEqual([
      ['Never', 0], ['Monthly or less', 1], ['2 to 4 times a month', 2], ['2 to 3 times a week', 3], ['4 or more times a week', 4],
    ])
    expect(options(1)).toEqual([['1 or 2', 0], ['3 or 4', 1], ['5 or 6', 2], ['7, 8 or 9', 3], ['10 or more', 4]])
    for (const index of [2, 3, 4, 5, 6, 7]) {
      expect(options(index)).toEqual([
        ['Never', 0], ['Less than monthly', 1], ['Monthly', 2], ['Weekly', 3], ['Daily or almost daily', 4],
      ])
    }
    expect(audit.questions[2]?.question).toMatch(/six or more drinks on one occasion/)
    expect(audit.questions[5]?.question).toMatch(/first drink in the morning/)
    expect(audit.questions[0]?.options?.[0]?.nextQuestion).toBe('audit-9')
  })
})
