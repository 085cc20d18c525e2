/**
 * Diet checklist worked cases (WHO STEPS diet questions + WHO healthy-diet fact sheet; not a
 * validated scale), computed by hand from the rule in the definition's source and descriptions:
 * one point for each WHO recommendation met, total 0-5; bands 0-2 "Diet needs improvement",
 * 3-4 "Fair diet", 5 "Good diet".
 *   1 fruit and vegetables: fruit days × servings + vegetable days × servings ≥ 35 a week (5 a day);
 *   2 salt: table salt "Rarely" or "Never", and salty processed foods not "Always" or "Often";
 *   3 sugar: sugary drinks not "Every day", and added sugar ≤ 6 teaspoons a day;
 *   4 fats: deep-fried foods ≤ 2 days a week, and liquid vegetable oil (or little oil) for cooking;
 *   5 whole grains or pulses on 7 days a week.
 * Skip rules: 0 fruit days skips the fruit servings; 0 vegetable days skips the vegetable servings.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const diet = loadCatalogTest('dietary-assessment')

// Option positions
const ALWAYS = 0
const OFTEN = 1
const SOMETIMES = 2
const RARELY = 3
const NEVER = 4
const LIQUID_OIL = 0
const SOLID_FAT = 1
const BUTTER_GHEE = 2
const MARGARINE = 3
const MIX = 4
const LITTLE_OIL = 5
const DRINKS_RARELY = 0
const DRINKS_4_TO_6 = 2
const DRINKS_DAILY = 3

type Habits = {
  fruit?: readonly [days: number, servings: number | null]
  veg?: readonly [days: number, servings: number | null]
  saltTable?: number
  saltCooking?: number
  processed?: number
  oil?: number
  fried?: number
  drinks?: number
  teaspoons?: number
  wholeGrain?: number
}

/** The defaults meet all five recommendations: 7 × 2 + 7 × 3 = 35 servings a week, exactly 5 a day. */
function answersFor(habits: Habits) {
  const {
    fruit = [7, 2], veg = [7, 3], saltTable = NEVER, saltCooking = SOMETIMES, processed = RARELY,
    oil = LIQUID_OIL, fried = 0, drinks = DRINKS_RARELY, teaspoons = 0, wholeGrain = 7,
  } = habits
  return answersById(diet, {
    'fruit-days': fruit[0], 'fruit-servings': fruit[1],
    'veg-days': veg[0], 'veg-servings': veg[1],
    'salt-table': saltTable, 'salt-cooking': saltCooking, 'salty-processed': processed,
    'oil-type': oil, 'fried-days': fried,
    'sugary-drinks': drinks, 'sugar-teaspoons': teaspoons,
    'wholegrain-days': wholeGrain,
  })
}

const score = (habits: Habits) => interpret(diet, answersFor(habits))

/** Habits failing every recommendation. */
const POOR: Habits = {
  fruit: [0, null], veg: [2, 1], saltTable: ALWAYS, saltCooking: ALWAYS, processed: OFTEN,
  oil: SOLID_FAT, fried: 5, drinks: DRINKS_DAILY, teaspoons: 8, wholeGrain: 1,
}

const FV = /^Fruit and vegetables: you eat fewer than 5 servings/
const SALT = /^Salt: you add salt at the table or eat salty processed foods often/
const COOKING = /^Salt in cooking:/
const SUGAR = /^Sugar: you have sugary drinks every day, or add more than 6 teaspoons/
const FATS = /^Fats: you eat deep-fried foods on 3 or more days a week/
const GRAINS = /^Whole grains and pulses: you do not eat them every day/

const FV_DAY = 'Fruit and vegetables (average servings a day)'
const FRUIT_WEEK = 'Fruit (servings a week)'
const VEG_WEEK = 'Vegetables (servings a week)'
const FRIED = 'Deep-fried foods (days a week)'
const SUGAR_TSP = 'Sugar added (teaspoons a day)'
const GRAIN_DAYS = 'Whole grains or pulses (days a week)'

