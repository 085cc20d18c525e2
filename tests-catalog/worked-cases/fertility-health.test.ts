/**
 * Fertility check worked cases, from the guideline rules (no validated score exists;
 * instruments.md §2.21): WHO/ICMART infertility = no pregnancy after 12 months of regular
 * unprotected sex; evaluation after 6 months when the woman is 35 or older and straight away at 40
 * or older (ASRM); earlier referral with a known cause (NICE CG156, ASRM): irregular or absent
 * periods, past PID/STI, ectopic pregnancy, pelvic surgery, known womb or tube disease, PCOS,
 * cancer treatment, undescended testes, mumps orchitis, testicular surgery or injury, a known
 * semen or erection problem. The total counts every factor found, 0-19: periods 1 + her history 6
 * + painful periods/sex 1 + his history 5 + BMI under 18.5 or 30 and over (computed, rounded to 1
 * decimal) 1 + lifestyle 4 + long-term illness 1. Grades in order: possible ectopic pregnancy →
 * "Seek care today"; time rule → "Seek fertility evaluation now"; trying with a known cause → the
 * same; not trying with no factor → "Planning: no concerns identified"; then bands 0 "Keep trying:
 * no concerns identified", 1-19 "Consider evaluation soon".
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const fertility = loadCatalogTest('fertility-health')

const NOT_TRYING = 0
const UNDER_6_MONTHS = 1
const SIX_TO_11_MONTHS = 2
const YEAR_OR_MORE = 3

const UNDER_35 = 0
const AGE_35_TO_39 = 1
const AGE_40_PLUS = 2

const REGULAR = 0
const IRREGULAR = 1
const STOPPED = 2
const NOT_SURE = 3

const HER_NONE = 6
const HIS_NONE = 5
const LIFESTYLE_NONE = 4
const DANGER_NONE = 3

type Couple = {
  trying?: number
  age?: number
  periods?: number
  her?: number[]
  pain?: boolean
  his?: number[]
  height?: number
  weight?: number
  lifestyle?: number[]
  illness?: boolean
  sex?: number
  danger?: number[]
}

/** The defaults: trying under 6 months, woman under 35, 160 cm and 60 kg (BMI 23.4), nothing else. */
function answersFor(couple: Couple): Answer[] {
  const {
    trying = UNDER_6_MONTHS, age = UNDER_35, periods = REGULAR, her = [HER_NONE], pain = false, his = [HIS_NONE],
    height = 160, weight = 60, lifestyle = [LIFESTYLE_NONE], illness = false, sex = 0, danger = [DANGER_NONE],
  } = couple
  return answersById(fertility, {
    'fh-trying': trying, 'fh-age': age, 'fh-periods': periods, 'fh-her-history': her, 'fh-pain': pain ? 1 : 0,
    'fh-his-history': his, 'fh-height': height, 'fh-weight': weight, 'fh-lifestyle': lifestyle,
    'fh-illness': illness ? 1 : 0, 'fh-sex-frequency': sex, 'fh-danger': danger,
  })
}
const score = (couple: Couple) => interpret(fertility, answersFor(couple))

const KEEP_TRYING = 'Keep trying: no concerns identified'
const PLANNING = 'Planning: no concerns identified'
const CONSIDER = 'Consider evaluation soon'
const NOW = 'Seek fertility evaluation now'
const TODAY = 'Seek care today'

const FACTORS = 'Things found that can affect fertility (out of 19)'
const BMI = 'The woman\'s body mass index (kg/m²)'

const TIME_RULE = /as long as guidelines say to wait before a fertility check-up/
const KNOWN_CAUSE = /When there is a possible known cause, guidelines advise seeing a doctor now/

const ECTOPIC_SIGN = /^A late or missed period with pain low in the belly, bleeding or feeling faint can mean a pregnancy outside the womb/
const BLEEDING_SIGN = /^Bleeding after sex or between periods needs a doctor's check soon/
const TESTICLE_SIGN = /^A lump, swelling or pain in a testicle needs a doctor's check/

