/**
 * PIUQ-SF-6 worked cases from the published scoring (Demetrovics et al. 2016): six items, Never 1,
 * Rarely 2, Sometimes 3, Often 4, Always 5; total = sum, 6-30; subscales of two items each:
 * neglect (items 1 and 5), obsession (2 and 6), control disorder (3 and 4). Cut-off: 15 or more =
 * at risk of problematic Internet use → "Moderate Risk of Dependence" (yellow); below 15 → "Low
 * Risk of Dependence" (green).
 *
 * Six unscored screen-habit questions follow (this site's checklist, not part of the PIUQ): each
 * habit of concern adds one to "Screen habits that may need attention (out of 6)" and one line to
 * Health Risks (more than 4 hours, phone in bed most nights, phone on the road) or Problem Areas
 * (checking within 10 minutes of waking, more than 50 notifications, rarely screen-free meals);
 * phone use on the road also puts a road-safety step first. None of them changes the total.
 *
 * Answers are option indices: PIUQ index = score - 1 (Never is index 0).
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const piuq = loadCatalogTest('digital-usage-patterns')

/** Option indices of the habit questions; the defaults are the habits of no concern. */
type Habits = { hours?: number; bed?: number; waking?: number; road?: number; notifications?: number; meals?: number }

function answersFor(scores: number[], habits: Habits = {}) {
  const { hours = 0, bed = 0, waking = 2, road = 0, notifications = 0, meals = 0 } = habits
  return answersById(piuq, {
    'piuq-1': scores[0]! - 1, 'piuq-2': scores[1]! - 1, 'piuq-3': scores[2]! - 1,
    'piuq-4': scores[3]! - 1, 'piuq-5': scores[4]! - 1, 'piuq-6': scores[5]! - 1,
    'usage-hours': hours, 'usage-bed': bed, 'usage-waking': waking,
    'usage-road': road, 'usage-notifications': notifications, 'usage-meals': meals,
  })
}

const score = (scores: number[], habits?: Habits) => interpret(piuq, answersFor(scores, habits))

const OBSESSION = 'Obsession (questions 2 and 6, out of 10)'
const NEGLECT = 'Neglect (questions 1 and 5, out of 10)'
const CONTROL = 'Control difficulties (questions 3 and 4, out of 10)'
const HABITS = 'Screen habits that may need attention (out of 6)'
const LOW = 'Low Risk of Dependence'
const MODERATE = 'Moderate Risk of Dependence'

const ROAD_STEP = /Put your phone away whenever you drive, ride or cross a road/
const HOURS_RISK = /More than 4 hours of leisure screen time/
const BED_RISK = /Using your phone in bed most nights/
const ROAD_RISK = /while driving, riding or walking on the road/
const WAKING_AREA = /within 10 minutes of waking/
const NOTIFICATIONS_AREA = /more than 50 times a day/
const MEALS_AREA = /rarely eat without a screen/

