/**
 * Nutritional-deficiency checklist worked cases (WHO anaemia/micronutrient guidance; not a
 * validated scale), computed by hand from the rule in the definition's source and descriptions.
 * One point per sign or risk (total 0-20):
 *   iron: tired, breathless on effort, pale (symptoms 0-2); pregnant, recent birth/breastfeeding,
 *         heavy periods (life stage 0-2); few iron-rich foods (diet 0)                  → 0-7
 *   vitamin A: night blindness (symptom 3); few orange/dark-green foods (diet 1)          → 0-2
 *   iodine: neck swelling (symptom 4); salt not iodised or unsure (diet 3)                → 0-2
 *   vitamin B12: no animal foods (diet 2); metformin, stomach-acid medicine; age over 50   → 0-4
 *   vitamin D: little daylight on the skin (diet 4)                                      → 0-1
 *   folate: planning a pregnancy without folic acid (life stage 3)                       → 0-1
 *   energy/protein: weight loss over 5%; BMI (rounded to 1 decimal) under 18.5            → 0-2
 *   food variety: fewer than 5 of the 10 food groups yesterday                           → 0-1
 * Bands 0-1 "Low risk of deficiency", 2-3 "Some risk of deficiency", 4+ "See a clinician".
 * Grade rules first: any danger sign, or (pregnant or recent birth) with breathlessness or paleness
 * → "See a health worker today" with a dangerSigns message; weight loss over 5% → "See a clinician".
 * "No" to knowing height and weight skips both; BMI then adds nothing.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const checklist = loadCatalogTest('nutritional-deficiency')

// Option positions ("None of these" is the last option of each multi-select)
const TIRED = 0, BREATHLESS = 1, PALE = 2, NIGHT_BLIND = 3, NECK = 4, NO_SYMPTOMS = 5
const FAINTING = 0, BREATHLESS_AT_REST = 1, CHEST_PAIN = 2, BLACK_STOOLS = 3, NO_DANGER = 4
const PREGNANT = 0, RECENT_BIRTH = 1, HEAVY_PERIODS = 2, PLANNING = 3, NO_LIFE_STAGE = 4
const FEW_IRON_FOODS = 0, FEW_VITAMIN_A_FOODS = 1, VEGAN = 2, SALT_NOT_IODISED = 3, LITTLE_SUN = 4, NO_DIET = 5
const METFORMIN = 0, ANTACID = 1, NO_MEDICINES = 2
const NO_LOSS = 0, LITTLE_LOSS = 1, BIG_LOSS = 2, LOSS_UNKNOWN = 3

type Person = {
  symptoms?: readonly number[]
  danger?: readonly number[]
  lifeStage?: readonly number[]
  diet?: readonly number[]
  foodGroups?: readonly number[] // positions 0-9 of the 10 groups, or [10] for "None of these"
  age?: number
  weightLoss?: number
  size?: readonly [height: number, weight: number] | null // null: "No, skip these questions"
  medicines?: readonly number[]
}

/** Defaults score 0: no signs, 7 food groups, age 30, 170 cm and 65 kg (BMI 65 / 2.89 = 22.5). */
function answersFor(person: Person) {
  const {
    symptoms = [NO_SYMPTOMS], danger = [NO_DANGER], lifeStage = [NO_LIFE_STAGE], diet = [NO_DIET],
    foodGroups = [0, 1, 2, 3, 4, 5, 6], age = 30, weightLoss = NO_LOSS, size = [170, 65], medicines = [NO_MEDICINES],
  } = person
  return answersById(checklist, {
    'nd-symptoms': [...symptoms],
    'nd-danger': [...danger],
    'nd-life-stage': [...lifeStage],
    'nd-diet': [...diet],
    'nd-food-groups': [...foodGroups],
    'nd-age': age,
    'nd-weight-loss': weightLoss,
    'nd-know-size': size === null ? 1 : 0,
    'nd-height': size?.[0] ?? null,
    'nd-weight': size?.[1] ?? null,
    'nd-medicines': [...medicines],
  })
}

const score = (person: Person) => interpret(checklist, answersFor(person))

const LOW = 'Low risk of deficiency'
const SOME = 'Some risk of deficiency'
const CLINICIAN = 'See a clinician'
const TODAY = 'See a health worker today'

