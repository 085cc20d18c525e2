/**
 * INTERHEART Modifiable Risk Score, non-laboratory version (McGorrian 2011), worked by hand from the
 * published points: age (men 55 or older, women 65 or older) 2; smoking former 2, current 1-5 a day
 * 2, 6-10 4, 11-15 6, 16-20 7, more than 20 11; second-hand smoke 1 h a week or more 2; diabetes 6;
 * high blood pressure 5; a parent with a heart attack 4; waist-to-hip ratio (rounded to 3 decimals)
 * below 0.873 0, 0.873-0.963 2, 0.964 or more 4; depression 3; stress (several periods or
 * permanent) 3; salty food daily 1; fried or fast food 3+ times a week 1; fruit less than daily 1;
 * vegetables less than daily 1; meat twice a day or more 2; sedentary or mild leisure activity 2.
 * Total 0-48; groups 0-9 low, 10-15 moderate, 16-48 high.
 * The unscored safety check comes first: heart-attack or stroke warning signs, then symptoms of
 * angina or heart failure, then known heart disease or stroke each override the group, in that order.
 * Diagnosed diabetes also puts a "heart risk review" step first, whatever the score (instruments.md
 * §2.13: diagnosed diabetes → see your doctor for risk management).
 * Skip rule: "No" to measuring skips the waist and hip questions (0 points, and a step to measure).
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const ihrs = loadCatalogTest('heart-disease-risk')

const MALE = 0
const FEMALE = 1
const NONE_OF_THESE = 5

/** Option indices and numbers, by question; the defaults score 0 everywhere. */
type Person = {
  symptoms?: number[]
  history?: boolean
  sex?: number
  age?: number
  smoking?: number // option 0 never ... 6 more than 20 a day
  secondhand?: boolean
  diabetes?: boolean
  highBp?: boolean
  family?: boolean
  waistHip?: [number, number] | null // null: "No, skip the two measurements"
  depression?: boolean
  stress?: number // 0 never, 1 some periods, 2 several periods, 3 all the time
  salty?: boolean
  fried?: boolean
  noFruit?: boolean
  noVegetables?: boolean
  meat?: boolean
  sedentary?: boolean
}

function answersFor(person: Person = {}) {
  const {
    symptoms = [NONE_OF_THESE], history = false, sex = MALE, age = 40, smoking = 0, secondhand = false,
    diabetes = false, highBp = false, family = false, waistHip = [80, 100], depression = false, stress = 0,
    salty = false, fried = false, noFruit = false, noVegetables = false, meat = false, sedentary = false,
  } = person
  return answersById(ihrs, {
    'hd-symptoms': symptoms,
    'hd-history': history ? 1 : 0,
    'hd-sex': sex,
    'hd-age': age,
    'hd-smoking': smoking,
    'hd-secondhand': secondhand ? 1 : 0,
    'hd-diabetes': diabetes ? 1 : 0,
    'hd-bp': highBp ? 1 : 0,
    'hd-family': family ? 1 : 0,
    'hd-measure': waistHip ? 0 : 1,
    'hd-waist': waistHip ? waistHip[0] : null,
    'hd-hip': waistHip ? waistHip[1] : null,
    'hd-depression': depression ? 1 : 0,
    'hd-stress': stress,
    'hd-salty': salty ? 1 : 0,
    'hd-fried': fried ? 1 : 0,
    'hd-fruit': noFruit ? 1 : 0,
    'hd-vegetables': noVegetables ? 1 : 0,
    'hd-meat': meat ? 1 : 0,
    'hd-activity': sedentary ? 0 : 1,
  })
}

const score = (person: Person = {}) => interpret(ihrs, answersFor(person))

const LOW = 'Low heart disease risk'
const MODERATE = 'Moderate heart disease risk'
const HIGH = 'High heart disease risk'
const URGENT = 'Warning signs: get help now'
const SOON = 'Symptoms to check with a doctor soon'
const KNOWN = 'Known heart disease or stroke'
const WHR = 'Waist-to-hip ratio (0 if not measured)'
const WHR_POINTS = 'Waist-to-hip ratio (points)'
const DIABETES_STEP = /You have diabetes, which on its own raises your chance of a heart attack or stroke, whatever your score/

