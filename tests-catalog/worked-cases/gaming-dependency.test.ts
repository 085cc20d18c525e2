/**
 * IGDS9-SF worked cases from the published scoring (Pontes & Griffiths 2015): nine items, one per
 * DSM-5 criterion, Never 1, Rarely 2, Sometimes 3, Often 4, Very often 5; total = sum, 9-45. The
 * authors' rule: "Very often" (5) on at least 5 of the 9 items = disordered gaming. This site's grade:
 *   5 or more items at 5        → "Possible Dependence" (red-orange), whatever the total;
 *   otherwise a total of 21+    → "Moderate Risk of Dependence" (yellow; Monacis 2016 cut-off);
 *   otherwise (9-20)            → "Low Risk of Dependence" (green).
 * The number of items at 5 is reported in detailedAnalysis; item 8 (escape) at 4 or more puts a
 * mood step first.
 *
 * Answers are option indices: index = score - 1 (Never is index 0, Very often index 4).
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const igds = loadCatalogTest('gaming-dependency')

/** The nine answers, given as the published scores (1-5). */
const answersFromScores = (scores: number[]) => scores.map((score) => score - 1)
const score = (scores: number[]) => interpret(igds, answersFromScores(scores))

const VERY_OFTEN = 'Signs answered "Very often" (out of 9)'
const LOW = 'Low Risk of Dependence'
const MODERATE = 'Moderate Risk of Dependence'
const POSSIBLE = 'Possible Dependence'
const ESCAPE_STEP = /You often play to escape or relieve bad feelings/

const MEETS_RULE = /5 or more of the 9 signs of gaming disorder, which meets the scale authors' rule/
const TOTAL_ONLY = /fewer than 5 of the 9 signs, so you do not meet the scale authors' rule.*total of 21 or more/
const SOME = /to some of the 9 signs, but fewer than the 5 needed.*below 21/
const NONE = /did not answer "Very often" to any of the 9 signs.*below 21/

