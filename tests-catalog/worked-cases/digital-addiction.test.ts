/**
 * SAS-SV worked cases from the published scoring (Kwon et al. 2013): ten items, Strongly disagree 1,
 * Disagree 2, Weakly disagree 3, Weakly agree 4, Agree 5, Strongly agree 6; total = sum, 10-60.
 * Sex-specific cut-offs from the ROC analysis: 31 or more for boys, 33 or more for girls. Site rule:
 * at or above the cut-off → "High Risk of Dependence" (red-orange), below → "Low Risk of
 * Dependence" (green); "Prefer not to say" is judged against the lower cut-off (31). The sex
 * question is unscored and comes after the ten items.
 *
 * Answers are option indices: index = score - 1 (Strongly disagree is index 0); the eleventh answer
 * is the sex option (0 Male, 1 Female, 2 Prefer not to say).
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { itemsTotalling, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const sas = loadCatalogTest('digital-addiction')

const MALE = 0
const FEMALE = 1
const UNSAID = 2

/** The ten answers, given as the published scores (1-6), then the sex option. */
const answersFromScores = (scores: number[], sex: number) => [...scores.map((score) => score - 1), sex]
const score = (scores: number[], sex: number) => interpret(sas, answersFromScores(scores, sex))

/**
 * Ten scores adding up to `total`, with item 3 (wrist and neck pain) kept at 1 so that the health
 * risk stays out: the extra points above 1 are spread over the other nine items, from item 1 on.
 */
function scoresTotalling(total: number): number[] {
  const extra = itemsTotalling(total - 10, 9, 5) // up to 5 extra points on each of nine items
  return [extra[0]!, extra[1]!, 0, ...extra.slice(2)].map((points) => points + 1)
}

const CUT_OFF = 'Cut-off score used for you (high risk at or above)'
const LOW = 'Low Risk of Dependence'
const HIGH = 'High Risk of Dependence'

