/**
 * Lung cancer check worked cases, from the USPSTF 2021 rule: yearly low-dose CT for adults aged
 * 50-80 with at least 20 pack-years who smoke now or stopped within the past 15 years.
 *   - Pack-years = cigarettes a day ÷ 20 × years smoked, rounded to 1 decimal (10 a day for 40
 *     years = 20). Stopped "within 15 years" = 0-14 complete years since stopping.
 *   - The total is the number of criteria met (age; pack-years; smoking now or stopped < 15 years
 *     ago), 0-3. Band 0-2 "Does not meet screening criteria"; band 3 "Meets lung-screening criteria".
 *   - Warning signs (NICE NG12; cough from 2 weeks, as for TB in Kenya): any gives "See a doctor
 *     promptly" whatever the criteria; coughing up blood has its own same-day dangerSigns message,
 *     any other sign the 2-week one; chest pain or new/worsening breathlessness first adds the
 *     emergency line (sudden, severe or crushing chest pain or sudden breathlessness: 999 or 112); a 2-week cough adds a TB-test step; smoking now adds a quit step.
 *   - Skip rules: "No, never" goes to the symptoms question; a current smoker skips "years since
 *     stopping".
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const lung = loadCatalogTest('lung-cancer')

const NEVER = 0
const CURRENT = 1
const FORMER = 2
const NO_SYMPTOMS = 6
const NO_EXPOSURES = 6

type Person = {
  age?: number
  smoking?: number
  perDay?: number | null
  years?: number | null
  quit?: number | null
  symptoms?: number[]
  exposures?: number[]
}

function answersFor({ age = 60, smoking = NEVER, perDay = null, years = null, quit = null, symptoms = [NO_SYMPTOMS], exposures = [NO_EXPOSURES] }: Person) {
  return answersById(lung, {
    'lung-age': age,
    'lung-smoking': smoking,
    'lung-per-day': perDay,
    'lung-years': years,
    'lung-quit': quit,
    'lung-symptoms': symptoms,
    'lung-exposures': exposures,
  })
}

const score = (person: Person) => interpret(lung, answersFor(person))

const PACK_YEARS = 'Smoking history (pack-years)'
const CRITERIA = 'Screening criteria met (out of 3)'
const SIGNS = 'Chest warning signs reported'

const MEETS = 'Meets lung-screening criteria'
const DOES_NOT = 'Does not meet screening criteria'

const BLOOD_TODAY = 'You are coughing up blood. Please go to the nearest health facility today.'
const SEE_DOCTOR = 'You reported a chest symptom that needs a doctor. Please see a doctor now: go to a health facility this week, within 2 weeks at the latest.'
const EMERGENCY = 'Sudden, severe or crushing chest pain, or sudden breathlessness, is an emergency: call 999 or 112 now, or have someone take you to the nearest health facility straight away.'
const TB_STEP = /A cough of 2 weeks or more needs a TB test/
const QUIT_STEP = /You smoke now\. Stopping smoking lowers your risk/

const ALL_THREE = /you meet all three/
const NEVER_SMOKED = /You have never smoked, so CT screening is not advised for you/
const STOPPED_LONG_AGO = /you stopped smoking 15 or more years ago/
const BELOW_20 = /your smoking history is below 20 pack-years/
const TOO_YOUNG = /screening starts at 50/
const TOO_OLD = /after 80 it is not recommended/

describe('Lung cancer check (USPSTF 2021 eligibility, warning signs)', () => {
  describe('band 3, "Meets lung-screening criteria"', () => {
    it('a current smoker, 55, 20 a day for 20 years: 20 pack-years, all three criteria', () => {
      // 20 ÷ 20 × 20 = 20.0 pack-years ≥ 20 (1); age 55 in 50-80 (1); smokes now (1) → 3
      const answers = answersFor({ age: 55, smoking: CURRENT, perDay: 20, years: 20 })
      expect(followPath(lung, answers).path).toEqual([0, 1, 2, 3, 5, 6])
      const result = interpret(lung, answers)
      expect(result).toMatchObject({ testCode: 'CS-004', totalScore: 3, expectedTotalScore: 3, grade: MEETS, tone: 'orange' })
      expect(result.description).toMatch(/Kenya has no national lung screening programme yet/)
      expect(result.detailedAnalysis).toEqual({ [PACK_YEARS]: 20, [CRITERIA]: 3, [SIGNS]: 0 })
      expect(result.overallInterpretation).toMatch(ALL_THREE)
      expect(result.nextSteps?.[0]).toMatch(QUIT_STEP)
      expect(result.nextSteps?.[1]).toMatch(/talk about yearly low-dose CT screening/)
      expect(result.healthRisks).toEqual([expect.stringMatching(/You smoke now/), expect.stringMatching(/20 pack-years or more/)])
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.dangerSigns).toBeUndefined()
    })

    it.each([
      // per day, years: per day ÷ 20 × years
      [10, 40, 20], // USPSTF's own example: 10 ÷ 20 × 40 = 20
      [19, 21, 20], // 19 ÷ 20 × 21 = 19.95 → rounded to 20.0 → counts
      [40, 30, 60], // 40 ÷ 20 × 30 = 60
    ])('a former smoker, 65, stopped 5 years ago, %i a day for %i years: %d pack-years', (perDay, years, packYears) => {
      const result = score({ age: 65, smoking: FORMER, perDay, years, quit: 5 })
      expect(result).toMatchObject({ totalScore: 3, grade: MEETS })
      expect(result.detailedAnalysis?.[PACK_YEARS]).toBe(packYears)
      expect(result.nextSteps?.[0]).toMatch(/talk about yearly low-dose CT screening/)
    })

    it.each([
      [50, 0],
      [80, 14],
    ])('the edges: age %i, stopped %i years ago', (age, quit) => {
      // 20 ÷ 20 × 30 = 30 pack-years (1) + age (1) + stopped 0-14 years ago (1) = 3
      const answers = answersFor({ age, smoking: FORMER, perDay: 20, years: 30, quit })
      expect(followPath(lung, answers).path).toEqual([0, 1, 2, 3, 4, 5, 6])
      const result = interpret(lung, answers)
      expect(result).toMatchObject({ totalScore: 3, grade: MEETS })
      // USPSTF: 50 to 80 inclusive, so an 80-year-old is still told screening goes on up to 80
      expect(result.nextSteps).toContainEqual('Screening continues each year up to the age of 80, and stops once you have not smoked for 15 years.')
      expect((result.nextSteps ?? []).some((step) => /until you reach 80/.test(step))).toBe(false)
    })
  })

  describe('band 0-2, "Does not meet screening criteria"', () => {
    it('a never-smoker skips the smoking questions; at 60 only the age criterion is met (total 1)', () => {
      const answers = answersFor({ age: 60, smoking: NEVER })
      expect(followPath(lung, answers).path).toEqual([0, 1, 5, 6])
      const result = interpret(lung, answers)
      expect(result).toMatchObject({ totalScore: 1, grade: DOES_NOT, tone: 'blue' })
      expect(result.detailedAnalysis).toEqual({ [PACK_YEARS]: 0, [CRITERIA]: 1, [SIGNS]: 0 })
      expect(result.overallInterpretation).toMatch(NEVER_SMOKED)
      expect(result.description).toMatch(/smoke from cooking fires, past TB and work dusts also harm the lungs/)
      expect(result.nextSteps?.[0]).toMatch(/If you smoke, stopping is the best thing/)
      expect(result.healthRisks).toBeUndefined()
      expect(result.services).toBeUndefined()
    })

    it('the lowest total, 0: a never-smoker aged 30', () => {
      const result = score({ age: 30, smoking: NEVER })
      expect(result).toMatchObject({ totalScore: 0, grade: DOES_NOT })
      expect(result.overallInterpretation).toMatch(NEVER_SMOKED)
    })

    it('ignores smoking answers passed anyway after "No, never"', () => {
      const result = score({ age: 60, smoking: NEVER, perDay: 40, years: 40, quit: 1 })
      expect(result).toMatchObject({ totalScore: 1, grade: DOES_NOT })
      expect(result.detailedAnalysis?.[PACK_YEARS]).toBe(0)
    })

    it.each([
      // age criterion missing; 20 ÷ 20 × 30 = 30 pack-years (1); smokes now (1) → 2
      [49, TOO_YOUNG],
      [81, TOO_OLD],
    ])('the highest total, 2: a current smoker of 30 pack-years aged %i', (age, text) => {
      const result = score({ age, smoking: CURRENT, perDay: 20, years: 30 })
      expect(result).toMatchObject({ totalScore: 2, grade: DOES_NOT, tone: 'blue' })
      expect(result.overallInterpretation).toMatch(text)
      expect(result.nextSteps?.[0]).toMatch(QUIT_STEP)
    })

    it('a former smoker who stopped 15 years ago no longer qualifies (total 2)', () => {
      // age 60 (1) + 30 pack-years (1) + stopped 15 years ago (0) = 2
      const result = score({ age: 60, smoking: FORMER, perDay: 20, years: 30, quit: 15 })
      expect(result).toMatchObject({ totalScore: 2, grade: DOES_NOT })
      expect(result.overallInterpretation).toMatch(STOPPED_LONG_AGO)
      expect((result.nextSteps ?? []).some((text) => QUIT_STEP.test(text))).toBe(false)
    })

    it.each([
      [22, 18, 19.8], // 22 ÷ 20 × 18 = 19.8 < 20
      [39, 10, 19.5], // 39 ÷ 20 × 10 = 19.5 < 20
      [1, 1, 0.1], //     1 ÷ 20 × 1 = 0.05 → 0.1
    ])('%i a day for %i years is %d pack-years, below 20 (total 2 at 60, smoking now)', (perDay, years, packYears) => {
      const result = score({ age: 60, smoking: CURRENT, perDay, years })
      expect(result).toMatchObject({ totalScore: 2, grade: DOES_NOT })
      expect(result.detailedAnalysis?.[PACK_YEARS]).toBe(packYears)
      expect(result.overallInterpretation).toMatch(BELOW_20)
      expect((result.healthRisks ?? []).some((text) => /20 pack-years or more/.test(text))).toBe(false)
    })

    it('a former smoker of 40 with 5 pack-years who stopped 20 years ago meets none (total 0)', () => {
      // age 40 (0) + 10 ÷ 20 × 10 = 5 pack-years (0) + stopped 20 years ago (0) = 0
      const result = score({ age: 40, smoking: FORMER, perDay: 10, years: 10, quit: 20 })
      expect(result).toMatchObject({ totalScore: 0, grade: DOES_NOT })
      expect(result.overallInterpretation).toMatch(STOPPED_LONG_AGO)
    })
  })

  describe('warning signs: "See a doctor promptly", whatever the criteria', () => {
    it('coughing up blood alone: the same-day message only', () => {
      const result = score({ age: 40, smoking: NEVER, symptoms: [0] })
      expect(result).toMatchObject({ totalScore: 0, grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([BLOOD_TODAY])
      expect(result.problemAreas).toEqual(['Coughing up blood.'])
      expect(result.nextSteps?.[0]).toMatch(/See a doctor now: go to a health facility this week/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it.each([
      [2, /Weight loss you cannot explain/],
      [5, /A hoarse voice/],
    ] as const)('sign %i alone: the 2-week message, no TB step', (sign, text) => {
      const result = score({ age: 40, smoking: NEVER, symptoms: [sign] })
      expect(result).toMatchObject({ grade: 'See a doctor promptly' })
      expect(result.dangerSigns).toEqual([SEE_DOCTOR])
      expect(result.problemAreas).toEqual([expect.stringMatching(text)])
      expect((result.nextSteps ?? []).some((step) => TB_STEP.test(step))).toBe(false)
    })

    it.each([
      [3, /Chest pain that does not go away/],
      [4, /Shortness of breath that is new or getting worse/],
    ] as const)('sign %i alone: the emergency line (999 or 112) first, then the 2-week message', (sign, text) => {
      // as heart-disease-risk: sudden, severe or crushing chest pain or sudden breathlessness is an emergency
      const result = score({ age: 40, smoking: NEVER, symptoms: [sign] })
      expect(result).toMatchObject({ grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([EMERGENCY, SEE_DOCTOR])
      expect(result.problemAreas).toEqual([expect.stringMatching(text)])
      expect((result.nextSteps ?? []).some((step) => TB_STEP.test(step))).toBe(false)
    })

    it('chest pain and breathlessness together: one emergency line, not two', () => {
      expect(score({ age: 40, smoking: NEVER, symptoms: [3, 4] }).dangerSigns).toEqual([EMERGENCY, SEE_DOCTOR])
    })

    it('no emergency line for a cough, weight loss or hoarseness', () => {
      expect(score({ age: 40, smoking: NEVER, symptoms: [1, 2, 5] }).dangerSigns).toEqual([SEE_DOCTOR])
    })

    it('a cough of 2 weeks or more: the 2-week message and the TB-test step first', () => {
      const result = score({ age: 35, smoking: NEVER, symptoms: [1] })
      expect(result.dangerSigns).toEqual([SEE_DOCTOR])
      expect(result.nextSteps?.[0]).toMatch(TB_STEP)
      expect(result.nextSteps?.[1]).toMatch(/See a doctor now/)
    })

    it('a smoker who meets the criteria, coughing blood for 3 weeks: both messages, TB then quit steps', () => {
      // criteria still reported: age 58 (1) + 25 ÷ 20 × 40 = 50 pack-years (1) + smokes now (1) = 3
      const result = score({ age: 58, smoking: CURRENT, perDay: 25, years: 40, symptoms: [0, 1] })
      expect(result).toMatchObject({ totalScore: 3, grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([BLOOD_TODAY, SEE_DOCTOR])
      expect(result.nextSteps?.[0]).toMatch(TB_STEP)
      expect(result.nextSteps?.[1]).toMatch(QUIT_STEP)
      expect(result.detailedAnalysis).toEqual({ [PACK_YEARS]: 50, [CRITERIA]: 3, [SIGNS]: 2 })
      expect(result.overallInterpretation).toMatch(ALL_THREE)
    })

    it('every sign: six problem areas', () => {
      const result = score({ age: 70, smoking: NEVER, symptoms: [0, 1, 2, 3, 4, 5] })
      expect(result.problemAreas).toHaveLength(6)
      expect(result.detailedAnalysis?.[SIGNS]).toBe(6)
    })
  })

  describe('other exposures: listed, never counted', () => {
    it('cooking smoke, dusts, past TB, HIV, family and second-hand smoke do not change the total', () => {
      const result = score({ age: 60, smoking: NEVER, exposures: [0, 1, 2, 3, 4, 5] })
      expect(result).toMatchObject({ totalScore: 1, grade: DOES_NOT })
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/wood, charcoal or kerosene cooking fires/),
        expect.stringMatching(/Dusts and fumes at work/),
        expect.stringMatching(/Past TB can leave scarring/),
        expect.stringMatching(/living with HIV/),
        expect.stringMatching(/Lung cancer in a parent/),
        expect.stringMatching(/second-hand smoke/),
      ])
    })
  })

  it('lists the questions in order, with the skip rules', () => {
    expect(lung.questions.map((question) => question.id)).toEqual([
      'lung-age', 'lung-smoking', 'lung-per-day', 'lung-years', 'lung-quit', 'lung-symptoms', 'lung-exposures',
    ])
    expect(lung.questions[1]?.options?.[NEVER]?.nextQuestion).toBe('lung-symptoms')
    expect(lung.questions[3]?.next).toEqual([{ when: { chosen: { question: 'lung-smoking', option: CURRENT } }, goto: 'lung-symptoms' }])
    expect(lung.questions[5]?.options?.[NO_SYMPTOMS]).toMatchObject({ text: 'None of these', exclusive: true })
    expect(lung.questions[6]?.options?.[NO_EXPOSURES]).toMatchObject({ text: 'None of these', exclusive: true })
  })
})