describe('PIUQ-SF-6 with screen habits (digital usage patterns)', () => {
  describe('the lowest and highest total of each band, with the subscales', () => {
    it.each([
      // scores (items 1-6)  total  grade       tone      neglect (1+5)  obsession (2+6)  control (3+4)
      [[1, 1, 1, 1, 1, 1], 6, LOW, 'green', 2, 2, 2], //          1 × 6 = 6
      [[3, 3, 2, 2, 2, 2], 14, LOW, 'green', 5, 5, 4], //         3 + 3 + 2 × 4 = 14; N 3 + 2, O 3 + 2, C 2 + 2
      [[3, 3, 3, 2, 2, 2], 15, MODERATE, 'yellow', 5, 5, 5], //   3 × 3 + 2 × 3 = 15; N 3 + 2, O 3 + 2, C 3 + 2
      [[1, 2, 3, 4, 5, 1], 16, MODERATE, 'yellow', 6, 3, 7], //   1 + 2 + 3 + 4 + 5 + 1 = 16; N 1 + 5, O 2 + 1, C 3 + 4
      [[5, 5, 5, 5, 5, 5], 30, MODERATE, 'yellow', 10, 10, 10], // 5 × 6 = 30
    ])('scores %j: total %i, "%s" (%s)', (scores, total, grade, tone, neglect, obsession, control) => {
      const result = score(scores)
      expect(result).toMatchObject({ testCode: 'DA-001', totalScore: total, expectedTotalScore: 30, grade, tone })
      expect(result.subscaleScores).toEqual({ [OBSESSION]: obsession, [NEGLECT]: neglect, [CONTROL]: control })
      expect(result.suicideRisk).toBeUndefined()
    })

    it('explains the cut-off of 15 and offers a therapist from 15 up', () => {
      const at14 = score([3, 3, 2, 2, 2, 2])
      const at15 = score([3, 3, 3, 2, 2, 2])
      expect(at14.description).toMatch(/below 15/)
      expect(at14.services).toBeUndefined()
      expect(at15.description).toMatch(/15 or more/)
      expect(at15.nextSteps?.[0]).toMatch(/screen-time or digital-wellbeing settings/)
      expect(at15.services).toEqual(['talk-to-a-therapist'])
    })
  })

  describe('screen habits: each one counted and listed, never scored', () => {
    const base = [2, 2, 2, 2, 2, 2] // 2 × 6 = 12, Low, in every case below

    it('no habit of concern: 0 of 6, no lists, no road step', () => {
      const result = score(base)
      expect(result).toMatchObject({ totalScore: 12, grade: LOW, detailedAnalysis: { [HABITS]: 0 } })
      expect(result.overallInterpretation).toMatch(/None of the six daily screen habits/)
      expect(result.healthRisks).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
      expect(result.nextSteps).toEqual(piuq.scoring.bands[0]?.nextSteps)
    })

    it.each([
      // habit (option index)                     list            text
      ['more than 4 hours', { hours: 2 }, 'healthRisks', HOURS_RISK],
      ['phone in bed most nights', { bed: 2 }, 'healthRisks', BED_RISK],
      ['phone on the road sometimes', { road: 1 }, 'healthRisks', ROAD_RISK],
      ['phone on the road often', { road: 2 }, 'healthRisks', ROAD_RISK],
      ['checking within 10 minutes of waking', { waking: 0 }, 'problemAreas', WAKING_AREA],
      ['more than 50 notifications', { notifications: 2 }, 'problemAreas', NOTIFICATIONS_AREA],
      ['meals rarely screen-free', { meals: 2 }, 'problemAreas', MEALS_AREA],
    ] as const)('%s: 1 of 6, listed in %s', (_habit, habits, list, text) => {
      const result = score(base, habits)
      expect(result).toMatchObject({ totalScore: 12, grade: LOW, detailedAnalysis: { [HABITS]: 1 } })
      expect(result[list]).toEqual([expect.stringMatching(text)])
      expect(result[list === 'healthRisks' ? 'problemAreas' : 'healthRisks']).toBeUndefined()
      expect(result.overallInterpretation).toMatch(/One or two of your daily screen habits/)
    })

    it.each([
      ['2 to 4 hours', { hours: 1 }],
      ['phone in bed some nights', { bed: 1 }],
      ['first check between 10 minutes and an hour', { waking: 1 }],
      ['20 to 50 notifications', { notifications: 1 }],
      ["notifications: I don't know", { notifications: 3 }],
      ['screen-free at some meals', { meals: 1 }],
    ])('%s is not a habit of concern', (_habit, habits) => {
      const result = score(base, habits)
      expect(result.detailedAnalysis).toEqual({ [HABITS]: 0 })
      expect(result.healthRisks).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
    })

    it.each([
      [1, true],
      [2, true],
      [0, false],
    ])('road option %i: road-safety step first %s', (road, first) => {
      const result = score(base, { road })
      expect(ROAD_STEP.test(result.nextSteps?.[0] ?? '')).toBe(first)
      if (first) expect(result.nextSteps?.slice(1)).toEqual(piuq.scoring.bands[0]?.nextSteps)
    })

    it('two habits: "one or two"; three: "several"', () => {
      expect(score(base, { hours: 2, meals: 2 }).overallInterpretation).toMatch(/One or two/)
      expect(score(base, { hours: 2, meals: 2, waking: 0 }).overallInterpretation).toMatch(/Several of your daily screen habits/)
    })

    it('all six: 6 of 6, three health risks and three problem areas in order, total unchanged', () => {
      const all = { hours: 2, bed: 2, waking: 0, road: 2, notifications: 2, meals: 2 }
      const result = score([3, 3, 3, 2, 2, 2], all)
      // PIUQ 3 × 3 + 2 × 3 = 15 whatever the habits
      expect(result).toMatchObject({ totalScore: 15, grade: MODERATE, detailedAnalysis: { [HABITS]: 6 } })
      expect(result.healthRisks).toEqual([
        expect.stringMatching(HOURS_RISK), expect.stringMatching(BED_RISK), expect.stringMatching(ROAD_RISK),
      ])
      expect(result.problemAreas).toEqual([
        expect.stringMatching(WAKING_AREA), expect.stringMatching(NOTIFICATIONS_AREA), expect.stringMatching(MEALS_AREA),
      ])
      expect(result.nextSteps?.[0]).toMatch(ROAD_STEP)
      expect(result.nextSteps?.slice(1)).toEqual(piuq.scoring.bands[1]?.nextSteps)
      expect(result.services).toEqual(['talk-to-a-therapist'])
    })

    it('habits never move a total across the cut-off', () => {
      const all = { hours: 2, bed: 2, waking: 0, road: 2, notifications: 2, meals: 2 }
      // 3 + 3 + 2 × 4 = 14, Low, with or without every habit of concern
      expect(score([3, 3, 2, 2, 2, 2], all)).toMatchObject({ totalScore: 14, grade: LOW })
    })
  })

  it('lists the PIUQ-SF-6 items and options in the published order, then the habit questions', () => {
    expect(piuq.questions.map((question) => question.id)).toEqual([
      'piuq-1', 'piuq-2', 'piuq-3', 'piuq-4', 'piuq-5', 'piuq-6',
      'usage-hours', 'usage-bed', 'usage-waking', 'usage-road', 'usage-notifications', 'usage-meals',
    ])
    for (const question of piuq.questions.slice(0, 6)) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['Never', 1], ['Rarely', 2], ['Sometimes', 3], ['Often', 4], ['Always', 5],
      ])
    }
    const texts = piuq.questions.map((question) => question.question)
    expect(texts[0]).toMatch(/online when you'd rather sleep/) // neglect
    expect(texts[1]).toMatch(/tense, irritated, or stressed/) // obsession
    expect(texts[2]).toMatch(/should decrease the amount of time spent online/) // control disorder
    expect(texts[3]).toMatch(/wish to decrease .* but you do not succeed/) // control disorder
    expect(texts[4]).toMatch(/complain about spending too much time online/) // neglect
    expect(texts[5]).toMatch(/depressed, moody, or nervous when you are not on the Internet/) // obsession
    for (const question of piuq.questions.slice(6)) {
      expect(question.options?.every((option) => option.score === 0)).toBe(true)
    }
  })
})