describe('diet checklist (WHO STEPS + healthy-diet recommendations)', () => {
  describe('bands', () => {
    it.each([
      ['every recommendation missed', POOR, 0, 'Diet needs improvement', 'orange'],
      // fruit and vegetables met (default 35 a week) + salt met (defaults); sugar, fats, grains missed
      ['2 met: fruit and vegetables, salt', { drinks: DRINKS_DAILY, fried: 3, wholeGrain: 6 }, 2, 'Diet needs improvement', 'orange'],
      // + sugar met: 3
      ['3 met: fruit and vegetables, salt, sugar', { fried: 3, wholeGrain: 6 }, 3, 'Fair diet', 'yellow'],
      // + fats met: 4
      ['4 met: all but whole grains', { wholeGrain: 6 }, 4, 'Fair diet', 'yellow'],
      ['all 5 met', {}, 5, 'Good diet', 'green'],
    ] as const)('%s: %i, "%s" (%s)', (_case, habits, total, grade, tone) => {
      const result = score(habits)
      expect(result).toMatchObject({ testCode: 'DN-001', totalScore: total, expectedTotalScore: 5, grade, tone })
      expect(result.description).toMatch(/not a validated score/)
    })

    it.each([
      [POOR, /Pick one or two of the problem areas/, ['talk-to-a-nutritionist', 'vitalcare360']],
      [{ wholeGrain: 6 }, /Work on the problem areas listed below/, ['talk-to-a-nutritionist']],
      [{}, /Keep it up, and vary your fruit/, undefined],
    ] as const)('gives each band its own first step and services (%#)', (habits, step, services) => {
      const result = score(habits)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })
  })

  describe('1. fruit and vegetables: 35 servings a week or more', () => {
    it.each([
      // fruit days × servings + veg days × servings
      ['7 × 2 + 7 × 3 = 35: met', [7, 2], [7, 3], 35, 5, 5],
      ['7 × 2 + 4 × 5 = 34: missed', [7, 2], [4, 5], 34, 4.9, 4],
      ['0 fruit days + 7 × 5 = 35: met', [0, null], [7, 5], 35, 5, 5],
      ['7 × 5 + 0 vegetable days = 35: met', [7, 5], [0, null], 35, 5, 5],
      ['3 × 1 + 5 × 2 = 13: missed', [3, 1], [5, 2], 13, 1.9, 4],
    ] as const)('%s', (_case, fruit, veg, week, perDay, total) => {
      const result = score({ fruit, veg })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[FV_DAY]).toBe(perDay) // week / 7, rounded to 1 decimal
      expect(result.detailedAnalysis?.[FRUIT_WEEK]! + result.detailedAnalysis?.[VEG_WEEK]!).toBe(week)
      expect((result.problemAreas ?? []).some((text) => FV.test(text))).toBe(week < 35)
    })

    it('skips the servings question after 0 days, and ignores servings passed anyway', () => {
      expect(followPath(diet, answersFor({ fruit: [0, null] })).path).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
      expect(followPath(diet, answersFor({ veg: [0, null] })).path).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11])
      expect(followPath(diet, answersFor({ fruit: [0, null], veg: [0, null] })).path).toEqual([0, 2, 4, 5, 6, 7, 8, 9, 10, 11])
      // fruit-servings = 9 is off the path after 0 fruit days and counts as unanswered: fruit 0, vegetables 7 × 3 = 21 a week
      const stray = score({ fruit: [0, 9], veg: [7, 3] })
      expect(stray.detailedAnalysis).toMatchObject({ [FRUIT_WEEK]: 0, [VEG_WEEK]: 21, [FV_DAY]: 3 })
      expect(stray).toEqual(score({ fruit: [0, null], veg: [7, 3] }))
    })

    it('says whether fruit and vegetables meet WHO\'s 400 g in the overall interpretation', () => {
      expect(score({}).overallInterpretation).toMatch(/You eat 5 or more servings .* meeting WHO's advice/)
      expect(score({ veg: [4, 5] }).overallInterpretation).toMatch(/fewer than 5 servings .* STEPS survey/)
    })
  })

  describe('2. salt', () => {
    it.each([
      ['table Never, processed Rarely', NEVER, RARELY, 5],
      ['table Rarely, processed Sometimes', RARELY, SOMETIMES, 5],
      ['table Rarely, processed Never', RARELY, NEVER, 5],
      ['table Sometimes: missed', SOMETIMES, NEVER, 4],
      ['table Always: missed', ALWAYS, NEVER, 4],
      ['processed Often: missed', NEVER, OFTEN, 4],
      ['processed Always: missed', NEVER, ALWAYS, 4],
    ] as const)('%s → %i', (_case, saltTable, processed, total) => {
      const result = score({ saltTable, processed })
      expect(result.totalScore).toBe(total)
      expect((result.problemAreas ?? []).some((text) => SALT.test(text))).toBe(total === 4)
    })

    it.each([
      [ALWAYS, true],
      [OFTEN, true],
      [SOMETIMES, false],
      [RARELY, false],
      [NEVER, false],
    ] as const)('salt in cooking option %i shows the cooking tip: %s, without changing the score', (saltCooking, shown) => {
      const result = score({ saltCooking })
      expect(result.totalScore).toBe(5)
      expect((result.problemAreas ?? []).some((text) => COOKING.test(text))).toBe(shown)
    })
  })

  describe('3. sugar', () => {
    it.each([
      ['drinks 4 to 6 days, 6 teaspoons', DRINKS_4_TO_6, 6, 5],
      ['drinks rarely, 7 teaspoons: missed', DRINKS_RARELY, 7, 4],
      ['drinks every day, 0 teaspoons: missed', DRINKS_DAILY, 0, 4],
    ] as const)('%s → %i', (_case, drinks, teaspoons, total) => {
      const result = score({ drinks, teaspoons })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[SUGAR_TSP]).toBe(teaspoons)
      expect((result.problemAreas ?? []).some((text) => SUGAR.test(text))).toBe(total === 4)
    })
  })

  describe('4. fats', () => {
    it.each([
      ['liquid oil, fried 2 days', LIQUID_OIL, 2, 5],
      ['little oil used, fried 0 days', LITTLE_OIL, 0, 5],
      ['liquid oil, fried 3 days: missed', LIQUID_OIL, 3, 4],
      ['solid white fat: missed', SOLID_FAT, 0, 4],
      ['butter, ghee or animal fat: missed', BUTTER_GHEE, 0, 4],
      ['margarine: missed', MARGARINE, 0, 4],
      ['a mix: missed', MIX, 0, 4],
    ] as const)('%s → %i', (_case, oil, fried, total) => {
      const result = score({ oil, fried })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[FRIED]).toBe(fried)
      expect((result.problemAreas ?? []).some((text) => FATS.test(text))).toBe(total === 4)
    })
  })

  describe('5. whole grains or pulses', () => {
    it.each([
      [7, 5],
      [6, 4],
      [0, 4],
    ])('%i days a week → %i', (wholeGrain, total) => {
      const result = score({ wholeGrain })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[GRAIN_DAYS]).toBe(wholeGrain)
      expect((result.problemAreas ?? []).some((text) => GRAINS.test(text))).toBe(wholeGrain < 7)
    })
  })

  describe('problem areas and health risks', () => {
    it('lists none when all five are met and cooking salt is moderate', () => {
      const result = score({})
      expect(result.problemAreas).toBeUndefined()
      expect(result.healthRisks).toBeUndefined()
    })

    it('lists every problem area and health risk, in order, when everything is missed', () => {
      const result = score(POOR)
      expect(result.problemAreas).toEqual([FV, SALT, COOKING, SUGAR, FATS, GRAINS].map((text) => expect.stringMatching(text)))
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/^Too few fruit and vegetables/),
        expect.stringMatching(/^Too much salt/),
        expect.stringMatching(/^Too much added sugar/),
        expect.stringMatching(/^Fried foods and solid fats/),
        expect.stringMatching(/^Too little fibre/),
      ])
      // fruit skipped (0 days); vegetables 2 × 1 = 2 a week, 2 / 7 = 0.29 → 0.3 a day
      expect(result.detailedAnalysis).toEqual({
        [FV_DAY]: 0.3, [FRUIT_WEEK]: 0, [VEG_WEEK]: 2, [FRIED]: 5, [SUGAR_TSP]: 8, [GRAIN_DAYS]: 1,
      })
    })
  })

  it('lists the questions in order: STEPS fruit, vegetables, salt and oil, then the added items', () => {
    expect(diet.questions.map((question) => question.id)).toEqual([
      'fruit-days', 'fruit-servings', 'veg-days', 'veg-servings',
      'salt-table', 'salt-cooking', 'salty-processed', 'oil-type', 'fried-days',
      'sugary-drinks', 'sugar-teaspoons', 'wholegrain-days',
    ])
    for (const id of ['salt-table', 'salt-cooking', 'salty-processed']) {
      expect(diet.questions.find((question) => question.id === id)?.options?.map((option) => option.text))
        .toEqual(['Always', 'Often', 'Sometimes', 'Rarely', 'Never'])
    }
    expect(diet.source.kind).toBe('guideline-checklist')
  })
})
