/**
 * Hypertension risk checklist worked cases, computed by hand from the checklist rule (a guideline
 * checklist, not a validated score): 1 point for each risk factor found, namely age 45 or older;
 * high blood pressure in a pregnancy (women only); a parent or sibling with high blood pressure;
 * BMI of 25 or more (weight / (height / 100)², rounded to 1 decimal); waist above 94 cm (men) or
 * 80 cm (women); less than 150 min of moderate activity a week; salt at the table or salty
 * processed foods "Always" or "Often" (the two salt questions count once together); current
 * tobacco; AUDIT-C (AUDIT Q1 + Q2 + Q3) of 4 or more for men, 3 or more for women; diabetes; and a
 * reading of 130/85 or higher. Bands 0-1 low, 2-3 moderate, 4-11 high.
 * ISH 2020 categories of a known reading, the higher of the two numbers deciding: normal below
 * 130/85, high-normal 130-139 or 85-89, grade 1 140-159 or 90-99, grade 2 160 or more or 100 or
 * more, and 180 or more or 110 or more flagged for same-day care.
 * Grade rules, in order: warning symptoms; a reading of 180/110 or more; diagnosed with a reading
 * of 140/90 or more ("above target"); diagnosed; grade 2 reading; grade 1 reading; then the bands.
 * Skip rules: "Male" skips the pregnancy question; AUDIT Q1 "Never" skips Q2 and Q3; not knowing
 * the reading skips the two number questions.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const htn = loadCatalogTest('hypertension-risk')

const MALE = 0
const FEMALE = 1
const NONE_OF_THESE = 6

/** Option indices and numbers, by question; the defaults give no risk factor at all. */
type Person = {
  diagnosed?: number // 0 no, 1 yes on medicine, 2 yes without medicine
  age45?: boolean
  sex?: number
  pregnancyBp?: number // women only: 0 no, 1 yes, 2 never pregnant
  family?: number // 0 no, 1 yes, 2 don't know
  height?: number
  weight?: number
  waist?: number
  inactive?: boolean
  saltTable?: number // 0 Always, 1 Often, 2 Sometimes, 3 Rarely, 4 Never
  saltFoods?: number
  tobacco?: number // 0 no, 1 daily, 2 not daily
  audit?: readonly number[] // option indices = scores; [0] is "Never"
  diabetes?: boolean
  reading?: readonly [number, number] // known systolic / diastolic
  bpKnown?: number // 1, 2 or 3 when no reading: forgot, not measured, never measured
  symptoms?: readonly number[]
}

function answersFor(person: Person = {}) {
  const {
    diagnosed = 0, age45 = false, sex = MALE, pregnancyBp = 0, family = 0, height = 200, weight = 80, waist = 80,
    inactive = false, saltTable = 4, saltFoods = 4, tobacco = 0, audit = [0], diabetes = false, reading, bpKnown = 2,
    symptoms = [NONE_OF_THESE],
  } = person
  return answersById(htn, {
    'htn-diagnosed': diagnosed,
    'htn-age': age45 ? 1 : 0,
    'htn-sex': sex,
    'htn-pregnancy': sex === FEMALE ? pregnancyBp : null,
    'htn-family': family,
    'htn-height': height,
    'htn-weight': weight,
    'htn-waist': waist,
    'htn-activity': inactive ? 1 : 0,
    'htn-salt-table': saltTable,
    'htn-salt-foods': saltFoods,
    'htn-tobacco': tobacco,
    'audit-1': audit[0] ?? 0,
    'audit-2': audit[1] ?? null,
    'audit-3': audit[2] ?? null,
    'htn-diabetes': diabetes ? 1 : 0,
    'htn-bp-known': reading ? 0 : bpKnown,
    'htn-systolic': reading?.[0] ?? null,
    'htn-diastolic': reading?.[1] ?? null,
    'htn-symptoms': [...symptoms],
  })
}

const score = (person: Person = {}) => interpret(htn, answersFor(person))

const LOW = 'Low hypertension risk'
const MODERATE = 'Moderate hypertension risk'
const HIGH = 'High hypertension risk'
const NO_READING = /You did not give a reading/
const MEASURE_SOON = /Get your blood pressure measured soon/
const FACTORS = 'Risk factors found'
const BMI = 'Body mass index (kg/m²)'
const AUDIT_C = 'Alcohol: AUDIT-C score (0 to 12)'