describe('Fertility health check', () => {
  describe('no factor found', () => {
    it('trying under 6 months, woman under 35: "Keep trying" (green), total 0', () => {
      const result = score({})
      // BMI 60 / 1.60² = 60 / 2.56 = 23.4375 → 23.4
      expect(result).toMatchObject({ testCode: 'SR-003', totalScore: 0, expectedTotalScore: 19, grade: KEEP_TRYING, tone: 'green' })
      expect(result.detailedAnalysis).toEqual({ [FACTORS]: 0, [BMI]: 23.4 })
      expect(result.overallInterpretation).toMatch(/less than 6 months\. About 8 in 10 couples/)
      expect(result.nextSteps?.[1]).toMatch(/not pregnant after 12 months of trying, or after 6 months if the woman is 35 or older/)
      expect(result.healthRisks).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
      expect(result.dangerSigns).toBeUndefined()
      expect(result.services).toBeUndefined()
    })

    it('not trying yet: "Planning: no concerns identified" (green)', () => {
      const result = score({ trying: NOT_TRYING })
      expect(result).toMatchObject({ totalScore: 0, grade: PLANNING, tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(/pre-pregnancy visit/)
      expect(result.overallInterpretation).toMatch(/^You are not trying yet/)
      expect(result.services).toBeUndefined()
    })
  })

  describe('the time rule: 12 months, 6 months from 35, straight away from 40', () => {
    it.each([
      // trying, age → grade, interpretation
      ['under 6 months, under 35', UNDER_6_MONTHS, UNDER_35, KEEP_TRYING, /less than 6 months\. About 8 in 10/],
      ['6-11 months, under 35', SIX_TO_11_MONTHS, UNDER_35, KEEP_TRYING, /6 to 11 months\. Most couples/],
      ['12 months or more, under 35', YEAR_OR_MORE, UNDER_35, NOW, /12 months or more\. By the WHO definition/],
      ['under 6 months, 35-39', UNDER_6_MONTHS, AGE_35_TO_39, KEEP_TRYING, /Because the woman is 35 or older, see a doctor if you are not pregnant after 6 months/],
      ['6-11 months, 35-39', SIX_TO_11_MONTHS, AGE_35_TO_39, NOW, /From 35, guidelines advise a check-up after 6 months of trying, not 12/],
      ['12 months or more, 35-39', YEAR_OR_MORE, AGE_35_TO_39, NOW, /12 months or more\. By the WHO definition/],
      ['under 6 months, 40 or older', UNDER_6_MONTHS, AGE_40_PLUS, NOW, /40 or older\. Fertility falls faster/],
      ['6-11 months, 40 or older', SIX_TO_11_MONTHS, AGE_40_PLUS, NOW, /40 or older\. Fertility falls faster/],
      ['12 months or more, 40 or older', YEAR_OR_MORE, AGE_40_PLUS, NOW, /12 months or more\. By the WHO definition/],
      ['not trying, 40 or older', NOT_TRYING, AGE_40_PLUS, PLANNING, /^You are not trying yet/],
      ['not trying, 35-39', NOT_TRYING, AGE_35_TO_39, PLANNING, /^You are not trying yet/],
    ])('%s: "%s"', (_case, trying, age, grade, interpretation) => {
      const result = score({ trying, age })
      // no factor chosen: total 0 in every case
      expect(result).toMatchObject({ totalScore: 0, grade })
      expect(result.overallInterpretation).toMatch(interpretation)
    })

    it('the time rule is orange, explains the rule, and offers a doctor and tests', () => {
      const result = score({ trying: YEAR_OR_MORE })
      expect(result).toMatchObject({ grade: NOW, tone: 'orange' })
      expect(result.description).toMatch(TIME_RULE)
      expect(result.nextSteps?.[0]).toMatch(/both partners should be checked/)
      expect(result.nextSteps?.[1]).toMatch(/a semen test for the man/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
    })
  })

  describe('known causes bring the check-up forward for a couple who is trying', () => {
    it.each([
      ['irregular periods', { periods: IRREGULAR }, /^Irregular periods/],
      ['periods stopped 3 months or more', { periods: STOPPED }, /^Periods that have stopped for 3 months or more/],
      ['past pelvic infection or STI', { her: [0] }, /^Past pelvic infection or sexually transmitted infection/],
      ['past ectopic pregnancy', { her: [1] }, /^Past ectopic pregnancy/],
      ['past pelvic or belly surgery', { her: [2] }, /^Past surgery on the womb, tubes, ovaries or belly/],
      ['known womb or tube problem', { her: [3] }, /^A known problem of the womb or tubes/],
      ['PCOS', { her: [4] }, /^Polycystic ovary syndrome \(PCOS\)/],
      ['her cancer treatment', { her: [5] }, /^Past chemotherapy or radiotherapy \(woman\)/],
      ['undescended testicle', { his: [0] }, /^A testicle that had not come down at birth/],
      ['mumps with swollen testicles', { his: [1] }, /^Mumps with swollen testicles after puberty/],
      ['testicular or groin surgery or injury', { his: [2] }, /^Surgery or injury to the testicles or groin/],
      ['his cancer treatment', { his: [3] }, /^Past chemotherapy or radiotherapy \(man\)/],
      ['semen, erection or ejaculation problem', { his: [4] }, /^A semen test that showed a problem/],
    ])('%s: trying under 6 months, under 35 → "Seek fertility evaluation now", total 1', (_case, couple, risk) => {
      const result = score(couple)
      // one known cause: total 1; under 6 months and under 35, so the time rule is not met
      expect(result).toMatchObject({ totalScore: 1, grade: NOW, tone: 'orange' })
      expect(result.description).toMatch(KNOWN_CAUSE)
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
    })

    it.each([
      // trying, age: the time rule is not met, so only the known cause brings the check-up forward
      ['under 6 months, under 35', UNDER_6_MONTHS, UNDER_35],
      ['6-11 months, under 35', SIX_TO_11_MONTHS, UNDER_35],
      ['under 6 months, 35-39', UNDER_6_MONTHS, AGE_35_TO_39],
    ])('with a known cause, trying %s: the interpretation says to go now, not to wait for 6 or 12 months', (_case, trying, age) => {
      // irregular periods: total 1
      const result = score({ trying, age, periods: IRREGULAR })
      expect(result).toMatchObject({ totalScore: 1, grade: NOW })
      expect(result.overallInterpretation).toMatch(/^You have been trying for less than the usual 12 months, but something in your history .* advise a fertility check-up now/)
      expect(result.overallInterpretation).not.toMatch(/if you are not pregnant after (6|12) months/)
    })

    it('the time-rule interpretations still come first when the time rule is also met', () => {
      expect(score({ trying: YEAR_OR_MORE, periods: IRREGULAR }).overallInterpretation).toMatch(/^You have been trying for 12 months or more/)
      expect(score({ trying: SIX_TO_11_MONTHS, age: AGE_35_TO_39, her: [0] }).overallInterpretation).toMatch(/^The woman is 35 or older and you have been trying for 6 months or more/)
      expect(score({ trying: UNDER_6_MONTHS, age: AGE_40_PLUS, his: [0] }).overallInterpretation).toMatch(/^The woman is 40 or older/)
      // not trying: the known cause does not change the planning text
      expect(score({ trying: NOT_TRYING, her: [1] }).overallInterpretation).toMatch(/^You are not trying yet/)
    })

    it('a known cause when not trying yet is "Consider evaluation soon" (check before trying)', () => {
      const result = score({ trying: NOT_TRYING, her: [1] })
      expect(result).toMatchObject({ totalScore: 1, grade: CONSIDER, tone: 'yellow' })
      expect(result.nextSteps?.[0]).toMatch(/before you start trying, if you have not yet/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'vitalcare360'])
    })

    it('"Not sure" about periods is not a known cause, but a problem area', () => {
      const result = score({ periods: NOT_SURE })
      expect(result).toMatchObject({ totalScore: 0, grade: KEEP_TRYING })
      expect(result.problemAreas).toEqual([expect.stringMatching(/^You are not sure how regular the periods are/)])
      expect(result.healthRisks).toBeUndefined()
    })
  })

  describe('other factors: "Consider evaluation soon" unless a rule applies', () => {
    it.each([
      ['painful periods or sex', { pain: true }, /^Very painful periods or pain during sex/],
      ['smoking', { lifestyle: [0] }, /^Smoking or other tobacco/],
      ['alcohol', { lifestyle: [1] }, /^Drinking alcohol often or heavily/],
      ['drugs', { lifestyle: [2] }, /^Drugs such as cannabis, khat/],
      ['work exposures', { lifestyle: [3] }, /^Work with chemicals, pesticides, metals or heat/],
      ['long-term illness', { illness: true }, /^A long-term illness or daily medicine/],
    ])('%s: total 1, "Consider evaluation soon" (yellow)', (_case, couple, risk) => {
      const result = score(couple)
      expect(result).toMatchObject({ totalScore: 1, grade: CONSIDER, tone: 'yellow' })
      expect(result.description).toMatch(/You have not reached the point where guidelines advise fertility tests/)
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
      expect(result.services).toEqual(['talk-to-a-doctor', 'vitalcare360'])
    })

    it('the time rule still comes first: 12 months with a smoker is "Seek fertility evaluation now"', () => {
      const result = score({ trying: YEAR_OR_MORE, lifestyle: [0] })
      expect(result).toMatchObject({ totalScore: 1, grade: NOW })
      expect(result.description).toMatch(TIME_RULE)
    })

    it('the highest total, 19, when not trying: every factor listed', () => {
      // periods 1 + her 6 + pain 1 + his 5 + BMI 40 / 2.56 = 15.625 → 15.6 (< 18.5) 1 + lifestyle 4 + illness 1 = 19
      const result = score({
        trying: NOT_TRYING, periods: IRREGULAR, her: [0, 1, 2, 3, 4, 5], pain: true, his: [0, 1, 2, 3, 4],
        weight: 40, lifestyle: [0, 1, 2, 3], illness: true,
      })
      expect(result).toMatchObject({ totalScore: 19, expectedTotalScore: 19, grade: CONSIDER, tone: 'yellow' })
      expect(result.detailedAnalysis).toEqual({ [FACTORS]: 19, [BMI]: 15.6 })
      expect(result.healthRisks).toHaveLength(19)
      expect(result.healthRisks?.[0]).toMatch(/^Irregular periods/)
      expect(result.healthRisks?.[13]).toMatch(/under 18\.5, which is underweight/)
      expect(result.healthRisks?.[18]).toMatch(/^A long-term illness/)
    })

    it('the same couple, trying: a known cause, so "Seek fertility evaluation now"', () => {
      const result = score({
        trying: UNDER_6_MONTHS, periods: IRREGULAR, her: [0, 1, 2, 3, 4, 5], pain: true, his: [0, 1, 2, 3, 4],
        weight: 40, lifestyle: [0, 1, 2, 3], illness: true,
      })
      expect(result).toMatchObject({ totalScore: 19, grade: NOW })
      expect(result.description).toMatch(KNOWN_CAUSE)
    })
  })

  describe('the woman\'s BMI, computed and rounded to 1 decimal before the cut-offs (under 18.5, 30 and over)', () => {
    it.each([
      // height, weight → weight / (height / 100)², rounded → factor
      [160, 47, 18.4, 1], //  47 / 2.56   = 18.359… → 18.4, under 18.5
      [156, 45, 18.5, 0], //  45 / 2.4336 = 18.491… → 18.5, not under 18.5 (rounded first)
      [200, 74, 18.5, 0], //  74 / 4      = 18.5 exactly
      [160, 48, 18.8, 0], //  48 / 2.56   = 18.75 → 18.8
      [160, 76, 29.7, 0], //  76 / 2.56   = 29.6875 → 29.7
      [155, 72, 30.0, 1], //  72 / 2.4025 = 29.968… → 30.0 (rounded first)
      [200, 120, 30.0, 1], // 120 / 4     = 30.0 exactly
      [160, 77, 30.1, 1], //  77 / 2.56   = 30.078… → 30.1
    ])('%i cm and %i kg: BMI %d, factor %i', (height, weight, bmi, factor) => {
      const result = score({ height, weight })
      expect(result.totalScore).toBe(factor)
      expect(result.grade).toBe(factor ? CONSIDER : KEEP_TRYING)
      expect(result.detailedAnalysis).toEqual({ [FACTORS]: factor, [BMI]: bmi })
      const expected = factor === 0 ? undefined : [expect.stringMatching(bmi < 18.5 ? /under 18\.5, which is underweight/ : /30 or more/)]
      expect(result.healthRisks).toEqual(expected)
    })
  })

  describe('danger signs, shown whatever the total', () => {
    it('a possible ectopic pregnancy is "Seek care today" (red-orange), even after 12 months of trying', () => {
      const result = score({ trying: YEAR_OR_MORE, danger: [0] })
      expect(result).toMatchObject({ totalScore: 0, grade: TODAY, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(ECTOPIC_SIGN)])
      expect(result.dangerSigns?.[0]).toMatch(/call 999 or 112/)
      expect(result.nextSteps?.[0]).toMatch(/Go to the nearest health facility or hospital today/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it.each([
      ['bleeding after sex or between periods', [1], [BLEEDING_SIGN]],
      ['a testicular lump, swelling or pain', [2], [TESTICLE_SIGN]],
      ['both', [1, 2], [BLEEDING_SIGN, TESTICLE_SIGN]],
    ])('%s: the danger sign, with the grade unchanged', (_case, danger, signs) => {
      const result = score({ danger })
      expect(result).toMatchObject({ totalScore: 0, grade: KEEP_TRYING, tone: 'green' })
      expect(result.dangerSigns).toEqual(signs.map((sign) => expect.stringMatching(sign)))
    })

    it('all three: "Seek care today" and three danger signs in order', () => {
      const result = score({ danger: [0, 1, 2] })
      expect(result.grade).toBe(TODAY)
      expect(result.dangerSigns).toEqual([
        expect.stringMatching(ECTOPIC_SIGN), expect.stringMatching(BLEEDING_SIGN), expect.stringMatching(TESTICLE_SIGN),
      ])
    })

    it('refuses "None of these" together with a danger sign', () => {
      expect(refusalOf(fertility, answersFor({ danger: [0, DANGER_NONE] })).problems[0]?.pointer).toBe('/answers/11')
    })
  })

  it.each([
    ['every 2 to 3 days', 0, false],
    ['once a week', 1, false],
    ['less than once a week', 2, true],
    ['living apart', 3, true],
  ])('sex %s: timing problem area %s, score unchanged', (_case, sex, shown) => {
    const result = score({ sex })
    expect(result).toMatchObject({ totalScore: 0, grade: KEEP_TRYING })
    expect(result.problemAreas).toEqual(shown ? [expect.stringMatching(/^You have sex less than once a week, or live apart/)] : undefined)
  })

  it('lists the questions in order, with the factor options scoring 1 and "None of these" exclusive', () => {
    expect(fertility.questions.map((question) => [question.id, question.type])).toEqual([
      ['fh-trying', 'single-select'],
      ['fh-age', 'single-select'],
      ['fh-periods', 'single-select'],
      ['fh-her-history', 'multi-select'],
      ['fh-pain', 'single-select'],
      ['fh-his-history', 'multi-select'],
      ['fh-height', 'user-input-number'],
      ['fh-weight', 'user-input-number'],
      ['fh-lifestyle', 'multi-select'],
      ['fh-illness', 'single-select'],
      ['fh-sex-frequency', 'single-select'],
      ['fh-danger', 'multi-select'],
    ])
    const scores = (id: string) => fertility.questions.find((question) => question.id === id)?.options?.map((option) => option.score)
    expect(scores('fh-trying')).toEqual([0, 0, 0, 0])
    expect(scores('fh-age')).toEqual([0, 0, 0])
    expect(fertility.questions[1]?.options?.map((option) => option.text)).toEqual(['Under 35', '35 to 39', '40 or older'])
    expect(scores('fh-periods')).toEqual([0, 1, 1, 0])
    expect(scores('fh-her-history')).toEqual([1, 1, 1, 1, 1, 1, 0])
    expect(scores('fh-pain')).toEqual([0, 1])
    expect(scores('fh-his-history')).toEqual([1, 1, 1, 1, 1, 0])
    expect(scores('fh-lifestyle')).toEqual([1, 1, 1, 1, 0])
    expect(scores('fh-illness')).toEqual([0, 1])
    expect(scores('fh-danger')).toEqual([0, 0, 0, 0])
    for (const id of ['fh-her-history', 'fh-his-history', 'fh-lifestyle', 'fh-danger']) {
      const options = fertility.questions.find((question) => question.id === id)?.options ?? []
      expect(options.at(-1)).toEqual({ text: 'None of these', score: 0, exclusive: true })
    }
  })
})
