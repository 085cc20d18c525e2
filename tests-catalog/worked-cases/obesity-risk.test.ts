/**
 * Healthy weight check worked cases, computed by hand from the WHO and NICE cut-offs:
 * BMI = weight / (height / 100)², rounded to 1 decimal; WHO classes below 18.5 underweight (0),
 * 18.5-24.9 normal (1), 25-29.9 overweight (2), 30-34.9 obesity I (3), 35-39.9 obesity II (4),
 * 40 or more obesity III (5); the class number is the score, out of 5.
 * Waist (WHO 2008): men above 94 cm increased, above 102 cm substantially increased; women above
 * 80 cm and above 88 cm. Waist-to-height ratio (NICE 2022), rounded to 2 decimals: 0.5-0.59
 * increased, 0.6 or more high. BMI below 16 (WHO severe thinness) adds a step to see a health worker.
 * Pregnancy (asked of women only; men skip it) replaces the weight class by "Not for use in pregnancy",
 * and the adult weight and waist risks are not listed (the limits do not apply in pregnancy).
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const weight = loadCatalogTest('obesity-risk')

const MALE = 0
const FEMALE = 1

type Person = { sex?: number; pregnant?: boolean; height?: number; kg?: number; waist?: number }

function answersFor({ sex = MALE, pregnant = false, height = 180, kg = 70, waist = 80 }: Person = {}) {
  return answersById(weight, {
    'ob-sex': sex,
    'ob-pregnant': sex === FEMALE ? (pregnant ? 0 : 1) : null,
    'ob-height': height,
    'ob-weight': kg,
    'ob-waist': waist,
  })
}

const score = (person: Person = {}) => interpret(weight, answersFor(person))

const BMI = 'Body mass index (kg/m²)'
const WHTR = 'Waist-to-height ratio'
const SEVERE_THINNESS = /Your BMI is below 16/

const matching = (texts: string[] | undefined, pattern: RegExp) => (texts ?? []).filter((text) => pattern.test(text))

describe('healthy weight check (BMI, waist, waist-to-height)', () => {
  it('scores a man of 180 cm, 70 kg and a waist of 80 cm as Normal weight (class 1 of 5)', () => {
    // 70 / 1.8² = 21.60… → 21.6; 80 / 180 = 0.444… → 0.44; waist 80 ≤ 94
    const result = score()
    expect(result).toMatchObject({ testCode: 'LD-004', totalScore: 1, expectedTotalScore: 5, grade: 'Normal weight', tone: 'green' })
    expect(result.detailedAnalysis).toEqual({ [BMI]: 21.6, 'Waist (cm)': 80, [WHTR]: 0.44 })
    expect(result.healthRisks).toBeUndefined()
    expect(result.services).toBeUndefined()
    expect(result.overallInterpretation).toMatch(/all within the healthy limits/)
  })

  describe('BMI classes: lowest and highest BMI of each, after rounding', () => {
    it.each([
      [180, 50, 15.4, 0, 'Underweight', 'yellow'], //     50 / 3.24   = 15.43… → 15.4
      [185, 63, 18.4, 0, 'Underweight', 'yellow'], //     63 / 3.4225 = 18.41… → 18.4
      [180, 60, 18.5, 1, 'Normal weight', 'green'], //    60 / 3.24   = 18.52… → 18.5
      [170, 72, 24.9, 1, 'Normal weight', 'green'], //    72 / 2.89   = 24.91… → 24.9
      [165, 68, 25.0, 2, 'Overweight', 'yellow'], //      68 / 2.7225 = 24.98… → 25.0 (rounded, then classed)
      [180, 97, 29.9, 2, 'Overweight', 'yellow'], //      97 / 3.24   = 29.94… → 29.9
      [200, 120, 30.0, 3, 'Obesity class I', 'orange'], // 120 / 4    = 30.0
      [180, 113, 34.9, 3, 'Obesity class I', 'orange'], // 113 / 3.24 = 34.88… → 34.9
      [200, 140, 35.0, 4, 'Obesity class II', 'red-orange'], // 140 / 4 = 35.0
      [172, 118, 39.9, 4, 'Obesity class II', 'red-orange'], // 118 / 2.9584 = 39.89… → 39.9
      [155, 96, 40.0, 5, 'Obesity class III', 'red-orange'], //  96 / 2.4025 = 39.96… → 40.0
      [200, 160, 40.0, 5, 'Obesity class III', 'red-orange'], // 160 / 4 = 40.0
      [100, 300, 300.0, 5, 'Obesity class III', 'red-orange'], // the extreme inputs: 300 / 1
    ])('%i cm, %i kg: BMI %d, class %i "%s" (%s)', (height, kg, bmi, total, grade, tone) => {
      const result = score({ height, kg, waist: 60 })
      expect(result).toMatchObject({ totalScore: total, expectedTotalScore: 5, grade, tone })
      expect(result.detailedAnalysis?.[BMI]).toBe(bmi)
    })

    it.each([
      ['Underweight', { height: 185, kg: 63 }, /lost weight without trying/, ['talk-to-a-nutritionist', 'talk-to-a-doctor']],
      ['Normal weight', { height: 180, kg: 70 }, /Keep it up/, undefined],
      ['Overweight', { height: 180, kg: 97 }, /lose 5 to 10% of your weight/, ['talk-to-a-nutritionist', 'vitalcare360']],
      ['Obesity class I', { height: 200, kg: 120 }, /See a doctor for a check/, ['talk-to-a-doctor', 'vitalcare360', 'wellness-checkup', 'talk-to-a-nutritionist']],
      ['Obesity class II', { height: 200, kg: 140 }, /See a doctor soon for a full check/, ['talk-to-a-doctor', 'vitalcare360-manage', 'wellness-checkup', 'talk-to-a-nutritionist']],
      ['Obesity class III', { height: 200, kg: 160 }, /full health check and a weight-management plan/, ['talk-to-a-doctor', 'vitalcare360-manage', 'wellness-checkup', 'talk-to-a-nutritionist']],
    ] as const)('"%s" gives its next steps and services', (grade, person, step, services) => {
      const result = score({ ...person, waist: 60 })
      expect(result.grade).toBe(grade)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it.each([
      [180, 70, []],
      [180, 50, [/BMI below 16 \(severe thinness\)/]],
      [180, 52, [/Underweight \(BMI below 18\.5\)/]], // 52 / 3.24 = 16.05… → 16.0
      [180, 97, [/Overweight \(BMI 25 to 29\.9\)/]],
      [200, 120, [/Obesity \(BMI 30 or more\)/]],
      [200, 160, [/Obesity \(BMI 30 or more\)/]],
    ])('%i cm, %i kg: the BMI health risk', (height, kg, risks) => {
      // waist 60 keeps the waist and waist-to-height risks out (60 / 180 = 0.33, 60 / 200 = 0.30)
      const result = score({ height, kg, waist: 60 })
      expect(result.healthRisks ?? []).toHaveLength(risks.length)
      risks.forEach((risk, index) => expect(result.healthRisks?.[index]).toMatch(risk))
    })
  })

  describe('BMI below 16', () => {
    it('puts "see a health worker" first at 15.4, and not at 16.0', () => {
      expect(score({ kg: 50, waist: 60 }).nextSteps?.[0]).toMatch(SEVERE_THINNESS)
      expect((score({ kg: 52, waist: 60 }).nextSteps ?? []).some((step) => SEVERE_THINNESS.test(step))).toBe(false)
    })
  })

  describe('waist, by sex (height 210 cm keeps the waist-to-height ratio below 0.5)', () => {
    it.each([
      ['man', MALE, 94, null],
      ['man', MALE, 95, /Waist above 94 cm for a man or 80 cm for a woman/],
      ['man', MALE, 102, /Waist above 94 cm for a man or 80 cm for a woman/],
      ['man', MALE, 103, /Waist above 102 cm for a man or 88 cm for a woman/],
      ['woman', FEMALE, 80, null],
      ['woman', FEMALE, 81, /Waist above 94 cm for a man or 80 cm for a woman/],
      ['woman', FEMALE, 88, /Waist above 94 cm for a man or 80 cm for a woman/],
      ['woman', FEMALE, 89, /Waist above 102 cm for a man or 88 cm for a woman/],
      ['man', MALE, 85, null],
      ['woman', FEMALE, 85, /Waist above 94 cm for a man or 80 cm for a woman/],
    ] as const)('a %s with a %i cm waist', (_sex, sex, waist, risk) => {
      // 103 / 210 = 0.49; weight 90 kg: 90 / 4.41 = 20.4, normal weight
      const result = score({ sex, height: 210, kg: 90, waist })
      expect(result.detailedAnalysis?.[WHTR]).toBeLessThan(0.5)
      const waistRisks = matching(result.healthRisks, /^Waist above/)
      expect(waistRisks).toEqual(risk ? [expect.stringMatching(risk)] : [])
    })
  })

  describe('waist-to-height ratio, rounded to 2 decimals', () => {
    it.each([
      [180, 89, 0.49, null], //  89 / 180 = 0.494… → 0.49
      [180, 90, 0.5, /Waist-to-height ratio of 0\.5 to 0\.59/], // 90 / 180 = 0.50
      [200, 99, 0.5, /Waist-to-height ratio of 0\.5 to 0\.59/], //  99 / 200 = 0.495 → 0.50 (rounded up)
      [180, 107, 0.59, /Waist-to-height ratio of 0\.5 to 0\.59/], // 107 / 180 = 0.594… → 0.59
      [180, 108, 0.6, /Waist-to-height ratio of 0\.6 or more/], // 108 / 180 = 0.60
    ])('%i cm tall, waist %i cm: %d', (height, waist, ratio, risk) => {
      const result = score({ height, kg: 70, waist })
      expect(result.detailedAnalysis?.[WHTR]).toBe(ratio)
      expect(matching(result.healthRisks, /^Waist-to-height/)).toEqual(risk ? [expect.stringMatching(risk)] : [])
    })
  })

  describe('overall interpretation', () => {
    it.each([
      // 70 / 3.24 = 21.6 normal; a man's waist 90 ≤ 94 but 90 / 180 = 0.50
      ['normal weight, waist-to-height 0.50', { kg: 70, waist: 90 }, /healthy range, but you carry extra fat around your waist/],
      // 97 / 3.24 = 29.9 overweight; waist 100 > 94, 100 / 180 = 0.56
      ['overweight with a large waist', { kg: 97, waist: 100 }, /Both your body mass index and your waist are above/],
      // 29.9 overweight; waist 85 ≤ 94 and 85 / 180 = 0.47
      ['overweight with a healthy waist', { kg: 97, waist: 85 }, /BMI can overestimate body fat in very muscular people/],
      // 50 / 3.24 = 15.4 underweight
      ['underweight', { kg: 50, waist: 60 }, /below the healthy range/],
      ['everything healthy', { kg: 70, waist: 80 }, /all within the healthy limits/],
    ] as const)('%s', (_case, person, interpretation) => {
      expect(score(person).overallInterpretation).toMatch(interpretation)
    })
  })

  describe('pregnancy', () => {
    it('asks women only', () => {
      const ids = (person: Person) => followPath(weight, answersFor(person)).path.map((index) => weight.questions[index]!.id)
      expect(ids({ sex: MALE })).toEqual(['ob-sex', 'ob-height', 'ob-weight', 'ob-waist'])
      expect(ids({ sex: FEMALE })).toEqual(['ob-sex', 'ob-pregnant', 'ob-height', 'ob-weight', 'ob-waist'])
    })

    it('gives "Not for use in pregnancy" instead of a weight class, and no thinness step', () => {
      // 160 cm, 90 kg: 90 / 2.56 = 35.16 → 35.2, class 4 still computed and shown as the score
      const result = score({ sex: FEMALE, pregnant: true, height: 160, kg: 90, waist: 100 })
      expect(result).toMatchObject({ totalScore: 4, grade: 'Not for use in pregnancy', tone: 'blue' })
      expect(result.services).toEqual(['talk-to-a-nutritionist'])
      expect(result.overallInterpretation).toMatch(/During pregnancy these numbers are for information only/)
      expect(result.nextSteps?.[0]).toMatch(/antenatal visits/)
      // BMI 35.2, waist 100 > 88 and 100 / 160 = 0.63 would each list a risk outside pregnancy
      expect(result.healthRisks).toBeUndefined()
      const thin = score({ sex: FEMALE, pregnant: true, height: 180, kg: 50, waist: 60 })
      expect((thin.nextSteps ?? []).some((step) => SEVERE_THINNESS.test(step))).toBe(false)
      expect(thin.healthRisks).toBeUndefined()
    })

    it('scores a woman who is not pregnant as usual', () => {
      const result = score({ sex: FEMALE, height: 160, kg: 90, waist: 100 })
      expect(result).toMatchObject({ totalScore: 4, grade: 'Obesity class II' })
      // BMI 35.2 ≥ 30; waist 100 > 88; 100 / 160 = 0.625 → 0.63 ≥ 0.6
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/Obesity \(BMI 30 or more\)/),
        expect.stringMatching(/Waist above 102 cm for a man or 88 cm for a woman/),
        expect.stringMatching(/Waist-to-height ratio of 0\.6 or more/),
      ])
    })
  })

  it('asks sex, pregnancy, height, weight and waist with sensible limits', () => {
    expect(weight.questions.map((question) => [question.id, question.type, question.min, question.max, question.unit])).toEqual([
      ['ob-sex', 'single-select', undefined, undefined, undefined],
      ['ob-pregnant', 'single-select', undefined, undefined, undefined],
      ['ob-height', 'user-input-number', 100, 250, 'cm'],
      ['ob-weight', 'user-input-number', 25, 300, 'kg'],
      ['ob-waist', 'user-input-number', 40, 200, 'cm'],
    ])
  })
})