describe('IGDS9-SF (gaming dependency)', () => {
  describe('grades: the "Very often" rule first, then the total', () => {
    it.each([
      // scores                          total  items at 5  grade       tone          interpretation
      [[1, 1, 1, 1, 1, 1, 1, 1, 1], 9, 0, LOW, 'green', NONE], //          1 × 9 = 9 (lowest total)
      [[4, 4, 4, 1, 1, 1, 1, 1, 3], 20, 0, LOW, 'green', NONE], //         12 + 5 + 3 = 20 (top of Low)
      [[5, 5, 2, 1, 1, 1, 1, 1, 3], 20, 2, LOW, 'green', SOME], //         10 + 2 + 5 + 3 = 20
      [[5, 5, 3, 1, 1, 1, 1, 1, 3], 21, 2, MODERATE, 'yellow', TOTAL_ONLY], // 10 + 3 + 5 + 3 = 21 (bottom of Moderate)
      [[3, 3, 3, 2, 2, 2, 2, 2, 2], 21, 0, MODERATE, 'yellow', TOTAL_ONLY], // 9 + 12 = 21, no item at 5
      [[5, 5, 5, 5, 1, 1, 1, 1, 1], 25, 4, MODERATE, 'yellow', TOTAL_ONLY], // 20 + 5 = 25: four at 5 is not enough
      [[5, 5, 5, 5, 4, 4, 4, 4, 4], 40, 4, MODERATE, 'yellow', TOTAL_ONLY], // 20 + 20 = 40: still four at 5
      [[4, 4, 4, 4, 4, 4, 4, 4, 4], 36, 0, MODERATE, 'yellow', TOTAL_ONLY], // 4 × 9 = 36, no item at 5
      [[5, 5, 5, 5, 5, 1, 1, 1, 1], 29, 5, POSSIBLE, 'red-orange', MEETS_RULE], // 25 + 4 = 29: the lowest total with five at 5
      [[1, 1, 1, 1, 5, 5, 5, 5, 5], 29, 5, POSSIBLE, 'red-orange', MEETS_RULE], // the same five criteria count, other items
      [[5, 5, 5, 5, 5, 5, 4, 4, 4], 42, 6, POSSIBLE, 'red-orange', MEETS_RULE], // 30 + 12 = 42
      [[5, 5, 5, 5, 5, 5, 5, 5, 5], 45, 9, POSSIBLE, 'red-orange', MEETS_RULE], // 5 × 9 = 45 (highest total)
    ])('scores %j: total %i, %i items "Very often"', (scores, total, veryOften, grade, tone, interpretation) => {
      const result = score(scores)
      expect(result).toMatchObject({ testCode: 'DA-003', totalScore: total, expectedTotalScore: 45, grade, tone })
      expect(result.detailedAnalysis).toEqual({ [VERY_OFTEN]: veryOften })
      expect(result.overallInterpretation).toMatch(interpretation)
      expect(result.suicideRisk).toBeUndefined()
    })

    it('gives "Possible Dependence" at a total (29) that is lower than a Moderate total (40)', () => {
      // five at 5 and four at 1 = 29 → Possible Dependence; four at 5 and five at 4 = 40 → Moderate
      expect(score([5, 5, 5, 5, 5, 1, 1, 1, 1]).grade).toBe(POSSIBLE)
      expect(score([5, 5, 5, 5, 4, 4, 4, 4, 4]).grade).toBe(MODERATE)
    })

    it('offers a therapist for Possible Dependence, with its own steps', () => {
      // 25 + 4 = 29; item 8 is 1, so no escape step
      const result = score([5, 5, 5, 5, 5, 1, 1, 1, 1])
      expect(result.description).toMatch(/5 or more of the 9 signs.*ICD-11/)
      expect(result.nextSteps?.[0]).toMatch(/Talk to a therapist about your gaming/)
      expect(result.nextSteps?.join(' ')).toMatch(/Involve your family/)
      expect(result.services).toEqual(['talk-to-a-therapist'])
    })

    it('gives Moderate time limits and a retest in a month, without a service', () => {
      // 9 + 12 = 21
      const result = score([3, 3, 3, 2, 2, 2, 2, 2, 2])
      expect(result.description).toMatch(/21 or more/)
      expect(result.nextSteps?.[0]).toMatch(/Set clear time limits/)
      expect(result.nextSteps?.join(' ')).toMatch(/No gaming after bedtime.*Retake this test in a month/)
      expect(result.services).toBeUndefined()
    })

    it('gives Low balanced-gaming advice, without a service', () => {
      const result = score([1, 1, 1, 1, 1, 1, 1, 1, 1])
      expect(result.nextSteps?.[0]).toMatch(/Keep gaming balanced/)
      expect(result.services).toBeUndefined()
    })
  })

  describe('problem areas: each criterion answered "Very often"', () => {
    const criteria = [
      /^Preoccupation:/, /^Withdrawal:/, /^Tolerance:/, /^Loss of control:/, /^Giving up other activities:/,
      /^Continuing despite problems:/, /^Deception:/, /^Escape:/, /^Risk to relationships or opportunities:/,
    ]

    it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])('item %i + 1 at 5, the rest at 1, lists that criterion alone (total 13)', (index) => {
      // 8 × 1 + 5 = 13
      const result = score(Array.from({ length: 9 }, (_, i) => (i === index ? 5 : 1)))
      expect(result).toMatchObject({ totalScore: 13, grade: LOW, detailedAnalysis: { [VERY_OFTEN]: 1 } })
      expect(result.problemAreas).toHaveLength(1)
      expect(result.problemAreas?.[0]).toMatch(criteria[index]!)
    })

    it('lists nothing for "Often" (4) on every item', () => {
      expect(score([4, 4, 4, 4, 4, 4, 4, 4, 4]).problemAreas).toBeUndefined()
    })

    it('lists all nine, in item order, at 5 on every item', () => {
      const areas = score([5, 5, 5, 5, 5, 5, 5, 5, 5]).problemAreas ?? []
      expect(areas).toHaveLength(9)
      areas.forEach((text, index) => expect(text).toMatch(criteria[index]!))
    })
  })

  describe('item 8 (playing to escape a negative mood) puts a mood step first', () => {
    it.each([
      [4, 12], // 8 × 1 + 4 = 12
      [5, 13], // 8 × 1 + 5 = 13
    ])('item 8 at %i: step first, with the Low steps after (total %i)', (item8, total) => {
      const result = score([1, 1, 1, 1, 1, 1, 1, item8, 1])
      expect(result).toMatchObject({ totalScore: total, grade: LOW })
      expect(result.nextSteps?.[0]).toMatch(ESCAPE_STEP)
      expect(result.nextSteps?.slice(1)).toEqual(igds.scoring.bands[0]?.nextSteps)
    })

    it('comes before the Possible Dependence steps too', () => {
      const result = score([5, 5, 5, 5, 5, 5, 5, 5, 5])
      expect(result.nextSteps?.[0]).toMatch(ESCAPE_STEP)
      expect(result.nextSteps?.slice(1)).toEqual(igds.scoring.gradeRules?.[0]?.nextSteps)
    })

    it.each([1, 2, 3])('item 8 at %i: no mood step', (item8) => {
      const result = score([5, 5, 5, 5, 5, 5, 5, item8, 5])
      expect(result.grade).toBe(POSSIBLE)
      expect(result.nextSteps?.some((text) => ESCAPE_STEP.test(text))).toBe(false)
    })
  })

  it('lists the questions and options in the published order', () => {
    expect(igds.questions.map((question) => question.id)).toEqual([
      'igds-1', 'igds-2', 'igds-3', 'igds-4', 'igds-5', 'igds-6', 'igds-7', 'igds-8', 'igds-9',
    ])
    for (const question of igds.questions) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['Never', 1], ['Rarely', 2], ['Sometimes', 3], ['Often', 4], ['Very often', 5],
      ])
    }
    const texts = igds.questions.map((question) => question.question)
    expect(texts[0]).toMatch(/^Do you feel preoccupied with your gaming behavior\?/)
    expect(texts[1]).toMatch(/irritability, anxiety, or even sadness/)
    expect(texts[2]).toMatch(/increasing amount of time/)
    expect(texts[3]).toMatch(/systematically fail/)
    expect(texts[4]).toMatch(/lost interest in previous hobbies/)
    expect(texts[5]).toMatch(/causing problems between you and other people/)
    expect(texts[6]).toMatch(/deceived any of your family members/)
    expect(texts[7]).toMatch(/escape or relieve a negative mood/)
    expect(texts[8]).toMatch(/jeopardized or lost an important relationship/)
  })

  it('lists every change from the published item wording in the adaptations', () => {
    // Published (Pontes & Griffiths 2015): item 3 "...increasing amount of time engaged gaming...",
    // item 5 "Have you lost interests in previous hobbies...", item 7 "...because the amount of your
    // gaming activity?"; the site corrects the grammar of all three.
    const texts = igds.questions.map((question) => question.question)
    expect(texts[2]).toBe('Do you feel the need to spend increasing amount of time engaged in gaming in order to achieve satisfaction or pleasure?')
    expect(texts[4]).toBe('Have you lost interest in previous hobbies and other entertainment activities as a result of your engagement with the game?')
    expect(texts[6]).toBe('Have you deceived any of your family members, therapists, or others because of the amount of your gaming activity?')
    const adaptations = igds.source.adaptations?.join(' ') ?? ''
    expect(adaptations).toMatch(/item 3 reads "engaged in gaming" \(published: "engaged gaming"\)/)
    expect(adaptations).toMatch(/item 5 "lost interest" \(published: "lost interests"\)/)
    expect(adaptations).toMatch(/item 7 "because of the amount" \(published: "because the amount"\)/)
  })
})
