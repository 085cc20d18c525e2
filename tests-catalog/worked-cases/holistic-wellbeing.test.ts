/**
 * WHO-5 Well-Being Index worked cases from the published scoring (Psychiatric Research Unit 1998;
 * Topp et al. 2015): five items, each All of the time 5, Most of the time 4, More than half of the
 * time 3, Less than half of the time 2, Some of the time 1, At no time 0; raw score = sum, 0-25;
 * percentage = raw × 4. Cut-offs: raw ≤7 (≤28%) very low: check for depression (not "depression likely": a wellbeing score is no diagnosis); raw ≤12 (≤50%) poor wellbeing,
 * screen for depression; raw ≥13 (≥52%) good wellbeing. The 1998 scoring note also advises a
 * depression check when any item is answered 0 or 1, which this site adds as a next step when the
 * total is 13 or more (below 13 the band already advises it).
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const who5 = loadCatalogTest('holistic-wellbeing')

/** Item SCORES (0-5) to answers: the options run from All of the time (5) to At no time (0), so index = 5 − score. */
function answersFor(scores: number[]) {
  if (scores.length !== 5 || scores.some((score) => score < 0 || score > 5)) throw new Error('five item scores of 0-5 are needed')
  return scores.map((score) => 5 - score)
}

const score = (scores: number[]) => interpret(who5, answersFor(scores))

const LIKELY = 'Very low wellbeing: check for depression'
const POOR = 'Poor wellbeing'
const GOOD = 'Good wellbeing'
const PERCENT = 'Wellbeing percentage (raw score × 4, out of 100)'
const LOW_ITEMS = 'Statements answered "Some of the time" or "At no time"'
const ITEM_CHECK = /answered "Some of the time" or "At no time" to at least one statement/