describe('SAS-SV (digital addiction)', () => {
  describe('sex-specific cut-offs: 31 for males, 33 for females, 31 when not said', () => {
    it.each([
      // sex      total  grade  tone          cut-off  description
      ['male', MALE, 10, LOW, 'green', 31, /below the cut-off/],
      ['male', MALE, 30, LOW, 'green', 31, /below the cut-off/],
      ['male', MALE, 31, HIGH, 'red-orange', 31, /31 or more, at or above the cut-off the scale's authors found for males/],
      ['male', MALE, 32, HIGH, 'red-orange', 31, /found for males/],
      ['male', MALE, 33, HIGH, 'red-orange', 31, /found for males/],
      ['male', MALE, 55, HIGH, 'red-orange', 31, /found for males/],
      ['female', FEMALE, 10, LOW, 'green', 33, /below the cut-off/],
      ['female', FEMALE, 31, LOW, 'green', 33, /below the cut-off/],
      ['female', FEMALE, 32, LOW, 'green', 33, /below the cut-off/],
      ['female', FEMALE, 33, HIGH, 'red-orange', 33, /33 or more, at or above the cut-off the scale's authors found for females/],
      ['female', FEMALE, 55, HIGH, 'red-orange', 33, /found for females/],
      ['prefer not to say', UNSAID, 30, LOW, 'green', 31, /below the cut-off/],
      ['prefer not to say', UNSAID, 31, HIGH, 'red-orange', 31, /31 or 32\. You did not tell us your sex, so we used the lower/],
      ['prefer not to say', UNSAID, 32, HIGH, 'red-orange', 31, /did not tell us your sex/],
      ['prefer not to say', UNSAID, 33, HIGH, 'red-orange', 31, /33 or more, at or above the cut-off the scale's authors found for females \(and above the one for males\)/],
    ])('%s (option %i) with a total of %i: "%s" (%s), cut-off %i', (_sex, sex, total, grade, tone, cutOff, description) => {
      const scores = scoresTotalling(total)
      // the scores add up to the total, with item 3 at 1
      expect(scores.reduce((sum, value) => sum + value, 0)).toBe(total)
      const result = score(scores, sex)
      expect(result).toMatchObject({ testCode: 'DA-004', totalScore: total, expectedTotalScore: 60, grade, tone })
      expect(result.detailedAnalysis).toEqual({ [CUT_OFF]: cutOff })
      expect(result.description).toMatch(description)
      expect(result.services).toEqual(grade === HIGH ? ['talk-to-a-therapist'] : undefined)
      expect(result.healthRisks).toBeUndefined()
    })

    it('the same answers (total 32) are High for a male and Low for a female', () => {
      const scores = scoresTotalling(32)
      expect(score(scores, MALE).grade).toBe(HIGH)
      expect(score(scores, FEMALE).grade).toBe(LOW)
      expect(score(scores, UNSAID).grade).toBe(HIGH)
    })

    it.each([
      ['male', MALE],
      ['female', FEMALE],
      ['prefer not to say', UNSAID],
    ])('sex does not change the total (%s): all 6s = 60, all 1s = 10', (_sex, sex) => {
      // 6 × 10 = 60 and 1 × 10 = 10
      expect(score(Array(10).fill(6), sex)).toMatchObject({ totalScore: 60, grade: HIGH })
      expect(score(Array(10).fill(1), sex)).toMatchObject({ totalScore: 10, grade: LOW })
    })

    it.each([
      ['male', MALE, /For males, the scale's authors set the cut-off at 31 out of 60/],
      ['female', FEMALE, /For females, the scale's authors set the cut-off at 33 out of 60/],
      ['prefer not to say', UNSAID, /did not tell us your sex, so your score was compared with the lower of the two cut-offs: 31/],
    ])('explains the cut-off used (%s)', (_sex, sex, text) => {
      expect(score(scoresTotalling(20), sex).overallInterpretation).toMatch(text)
    })
  })

  describe('High steps and services', () => {
    it('gives phone settings, no phone at night, replacing checking, and a therapist with low mood', () => {
      const result = score(scoresTotalling(40), FEMALE)
      expect(result.nextSteps).toHaveLength(4)
      expect(result.nextSteps?.[0]).toMatch(/screen-time or digital-wellbeing settings/)
      expect(result.nextSteps?.[1]).toMatch(/out of the bedroom at night/)
      expect(result.nextSteps?.[2]).toMatch(/Replace habitual checking/)
      expect(result.nextSteps?.[3]).toMatch(/low, anxious or hopeless most days, talk to a therapist/)
      expect(result.services).toEqual(['talk-to-a-therapist'])
    })

    it('gives Low healthy habits and no service', () => {
      const result = score(scoresTotalling(20), MALE)
      expect(result.nextSteps?.[0]).toMatch(/Keep healthy phone habits/)
      expect(result.services).toBeUndefined()
    })
  })

  describe('problem areas (Agree or Strongly agree) and the wrist and neck health risk', () => {
    const areas = [
      /miss work or tasks/, /hard to concentrate/, null, /could not stand being without your phone/, /impatient and restless/,
      /on your mind even when/, /keep using your phone even if it greatly affected/, /keep checking your phone/,
      /longer than you meant to/, /People around you say/,
    ]

    it.each([0, 1, 3, 4, 5, 6, 7, 8, 9])('item %i + 1 at "Agree" (5) lists its area alone (total 14)', (index) => {
      // nine items at 1 + one at 5 = 14
      const result = score(Array.from({ length: 10 }, (_, i) => (i === index ? 5 : 1)), MALE)
      expect(result.totalScore).toBe(14)
      expect(result.problemAreas).toEqual([expect.stringMatching(areas[index]!)])
      expect(result.healthRisks).toBeUndefined()
    })

    it('lists nothing for "Weakly agree" (4) on every item except the pain item, which is a health risk', () => {
      // 4 × 10 = 40
      const result = score(Array(10).fill(4), MALE)
      expect(result.totalScore).toBe(40)
      expect(result.problemAreas).toBeUndefined()
      expect(result.healthRisks).toEqual([expect.stringMatching(/Pain in the wrists or the back of the neck/)])
    })

    it.each([
      [4, true], [5, true], [6, true], [3, false], [1, false],
    ])('item 3 (pain) at %i: health risk %s, never a problem area', (item3, shown) => {
      const result = score([1, 1, item3, 1, 1, 1, 1, 1, 1, 1], FEMALE)
      expect(result.totalScore).toBe(9 + item3)
      expect(result.healthRisks !== undefined).toBe(shown)
      expect(result.problemAreas).toBeUndefined()
    })

    it('lists all nine areas in item order at "Strongly agree" on every item', () => {
      const listed = score(Array(10).fill(6), FEMALE).problemAreas ?? []
      const expected = areas.filter((area): area is RegExp => area !== null)
      expect(listed).toHaveLength(9)
      listed.forEach((text, index) => expect(text).toMatch(expected[index]!))
    })
  })

  it('refuses a result without the sex answer (it is on every path)', () => {
    const answers = [...Array(10).fill(0), null]
    expect(refusalOf(sas, answers).problems[0]?.pointer).toBe('/answers/10')
  })

  it('lists the questions and options in the published order, with the sex question last', () => {
    expect(sas.questions.map((question) => question.id)).toEqual([
      'sas-1', 'sas-2', 'sas-3', 'sas-4', 'sas-5', 'sas-6', 'sas-7', 'sas-8', 'sas-9', 'sas-10', 'sas-sex',
    ])
    for (const question of sas.questions.slice(0, 10)) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['Strongly disagree', 1], ['Disagree', 2], ['Weakly disagree', 3], ['Weakly agree', 4], ['Agree', 5], ['Strongly agree', 6],
      ])
    }
    expect(sas.questions[10]?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Male', 0], ['Female', 0], ['Prefer not to say', 0],
    ])
    const texts = sas.questions.map((question) => question.question)
    expect(texts[0]).toMatch(/^Missing planned work/)
    expect(texts[2]).toMatch(/pain in the wrists or at the back of the neck/)
    expect(texts[6]).toMatch(/never give up using my smartphone/)
    expect(texts[9]).toMatch(/people around me tell me/)
  })
})
