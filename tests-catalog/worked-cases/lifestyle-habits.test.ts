/**
 * Lifestyle habits worked cases from the WHO STEPS "summary of combined risk factors" (a
 * checklist, not a validated scale): one point each for
 *   1. daily smoking;
 *   2. fewer than 5 servings of fruit and vegetables a day on average, i.e. (fruit days × servings +
 *      vegetable days × servings) < 35 a week;
 *   3. insufficient activity: 8 × vigorous days × minutes + 4 × moderate days × minutes < 600
 *      MET-minutes a week (GPAQ intensities);
 *   4. overweight: BMI = kg / m², rounded to 1 decimal, ≥ 25;
 *   5. raised blood pressure: told by a health worker (or last reading ≥ 140/90) or on medicine.
 * Bands follow the STEPS groups: 0 "No major risk factors", 1-2 "Some risk factors", 3-5 "Multiple
 * risk factors". Reported apart from the count: AUDIT-C (items 1-3 of the AUDIT, "Never" on item 1
 * skips to the sleep question), positive at ≥ 4 for men and ≥ 3 otherwise; sleep under 7 hours.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const lifestyle = loadCatalogTest('lifestyle-habits')

const SMOKES_DAILY = 0
const SMOKES_NOT_DAILY = 1
const NO_SMOKING = 2

const BP_ON_MEDICINE = 0
const BP_TOLD_HIGH = 1
const BP_NORMAL = 2
const BP_UNKNOWN = 3

const MALE = 0
const FEMALE = 1
const PREFER_NOT_TO_SAY = 2

/** [days a week, amount on one of those days]; with 0 days the amount question is skipped (null). */
type Weekly = readonly [days: number, amount: number | null]

type Person = {
  smoking?: number
  fruit?: Weekly // servings
  vegetables?: Weekly // servings
  vigorous?: Weekly // minutes
  moderate?: Weekly // minutes
  height?: number // cm
  weight?: number // kg
  bp?: number
  /** AUDIT-C option indices, which equal the item scores; null when skipped after "Never". */
  alcohol?: readonly [number, number | null, number | null]
  sex?: number | null
  sleep?: number // hours
}

/**
 * The defaults have no risk factor, each just on the safe side of its line:
 * fruit 7 × 2 + vegetables 7 × 3 = 35 servings a week (5.0 a day); moderate 4 × 5 days × 30 min =
 * 600 MET-minutes; 65 kg / 1.70² = 22.49… → 22.5; blood pressure normal; never drinks; sleeps 8 hours.
 */
function answersFor(person: Person) {
  const {
    smoking = NO_SMOKING, fruit = [7, 2], vegetables = [7, 3], vigorous = [0, null], moderate = [5, 30],
    height = 170, weight = 65, bp = BP_NORMAL, alcohol = [0, null, null], sleep = 8,
  } = person
  const sex = person.sex === undefined ? (alcohol[0] === 0 ? null : MALE) : person.sex
  return answersById(lifestyle, {
    'lh-tobacco': smoking,
    'lh-fruit-days': fruit[0], 'lh-fruit-servings': fruit[1],
    'lh-veg-days': vegetables[0], 'lh-veg-servings': vegetables[1],
    'lh-vigorous-days': vigorous[0], 'lh-vigorous-minutes': vigorous[1],
    'lh-moderate-days': moderate[0], 'lh-moderate-minutes': moderate[1],
    'lh-height': height, 'lh-weight': weight, 'lh-bp': bp,
    'auditc-1': alcohol[0], 'auditc-2': alcohol[1], 'auditc-3': alcohol[2],
    'lh-sex': sex,
    'lh-sleep': sleep,
  })
}

const score = (person: Person) => interpret(lifestyle, answersFor(person))

const NONE = 'No major risk factors'
const SOME = 'Some risk factors'
const MULTIPLE = 'Multiple risk factors'

const FRUIT_VEG = 'Fruit and vegetable servings a day (average)'
const MET = 'Physical activity (MET-minutes a week)'
const BMI = 'Body mass index (kg/m²)'
const AUDIT_C = 'Alcohol: AUDIT-C score (out of 12)'
const SLEEP = 'Sleep (hours a night)'

