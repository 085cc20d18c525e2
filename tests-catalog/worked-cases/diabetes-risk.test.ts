/**
 * FINDRISC worked cases from the published scoring (Lindström & Tuomilehto 2003): age under 45 0,
 * 45-54 2, 55-64 3, over 64 4; BMI under 25 0, 25-30 1, over 30 3 (computed from height and weight,
 * rounded to 1 decimal); waist men under 94 0, 94-102 3, over 102 4, women under 80 0, 80-88 3,
 * over 88 4; not active 30 min daily 2; vegetables not every day 1; blood-pressure medicine 2; high
 * blood glucose ever 5; family history second-degree 3, first-degree 5. Sum 0-26, bands under 7,
 * 7-11, 12-14, 15-20, over 20.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const findrisc = loadCatalogTest('diabetes-risk')

const MALE = 0
const FEMALE = 1

/** Option indices and numbers, by question; the defaults score 0 everywhere. */
type Person = {
  age?: number // 0 under 45, 1 45-54, 2 55-64, 3 over 64
  height?: number // cm
  weight?: number // kg
  sex?: number
  waist?: number // cm
  inactive?: boolean // "No" to 30 min of activity daily
  vegetablesNotDaily?: boolean
  bpMedicine?: boolean
  highGlucose?: boolean
  family?: number // 0 no, 1 second-degree, 2 first-degree
}

function answersFor(person: Person) {
  const {
    age = 0, height = 200, weight = 80, sex = MALE, waist = 80,
    inactive = false, vegetablesNotDaily = false, bpMedicine = false, highGlucose = false, family = 0,
  } = person
  return answersById(findrisc, {
    'findrisc-age': age,
    'findrisc-height': height,
    'findrisc-weight': weight,
    'findrisc-sex': sex,
    'findrisc-waist': waist,
    'findrisc-activity': inactive ? 1 : 0,
    'findrisc-vegetables': vegetablesNotDaily ? 1 : 0,
    'findrisc-bp-medicine': bpMedicine ? 1 : 0,
    'findrisc-glucose': highGlucose ? 1 : 0,
    'findrisc-family': family,
  })
}

const score = (person: Person) => interpret(findrisc, answersFor(person))

const BMI = 'Body mass index (kg/m²)'
const BMI_POINTS = 'Points for body mass index'
const WAIST_POINTS = 'Points for waist measurement'
const OBESE = /body mass index is above 30, in the obese range/
const OVERWEIGHT = /between 25 and 30, in the overweight range/
const GLUCOSE = /had high blood sugar before, the strongest single sign/

