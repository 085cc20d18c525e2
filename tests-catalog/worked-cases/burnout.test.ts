/**
 * Copenhagen Burnout Inventory worked cases from the published scoring (Kristensen 2005):
 * answers score 100 / 75 / 50 / 25 / 0 (Always ... Never/almost never, or To a very high degree ...
 * To a very low degree); work item 7 ("enough energy for family and friends") is reverse-scored
 * (Always 0 ... Never/almost never 100); each scale is the mean of its items (0-100).
 * Site rules: the grade is the work-related mean, below 50 "Low burnout", 50 to below 75
 * "Moderate burnout", 75 or more "High burnout"; Emotional Exhaustion shows the same level;
 * Depersonalization shows the client-related level, or "Not asked" when the person does not work
 * with clients (those six items are skipped); "Often" or "Always" on "I can't take it anymore"
 * adds a next step; the last question fills the day-to-day impact and is not scored.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import type { Answer, AssessmentResult } from '#schemas/index.ts'
import { loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const cbi = loadCatalogTest('burnout')

/** A subscale's score on the result (absent when the subscale does not apply). */
const scoreOf = (result: AssessmentResult, id: string) => result.subscales?.find((subscale) => subscale.id === id)?.score
const gradeOf = (result: AssessmentResult, id: string) => result.subscales?.find((subscale) => subscale.id === id)?.grade
const CANT_TAKE_IT = /often or always think "I can't take it anymore"/
const MBI_NOTE = /does not measure two things the paid Maslach Burnout Inventory also covers/

const YES = 0
const NO = 1

/** Option position for a published item score: 100 is the first option, 0 the last. */
const forward = (score: number) => (100 - score) / 25
/** Work item 7 is reverse-scored: "Always" (first option) scores 0, "Never/almost never" 100. */
const reverse = (score: number) => score / 25

type Week = {
  personal?: number[]
  /** Seven work item SCORES; the 7th is the reversed score. */
  work?: number[]
  /** Six client item scores, or null when the person does not work with clients. */
  client?: number[] | null
  impact?: number
}

/** Answers from item scores (not positions), in question order. */
function answers({ personal = [0, 0, 0, 0, 0, 0], work = [0, 0, 0, 0, 0, 0, 0], client = null, impact = 0 }: Week): Answer[] {
  if (personal.length !== 6 || work.length !== 7 || (client && client.length !== 6)) throw new Error('6 personal, 7 work and 6 client items')
  return [
    ...personal.map(forward),
    ...work.map((score, index) => (index === 6 ? reverse(score) : forward(score))),
    client ? YES : NO,
    ...(client ? client.map(forward) : [null, null, null, null, null, null]),
    impact,
  ]
}