const STEP = {
  smoking: /^Stop smoking: it is the single best thing/,
  smokingSometimes: /^Stop smoking, even if you do not smoke every day/,
  fruitVeg: /^Eat at least 5 servings of fruit and vegetables a day/,
  activity: /^Move more: build up to at least 150 minutes/,
  weight: /^Aim for a healthier weight/,
  bp: /^Keep your blood pressure under control/,
  bpCheck: /^Have your blood pressure measured soon/,
  alcohol: /^Cut down on alcohol: your answers to the three alcohol questions suggest risky drinking/,
  sleep: /^Aim for 7 or more hours of sleep a night/,
}
const RISK = {
  smoking: /^Daily smoking:/,
  smokingSometimes: /^Smoking on some days: not counted/,
  fruitVeg: /^Fewer than 5 servings of fruit and vegetables a day/,
  activity: /^Not enough physical activity/,
  obese: /^Obesity \(body mass index 30 or more\)/,
  overweight: /^Overweight \(body mass index 25 to 29\.9\)/,
  underweight: /^Underweight \(body mass index below 18\.5\)/,
  bp: /^Raised blood pressure \(told by a health worker, or on treatment\)/,
  bpUnknown: /^Blood pressure never checked or unknown/,
  alcohol: /^Risky drinking/,
  sleep: /^Short sleep \(less than 7 hours a night\)/,
}

/** Whether any next step / health risk matches. */
const hasStep = (person: Person, pattern: RegExp) => (score(person).nextSteps ?? []).some((text) => pattern.test(text))
const hasRisk = (person: Person, pattern: RegExp) => (score(person).healthRisks ?? []).some((text) => pattern.test(text))