describe('WHO-5 (holistic wellbeing)', () => {
  describe('bands on the raw score, with the percentage', () => {
    it.each([
      // items → raw sum → percentage (raw × 4) → statements at 0 or 1
      [[0, 0, 0, 0, 0], 0, 0, 5, LIKELY, 'red-orange'], //   0 + 0 + 0 + 0 + 0 = 0;  0 × 4 = 0
      [[2, 2, 2, 1, 0], 7, 28, 2, LIKELY, 'red-orange'], //  2 + 2 + 2 + 1 + 0 = 7;  7 × 4 = 28
      [[2, 2, 2, 1, 1], 8, 32, 2, POOR, 'yellow'], //        2 + 2 + 2 + 1 + 1 = 8;  8 × 4 = 32
      [[3, 3, 2, 2, 2], 12, 48, 0, POOR, 'yellow'], //       3 + 3 + 2 + 2 + 2 = 12; 12 × 4 = 48
      [[3, 3, 3, 2, 2], 13, 52, 0, GOOD, 'green'], //        3 + 3 + 3 + 2 + 2 = 13; 13 × 4 = 52
      [[5, 5, 5, 5, 5], 25, 100, 0, GOOD, 'green'], //       5 × 5 = 25;            25 × 4 = 100
    ])('items %j: raw %i, %i%%, %i low statements: "%s" (%s)', (items, raw, percent, low, grade, tone) => {
      const result = score(items)
      expect(result).toMatchObject({ testCode: 'GW-002', totalScore: raw, expectedTotalScore: 25, grade, tone })
      expect(result.detailedAnalysis).toEqual({ [PERCENT]: percent, [LOW_ITEMS]: low })
      expect(result.overallInterpretation).toMatch(/change of 10 percentage points or more is a meaningful change/)
      expect(result.suicideRisk).toBeUndefined()
    })

    it('gives each band its description, next steps and services', () => {
      const likely = score([2, 2, 2, 1, 0]) // 7
      expect(likely.description).toMatch(/28% or lower/)
      expect(likely.nextSteps?.[0]).toMatch(/depression check \(PHQ-9, at \/tests\/depression\) today/)
      expect(likely.services).toEqual(['talk-to-a-therapist', 'talk-to-a-doctor'])

      const poor = score([2, 2, 2, 1, 1]) // 8
      expect(poor.description).toMatch(/between 32% and 48%/)
      expect(poor.nextSteps?.[0]).toMatch(/Take our depression check \(PHQ-9/)
      expect(poor.services).toEqual(['talk-to-a-therapist'])

      const good = score([3, 3, 3, 2, 2]) // 13
      expect(good.description).toMatch(/52% or higher/)
      expect(good.nextSteps?.[0]).toMatch(/Keep up what helps you feel well/)
      expect(good.services).toBeUndefined()
    })
  })

  describe('any statement answered 0 or 1', () => {
    it('adds the depression-check step first at a good total: 4 + 4 + 4 + 1 + 0 = 13', () => {
      const result = score([4, 4, 4, 1, 0])
      expect(result).toMatchObject({ totalScore: 13, grade: GOOD, tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(ITEM_CHECK)
      expect(result.nextSteps?.slice(1)).toEqual(who5.scoring.bands[2]?.nextSteps)
      expect(result.detailedAnalysis?.[LOW_ITEMS]).toBe(2)
    })

    it('adds it for a single statement at 0 with an otherwise high total: 5 + 5 + 5 + 5 + 0 = 20', () => {
      const result = score([5, 5, 5, 5, 0])
      expect(result).toMatchObject({ totalScore: 20, grade: GOOD })
      expect(result.nextSteps?.[0]).toMatch(ITEM_CHECK)
      expect(result.problemAreas).toEqual([expect.stringMatching(/^Having things in daily life that interest you/)])
    })

    it('does not add it when every statement scores 2 or more: 5 + 5 + 5 + 2 + 2 = 19', () => {
      const result = score([5, 5, 5, 2, 2])
      expect(result).toMatchObject({ totalScore: 19, grade: GOOD })
      expect(result.nextSteps).toEqual(who5.scoring.bands[2]?.nextSteps)
      expect(result.problemAreas).toBeUndefined()
    })

    it('does not repeat it below 13, where the band already advises the PHQ-9: 4 + 4 + 4 + 0 + 0 = 12', () => {
      const result = score([4, 4, 4, 0, 0])
      expect(result).toMatchObject({ totalScore: 12, grade: POOR })
      expect(result.nextSteps).toEqual(who5.scoring.bands[1]?.nextSteps)
      expect(result.problemAreas).toHaveLength(2)
    })
  })

  describe('problem areas: each statement answered 0 or 1', () => {
    it('lists all five at a raw score of 0', () => {
      expect(score([0, 0, 0, 0, 0]).problemAreas).toEqual([
        expect.stringMatching(/^Feeling cheerful and in good spirits/),
        expect.stringMatching(/^Feeling calm and relaxed/),
        expect.stringMatching(/^Feeling active and full of energy/),
        expect.stringMatching(/^Waking up feeling fresh and rested/),
        expect.stringMatching(/^Having things in daily life that interest you/),
      ])
    })

    it.each([
      [0, [1, 5, 5, 5, 5], 21, /^Feeling cheerful/],
      [1, [5, 0, 5, 5, 5], 20, /^Feeling calm/],
      [2, [5, 5, 1, 5, 5], 21, /^Feeling active/],
      [3, [5, 5, 5, 0, 5], 20, /^Waking up/],
    ])('statement %i alone (items %j, total %i)', (_index, items, total, text) => {
      const result = score(items)
      expect(result.totalScore).toBe(total)
      expect(result.problemAreas).toEqual([expect.stringMatching(text)])
    })
  })

  it('lists the five statements and six answers in the published order, with the published scores', () => {
    expect(who5.questions.map((question) => question.id)).toEqual(['who5-1', 'who5-2', 'who5-3', 'who5-4', 'who5-5'])
    expect(who5.questions.map((question) => question.question)).toEqual([
      'I have felt cheerful and in good spirits',
      'I have felt calm and relaxed',
      'I have felt active and vigorous',
      'I woke up feeling fresh and rested',
      'My daily life has been filled with things that interest me',
    ])
    for (const question of who5.questions) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([
        ['All of the time', 5],
        ['Most of the time', 4],
        ['More than half of the time', 3],
        ['Less than half of the time', 2],
        ['Some of the time', 1],
        ['At no time', 0],
      ])
    }
    expect(who5.source.kind).toBe('validated-instrument')
  })

  it('explains the direction of the answers in words, since no numbers are shown', () => {
    // The published note says "higher numbers mean better well-being"; the site shows only the answer
    // words, so "higher answers" would mean nothing to the reader.
    const text = who5.instructions.join(' ')
    expect(text).not.toMatch(/higher answers/i)
    expect(text).toMatch(/The more of the time you have felt this way, the better your wellbeing/)
  })
})