describe('Copenhagen Burnout Inventory (burnout)', () => {
  describe('grade bands on the work-related mean', () => {
    it.each([
      // (0 × 7) / 7 = 0
      [[0, 0, 0, 0, 0, 0, 0], 0, 'Low burnout', 'green'],
      // (100 + 100 + 100 + 0 + 0 + 0 + 25) / 7 = 325 / 7 = 46.43, the highest mean below 50
      [[100, 100, 100, 0, 0, 0, 25], 46.43, 'Low burnout', 'green'],
      // (100 + 100 + 100 + 0 + 0 + 0 + 50) / 7 = 350 / 7 = 50
      [[100, 100, 100, 0, 0, 0, 50], 50, 'Moderate burnout', 'yellow'],
      // (100 + 100 + 100 + 100 + 100 + 0 + 0) / 7 = 500 / 7 = 71.43, the highest mean below 75
      [[100, 100, 100, 100, 100, 0, 0], 71.43, 'Moderate burnout', 'yellow'],
      // (100 × 5 + 25 + 0) / 7 = 525 / 7 = 75
      [[100, 100, 100, 100, 100, 25, 0], 75, 'High burnout', 'orange'],
      // (100 × 7) / 7 = 100, the maximum (item 7 "Never/almost never" scores 100)
      [[100, 100, 100, 100, 100, 100, 100], 100, 'High burnout', 'orange'],
    ])('work items %j give a mean of %d: "%s" (%s)', (work, total, grade, tone) => {
      const result = interpret(cbi, answers({ work }))
      expect(result).toMatchObject({ testCode: 'MH-003', totalScore: total, expectedTotalScore: 100, grade, tone })
      expect(scoreOf(result, 'workBurnout')).toBe(total)
      expect(gradeOf(result, 'workBurnout')).toBe(grade.replace(' burnout', ' work-related burnout'))
      expect(result.emotionalExhaustion?.level).toBe(grade.replace(' burnout', ''))
    })

    it.each([
      // (50 + 50 + 50 + 25 + 25 + 25 + 0) / 7 = 225 / 7 = 32.14: low
      [[50, 50, 50, 25, 25, 25, 0], /low level: you are not showing much exhaustion/, undefined],
      // (50 × 6 + 100) / 7 = 400 / 7 = 57.14: moderate
      [[50, 50, 50, 50, 50, 50, 100], /Look at your workload/, ['talk-to-a-therapist']],
      // (100 × 5 + 75 + 50) / 7 = 625 / 7 = 89.29: high
      [[100, 100, 100, 100, 100, 75, 50], /See a doctor or therapist soon/, ['talk-to-a-doctor', 'talk-to-a-therapist']],
    ])('work items %j give the band\'s own first step and services', (work, text, services) => {
      const result = interpret(cbi, answers({ work }))
      expect([result.description, ...(result.nextSteps ?? [])].join(' ')).toMatch(text)
      expect(result.services).toEqual(services)
    })

    it('gives crisis numbers in the high band', () => {
      const result = interpret(cbi, answers({ work: [100, 100, 100, 100, 100, 100, 100] }))
      expect(result.nextSteps?.join(' ')).toMatch(/999 or 112/)
      expect(result.suicideRisk).toBeUndefined()
    })
  })

  describe('work item 7 is reverse-scored', () => {
    it.each([
      // Options in published order: Always, Often, Sometimes, Seldom, Never/almost never.
      [0, 0, 0],
      // Six items at 0 plus item 7 "Often" = 25: 25 / 7 = 3.57
      [1, 25, 3.57],
      [2, 50, 7.14],
      [3, 75, 10.71],
      // 100 / 7 = 14.29
      [4, 100, 14.29],
    ])('option %i of item 7 scores %i (work mean %d)', (option, score, mean) => {
      const input = answers({ work: [0, 0, 0, 0, 0, 0, 0] })
      input[12] = option
      const result = interpret(cbi, input)
      expect(cbi.questions[12]?.options?.[option]?.score).toBe(score)
      expect(result.totalScore).toBe(mean)
    })
  })

  describe('the three scale means', () => {
    it('reports personal, work and client burnout as means of their own items', () => {
      const result = interpret(cbi, answers({
        // (75 + 75 + 50 + 25 + 50 + 25) / 6 = 300 / 6 = 50
        personal: [75, 75, 50, 25, 50, 25],
        // (75 + 50 + 50 + 75 + 50 + 25 + 75) / 7 = 400 / 7 = 57.14
        work: [75, 50, 50, 75, 50, 25, 75],
        // (25 + 25 + 50 + 100 + 0 + 25) / 6 = 225 / 6 = 37.5
        client: [25, 25, 50, 100, 0, 25],
      }))
      expect(result.subscales?.map(({ id, score, grade }) => [id, score, grade])).toEqual([
        ['personalBurnout', 50, 'Moderate personal burnout'],
        ['workBurnout', 57.14, 'Moderate work-related burnout'],
        ['clientBurnout', 37.5, 'Low client-related burnout'],
      ])
      expect(result).toMatchObject({ totalScore: 57.14, grade: 'Moderate burnout' })
      expect(result.depersonalization?.level).toBe('Low')
    })

    it('does not let the personal or client scales change the grade', () => {
      // Work mean 0; personal and client at their maximum of 100.
      const result = interpret(cbi, answers({ personal: [100, 100, 100, 100, 100, 100], client: [100, 100, 100, 100, 100, 100] }))
      expect(result).toMatchObject({ totalScore: 0, grade: 'Low burnout' })
      expect([scoreOf(result, 'personalBurnout'), scoreOf(result, 'clientBurnout')]).toEqual([100, 100])
      expect([gradeOf(result, 'personalBurnout'), gradeOf(result, 'clientBurnout')]).toEqual(['High personal burnout', 'High client-related burnout'])
      expect(result.depersonalization?.level).toBe('High')
    })
  })

  describe('skip rule: the client questions only for people who work with clients', () => {
    it('"No" goes straight to the last question and shows "Not asked"', () => {
      const input = answers({ work: [50, 50, 50, 50, 50, 50, 50], client: null })
      expect(followPath(cbi, input)).toEqual({ path: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20], problems: [] })
      const result = interpret(cbi, input)
      expect(result.depersonalization).toMatchObject({ level: 'Not asked' })
      expect(result.depersonalization?.description).toMatch(/does not involve serving people/)
      expect(result.subscales?.map((subscale) => subscale.id)).toEqual(['personalBurnout', 'workBurnout'])
      // 350 / 7 = 50
      expect(result).toMatchObject({ totalScore: 50, grade: 'Moderate burnout' })
    })

    it('ignores client answers passed anyway after "No"', () => {
      const input = answers({ client: null })
      const noisy = [...input]
      for (let index = 14; index < 20; index += 1) noisy[index] = 0
      expect(interpret(cbi, noisy)).toEqual(interpret(cbi, input))
    })

    it('"Yes" asks all six client questions, and refuses one left empty', () => {
      const input = answers({ client: [50, 50, 50, 50, 50, 50] })
      expect(followPath(cbi, input).path).toHaveLength(21)
      input[17] = null
      expect(refusalOf(cbi, input).problems[0]?.pointer).toBe('/answers/17')
    })

    it.each([
      // (0 × 6) / 6 = 0
      [[0, 0, 0, 0, 0, 0], 0, 'Low'],
      // (100 + 100 + 75 + 0 + 0 + 0) / 6 = 275 / 6 = 45.83, the highest mean below 50
      [[100, 100, 75, 0, 0, 0], 45.83, 'Low'],
      // 300 / 6 = 50
      [[100, 100, 100, 0, 0, 0], 50, 'Moderate'],
      // (100 × 4 + 25 + 0) / 6 = 425 / 6 = 70.83, the highest mean below 75
      [[100, 100, 100, 100, 25, 0], 70.83, 'Moderate'],
      // 450 / 6 = 75
      [[100, 100, 100, 100, 50, 0], 75, 'High'],
      // 600 / 6 = 100
      [[100, 100, 100, 100, 100, 100], 100, 'High'],
    ])('client items %j: mean %d, Depersonalization level "%s"', (client, mean, level) => {
      const result = interpret(cbi, answers({ client }))
      expect(scoreOf(result, 'clientBurnout')).toBe(mean)
      expect(gradeOf(result, 'clientBurnout')).toBe(`${level} client-related burnout`)
      expect(result.depersonalization?.level).toBe(level)
      expect(result.depersonalization?.description).toMatch(/client-related burnout scale/)
    })
  })

  describe('Emotional Exhaustion and the Maslach triad', () => {
    it('shows the work-related level, explains it, and leaves Personal Accomplishment out', () => {
      const result = interpret(cbi, answers({ work: [100, 100, 100, 100, 100, 25, 0] }))
      expect(result.emotionalExhaustion).toMatchObject({ level: 'High' })
      expect(result.emotionalExhaustion?.description).toMatch(/work-related burnout scale/)
      expect(result.personalAccomplishment).toBeUndefined()
      expect(result.overallInterpretation).toMatch(MBI_NOTE)
      expect(result.overallInterpretation).toMatch(/reduced personal accomplishment/)
    })
  })

  describe('overall interpretation', () => {
    it('points to causes outside work when personal burnout is 50 or more and work-related below 50', () => {
      // Personal 300 / 6 = 50; work 325 / 7 = 46.43
      const result = interpret(cbi, answers({ personal: [50, 50, 50, 50, 50, 50], work: [100, 100, 100, 0, 0, 0, 25] }))
      expect(result.overallInterpretation).toMatch(/causes besides work/)
      expect(result.overallInterpretation).toMatch(MBI_NOTE)
    })

    it.each([
      // Personal 275 / 6 = 45.83 (below 50), work 0
      ['personal just below 50', [75, 50, 50, 50, 50, 0], [0, 0, 0, 0, 0, 0, 0]],
      // Personal 50, work 50: both high, so the general text
      ['both at 50', [50, 50, 50, 50, 50, 50], [100, 100, 100, 0, 0, 0, 50]],
    ])('gives the general text otherwise (%s)', (_case, personal, work) => {
      const result = interpret(cbi, answers({ personal, work }))
      expect(result.overallInterpretation).toMatch(/measures exhaustion in three areas/)
    })
  })

  describe('"I can\'t take it anymore" (personal item 4)', () => {
    it.each([
      [0, true],
      [1, true],
      [2, false],
      [4, false],
    ])('option %i: extra first step %s', (option, shown) => {
      const input = answers({})
      input[3] = option
      const result = interpret(cbi, input)
      expect(result.nextSteps?.[0]?.match(CANT_TAKE_IT) !== null).toBe(shown)
      expect(result.suicideRisk).toBeUndefined()
      // The work-related grade is unchanged: 0
      expect(result).toMatchObject({ totalScore: 0, grade: 'Low burnout' })
    })
  })

  describe('day-to-day impact (unscored)', () => {
    it.each([
      [0, /has not made daily life difficult/],
      [1, /somewhat difficult/],
      [2, /very difficult/],
      [3, /extremely difficult/],
    ])('answer %i fills impact without changing the total', (impact, text) => {
      const result = interpret(cbi, answers({ work: [50, 50, 50, 50, 50, 50, 50], impact }))
      expect(result.impact).toMatch(text)
      expect(result.totalScore).toBe(50)
    })
  })

  it('lists the questions and options in the published order', () => {
    expect(cbi.questions.map((question) => question.id)).toEqual([
      'cbi-p1', 'cbi-p2', 'cbi-p3', 'cbi-p4', 'cbi-p5', 'cbi-p6',
      'cbi-w1', 'cbi-w2', 'cbi-w3', 'cbi-w4', 'cbi-w5', 'cbi-w6', 'cbi-w7',
      'cbi-clients',
      'cbi-c1', 'cbi-c2', 'cbi-c3', 'cbi-c4', 'cbi-c5', 'cbi-c6',
      'cbi-impact',
    ])
    const options = (index: number) => cbi.questions[index]?.options?.map((option) => [option.text, option.score])
    const frequency = [['Always', 100], ['Often', 75], ['Sometimes', 50], ['Seldom', 25], ['Never/almost never', 0]]
    const degree = [['To a very high degree', 100], ['To a high degree', 75], ['Somewhat', 50], ['To a low degree', 25], ['To a very low degree', 0]]
    for (const index of [0, 1, 2, 3, 4, 5, 9, 10, 11, 18, 19]) expect(options(index)).toEqual(frequency)
    for (const index of [6, 7, 8, 14, 15, 16, 17]) expect(options(index)).toEqual(degree)
    expect(options(12)).toEqual([['Always', 0], ['Often', 25], ['Sometimes', 50], ['Seldom', 75], ['Never/almost never', 100]])
    expect(cbi.questions[0]?.question).toBe('How often do you feel tired?')
    expect(cbi.questions[3]?.question).toMatch(/I can't take it anymore/)
    expect(cbi.questions[6]?.question).toBe('Is your work emotionally exhausting?')
    expect(cbi.questions[12]?.question).toMatch(/enough energy for family and friends/)
    expect(cbi.questions[14]?.question).toBe('Do you find it hard to work with clients?')
    expect(cbi.questions[19]?.question).toMatch(/how long you will be able to continue working with clients/)
    expect(cbi.questions[13]?.options?.[1]?.nextQuestion).toBe('cbi-impact')
  })
})