/** Every factor at its highest: 2 + 11 + 2 + 6 + 5 + 4 + 4 (106 / 110 = 0.964) + 3 + 3 + 1 + 1 + 1 + 1 + 2 + 2 = 48 */
const EVERYTHING: Person = {
  age: 60, smoking: 6, secondhand: true, diabetes: true, highBp: true, family: true, waistHip: [106, 110],
  depression: true, stress: 3, salty: true, fried: true, noFruit: true, noVegetables: true, meat: true, sedentary: true,
}

describe('INTERHEART non-laboratory score (heart disease risk)', () => {
  it('scores a person with no risk factor 0: Low, no warnings', () => {
    // waist 80 / hip 100 = 0.800 < 0.873 → 0
    const result = score()
    expect(result).toMatchObject({ testCode: 'LD-003', totalScore: 0, expectedTotalScore: 48, grade: LOW, tone: 'green' })
    expect(result.detailedAnalysis).toEqual({
      'Age (points)': 0,
      'Smoking and second-hand smoke (points)': 0,
      'Diabetes, high blood pressure and family history (points)': 0,
      [WHR]: 0.8,
      [WHR_POINTS]: 0,
      'Stress and low mood (points)': 0,
      'Diet (points)': 0,
      'Physical activity (points)': 0,
    })
    expect(result.healthRisks).toBeUndefined()
    expect(result.dangerSigns).toBeUndefined()
    expect(result.services).toBeUndefined()
    expect(result.overallInterpretation).toMatch(/0 to 9 are low risk, 10 to 15 moderate and 16 to 48 high/)
  })

  describe('age: men from 55, women from 65', () => {
    it.each([
      ['man', MALE, 54, 0],
      ['man', MALE, 55, 2],
      ['woman', FEMALE, 55, 0],
      ['woman', FEMALE, 64, 0],
      ['woman', FEMALE, 65, 2],
    ] as const)('a %s aged %i scores %i', (_sex, sex, age, points) => {
      const result = score({ sex, age })
      expect(result.totalScore).toBe(points)
      expect(result.detailedAnalysis?.['Age (points)']).toBe(points)
      expect((result.healthRisks ?? []).some((text) => /men from 55 and women from 65/.test(text))).toBe(points === 2)
    })
  })

  describe('smoking', () => {
    it.each([
      [0, 'I have never smoked', 0, undefined],
      [1, 'I used to smoke, but stopped more than 12 months ago', 2, /You smoked in the past/],
      [2, 'I smoke now (or stopped less than 12 months ago): 1 to 5 a day', 2, /You smoke now/],
      [3, 'I smoke now (or stopped less than 12 months ago): 6 to 10 a day', 4, /You smoke now/],
      [4, 'I smoke now (or stopped less than 12 months ago): 11 to 15 a day', 6, /You smoke now/],
      [5, 'I smoke now (or stopped less than 12 months ago): 16 to 20 a day', 7, /You smoke now/],
      [6, 'I smoke now (or stopped less than 12 months ago): more than 20 a day', 11, /You smoke now/],
    ])('option %i (%s) scores %i', (smoking, text, points, risk) => {
      expect(ihrs.questions.find((question) => question.id === 'hd-smoking')?.options?.[smoking]?.text).toBe(text)
      const result = score({ smoking })
      expect(result.totalScore).toBe(points)
      expect(result.healthRisks).toEqual(risk ? [expect.stringMatching(risk)] : undefined)
    })

    it('adds second-hand smoke: 1 to 5 a day 2 + second-hand 2 = 4', () => {
      const result = score({ smoking: 2, secondhand: true })
      expect(result.totalScore).toBe(4)
      expect(result.detailedAnalysis?.['Smoking and second-hand smoke (points)']).toBe(4)
    })
  })

  describe('one factor at a time', () => {
    it.each([
      ['second-hand smoke', { secondhand: true }, 2, /Second-hand smoke/],
      ['diabetes', { diabetes: true }, 6, /^Diabetes: it damages blood vessels/],
      ['high blood pressure', { highBp: true }, 5, /^High blood pressure: it strains/],
      ['a parent with a heart attack', { family: true }, 4, /A parent who had a heart attack/],
      ['depression', { depression: true }, 3, /Low mood lasting 2 weeks or more/],
      ['stress for several periods', { stress: 2 }, 3, /Stress at work or at home/],
      ['stress all the time', { stress: 3 }, 3, /Stress at work or at home/],
      ['salty food daily', { salty: true }, 1, /Salty food or snacks every day/],
      ['fried food 3+ times a week', { fried: true }, 1, /Deep-fried food/],
      ['fruit less than daily', { noFruit: true }, 1, /Fruit less than once a day/],
      ['vegetables less than daily', { noVegetables: true }, 1, /Vegetables less than once a day/],
      ['meat twice a day or more', { meat: true }, 2, /Meat or chicken 2 or more times a day/],
      ['sedentary or mild leisure activity', { sedentary: true }, 2, /Mainly sitting or light activity/],
    ] as const)('%s %j scores %i', (_case, person, points, risk) => {
      const result = score(person)
      expect(result.totalScore).toBe(points)
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
    })

    it.each([[0], [1]])('stress option %i (never, some periods) scores 0', (stress) => {
      expect(score({ stress }).totalScore).toBe(0)
    })

    it('adds the diet items together: 1 + 1 + 1 + 1 + 2 = 6', () => {
      const result = score({ salty: true, fried: true, noFruit: true, noVegetables: true, meat: true })
      expect(result.totalScore).toBe(6)
      expect(result.detailedAnalysis?.['Diet (points)']).toBe(6)
    })
  })

  describe('waist-to-hip ratio, rounded to 3 decimals', () => {
    it.each([
      [80, 100, 0.8, 0], //   80 / 100 = 0.800
      [95, 110, 0.864, 0], //  95 / 110 = 0.8636… → 0.864
      [96, 110, 0.873, 2], //  96 / 110 = 0.8727… → 0.873, the lower edge of 2 points
      [77, 80, 0.963, 2], //   77 / 80 = 0.9625 → 0.963, the upper edge of 2 points
      [105, 110, 0.955, 2], // 105 / 110 = 0.9545… → 0.955
      [106, 110, 0.964, 4], // 106 / 110 = 0.9636… → 0.964
      [120, 100, 1.2, 4], //  120 / 100 = 1.200
    ])('waist %i cm, hip %i cm: ratio %d, %i points', (waist, hip, ratio, points) => {
      const result = score({ waistHip: [waist, hip] })
      expect(result.totalScore).toBe(points)
      expect(result.detailedAnalysis).toMatchObject({ [WHR]: ratio, [WHR_POINTS]: points })
      expect((result.healthRisks ?? []).some((text) => /Waist-to-hip ratio of 0\.873 or more/.test(text))).toBe(points > 0)
    })

    it('skips both measurements after "No", scores them 0 and asks to measure later', () => {
      const answers = answersFor({ waistHip: null, diabetes: true })
      const path = followPath(ihrs, answers).path.map((index) => ihrs.questions[index]!.id)
      expect(path).not.toContain('hd-waist')
      expect(path).not.toContain('hd-hip')
      expect(path[path.indexOf('hd-measure') + 1]).toBe('hd-depression')
      const result = interpret(ihrs, answers)
      // diabetes 6, no waist-to-hip points
      expect(result).toMatchObject({ totalScore: 6, grade: LOW })
      expect(result.detailedAnalysis).toMatchObject({ [WHR]: 0, [WHR_POINTS]: 0 })
      expect(result.nextSteps?.[0]).toMatch(DIABETES_STEP)
      expect(result.nextSteps?.[1]).toMatch(/Measure your waist and hips when you can/)
      expect(result.overallInterpretation).toMatch(/up to 4 points may be missing/)
    })

    it('ignores measurements passed anyway after "No"', () => {
      const answers = answersFor({ waistHip: null })
      answers[ihrs.questions.findIndex((question) => question.id === 'hd-waist')] = 120
      answers[ihrs.questions.findIndex((question) => question.id === 'hd-hip')] = 100
      expect(interpret(ihrs, answers).totalScore).toBe(0)
    })

    it('does not ask to measure when the measurements were given', () => {
      const result = score()
      expect((result.nextSteps ?? []).some((step) => /Measure your waist and hips/.test(step))).toBe(false)
      expect(result.overallInterpretation).not.toMatch(/may be missing/)
    })
  })

  describe('groups', () => {
    it.each([
      ['nothing', {}, 0, LOW, 'green'],
      ['diabetes 6 + depression 3', { diabetes: true, depression: true }, 9, LOW, 'green'],
      ['high blood pressure 5 + parent 4 + no fruit 1', { highBp: true, family: true, noFruit: true }, 10, MODERATE, 'orange'],
      ['more than 20 a day 11 + parent 4', { smoking: 6, family: true }, 15, MODERATE, 'orange'],
      ['more than 20 a day 11 + high blood pressure 5', { smoking: 6, highBp: true }, 16, HIGH, 'red-orange'],
      ['every factor at its highest', EVERYTHING, 48, HIGH, 'red-orange'],
    ] as const)('%s %j = %i: "%s" (%s)', (_case, person, total, grade, tone) => {
      expect(score(person)).toMatchObject({ totalScore: total, expectedTotalScore: 48, grade, tone })
    })

    it.each([
      [{}, /stay active, eat vegetables and fruit every day/, undefined],
      [{ highBp: true, family: true, noFruit: true }, /pick one or two to work on first/, ['vitalcare360', 'wellness-checkup']],
      [{ smoking: 6, highBp: true }, /heart risk review/, ['talk-to-a-doctor', 'wellness-checkup', 'vitalcare360']],
    ] as const)('gives each group its next steps and services (%#)', (person, step, services) => {
      const result = score(person)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('breaks the maximum down by factor and lists every health risk', () => {
      const result = score(EVERYTHING)
      expect(result.detailedAnalysis).toEqual({
        'Age (points)': 2,
        'Smoking and second-hand smoke (points)': 13, // 11 + 2
        'Diabetes, high blood pressure and family history (points)': 15, // 6 + 5 + 4
        [WHR]: 0.964,
        [WHR_POINTS]: 4,
        'Stress and low mood (points)': 6, // 3 + 3
        'Diet (points)': 6, // 1 + 1 + 1 + 1 + 2
        'Physical activity (points)': 2,
      })
      // all but "You smoked in the past", which is for former smokers only
      expect(result.healthRisks).toHaveLength(15)
    })
  })

  describe('the safety check', () => {
    it.each([0, 1, 2])('warning sign %i: "Warning signs: get help now", call 999 or 112', (option) => {
      const result = score({ symptoms: [option] })
      expect(result).toMatchObject({ totalScore: 0, grade: URGENT, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(/Call 999 or 112 now/)])
      expect(result.nextSteps?.[0]).toMatch(/Call 999 or 112 now/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it.each([3, 4])('symptom %i: "see a doctor soon", with a danger message for the next few days', (option) => {
      const result = score({ symptoms: [option] })
      expect(result).toMatchObject({ grade: SOON, tone: 'orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(/need a health worker within the next few days/)])
      expect(result.nextSteps?.[0]).toMatch(/within the next few days/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
    })

    it('puts warning signs before symptoms and shows both messages', () => {
      const result = score({ symptoms: [0, 3] })
      expect(result.grade).toBe(URGENT)
      expect(result.dangerSigns).toHaveLength(2)
    })

    it('overrides even the highest score, which is still shown', () => {
      expect(score({ ...EVERYTHING, symptoms: [1] })).toMatchObject({ totalScore: 48, grade: URGENT })
    })

    it('gives known heart disease or stroke its own result, after the symptom rules', () => {
      // diabetes 6 + high blood pressure 5 = 11
      const known = score({ history: true, diabetes: true, highBp: true })
      expect(known).toMatchObject({ totalScore: 11, grade: KNOWN, tone: 'orange' })
      expect(known.services).toEqual(['talk-to-a-doctor', 'vitalcare360-manage'])
      expect(known.dangerSigns).toBeUndefined()
      expect(score({ history: true, symptoms: [3] }).grade).toBe(SOON)
    })

    it('"None of these" shows no danger sign', () => {
      expect(score({ symptoms: [NONE_OF_THESE], smoking: 6, highBp: true }).dangerSigns).toBeUndefined()
    })

    it('offers an exclusive "None of these" last', () => {
      const options = ihrs.questions[0]?.options ?? []
      expect(options).toHaveLength(6)
      expect(options[NONE_OF_THESE]).toMatchObject({ text: 'None of these', exclusive: true })
    })
  })

  describe('diagnosed diabetes: a heart risk review whatever the score (instruments.md 2.13)', () => {
    it('diabetes alone scores 6, Low, yet puts the doctor review first', () => {
      // diabetes 6 = 6 → "Low heart disease risk", whose own steps say "Keep it that way"
      const result = score({ diabetes: true })
      expect(result).toMatchObject({ totalScore: 6, grade: LOW, tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(DIABETES_STEP)
      expect(result.nextSteps?.[1]).toMatch(/Keep it that way/)
    })

    it('comes before the depression step, and is kept with known heart disease', () => {
      // diabetes 6 + depression 3 = 9
      const both = score({ diabetes: true, depression: true })
      expect(both.totalScore).toBe(9)
      expect(both.nextSteps?.[0]).toMatch(DIABETES_STEP)
      expect(both.nextSteps?.[1]).toMatch(/depression check \(PHQ-9\)/)
      expect(score({ history: true, diabetes: true }).nextSteps?.[0]).toMatch(DIABETES_STEP)
    })

    it('is not shown without diabetes', () => {
      // high blood pressure 5 + parent 4 + no fruit 1 = 10
      expect((score({ highBp: true, family: true, noFruit: true }).nextSteps ?? []).some((step) => DIABETES_STEP.test(step))).toBe(false)
    })
  })

  it('suggests the depression check first after a spell of low mood, and not otherwise', () => {
    expect(score({ depression: true }).nextSteps?.[0]).toMatch(/depression check \(PHQ-9\)/)
    expect((score().nextSteps ?? []).some((step) => /PHQ-9/.test(step))).toBe(false)
  })

  it('asks the INTERHEART items in the published order, with the published points', () => {
    const ids = ihrs.questions.map((question) => question.id)
    expect(ids).toEqual([
      'hd-symptoms', 'hd-history', 'hd-sex', 'hd-age', 'hd-smoking', 'hd-secondhand', 'hd-diabetes', 'hd-bp', 'hd-family',
      'hd-measure', 'hd-waist', 'hd-hip', 'hd-depression', 'hd-stress', 'hd-salty', 'hd-fried', 'hd-fruit',
      'hd-vegetables', 'hd-meat', 'hd-activity',
    ])
    const points = (id: string) => ihrs.questions.find((question) => question.id === id)?.options?.map((option) => option.score)
    expect(points('hd-smoking')).toEqual([0, 2, 2, 4, 6, 7, 11])
    expect(points('hd-secondhand')).toEqual([0, 2])
    expect(points('hd-diabetes')).toEqual([0, 6])
    expect(points('hd-bp')).toEqual([0, 5])
    expect(points('hd-family')).toEqual([0, 4])
    expect(points('hd-depression')).toEqual([0, 3])
    expect(points('hd-stress')).toEqual([0, 0, 3, 3])
    expect(points('hd-salty')).toEqual([0, 1])
    expect(points('hd-fried')).toEqual([0, 1])
    expect(points('hd-fruit')).toEqual([0, 1])
    expect(points('hd-vegetables')).toEqual([0, 1])
    expect(points('hd-meat')).toEqual([0, 2])
    expect(points('hd-activity')).toEqual([2, 0])
    expect(points('hd-symptoms')?.every((score) => score === 0)).toBe(true)
  })
})