describe('Lifestyle habits (WHO STEPS combined risk factors)', () => {
  it('scores a person with no risk factor 0, "No major risk factors", with no health risks', () => {
    const result = score({})
    expect(result).toMatchObject({ testCode: 'GW-001', totalScore: 0, expectedTotalScore: 5, grade: NONE, tone: 'green' })
    // 35 / 7 = 5.0; 4 × 5 × 30 = 600; 65 / 2.89 = 22.49 → 22.5; AUDIT-C 0 (never drinks); 8 hours
    expect(result.detailedAnalysis).toEqual({ [FRUIT_VEG]: 5, [MET]: 600, [BMI]: 22.5, [AUDIT_C]: 0, [SLEEP]: 8 })
    expect(result.healthRisks).toBeUndefined()
    expect(result.nextSteps).toEqual(lifestyle.scoring.bands[0]?.nextSteps)
    expect(result.services).toBeUndefined()
    expect(result.overallInterpretation).toMatch(/five risk factors from the World Health Organization's STEPS survey/)
  })

  describe('bands: 0, 1-2 and 3-5 risk factors', () => {
    it.each([
      // factors counted → total
      ['none', {}, 0, NONE, 'green', undefined],
      ['daily smoking (1)', { smoking: SMOKES_DAILY }, 1, SOME, 'yellow', ['wellness-checkup', 'talk-to-a-nutritionist']],
      ['daily smoking + BP medicine (1 + 1)', { smoking: SMOKES_DAILY, bp: BP_ON_MEDICINE }, 2, SOME, 'yellow', ['wellness-checkup', 'talk-to-a-nutritionist']],
      [
        'daily smoking + BP + 100 kg at 200 cm, BMI 25.0 (1 + 1 + 1)',
        { smoking: SMOKES_DAILY, bp: BP_TOLD_HIGH, height: 200, weight: 100 },
        3, MULTIPLE, 'orange', ['vitalcare360', 'talk-to-a-doctor', 'wellness-checkup'],
      ],
      [
        'all five: smoking, no fruit or vegetables, no activity, BMI 30.0, BP medicine (1 + 1 + 1 + 1 + 1)',
        { smoking: SMOKES_DAILY, fruit: [0, null], vegetables: [0, null], moderate: [0, null], height: 200, weight: 120, bp: BP_ON_MEDICINE },
        5, MULTIPLE, 'orange', ['vitalcare360', 'talk-to-a-doctor', 'wellness-checkup'],
      ],
    ] as const)('%s: total %i, "%s" (%s)', (_case, person, total, grade, tone, services) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 5, grade, tone })
      expect(result.services).toEqual(services)
    })

    it('puts one step per factor found before the band steps, in a fixed order (all five)', () => {
      const result = score({ smoking: SMOKES_DAILY, fruit: [0, null], vegetables: [0, null], moderate: [0, null], height: 200, weight: 120, bp: BP_ON_MEDICINE })
      // 0 + 0 servings → 0.0 a day; 0 MET-minutes; 120 / 2.00² = 30.0
      expect(result.detailedAnalysis).toEqual({ [FRUIT_VEG]: 0, [MET]: 0, [BMI]: 30, [AUDIT_C]: 0, [SLEEP]: 8 })
      const steps = result.nextSteps ?? []
      expect(steps).toHaveLength(5 + 2)
      ;[STEP.smoking, STEP.fruitVeg, STEP.activity, STEP.weight, STEP.bp].forEach((pattern, index) => expect(steps[index]).toMatch(pattern))
      expect(steps.slice(5)).toEqual(lifestyle.scoring.bands[2]?.nextSteps)
      expect(result.healthRisks).toEqual([
        expect.stringMatching(RISK.smoking),
        expect.stringMatching(RISK.fruitVeg),
        expect.stringMatching(RISK.activity),
        expect.stringMatching(RISK.obese),
        expect.stringMatching(RISK.bp),
      ])
    })

    it('describes each band', () => {
      expect(score({}).description).toMatch(/none of the five lifestyle risk factors/)
      expect(score({ smoking: SMOKES_DAILY }).description).toMatch(/You have 1 or 2 of the five/)
      expect(score({ smoking: SMOKES_DAILY, bp: BP_TOLD_HIGH, height: 200, weight: 100 }).description).toMatch(/You have 3 or more of the five/)
    })
  })

  describe('1. tobacco: only daily smoking counts', () => {
    it.each([
      [SMOKES_DAILY, 1, STEP.smoking, RISK.smoking],
      [SMOKES_NOT_DAILY, 0, STEP.smokingSometimes, RISK.smokingSometimes],
    ])('option %i counts %i, with its own step and health risk', (smoking, total, step, risk) => {
      const result = score({ smoking })
      expect(result.totalScore).toBe(total)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
    })

    it('"No" counts 0 and shows neither', () => {
      expect(hasStep({ smoking: NO_SMOKING }, /Stop smoking/)).toBe(false)
      expect(score({ smoking: NO_SMOKING }).healthRisks).toBeUndefined()
    })
  })

  describe('2. fruit and vegetables: fewer than 35 servings a week (5 a day)', () => {
    it.each([
      // fruit days × servings + vegetable days × servings = weekly → ÷ 7 rounded
      [[7, 2], [7, 3], 35, 5.0, 0], // 14 + 21 = 35 → 5.0, not a risk
      [[7, 2], [5, 4], 34, 4.9, 1], // 14 + 20 = 34 → 4.857 → 4.9, a risk
      [[3, 1], [7, 1], 10, 1.4, 1], //  3 + 7  = 10 → 1.43 → 1.4
      [[0, null], [7, 5], 35, 5.0, 0], // fruit skipped: 0 + 35 = 35 → 5.0
      [[7, 5], [0, null], 35, 5.0, 0], // vegetables skipped: 35 + 0 = 35 → 5.0
      [[0, null], [0, null], 0, 0, 1], // 0 → 0.0
    ] as const)('fruit %j and vegetables %j: %i a week, %d a day, counts %i', (fruit, vegetables, _weekly, perDay, total) => {
      const result = score({ fruit, vegetables })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[FRUIT_VEG]).toBe(perDay)
      expect(hasStep({ fruit, vegetables }, STEP.fruitVeg)).toBe(total === 1)
      expect(hasRisk({ fruit, vegetables }, RISK.fruitVeg)).toBe(total === 1)
    })

    it('skips the servings question when the days are 0 (fruit → vegetables, vegetables → activity)', () => {
      const path = followPath(lifestyle, answersFor({ fruit: [0, null], vegetables: [0, null] })).path
      // 0 tobacco, 1 fruit days, 3 vegetable days, 5 vigorous days, 7 moderate days, 8 minutes,
      // 9 height, 10 weight, 11 BP, 12 alcohol ("Never" → 16 sleep)
      expect(path).toEqual([0, 1, 3, 5, 7, 8, 9, 10, 11, 12, 16])
    })
  })

  describe('3. physical activity: fewer than 600 MET-minutes a week', () => {
    it.each([
      // 8 × vigorous days × minutes + 4 × moderate days × minutes
      [[0, null], [5, 30], 600, 0], //   0 + 4 × 5 × 30 = 600, enough
      [[0, null], [5, 29], 580, 1], //   0 + 4 × 5 × 29 = 580
      [[1, 75], [0, null], 600, 0], //   8 × 1 × 75 = 600 (75 vigorous minutes = 150 moderate)
      [[1, 74], [0, null], 592, 1], //   8 × 1 × 74 = 592
      [[1, 30], [3, 30], 600, 0], //     240 + 360 = 600
      [[0, null], [0, null], 0, 1], //   none
      [[7, 60], [7, 60], 5040, 0], //    3360 + 1680 = 5040
    ] as const)('vigorous %j and moderate %j: %i MET-minutes, counts %i', (vigorous, moderate, met, total) => {
      const result = score({ vigorous, moderate })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[MET]).toBe(met)
      expect(hasStep({ vigorous, moderate }, STEP.activity)).toBe(total === 1)
      expect(hasRisk({ vigorous, moderate }, RISK.activity)).toBe(total === 1)
    })

    it('skips the minutes questions when the days are 0 (vigorous → moderate, moderate → height)', () => {
      expect(followPath(lifestyle, answersFor({ vigorous: [0, null], moderate: [0, null] })).path).toEqual([0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 16])
      expect(followPath(lifestyle, answersFor({ vigorous: [2, 20], moderate: [5, 30] })).path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16])
    })
  })

  describe('4. overweight: BMI (rounded to 1 decimal) 25 or more', () => {
    it.each([
      // weight / (height / 100)²
      [170, 72, 24.9, 0, null], //    72 / 2.89  = 24.91 → 24.9
      [200, 100, 25.0, 1, RISK.overweight], // 100 / 4 = 25.0
      [165, 68, 25.0, 1, RISK.overweight], //  68 / 2.7225 = 24.977 → 25.0 (rounded, then compared)
      [175, 91, 29.7, 1, RISK.overweight], //  91 / 3.0625 = 29.71 → 29.7
      [200, 120, 30.0, 1, RISK.obese], //     120 / 4 = 30.0
      [200, 74, 18.5, 0, null], //             74 / 4 = 18.5, not underweight
      [170, 53, 18.3, 0, RISK.underweight], // 53 / 2.89 = 18.34 → 18.3, shown but not counted
    ] as const)('%i cm and %i kg: BMI %d, counts %i', (height, weight, bmi, total, risk) => {
      const result = score({ height, weight })
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis?.[BMI]).toBe(bmi)
      expect(result.healthRisks).toEqual(risk ? [expect.stringMatching(risk)] : undefined)
      expect(hasStep({ height, weight }, STEP.weight)).toBe(total === 1)
    })
  })

  describe('5. raised blood pressure: told it is high, or on medicine', () => {
    it.each([
      [BP_ON_MEDICINE, 1, STEP.bp, RISK.bp],
      [BP_TOLD_HIGH, 1, STEP.bp, RISK.bp],
      [BP_UNKNOWN, 0, STEP.bpCheck, RISK.bpUnknown],
    ])('option %i counts %i, with its step and health risk', (bp, total, step, risk) => {
      const result = score({ bp })
      expect(result.totalScore).toBe(total)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
    })

    it('"normal when last checked" counts 0 with no blood-pressure step', () => {
      const result = score({ bp: BP_NORMAL })
      expect(result.totalScore).toBe(0)
      expect(result.nextSteps).toEqual(lifestyle.scoring.bands[0]?.nextSteps)
    })
  })

  describe('alcohol (AUDIT-C), reported apart from the count', () => {
    it.each([
      // Q1 + Q2 + Q3 = AUDIT-C; positive at 4 or more for men, 3 or more otherwise
      ['man', MALE, [1, 1, 1], 3, false],
      ['man', MALE, [2, 1, 1], 4, true],
      ['man', MALE, [4, 4, 4], 12, true],
      ['woman', FEMALE, [1, 1, 0], 2, false],
      ['woman', FEMALE, [1, 1, 1], 3, true],
      ['prefer not to say', PREFER_NOT_TO_SAY, [1, 1, 0], 2, false],
      ['prefer not to say', PREFER_NOT_TO_SAY, [2, 1, 0], 3, true],
    ] as const)('%s with Q1-Q3 %j: AUDIT-C %i, risky %s, total unchanged at 0', (_sex, sex, alcohol, auditC, risky) => {
      const result = score({ alcohol, sex })
      expect(result).toMatchObject({ totalScore: 0, grade: NONE })
      expect(result.detailedAnalysis?.[AUDIT_C]).toBe(auditC)
      expect(hasStep({ alcohol, sex }, STEP.alcohol)).toBe(risky)
      expect(result.healthRisks).toEqual(risky ? [expect.stringMatching(RISK.alcohol)] : undefined)
    })

    it('"Never" skips questions 2 and 3 and the sex question, straight to sleep', () => {
      const answers = answersFor({ alcohol: [0, null, null] })
      expect(followPath(lifestyle, answers).path).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 16])
    })

    it('ignores answers to Q2, Q3 and sex passed anyway after "Never"', () => {
      const skipped = answersFor({ alcohol: [0, null, null] })
      const filled = answersFor({ alcohol: [0, 4, 4], sex: FEMALE })
      const result = interpret(lifestyle, filled)
      expect(result.detailedAnalysis?.[AUDIT_C]).toBe(0)
      expect(result).toEqual(interpret(lifestyle, skipped))
    })

    it('asks Q2, Q3 and sex after any other answer to Q1', () => {
      expect(followPath(lifestyle, answersFor({ alcohol: [1, 0, 0], sex: MALE })).path).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    })
  })

  describe('sleep under 7 hours, reported apart from the count', () => {
    it.each([
      [6, true],
      [7, false],
      [0, true],
      [10, false],
    ])('%i hours: short sleep %s', (sleep, short) => {
      const result = score({ sleep })
      expect(result.totalScore).toBe(0)
      expect(result.detailedAnalysis?.[SLEEP]).toBe(sleep)
      expect(hasStep({ sleep }, STEP.sleep)).toBe(short)
      expect(result.healthRisks).toEqual(short ? [expect.stringMatching(RISK.sleep)] : undefined)
    })
  })

  it('a typical mixed case: not-daily smoker, 4 servings, walks 20 min on 5 days, BMI 27.3, BP unknown, woman with AUDIT-C 3, sleeps 6 hours', () => {
    const person: Person = {
      smoking: SMOKES_NOT_DAILY, fruit: [2, 1], vegetables: [7, 3], moderate: [5, 20],
      height: 160, weight: 70, bp: BP_UNKNOWN, alcohol: [2, 1, 0], sex: FEMALE, sleep: 6,
    }
    const result = score(person)
    // fruit 2 × 1 + vegetables 7 × 3 = 23 < 35 → 1 (23 / 7 = 3.29 → 3.3)
    // moderate 4 × 5 × 20 = 400 < 600 → 1
    // 70 / 1.60² = 27.34 → 27.3 ≥ 25 → 1
    // not-daily smoking 0, BP unknown 0 → total 3
    expect(result).toMatchObject({ totalScore: 3, grade: MULTIPLE, tone: 'orange' })
    expect(result.detailedAnalysis).toEqual({ [FRUIT_VEG]: 3.3, [MET]: 400, [BMI]: 27.3, [AUDIT_C]: 3, [SLEEP]: 6 })
    const steps = result.nextSteps ?? []
    ;[STEP.smokingSometimes, STEP.fruitVeg, STEP.activity, STEP.weight, STEP.bpCheck, STEP.alcohol, STEP.sleep].forEach((pattern, index) =>
      expect(steps[index]).toMatch(pattern))
    expect(steps.slice(7)).toEqual(lifestyle.scoring.bands[2]?.nextSteps)
    expect(result.healthRisks).toEqual([
      expect.stringMatching(RISK.smokingSometimes),
      expect.stringMatching(RISK.fruitVeg),
      expect.stringMatching(RISK.activity),
      expect.stringMatching(RISK.overweight),
      expect.stringMatching(RISK.bpUnknown),
      expect.stringMatching(RISK.alcohol),
      expect.stringMatching(RISK.sleep),
    ])
  })

  it('asks the AUDIT-C items in the WHO order and wording, with their published scores', () => {
    const byId = (id: string) => lifestyle.questions.find((question) => question.id === id)
    expect(byId('auditc-1')?.question).toBe('How often do you have a drink containing alcohol?')
    expect(byId('auditc-1')?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Never', 0], ['Monthly or less', 1], ['2 to 4 times a month', 2], ['2 to 3 times a week', 3], ['4 or more times a week', 4],
    ])
    expect(byId('auditc-1')?.options?.[0]?.nextQuestion).toBe('lh-sleep')
    expect(byId('auditc-2')?.options?.map((option) => [option.text, option.score])).toEqual([
      ['1 or 2', 0], ['3 or 4', 1], ['5 or 6', 2], ['7, 8 or 9', 3], ['10 or more', 4],
    ])
    expect(byId('auditc-3')?.question).toBe('How often do you have six or more drinks on one occasion?')
    expect(byId('auditc-3')?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Never', 0], ['Less than monthly', 1], ['Monthly', 2], ['Weekly', 3], ['Daily or almost daily', 4],
    ])
    expect(lifestyle.questions.map((question) => question.id)).toEqual([
      'lh-tobacco', 'lh-fruit-days', 'lh-fruit-servings', 'lh-veg-days', 'lh-veg-servings',
      'lh-vigorous-days', 'lh-vigorous-minutes', 'lh-moderate-days', 'lh-moderate-minutes',
      'lh-height', 'lh-weight', 'lh-bp', 'auditc-1', 'auditc-2', 'auditc-3', 'lh-sex', 'lh-sleep',
    ])
    expect(lifestyle.source.kind).toBe('guideline-checklist')
  })
})