describe('FINDRISC (diabetes risk)', () => {
  it('scores a person with no risk factors 0, Low risk', () => {
    // height 200 cm, weight 80 kg: 80 / 2.00² = 20.0; male waist 80 < 94
    const result = score({})
    expect(result).toMatchObject({ testCode: 'LD-001', totalScore: 0, expectedTotalScore: 26, grade: 'Low risk', tone: 'green' })
    expect(result.detailedAnalysis).toEqual({ [BMI]: 20, [BMI_POINTS]: 0, [WAIST_POINTS]: 0 })
    expect(result.healthRisks).toBeUndefined()
  })

  it.each([
    [0, 'Under 45 years', 0],
    [1, '45 to 54 years', 2],
    [2, '55 to 64 years', 3],
    [3, 'Over 64 years', 4],
  ])('age option %i (%s) scores %i', (age, text, points) => {
    expect(findrisc.questions[0]?.options?.[age]?.text).toBe(text)
    expect(score({ age }).totalScore).toBe(points)
  })

  describe('BMI from height and weight, rounded to 1 decimal', () => {
    it.each([
      // height, weight: weight / (height / 100)² → rounded → points
      [200, 80, 20.0, 0], //  80 / 4      = 20.0
      [170, 72, 24.9, 0], //  72 / 2.89   = 24.913… → 24.9
      [165, 68, 25.0, 1], //  68 / 2.7225 = 24.977… → 25.0 (rounded first, then scored)
      [200, 100, 25.0, 1], // 100 / 4     = 25.0 exactly
      [200, 120, 30.0, 1], // 120 / 4     = 30.0 exactly
      [175, 92, 30.0, 1], //  92 / 3.0625 = 30.0408… → 30.0
      [160, 77, 30.1, 3], //  77 / 2.56   = 30.078… → 30.1
      [200, 140, 35.0, 3], // 140 / 4     = 35.0
    ])('%i cm and %i kg: BMI %d, %i points', (height, weight, bmi, points) => {
      const result = score({ height, weight })
      expect(result.totalScore).toBe(points)
      expect(result.detailedAnalysis).toEqual({ [BMI]: bmi, [BMI_POINTS]: points, [WAIST_POINTS]: 0 })
    })

    it.each([
      [170, 72, 24.9, []],
      [200, 100, 25.0, [OVERWEIGHT]],
      [200, 120, 30.0, [OVERWEIGHT]],
      [160, 77, 30.1, [OBESE]],
    ])('%i cm and %i kg (BMI %d) give the matching BMI health risk', (height, weight, _bmi, risks) => {
      const healthRisks = score({ height, weight }).healthRisks ?? []
      expect(healthRisks).toHaveLength(risks.length)
      risks.forEach((risk, index) => expect(healthRisks[index]).toMatch(risk))
    })
  })

  describe('waist, by sex', () => {
    it.each([
      ['man', MALE, 93, 0],
      ['man', MALE, 94, 3],
      ['man', MALE, 102, 3],
      ['man', MALE, 103, 4],
      ['woman', FEMALE, 79, 0],
      ['woman', FEMALE, 80, 3],
      ['woman', FEMALE, 88, 3],
      ['woman', FEMALE, 89, 4],
      ['man', MALE, 85, 0],
      ['woman', FEMALE, 85, 3],
    ])('a %s with a %i cm waist scores %i', (_sex, sex, waist, points) => {
      const result = score({ sex, waist })
      expect(result.totalScore).toBe(points)
      expect(result.detailedAnalysis?.[WAIST_POINTS]).toBe(points)
      const waistRisk = (result.healthRisks ?? []).some((text) => /waist measurement is above the healthy limit/.test(text))
      expect(waistRisk).toBe(points >= 3)
    })
  })

  it.each([
    ['not active for 30 minutes daily', { inactive: true }, 2],
    ['vegetables, fruit or berries not every day', { vegetablesNotDaily: true }, 1],
    ['blood-pressure medicine', { bpMedicine: true }, 2],
    ['high blood glucose ever', { highGlucose: true }, 5],
    ['grandparent, aunt, uncle or first cousin with diabetes', { family: 1 }, 3],
    ['parent, brother, sister or own child with diabetes', { family: 2 }, 5],
  ] as const)('%s scores %i', (_case, person, points) => {
    expect(score(person).totalScore).toBe(points)
  })

  it('shows the high-glucose health risk when glucose was high, and not otherwise', () => {
    expect(score({ highGlucose: true }).healthRisks).toEqual([expect.stringMatching(GLUCOSE)])
    expect(score({ highGlucose: false, bpMedicine: true }).healthRisks).toBeUndefined()
  })

  describe('bands', () => {
    it.each([
      ['glucose 5 + vegetables 1', { highGlucose: true, vegetablesNotDaily: true }, 6, 'Low risk', 'green'],
      ['glucose 5 + inactive 2', { highGlucose: true, inactive: true }, 7, 'Slightly elevated risk', 'yellow'],
      ['glucose 5 + parent 5 + vegetables 1', { highGlucose: true, family: 2, vegetablesNotDaily: true }, 11, 'Slightly elevated risk', 'yellow'],
      ['glucose 5 + parent 5 + BP medicine 2', { highGlucose: true, family: 2, bpMedicine: true }, 12, 'Moderate risk', 'orange'],
      ['glucose 5 + parent 5 + age over 64 4', { highGlucose: true, family: 2, age: 3 }, 14, 'Moderate risk', 'orange'],
      ['glucose 5 + parent 5 + age 4 + vegetables 1', { highGlucose: true, family: 2, age: 3, vegetablesNotDaily: true }, 15, 'High risk', 'red-orange'],
      [
        'glucose 5 + parent 5 + age 4 + inactive 2 + BP 2 + BMI 25.0 (1) + vegetables 1',
        { highGlucose: true, family: 2, age: 3, inactive: true, bpMedicine: true, height: 200, weight: 100, vegetablesNotDaily: true },
        20, 'High risk', 'red-orange',
      ],
      [
        'glucose 5 + parent 5 + age 4 + male waist 103 (4) + inactive 2 + vegetables 1',
        { highGlucose: true, family: 2, age: 3, waist: 103, inactive: true, vegetablesNotDaily: true },
        21, 'Very high risk', 'red-orange',
      ],
      [
        'the maximum: 4 + BMI 30.1 (3) + female waist 89 (4) + 2 + 1 + 2 + 5 + 5',
        { age: 3, height: 160, weight: 77, sex: FEMALE, waist: 89, inactive: true, vegetablesNotDaily: true, bpMedicine: true, highGlucose: true, family: 2 },
        26, 'Very high risk', 'red-orange',
      ],
    ] as const)('%s = %i: "%s" (%s)', (_case, person, total, grade, tone) => {
      expect(score(person)).toMatchObject({ totalScore: total, expectedTotalScore: 26, grade, tone })
    })

    it.each([
      [{ highGlucose: true, vegetablesNotDaily: true }, /healthy weight and stay active/, undefined],
      [{ highGlucose: true, inactive: true }, /at least 30 minutes of activity a day/, undefined],
      [{ highGlucose: true, family: 2, bpMedicine: true }, /Make lifestyle changes now/, ['talk-to-a-doctor', 'talk-to-a-nutritionist']],
      [{ highGlucose: true, family: 2, age: 3, vegetablesNotDaily: true }, /blood sugar \(fasting glucose or HbA1c\) tested soon/, ['talk-to-a-doctor', 'vitalcare360', 'wellness-checkup']],
      [{ highGlucose: true, family: 2, age: 3, waist: 103, inactive: true, vegetablesNotDaily: true }, /you may already have diabetes/, ['talk-to-a-doctor', 'wellness-checkup', 'vitalcare360']],
    ] as const)('gives the band\'s next step and services (%#)', (person, step, services) => {
      const result = score(person)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })
  })

  it('shows every health risk of the maximum case', () => {
    const result = score({ age: 3, height: 160, weight: 77, sex: FEMALE, waist: 89, inactive: true, vegetablesNotDaily: true, bpMedicine: true, highGlucose: true, family: 2 })
    expect(result.detailedAnalysis).toEqual({ [BMI]: 30.1, [BMI_POINTS]: 3, [WAIST_POINTS]: 4 })
    expect(result.healthRisks).toEqual([
      expect.stringMatching(OBESE),
      expect.stringMatching(/waist measurement is above the healthy limit/),
      expect.stringMatching(GLUCOSE),
      expect.stringMatching(/do not usually get at least 30 minutes of physical activity every day/),
    ])
  })

  it('lists the eight FINDRISC items with their published points', () => {
    const points = (id: string) => findrisc.questions.find((question) => question.id === id)?.options?.map((option) => option.score)
    expect(points('findrisc-age')).toEqual([0, 2, 3, 4])
    expect(points('findrisc-activity')).toEqual([0, 2])
    expect(points('findrisc-vegetables')).toEqual([0, 1])
    expect(points('findrisc-bp-medicine')).toEqual([0, 2])
    expect(points('findrisc-glucose')).toEqual([0, 5])
    expect(points('findrisc-family')).toEqual([0, 3, 5])
    expect(findrisc.questions.find((question) => question.id === 'findrisc-activity')?.question).toMatch(/at least 30 minutes of physical activity daily/)
  })
})