const IRON = 'Iron and anaemia (risk points, of 7)'
const VITAMIN_A = 'Vitamin A (risk points, of 2)'
const IODINE = 'Iodine (risk points, of 2)'
const B12 = 'Vitamin B12 (risk points, of 4)'
const VITAMIN_D = 'Vitamin D (risk points, of 1)'
const FOLATE = 'Folate (risk points, of 1)'
const ENERGY = 'Energy and protein (risk points, of 2)'
const VARIETY = 'Food variety (risk points, of 1)'
const GROUPS = 'Food groups eaten yesterday (of 10)'

const DANGER_TEXT = /You have a sign that needs care today/
const PREGNANCY_TEXT = /You are pregnant or recently gave birth, and you are breathless or pale/

describe('nutritional deficiency (WHO guideline checklist)', () => {
  describe('bands (no danger sign, no weight loss)', () => {
    it.each([
      ['no signs or risks', {}, 0, LOW, 'green'],
      ['tired only: 1', { symptoms: [TIRED] }, 1, LOW, 'green'],
      ['tired + little sun: 1 + 1 = 2', { symptoms: [TIRED], diet: [LITTLE_SUN] }, 2, SOME, 'yellow'],
      ['tired + little sun + age 51: 3', { symptoms: [TIRED], diet: [LITTLE_SUN], age: 51 }, 3, SOME, 'yellow'],
      ['tired + little sun + age 51 + metformin: 4', { symptoms: [TIRED], diet: [LITTLE_SUN], age: 51, medicines: [METFORMIN] }, 4, CLINICIAN, 'orange'],
      // 5 symptoms + heavy periods and planning 2 + 5 diet + fewer than 5 groups 1 + age 1 + 2 medicines + BMI 1 = 17
      ['the most without a grade rule: 17', {
        symptoms: [TIRED, BREATHLESS, PALE, NIGHT_BLIND, NECK], lifeStage: [HEAVY_PERIODS, PLANNING],
        diet: [FEW_IRON_FOODS, FEW_VITAMIN_A_FOODS, VEGAN, SALT_NOT_IODISED, LITTLE_SUN], foodGroups: [10], age: 60,
        size: [170, 50], medicines: [METFORMIN, ANTACID],
      }, 17, CLINICIAN, 'orange'],
    ] as const)('%s → "%s" (%s)', (_case, person, total, grade, tone) => {
      const result = score(person)
      expect(result).toMatchObject({ testCode: 'DN-002', totalScore: total, expectedTotalScore: 20, grade, tone })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.description).toMatch(/not a validated scale/)
    })

    it.each([
      [{}, /Keep eating a varied diet/, undefined],
      [{ symptoms: [TIRED], diet: [LITTLE_SUN] }, /Start with the food changes/, ['talk-to-a-nutritionist']],
      [{ symptoms: [TIRED, NIGHT_BLIND], diet: [LITTLE_SUN, VEGAN] }, /See a doctor or clinical officer in the next few weeks/, ['talk-to-a-doctor', 'wellness-checkup', 'talk-to-a-nutritionist']],
    ] as const)('gives each band its own first step and services (%#)', (person, step, services) => {
      const result = score(person)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('reaches the maximum of 20 with every sign and risk (a grade rule then decides the grade)', () => {
      // 5 + 4 + 5 + 1 (no food groups) + 1 (age 51) + 1 (weight loss) + 1 (BMI 17.3) + 2 = 20
      const result = score({
        symptoms: [TIRED, BREATHLESS, PALE, NIGHT_BLIND, NECK], lifeStage: [PREGNANT, RECENT_BIRTH, HEAVY_PERIODS, PLANNING],
        diet: [FEW_IRON_FOODS, FEW_VITAMIN_A_FOODS, VEGAN, SALT_NOT_IODISED, LITTLE_SUN], foodGroups: [10], age: 51,
        weightLoss: BIG_LOSS, size: [170, 50], medicines: [METFORMIN, ANTACID],
      })
      expect(result).toMatchObject({ totalScore: 20, grade: TODAY, tone: 'red-orange' })
      expect(result.subscaleScores).toEqual({
        [IRON]: 7, [VITAMIN_A]: 2, [IODINE]: 2, [B12]: 4, [VITAMIN_D]: 1, [FOLATE]: 1, [ENERGY]: 2, [VARIETY]: 1, [GROUPS]: 0,
      })
    })
  })

  describe('danger signs: "See a health worker today" whatever the total', () => {
    it.each([
      ['fainting', FAINTING],
      ['breathless at rest', BREATHLESS_AT_REST],
      ['chest pain or racing heart at rest', CHEST_PAIN],
      ['black or bloody stools or vomit', BLACK_STOOLS],
    ])('%s alone, with a total of 0', (_case, sign) => {
      const result = score({ danger: [sign] })
      expect(result).toMatchObject({ totalScore: 0, grade: TODAY, tone: 'red-orange', services: ['talk-to-a-doctor'] })
      expect(result.dangerSigns).toEqual([expect.stringMatching(DANGER_TEXT)])
      expect(result.dangerSigns?.[0]).toMatch(/999 or 112/)
      expect(result.nextSteps?.[0]).toMatch(/Go to the nearest health facility today/)
    })

    it.each([
      ['pregnant and pale', { lifeStage: [PREGNANT], symptoms: [PALE] }, 2],
      ['pregnant and breathless', { lifeStage: [PREGNANT], symptoms: [BREATHLESS] }, 2],
      ['recent birth and pale', { lifeStage: [RECENT_BIRTH], symptoms: [PALE] }, 2],
    ] as const)('%s: the pregnancy danger sign (total %i)', (_case, person, total) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: total, grade: TODAY, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(PREGNANCY_TEXT)])
    })

    it.each([
      ['pregnant and tired only: tiredness alone is common in pregnancy', { lifeStage: [PREGNANT], symptoms: [TIRED] }, 2, SOME],
      ['pale but not pregnant or after a birth', { symptoms: [PALE] }, 1, LOW],
      ['heavy periods and pale', { lifeStage: [HEAVY_PERIODS], symptoms: [PALE] }, 2, SOME],
    ] as const)('no danger sign when %s', (_case, person, total, grade) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: total, grade })
      expect(result.dangerSigns).toBeUndefined()
    })

    it('shows both danger messages together, and the danger rule wins over weight loss', () => {
      const result = score({ danger: [FAINTING, BLACK_STOOLS], lifeStage: [PREGNANT], symptoms: [PALE], weightLoss: BIG_LOSS })
      // pregnant 1 + pale 1 + weight loss 1 = 3
      expect(result).toMatchObject({ totalScore: 3, grade: TODAY })
      expect(result.dangerSigns).toEqual([expect.stringMatching(DANGER_TEXT), expect.stringMatching(PREGNANCY_TEXT)])
    })
  })

  describe('unintentional weight loss', () => {
    it.each([
      [NO_LOSS, 0, LOW],
      [LITTLE_LOSS, 0, LOW],
      [LOSS_UNKNOWN, 0, LOW],
    ])('answer %i scores %i: "%s"', (weightLoss, total, grade) => {
      expect(score({ weightLoss })).toMatchObject({ totalScore: total, grade })
    })

    it('more than 5% is "See a clinician" even at a total of 1', () => {
      const result = score({ weightLoss: BIG_LOSS })
      expect(result).toMatchObject({ totalScore: 1, grade: CLINICIAN, tone: 'orange' })
      expect(result.description).toMatch(/lost more than 5% of your weight/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'talk-to-a-nutritionist', 'wellness-checkup'])
      expect(result.dangerSigns).toBeUndefined()
      expect(result.problemAreas).toEqual([expect.stringMatching(/^Energy and protein/)])
    })
  })

  describe('BMI from height and weight, and the skip', () => {
    it.each([
      // weight / (height / 100)², rounded to 1 decimal
      ['200 cm, 74 kg: 74 / 4 = 18.5, not under 18.5', [200, 74], 0],
      ['200 cm, 73 kg: 73 / 4 = 18.25 → 18.3, underweight', [200, 73], 1],
      ['170 cm, 53 kg: 53 / 2.89 = 18.34 → 18.3, underweight', [170, 53], 1],
      ['170 cm, 54 kg: 54 / 2.89 = 18.69 → 18.7', [170, 54], 0],
    ] as const)('%s', (_case, size, points) => {
      const result = score({ size })
      expect(result.totalScore).toBe(points)
      expect(result.subscaleScores?.[ENERGY]).toBe(points)
    })

    it('skips height and weight after "No", and then adds no BMI point', () => {
      expect(followPath(checklist, answersFor({ size: null })).path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 10])
      expect(followPath(checklist, answersFor({})).path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      const skipped = score({ size: null })
      expect(skipped).toMatchObject({ totalScore: 0, grade: LOW })
      // a weight passed anyway after "No" is off the path: 30 kg at 170 cm would have been BMI 10.4
      const stray = interpret(checklist, answersFor({ size: null }).map((answer, index) => (index === 9 ? 30 : index === 8 ? 170 : answer)))
      expect(stray).toEqual(skipped)
    })
  })

  describe('other single rules', () => {
    it.each([
      [50, 0],
      [51, 1],
    ])('age %i gives %i vitamin B12 point', (age, points) => {
      expect(score({ age }).subscaleScores?.[B12]).toBe(points)
    })

    it.each([
      [[0, 1, 2, 3, 4], 5, 0],
      [[0, 1, 2, 3], 4, 1],
      [[10], 0, 1],
    ])('food groups %j: %i groups, %i variety point', (foodGroups, groups, points) => {
      const result = score({ foodGroups })
      expect(result.subscaleScores).toMatchObject({ [GROUPS]: groups, [VARIETY]: points })
      expect(result.totalScore).toBe(points)
    })
  })

  describe('problem areas and per-nutrient points', () => {
    it.each([
      ['iron', { diet: [FEW_IRON_FOODS] }, IRON, /^Iron \(anaemia\)/],
      ['iron, from heavy periods', { lifeStage: [HEAVY_PERIODS] }, IRON, /^Iron \(anaemia\)/],
      ['vitamin A', { symptoms: [NIGHT_BLIND] }, VITAMIN_A, /^Vitamin A: .*Night blindness should be checked/],
      ['iodine', { diet: [SALT_NOT_IODISED] }, IODINE, /^Iodine/],
      ['vitamin B12', { medicines: [ANTACID] }, B12, /^Vitamin B12: .*do not stop a prescribed medicine/],
      ['vitamin D', { diet: [LITTLE_SUN] }, VITAMIN_D, /^Vitamin D/],
      ['folate', { lifeStage: [PLANNING] }, FOLATE, /^Folate: you are planning a pregnancy/],
      ['energy and protein, from BMI', { size: [170, 50] }, ENERGY, /^Energy and protein: .*below 18\.5/],
      ['food variety', { foodGroups: [0, 1] }, VARIETY, /^Food variety: yesterday you ate from fewer than 5/],
    ] as const)('%s: 1 point and its problem area, alone', (_case, person, label, text) => {
      const result = score(person)
      expect(result.totalScore).toBe(1)
      expect(result.subscaleScores?.[label]).toBe(1)
      expect(result.problemAreas).toEqual([expect.stringMatching(text)])
      expect(result.overallInterpretation).toMatch(/does not prove one/)
    })

    it('lists no problem areas and a reassuring interpretation at 0', () => {
      const result = score({})
      expect(result.problemAreas).toBeUndefined()
      expect(result.overallInterpretation).toMatch(/none of the signs or risks/)
      expect(result.subscaleScores?.[GROUPS]).toBe(7)
    })
  })

  it('lists the questions in order, each checklist with an exclusive "None of these"', () => {
    expect(checklist.questions.map((question) => [question.id, question.type])).toEqual([
      ['nd-symptoms', 'multi-select'],
      ['nd-danger', 'multi-select'],
      ['nd-life-stage', 'multi-select'],
      ['nd-diet', 'multi-select'],
      ['nd-food-groups', 'multi-select'],
      ['nd-age', 'user-input-number'],
      ['nd-weight-loss', 'single-select'],
      ['nd-know-size', 'single-select'],
      ['nd-height', 'user-input-number'],
      ['nd-weight', 'user-input-number'],
      ['nd-medicines', 'multi-select'],
    ])
    for (const question of checklist.questions.filter((candidate) => candidate.type === 'multi-select')) {
      const last = question.options?.[question.options.length - 1]
      expect(last).toMatchObject({ text: 'None of these', score: 0, exclusive: true })
      expect(question.options?.slice(0, -1).some((option) => option.exclusive)).toBe(false)
    }
    expect(checklist.source.kind).toBe('guideline-checklist')
  })
})
