/**
 * BSMAS worked cases from the published scoring (Andreassen et al. 2016): six items, Very rarely 1,
 * Rarely 2, Sometimes 3, Often 4, Very often 5; total = sum, 6-30. Site bands from the published
 * cut-offs: 6-18 Low Risk of Dependence (green), 19-23 Moderate Risk of Dependence (yellow; 19 or
 * more "at risk", Bányai 2017), 24-30 High Risk of Dependence (red-orange; 24 or more against
 * clinical interviews, Luo 2021). Interpretation from the BFAS paper (Andreassen 2012): polythetic =
 * 3 or more on at least 4 of the 6 items; monothetic = 3 or more on all 6. One rule for grade and
 * text: the polythetic pattern gives at least Moderate Risk of Dependence, even below 19. Item 3 (mood
 * modification) at "Often" or more puts a mood step first.
 *
 * Answers are option indices: index = score - 1 (Very rarely is index 0, Very often index 4).
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const bsmas = loadCatalogTest('social-media-addiction')

/** The six answers, given as the published scores (1-5). */
const answersFromScores = (scores: number[]) => scores.map((score) => score - 1)
const score = (scores: number[]) => interpret(bsmas, answersFromScores(scores))

const SOMETIMES_OR_MORE = 'Signs answered "Sometimes" or more often (out of 6)'
const OFTEN_OR_MORE = 'Signs answered "Often" or "Very often" (out of 6)'
const MONOTHETIC = /all 6 signs of addiction\. This meets the stricter \(monothetic\) pattern/
const POLYTHETIC = /at least 4 of the 6 signs of addiction\. This meets the broader \(polythetic\) pattern/
const NEITHER = /fewer than 4 of the 6 signs of addiction, and your total is below 19/
const BY_TOTAL = /fewer than 4 of the 6 signs of addiction, below the pattern .* your result comes from your total, which is at or above 19/
const AT_LEAST_MODERATE = /so your result is at least "Moderate Risk of Dependence" whatever your total/
const MOOD_STEP = /You often use social media to forget about personal problems/

const LOW = 'Low Risk of Dependence'
const MODERATE = 'Moderate Risk of Dependence'
const HIGH = 'High Risk of Dependence'

