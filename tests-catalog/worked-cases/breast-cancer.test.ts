/**
 * Breast cancer checklist worked cases, from the rules it is built on (no validated risk score exists
 * for Kenyan women):
 *   - Warning signs (NICE NG12, in plain words): any of five breast changes gives "See a doctor
 *     promptly" and the dangerSigns message, whatever the other answers.
 *   - FHS-7 (Ashton-Prolla 2009): seven Yes/No questions; one "Yes" is a positive screen (genetic
 *     counselling step). "I don't know" is added and counts as "No".
 *   - Higher-risk personal history (Kenya 2018 high-risk groups; USPSTF 2024 exclusions): previous
 *     breast cancer, atypical hyperplasia or LCIS, chest radiotherapy young, a known gene change.
 *   - The total is the number of risk factors: FHS-7 "Yes" answers (0-7) + personal history items
 *     (0-4) = 0-11. Band 0 "Breast awareness"; band 1-11 "Higher risk: early screening plan".
 *   - With no warning sign and a total of 0, age decides (USPSTF 2024 / Kenya 2018 programmes):
 *     40-74 with a mammogram less than 2 years ago "Screening up to date"; 40-74 otherwise "Due for
 *     screening"; 75 and over "Screening: a personal decision"; under 40 falls to band 0.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const breast = loadCatalogTest('breast-cancer')

// Option positions.
const NO_CHANGES = 5 // "None of these" in breast-changes
const NO_HISTORY = 4 // "None of these" in breast-history
const YES = 0
const NO = 1
const DONT_KNOW = 2
const MAMMOGRAM = { never: 0, recent: 1, older: 2, notSure: 3 }

type Woman = {
  age?: number
  changes?: number[]
  fhs?: number[] // seven answers, each YES, NO or DONT_KNOW
  history?: number[]
  mammogram?: number
}

const ALL_NO = [NO, NO, NO, NO, NO, NO, NO]
const ALL_YES = [YES, YES, YES, YES, YES, YES, YES]
const fhsYesAt = (...items: number[]) => ALL_NO.map((answer, index) => (items.includes(index + 1) ? YES : answer))

function answersFor({ age = 30, changes = [NO_CHANGES], fhs = ALL_NO, history = [NO_HISTORY], mammogram = MAMMOGRAM.never }: Woman) {
  return answersById(breast, {
    'breast-age': age,
    'breast-changes': changes,
    ...Object.fromEntries(fhs.map((answer, index) => [`fhs-${index + 1}`, answer])),
    'breast-history': history,
    'breast-mammogram': mammogram,
  })
}

const score = (woman: Woman) => interpret(breast, answersFor(woman))

const SIGNS = 'Breast warning signs reported'
const FAMILY = 'Family history "Yes" answers (FHS-7, out of 7)'
const PERSONAL = 'Personal history risk factors (out of 4)'

const DANGER = 'You reported a change in your breast or armpit. Please see a doctor now: go to a health facility this week, within 2 weeks at the latest, for a breast examination. Do not wait to see if it goes away.'
const GENETIC_STEP = /one "Yes" is enough to suggest a family link: ask a doctor to refer you for genetic counselling/

const WHEN_PLAN = /because of your family or personal history, you need a screening plan made with a doctor/
const WHEN_40_74 = /at your age \(40 to 74\), a mammogram every 2 years is recommended/
const WHEN_75 = /from 75, whether to keep having mammograms is a personal decision/
const WHEN_UNDER_40 = /routine mammograms start at 40 for women at average risk/

describe('Breast cancer check (warning signs, FHS-7, screening eligibility)', () => {
  describe('band 0, "Breast awareness": no warning sign, no risk factor, under 40', () => {
    it.each([18, 30, 39])('age %i: total 0, "Breast awareness" (green)', (age) => {
      const result = score({ age })
      expect(result).toMatchObject({ testCode: 'CS-001', totalScore: 0, expectedTotalScore: 11, grade: 'Breast awareness', tone: 'green' })
      expect(result.description).toMatch(/Routine mammogram screening starts at 40/)
      expect(result.nextSteps?.[0]).toMatch(/Get to know how your breasts normally look and feel/)
      expect(result.overallInterpretation).toMatch(WHEN_UNDER_40)
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 0, [FAMILY]: 0, [PERSONAL]: 0 })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
      expect(result.healthRisks).toBeUndefined()
      expect(result.services).toBeUndefined()
    })

    it('a recent mammogram under 40 does not change it (the up-to-date rule is for 40-74)', () => {
      expect(score({ age: 39, mammogram: MAMMOGRAM.recent })).toMatchObject({ totalScore: 0, grade: 'Breast awareness' })
    })
  })

  describe('age rules, with no warning sign and a total of 0', () => {
    it.each([
      [40, MAMMOGRAM.never],
      [40, MAMMOGRAM.older],
      [57, MAMMOGRAM.notSure],
      [74, MAMMOGRAM.never],
      [74, MAMMOGRAM.older],
    ])('age %i, mammogram answer %i: "Due for screening" (yellow)', (age, mammogram) => {
      const result = score({ age, mammogram })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Due for screening', tone: 'yellow' })
      expect(result.nextSteps?.[0]).toMatch(/Book a mammogram/)
      expect(result.overallInterpretation).toMatch(WHEN_40_74)
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.dangerSigns).toBeUndefined()
    })

    it.each([40, 74])('age %i with a mammogram less than 2 years ago: "Screening up to date" (green)', (age) => {
      const result = score({ age, mammogram: MAMMOGRAM.recent })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Screening up to date', tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(/next mammogram for 2 years after your last one/)
      expect(result.overallInterpretation).toMatch(WHEN_40_74)
      expect(result.services).toBeUndefined()
    })

    it.each([
      [75, MAMMOGRAM.never],
      [75, MAMMOGRAM.recent],
      [110, MAMMOGRAM.older],
    ])('age %i (mammogram answer %i): "Screening: a personal decision" (blue)', (age, mammogram) => {
      const result = score({ age, mammogram })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Screening: a personal decision', tone: 'blue' })
      expect(result.overallInterpretation).toMatch(WHEN_75)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })
  })

  describe('band 1-11, "Higher risk: early screening plan"', () => {
    it('the lowest total: one FHS-7 "Yes" (item 1) = 1, with the genetic counselling step first', () => {
      // FHS-7 1 "Yes" + 0 personal = 1
      const result = score({ age: 30, fhs: fhsYesAt(1) })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Higher risk: early screening plan', tone: 'orange' })
      expect(result.description).toMatch(/start checks before 40, in some cases from 25/)
      expect(result.nextSteps?.[0]).toMatch(GENETIC_STEP)
      expect(result.nextSteps?.[1]).toMatch(/See a doctor to make your own screening plan/)
      expect(result.overallInterpretation).toMatch(WHEN_PLAN)
      expect(result.healthRisks).toEqual([expect.stringMatching(/your FHS-7 screen is positive/)])
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 0, [FAMILY]: 1, [PERSONAL]: 0 })
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it('one personal history item alone = 1: higher risk, but no FHS-7 step', () => {
      // 0 FHS-7 + LCIS 1 = 1
      const result = score({ age: 30, history: [1] })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Higher risk: early screening plan' })
      expect(result.nextSteps?.[0]).toMatch(/See a doctor to make your own screening plan/)
      expect((result.nextSteps ?? []).some((text) => GENETIC_STEP.test(text))).toBe(false)
      expect(result.healthRisks).toEqual([expect.stringMatching(/Atypical hyperplasia or LCIS/)])
    })

    it.each([1, 2, 3, 4, 5, 6, 7])('FHS-7 item %i "Yes" alone counts 1 and is a positive screen', (item) => {
      const result = score({ age: 45, fhs: fhsYesAt(item) })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Higher risk: early screening plan' })
      expect(result.nextSteps?.[0]).toMatch(GENETIC_STEP)
    })

    it('takes precedence over the age rules: 55 with a recent mammogram and one risk factor', () => {
      // FHS-7 item 5 "Yes" = 1; the age rules need a total of 0
      const result = score({ age: 55, fhs: fhsYesAt(5), mammogram: MAMMOGRAM.recent })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Higher risk: early screening plan' })
      expect(result.overallInterpretation).toMatch(WHEN_PLAN)
    })

    it('the highest total: 7 FHS-7 "Yes" + 4 personal items = 11', () => {
      const result = score({ age: 35, fhs: ALL_YES, history: [0, 1, 2, 3] })
      expect(result).toMatchObject({ totalScore: 11, expectedTotalScore: 11, grade: 'Higher risk: early screening plan', tone: 'orange' })
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 0, [FAMILY]: 7, [PERSONAL]: 4 })
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/your FHS-7 screen is positive/),
        expect.stringMatching(/You have had breast cancer before/),
        expect.stringMatching(/Atypical hyperplasia or LCIS/),
        expect.stringMatching(/Radiotherapy to the chest at a young age/),
        expect.stringMatching(/BRCA1, BRCA2 or similar gene change/),
      ])
      expect(result.dangerSigns).toBeUndefined()
    })

    it('2 FHS-7 "Yes" + 1 personal item = 3', () => {
      const result = score({ age: 62, fhs: fhsYesAt(1, 6), history: [3] })
      expect(result).toMatchObject({ totalScore: 3, grade: 'Higher risk: early screening plan' })
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 0, [FAMILY]: 2, [PERSONAL]: 1 })
    })
  })

  describe('warning signs: "See a doctor promptly" and dangerSigns, whatever else', () => {
    const changes = [
      [0, /A new lump or thickening/],
      [1, /Skin changes on the breast/],
      [2, /nipple that has newly turned inwards/],
      [3, /Fluid or blood coming out of the nipple/],
      [4, /A change in the size or shape of one breast/],
    ] as const

    it.each(changes)('change %i alone, at 30 with no risk factor', (change, text) => {
      const result = score({ age: 30, changes: [change] })
      // warning signs are not part of the total: 0 FHS-7 + 0 personal = 0
      expect(result).toMatchObject({ totalScore: 0, grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([DANGER])
      expect(result.problemAreas).toEqual([expect.stringMatching(text)])
      expect(result.nextSteps?.[0]).toMatch(/See a doctor now: book a visit at a health facility this week/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.detailedAnalysis?.[SIGNS]).toBe(1)
      // the screening advice is still given, apart from the warning sign
      expect(result.overallInterpretation).toMatch(WHEN_UNDER_40)
    })

    it('overrides "Screening up to date": a lump at 50 with a recent mammogram', () => {
      const result = score({ age: 50, changes: [0], mammogram: MAMMOGRAM.recent })
      expect(result).toMatchObject({ totalScore: 0, grade: 'See a doctor promptly' })
      expect(result.dangerSigns).toEqual([DANGER])
      expect(result.overallInterpretation).toMatch(WHEN_40_74)
    })

    it('overrides "Screening: a personal decision" at 80', () => {
      const result = score({ age: 80, changes: [4] })
      expect(result).toMatchObject({ grade: 'See a doctor promptly' })
      expect(result.overallInterpretation).toMatch(WHEN_75)
    })

    it('overrides the higher-risk band, keeping the risk count and the FHS-7 step first', () => {
      // FHS-7 items 1 and 3 "Yes" + previous breast cancer = 3
      const result = score({ age: 45, changes: [0, 2], fhs: fhsYesAt(1, 3), history: [0] })
      expect(result).toMatchObject({ totalScore: 3, grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.nextSteps?.[0]).toMatch(GENETIC_STEP)
      expect(result.nextSteps?.[1]).toMatch(/See a doctor now: book a visit/)
      expect(result.overallInterpretation).toMatch(WHEN_PLAN)
      expect(result.problemAreas).toHaveLength(2)
      expect(result.healthRisks).toHaveLength(2)
    })

    it('all five changes: five problem areas, one danger message', () => {
      const result = score({ age: 66, changes: [0, 1, 2, 3, 4] })
      expect(result.detailedAnalysis?.[SIGNS]).toBe(5)
      expect(result.problemAreas).toHaveLength(5)
      expect(result.dangerSigns).toEqual([DANGER])
    })
  })

  describe('"I don\'t know" on FHS-7', () => {
    it('counts as "No" and asks the person to ask relatives', () => {
      const result = score({ age: 50, fhs: [NO, DONT_KNOW, NO, NO, DONT_KNOW, NO, NO] })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Due for screening' })
      expect(result.healthRisks).toEqual([expect.stringMatching(/You were not sure about some of your family's history/)])
      expect(result.nextSteps?.[0]).toMatch(/Book a mammogram/)
    })
  })

  it('refuses "None of these" together with a change', () => {
    const error = refusalOf(breast, answersFor({ changes: [0, NO_CHANGES] }))
    expect(error.problems[0]?.pointer).toBe('/answers/1')
  })

  it('asks the FHS-7 questions in the published order, each Yes 1 / No 0 / I don\'t know 0', () => {
    expect(breast.questions.map((question) => question.id)).toEqual([
      'breast-age', 'breast-changes', 'fhs-1', 'fhs-2', 'fhs-3', 'fhs-4', 'fhs-5', 'fhs-6', 'fhs-7', 'breast-history', 'breast-mammogram',
    ])
    const fhs = breast.questions.slice(2, 9)
    expect(fhs.map((question) => question.question)).toEqual([
      'Did any of your first-degree relatives have breast or ovarian cancer?',
      'Did any of your relatives have bilateral breast cancer?',
      'Did any man in your family have breast cancer?',
      'Did any woman in your family have breast and ovarian cancer?',
      'Did any woman in your family have breast cancer before the age of 50 years?',
      'Do you have 2 or more relatives with breast and/or ovarian cancer?',
      'Do you have 2 or more relatives with breast and/or bowel cancer?',
    ])
    for (const question of fhs) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([['Yes', 1], ['No', 0], ["I don't know", 0]])
    }
    expect(breast.questions[1]?.options?.[NO_CHANGES]).toMatchObject({ text: 'None of these', score: 0, exclusive: true })
    expect(breast.questions[9]?.options?.[NO_HISTORY]).toMatchObject({ text: 'None of these', score: 0, exclusive: true })
    expect(breast.audience).toMatchObject({ sex: 'female' })
  })
})