/** Everything at once for a woman: 11 factors. */
const EVERYTHING: Person = {
  age45: true, sex: FEMALE, pregnancyBp: 1, family: 1, height: 160, weight: 77, waist: 95, inactive: true,
  saltTable: 0, saltFoods: 0, tobacco: 1, audit: [2, 1, 0], diabetes: true, reading: [135, 80],
}

describe('hypertension risk checklist', () => {
  it('scores a man with no risk factor and no reading 0: Low, with the "measure soon" step first', () => {
    // BMI 80 / 2.00² = 20.0; waist 80 ≤ 94; AUDIT "Never"; reading not known
    const result = score()
    expect(result).toMatchObject({ testCode: 'LD-002', totalScore: 0, expectedTotalScore: 11, grade: LOW, tone: 'green' })
    expect(result.nextSteps?.[0]).toMatch(MEASURE_SOON)
    expect(result.nextSteps?.join(' ')).toMatch(/at least once a year/)
    expect(result.services).toBeUndefined()
    expect(result.healthRisks).toBeUndefined()
    expect(result.dangerSigns).toBeUndefined()
    expect(result.overallInterpretation).toMatch(NO_READING)
    expect(result.detailedAnalysis).toEqual({ [FACTORS]: 0, [BMI]: 20, 'Waist (cm)': 80, [AUDIT_C]: 0 })
  })

  describe('each risk factor adds 1 point and its health risk', () => {
    it.each([
      ['age 45 or older', { age45: true }, /Age 45 or older/],
      ['high blood pressure in a pregnancy', { sex: FEMALE, pregnancyBp: 1 }, /pre-eclampsia in a pregnancy/],
      ['a parent or sibling with high blood pressure', { family: 1 }, /runs in families|often runs in families/],
      ['BMI 25.0 (200 cm, 100 kg: 100 / 4 = 25.0)', { weight: 100 }, /Body mass index of 25 or more/],
      ['a man\'s waist of 95 cm (> 94)', { waist: 95 }, /Waist above 94 cm \(men\) or 80 cm \(women\)/],
      ['a woman\'s waist of 81 cm (> 80)', { sex: FEMALE, waist: 81 }, /Waist above 94 cm \(men\) or 80 cm \(women\)/],
      ['less than 150 minutes of activity', { inactive: true }, /Less than 150 minutes/],
      ['salt at the table "Always"', { saltTable: 0 }, /A salty diet/],
      ['salty processed foods "Often"', { saltFoods: 1 }, /A salty diet/],
      ['daily tobacco', { tobacco: 1 }, /Tobacco use/],
      ['non-daily tobacco', { tobacco: 2 }, /Tobacco use/],
      ['diabetes', { diabetes: true }, /Diabetes or high blood sugar/],
      ['a reading of 130/80 (high-normal)', { reading: [130, 80] }, /reading of 130\/85 or higher/],
    ] as const)('%s', (_case, person, risk) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: 1, grade: LOW, tone: 'green' })
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
    })

    it.each([
      ['salt "Sometimes" at the table and "Rarely" in foods', { saltTable: 2, saltFoods: 3 }, 0],
      ['"I don\'t know" about family history', { family: 2 }, 0],
      ['never pregnant', { sex: FEMALE, pregnancyBp: 2 }, 0],
      ['a man\'s waist of 94 cm (not above 94)', { waist: 94 }, 0],
      ['a woman\'s waist of 80 cm (not above 80)', { sex: FEMALE, waist: 80 }, 0],
      ['a man\'s waist of 90 cm', { waist: 90 }, 0],
      ['a woman\'s waist of 90 cm', { sex: FEMALE, waist: 90 }, 1],
      ['BMI 24.9 (170 cm, 72 kg: 72 / 2.89 = 24.913… → 24.9)', { height: 170, weight: 72 }, 0],
      ['BMI 25.0 after rounding (165 cm, 68 kg: 68 / 2.7225 = 24.977… → 25.0)', { height: 165, weight: 68 }, 1],
      ['salt "Always" at the table and "Often" in foods count once', { saltTable: 0, saltFoods: 1 }, 1],
    ] as const)('%s %j: %i point(s)', (_case, person, points) => {
      expect(score(person).totalScore).toBe(points)
    })

    it('shows the BMI it computed', () => {
      expect(score({ height: 165, weight: 68 }).detailedAnalysis?.[BMI]).toBe(25)
      expect(score({ height: 170, weight: 72 }).detailedAnalysis?.[BMI]).toBe(24.9)
    })
  })

  describe('alcohol: AUDIT-C (Q1 + Q2 + Q3), 4 or more for men, 3 or more for women', () => {
    it.each([
      ['man', MALE, [1, 1, 1], 3, 0], //   1 + 1 + 1 = 3 < 4
      ['man', MALE, [2, 1, 1], 4, 1], //   2 + 1 + 1 = 4
      ['man', MALE, [4, 4, 4], 12, 1], //  the maximum
      ['woman', FEMALE, [1, 1, 0], 2, 0], // 1 + 1 + 0 = 2 < 3
      ['woman', FEMALE, [1, 1, 1], 3, 1], // 1 + 1 + 1 = 3
    ] as const)('a %s with Q1-Q3 options %j: AUDIT-C %i, %i point', (_sex, sex, audit, auditC, points) => {
      const result = score({ sex, pregnancyBp: 2, audit: [...audit] })
      expect(result.detailedAnalysis?.[AUDIT_C]).toBe(auditC)
      expect(result.totalScore).toBe(points)
      expect((result.healthRisks ?? []).some((text) => /AUDIT-C limit/.test(text))).toBe(points === 1)
    })

    it('skips Q2 and Q3 after "Never", and ignores answers passed anyway', () => {
      const answers = answersFor()
      const path = followPath(htn, answers).path.map((index) => htn.questions[index]!.id)
      expect(path).toContain('audit-1')
      expect(path).not.toContain('audit-2')
      expect(path).not.toContain('audit-3')
      expect(path[path.indexOf('audit-1') + 1]).toBe('htn-diabetes')
      // Q2 and Q3 at their maximum would make AUDIT-C 0 + 4 + 4 = 8; off the path they count 0.
      const stray = answersFor()
      stray[htn.questions.findIndex((question) => question.id === 'audit-2')] = 4
      stray[htn.questions.findIndex((question) => question.id === 'audit-3')] = 4
      expect(interpret(htn, stray)).toEqual(interpret(htn, answers))
      expect(interpret(htn, stray).detailedAnalysis?.[AUDIT_C]).toBe(0)
    })
  })

  describe('skip rules', () => {
    it('asks the pregnancy question of women only', () => {
      const ids = (person: Person) => followPath(htn, answersFor(person)).path.map((index) => htn.questions[index]!.id)
      expect(ids({ sex: MALE })).not.toContain('htn-pregnancy')
      expect(ids({ sex: FEMALE })).toContain('htn-pregnancy')
    })

    it.each([1, 2, 3])('"I don\'t know my reading" (option %i) skips the two numbers', (bpKnown) => {
      const answers = answersFor({ bpKnown })
      const path = followPath(htn, answers).path.map((index) => htn.questions[index]!.id)
      expect(path.slice(-2)).toEqual(['htn-bp-known', 'htn-symptoms'])
      // numbers passed anyway are ignored: 200/120 would otherwise be a same-day warning
      answers[htn.questions.findIndex((question) => question.id === 'htn-systolic')] = 200
      answers[htn.questions.findIndex((question) => question.id === 'htn-diastolic')] = 120
      const result = interpret(htn, answers)
      expect(result).toMatchObject({ totalScore: 0, grade: LOW })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.overallInterpretation).toMatch(NO_READING)
    })

    it('asks both numbers when the reading is known', () => {
      const path = followPath(htn, answersFor({ reading: [120, 80] })).path.map((index) => htn.questions[index]!.id)
      expect(path.slice(-4)).toEqual(['htn-bp-known', 'htn-systolic', 'htn-diastolic', 'htn-symptoms'])
    })
  })

  describe('bands', () => {
    it.each([
      ['no factor', {}, 0, LOW, 'green'],
      ['age 45+', { age45: true }, 1, LOW, 'green'],
      ['age 45+ and family history', { age45: true, family: 1 }, 2, MODERATE, 'yellow'],
      ['age 45+, family history and inactivity', { age45: true, family: 1, inactive: true }, 3, MODERATE, 'yellow'],
      ['age, family, inactivity and salt', { age45: true, family: 1, inactive: true, saltFoods: 0 }, 4, HIGH, 'orange'],
      // 1 + 1 + 1 + BMI 77 / 1.6² = 30.078 → 30.1 (1) + waist 95 > 80 (1) + 1 + salt (1) + 1
      // + AUDIT-C 2 + 1 + 0 = 3 ≥ 3 (1) + 1 + reading 135/80 high-normal (1) = 11
      ['every factor, for a woman', EVERYTHING, 11, HIGH, 'orange'],
    ] as const)('%s %j: %i, "%s" (%s)', (_case, person, total, grade, tone) => {
      expect(score(person)).toMatchObject({ totalScore: total, expectedTotalScore: 11, grade, tone })
    })

    it.each([
      [{}, LOW, /Keep up your healthy habits/, undefined],
      [{ age45: true, family: 1 }, MODERATE, /Work on the factors you can change/, ['vitalcare360']],
      [{ age45: true, family: 1, inactive: true, saltFoods: 0 }, HIGH, /measured in the next month/, ['vitalcare360', 'talk-to-a-doctor', 'wellness-checkup']],
    ] as const)('gives each band its next steps and services (%#)', (person, grade, step, services) => {
      // a reading of 120/80 keeps the "measure soon" step out of first place
      const result = score({ ...person, reading: [120, 80] })
      expect(result.grade).toBe(grade)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('lists every health risk of the maximum case, in order', () => {
      const result = score(EVERYTHING)
      expect(result.healthRisks).toHaveLength(11)
      expect(result.detailedAnalysis).toEqual({ [FACTORS]: 11, [BMI]: 30.1, 'Waist (cm)': 95, [AUDIT_C]: 3 })
      expect(result.overallInterpretation).toMatch(/high-normal range/)
    })
  })

  describe('a known reading: ISH 2020 categories', () => {
    it.each([
      // reading, factors (the reading counts 1 from 130/85), grade, tone, interpretation
      [[129, 84], 0, LOW, 'green', /normal range/],
      [[130, 70], 1, LOW, 'green', /high-normal range/],
      [[120, 85], 1, LOW, 'green', /high-normal range/],
      [[139, 89], 1, LOW, 'green', /high-normal range/],
      [[140, 80], 1, 'Possible hypertension: grade 1 range', 'orange', /grade 1 hypertension range/],
      [[120, 90], 1, 'Possible hypertension: grade 1 range', 'orange', /grade 1 hypertension range/],
      [[159, 99], 1, 'Possible hypertension: grade 1 range', 'orange', /grade 1 hypertension range/],
      [[160, 80], 1, 'Possible hypertension: grade 2 range', 'red-orange', /grade 2 hypertension range/],
      [[120, 100], 1, 'Possible hypertension: grade 2 range', 'red-orange', /grade 2 hypertension range/],
      [[179, 109], 1, 'Possible hypertension: grade 2 range', 'red-orange', /grade 2 hypertension range/],
      [[180, 80], 1, 'Very high blood pressure reading', 'red-orange', /180\/110 or higher/],
      [[120, 110], 1, 'Very high blood pressure reading', 'red-orange', /180\/110 or higher/],
    ] as const)('%j: %i factor(s), "%s" (%s)', (reading, total, grade, tone, interpretation) => {
      const result = score({ reading: [...reading] })
      expect(result).toMatchObject({ totalScore: total, grade, tone })
      expect(result.overallInterpretation).toMatch(interpretation)
      expect((result.nextSteps ?? []).some((step) => MEASURE_SOON.test(step))).toBe(false)
      expect(result.dangerSigns).toEqual(grade === 'Very high blood pressure reading' ? [expect.stringMatching(/see a health worker today/)] : undefined)
    })

    it.each([
      [[140, 80], /measured again on at least two more days/, ['talk-to-a-doctor', 'vitalcare360']],
      [[160, 80], /within the next week/, ['talk-to-a-doctor', 'wellness-checkup']],
      [[180, 80], /measured again today/, ['talk-to-a-doctor']],
    ] as const)('%j gives its own next steps and services', (reading, step, services) => {
      const result = score({ reading: [...reading] })
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('a grade 1 reading overrides a high risk count (the total still shows the count)', () => {
      // age 1 + family 1 + inactive 1 + diabetes 1 + reading 1 = 5
      const result = score({ age45: true, family: 1, inactive: true, diabetes: true, reading: [150, 85] })
      expect(result).toMatchObject({ totalScore: 5, grade: 'Possible hypertension: grade 1 range' })
    })
  })

  describe('already diagnosed', () => {
    it.each([
      ['on medicine, 150/95', 1, [150, 95], 'Blood pressure above target', 'orange', ['talk-to-a-doctor', 'vitalcare360-manage']],
      ['on medicine, 140/85 (the target edge)', 1, [140, 85], 'Blood pressure above target', 'orange', ['talk-to-a-doctor', 'vitalcare360-manage']],
      ['on medicine, 139/89', 1, [139, 89], 'Known high blood pressure', 'blue', ['vitalcare360-manage', 'talk-to-a-doctor']],
      ['on medicine, 165/100', 1, [165, 100], 'Blood pressure above target', 'orange', ['talk-to-a-doctor', 'vitalcare360-manage']],
      ['on medicine, reading not known', 1, undefined, 'Known high blood pressure', 'blue', ['vitalcare360-manage', 'talk-to-a-doctor']],
      ['without medicine, reading not known', 2, undefined, 'Known high blood pressure', 'blue', ['vitalcare360-manage', 'talk-to-a-doctor']],
      ['on medicine, 185/100: the very high rule comes first', 1, [185, 100], 'Very high blood pressure reading', 'red-orange', ['talk-to-a-doctor']],
    ] as const)('%s: "%s"', (_case, diagnosed, reading, grade, tone, services) => {
      const result = score({ diagnosed, reading: reading && [...reading] })
      expect(result).toMatchObject({ grade, tone })
      expect(result.services).toEqual(services)
      // the "measure soon" step is for people not yet diagnosed
      expect((result.nextSteps ?? []).some((step) => MEASURE_SOON.test(step))).toBe(false)
    })

    it('puts "see a health worker about treatment" first when diagnosed but not on medicine', () => {
      expect(score({ diagnosed: 2 }).nextSteps?.[0]).toMatch(/not taking medicine for it\. See a health worker soon/)
      expect((score({ diagnosed: 1 }).nextSteps ?? []).some((step) => /not taking medicine/.test(step))).toBe(false)
      expect((score({}).nextSteps ?? []).some((step) => /not taking medicine/.test(step))).toBe(false)
    })
  })

  describe('warning symptoms', () => {
    it.each([0, 1, 2, 3, 4, 5])('option %i fills dangerSigns and gives "Warning signs: get help now"', (option) => {
      const result = score({ symptoms: [option] })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Warning signs: get help now', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(/Go to the nearest health facility now, or call 999 or 112/)])
      expect(result.nextSteps).toContainEqual(expect.stringMatching(/call 999 or 112 for an ambulance/))
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it('overrides a very high reading and a diagnosis, and shows both danger messages', () => {
      const result = score({ diagnosed: 1, reading: [190, 115], symptoms: [0, 2] })
      expect(result.grade).toBe('Warning signs: get help now')
      expect(result.dangerSigns).toEqual([
        expect.stringMatching(/You reported a warning sign/),
        expect.stringMatching(/180\/110 or higher is very high/),
      ])
    })

    it('"None of these" shows no danger sign', () => {
      expect(score({ symptoms: [NONE_OF_THESE] }).dangerSigns).toBeUndefined()
    })

    it('lists the warning signs with an exclusive "None of these" last', () => {
      const options = htn.questions.find((question) => question.id === 'htn-symptoms')?.options ?? []
      expect(options).toHaveLength(7)
      expect(options[NONE_OF_THESE]).toMatchObject({ text: 'None of these', exclusive: true })
      expect(options.slice(0, NONE_OF_THESE).every((option) => !option.exclusive)).toBe(true)
    })
  })

  it('asks the questions in order, with the AUDIT items as published', () => {
    expect(htn.questions.map((question) => question.id)).toEqual([
      'htn-diagnosed', 'htn-age', 'htn-sex', 'htn-pregnancy', 'htn-family', 'htn-height', 'htn-weight', 'htn-waist',
      'htn-activity', 'htn-salt-table', 'htn-salt-foods', 'htn-tobacco', 'audit-1', 'audit-2', 'audit-3',
      'htn-diabetes', 'htn-bp-known', 'htn-systolic', 'htn-diastolic', 'htn-symptoms',
    ])
    const byId = (id: string) => htn.questions.find((question) => question.id === id)!
    expect(byId('audit-1').question).toBe('How often do you have a drink containing alcohol?')
    expect(byId('audit-1').options?.map((option) => [option.text, option.score])).toEqual([
      ['Never', 0], ['Monthly or less', 1], ['2 to 4 times a month', 2], ['2 to 3 times a week', 3], ['4 or more times a week', 4],
    ])
    expect(byId('audit-2').options?.map((option) => option.score)).toEqual([0, 1, 2, 3, 4])
    expect(byId('audit-3').options?.map((option) => [option.text, option.score])).toEqual([
      ['Never', 0], ['Less than monthly', 1], ['Monthly', 2], ['Weekly', 3], ['Daily or almost daily', 4],
    ])
    expect(byId('htn-systolic')).toMatchObject({ min: 70, max: 260, unit: 'mmHg' })
    expect(byId('htn-diastolic')).toMatchObject({ min: 40, max: 160, unit: 'mmHg' })
  })
})