describe('BSMAS (social media addiction)', () => {
  describe('the lowest and highest total of every band', () => {
    it.each([
      // scores                 sum                         grade     tone
      [[1, 1, 1, 1, 1, 1], 6, LOW, 'green'], //        1 × 6 = 6
      [[5, 5, 5, 1, 1, 1], 18, LOW, 'green'], //       5 × 3 + 1 × 3 = 18; three items at 3 or more
      [[4, 3, 3, 3, 3, 3], 19, MODERATE, 'yellow'], // 4 + 3 × 5 = 19
      [[5, 5, 5, 5, 1, 2], 23, MODERATE, 'yellow'], // 5 × 4 + 1 + 2 = 23
      [[4, 4, 4, 4, 4, 4], 24, HIGH, 'red-orange'], // 4 × 6 = 24
      [[5, 5, 5, 5, 5, 5], 30, HIGH, 'red-orange'], // 5 × 6 = 30
    ])('scores %j add up to %i: "%s" (%s)', (scores, total, grade, tone) => {
      const result = score(scores)
      expect(result).toMatchObject({ testCode: 'DA-002', totalScore: total, expectedTotalScore: 30, grade, tone })
      expect(result.suicideRisk).toBeUndefined()
      expect(result.dangerSigns).toBeUndefined()
    })

    it('gives the low band its own steps and no service', () => {
      const result = score([1, 1, 1, 1, 1, 1])
      expect(result.description).toMatch(/few signs of addictive social media use/)
      expect(result.nextSteps?.[0]).toMatch(/Keep your healthy habits/)
      expect(result.services).toBeUndefined()
    })

    it('gives the moderate band app limits and a retest, and no service', () => {
      // 4 + 3 × 5 = 19
      const result = score([4, 3, 3, 3, 3, 3])
      expect(result.description).toMatch(/at or above 19/)
      expect(result.nextSteps?.[0]).toMatch(/Set daily time limits/)
      expect(result.nextSteps?.join(' ')).toMatch(/Retake this test in a month/)
      expect(result.services).toBeUndefined()
    })

    it('offers a therapist and a mood check from 24 up', () => {
      // 4 × 6 = 24; item 3 is 4, so the mood step comes first, then the band's own steps
      const result = score([4, 4, 4, 4, 4, 4])
      expect(result.description).toMatch(/24 or more/)
      expect(result.nextSteps?.[0]).toMatch(MOOD_STEP)
      expect(result.nextSteps?.[1]).toMatch(/Talk to a therapist/)
      expect(result.nextSteps?.join(' ')).toMatch(/depression and anxiety tests/)
      expect(result.services).toEqual(['talk-to-a-therapist'])
    })
  })

  describe('polythetic and monothetic patterns (3 or more on 4 of 6 / on all 6 items)', () => {
    it.each([
      // scores               total  items ≥3  items ≥4  interpretation   grade
      [[1, 1, 1, 1, 1, 1], 6, 0, 0, NEITHER, LOW],
      [[3, 3, 3, 2, 2, 2], 15, 3, 0, NEITHER, LOW], //     3 × 3 + 2 × 3 = 15; three items at 3
      [[5, 5, 5, 1, 1, 1], 18, 3, 3, NEITHER, LOW], //     three items at 5: total below 19, pattern not met
      [[5, 5, 5, 2, 1, 1], 19, 3, 3, BY_TOTAL, MODERATE], // 19 by the total alone, three items at 3 or more
      [[3, 3, 3, 3, 2, 2], 16, 4, 0, POLYTHETIC, MODERATE], //  3 × 4 + 2 × 2 = 16; four items at 3: the pattern alone
      [[5, 5, 5, 5, 1, 2], 23, 4, 4, POLYTHETIC, MODERATE], // four items at 5, two below 3
      [[3, 3, 3, 3, 3, 2], 17, 5, 0, POLYTHETIC, MODERATE], //  3 × 5 + 2 = 17; five items at 3
      [[3, 3, 3, 3, 3, 3], 18, 6, 0, MONOTHETIC, MODERATE], //  every item at 3: the pattern, though a low total
      [[4, 3, 3, 3, 3, 3], 19, 6, 1, MONOTHETIC, MODERATE],
      [[5, 5, 5, 5, 5, 5], 30, 6, 6, MONOTHETIC, HIGH],
    ])('scores %j (total %i): %i items at 3 or more, %i at 4 or more', (scores, total, sometimes, often, text, grade) => {
      const result = score(scores)
      expect(result).toMatchObject({ totalScore: total, grade })
      expect(result.detailedAnalysis).toEqual({ [SOMETIMES_OR_MORE]: sometimes, [OFTEN_OR_MORE]: often })
      expect(result.overallInterpretation).toMatch(text)
    })

    it('never shows "Low Risk" beside a text saying the pattern is met (one polythetic rule)', () => {
      // every answer set of 6 items scored 1-5
      for (let code = 0; code < 5 ** 6; code += 1) {
        const scores = Array.from({ length: 6 }, (_, item) => (Math.floor(code / 5 ** item) % 5) + 1)
        const result = score(scores)
        const patternMet = scores.filter((item) => item >= 3).length >= 4
        expect(AT_LEAST_MODERATE.test(result.overallInterpretation ?? '')).toBe(patternMet)
        if (patternMet) expect(result.grade).not.toBe(LOW)
        if (result.grade === LOW) expect(result.overallInterpretation).toMatch(NEITHER)
      }
    })

    it('the pattern below 19 explains itself in the grade\'s description, with the moderate steps', () => {
      // 3 × 4 + 2 × 2 = 16
      const result = score([3, 3, 3, 3, 2, 2])
      expect(result).toMatchObject({ grade: MODERATE, tone: 'yellow' })
      expect(result.description).toMatch(/at least 4 of the 6 signs.*even where the total is below 19/)
      expect(result.nextSteps?.[0]).toMatch(/Set daily time limits/)
    })
  })

  describe('problem areas: each component answered "Often" or "Very often"', () => {
    const components = [
      /^Salience:/, /^Tolerance:/, /^Mood:/, /^Loss of control:/, /^Withdrawal:/, /^Conflict:/,
    ]

    it.each([0, 1, 2, 3, 4, 5])('item %i + 1 at "Often" (4) lists its component alone', (index) => {
      // five items at 1 and one at 4: 5 + 4 = 9, Low
      const scores = [1, 1, 1, 1, 1, 1].map((value, i) => (i === index ? 4 : value))
      const result = score(scores)
      expect(result.totalScore).toBe(9)
      expect(result.problemAreas).toHaveLength(1)
      expect(result.problemAreas?.[0]).toMatch(components[index]!)
    })

    it('lists no component answered only "Sometimes"', () => {
      // 3 × 6 = 18
      expect(score([3, 3, 3, 3, 3, 3]).problemAreas).toBeUndefined()
    })

    it('lists all six, in item order, when every item is "Very often"', () => {
      const areas = score([5, 5, 5, 5, 5, 5]).problemAreas ?? []
      expect(areas).toHaveLength(6)
      areas.forEach((text, index) => expect(text).toMatch(components[index]!))
    })
  })

  describe('item 3 (using social media to forget personal problems) puts a mood step first', () => {
    it.each([
      // item 3 score, total (five items at 1 + item 3)
      [4, 9],
      [5, 10],
    ])('item 3 at %i: the step is first whatever the low total (%i)', (item3, total) => {
      const result = score([1, 1, item3, 1, 1, 1])
      expect(result).toMatchObject({ totalScore: total, grade: LOW })
      expect(result.nextSteps?.[0]).toMatch(MOOD_STEP)
      expect(result.nextSteps?.slice(1)).toEqual(bsmas.scoring.bands[0]?.nextSteps)
    })

    it.each([1, 2, 3])('item 3 at %i: no mood step', (item3) => {
      const result = score([5, 5, item3, 5, 5, 1])
      expect(result.nextSteps?.some((text) => MOOD_STEP.test(text))).toBe(false)
    })
  })

  it('lists the questions and options in the published order', () => {
    expect(bsmas.questions.map((question) => question.id)).toEqual(['bsmas-1', 'bsmas-2', 'bsmas-3', 'bsmas-4', 'bsmas-5', 'bsmas-6'])
    for (const question of bsmas.questions) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['Very rarely', 1], ['Rarely', 2], ['Sometimes', 3], ['Often', 4], ['Very often', 5],
      ])
    }
    const texts = bsmas.questions.map((question) => question.question)
    expect(texts[0]).toMatch(/thinking about social media or planned use of social media/) // salience
    expect(texts[1]).toMatch(/urge to use social media more and more/) // tolerance
    expect(texts[2]).toMatch(/forget about personal problems/) // mood modification
    expect(texts[3]).toMatch(/cut down on the use of social media without success/) // relapse
    expect(texts[4]).toMatch(/restless or troubled if you have been prohibited/) // withdrawal
    expect(texts[5]).toMatch(/negative impact on your job or studies/) // conflict
    expect(bsmas.formHeading).toBe('How often during the last year have you…')
  })
})
