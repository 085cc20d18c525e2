/**
 * Family health history worked cases (a checklist, not a validated scale, apart from the FHS-7).
 * FHS-7 (Ashton-Prolla et al., BMC Cancer 2009): seven yes/no questions on breast, ovarian and
 * bowel cancer in the family; one "yes" is a positive screen and means referral for genetic
 * counselling. "I don't know" (added here) counts as no.
 * The score counts the conditions flagged, 0 to 9:
 *   breast/ovarian (FHS-7 positive, counted once) + heart disease young in a parent or sibling +
 *   diabetes in a first-degree relative + bowel cancer in a first-degree relative (either age) +
 *   prostate cancer in a father or brother (asked unless the person is female) + one each for high
 *   blood pressure, stroke, sickle cell disease and serious mental illness in a first-degree relative.
 * Grades: a positive FHS-7 (a grade rule, checked first) or 2-9 → "Strong family history: discuss
 * with a doctor"; 1 → "Increased family risk"; 0 → "Average family risk".
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const family = loadCatalogTest('family-health-risk')

const YES = 0
const NO = 1
const DONT_KNOW = 2

const BOWEL_BEFORE_60 = 0
const BOWEL_60_OR_LATER = 1
const BOWEL_NO = 2
const BOWEL_DONT_KNOW = 3

const MALE = 0
const FEMALE = 1
const PREFER_NOT_TO_SAY = 2

const HIGH_BP = 0
const STROKE = 1
const SICKLE_CELL = 2
const MENTAL_ILLNESS = 3
const NONE_OF_THESE = 4
const OTHER_DONT_KNOW = 5

type Person = {
  /** FHS-7 answers, items 1-7 (YES, NO or DONT_KNOW); all NO by default. */
  fhs?: readonly number[]
  heart?: number
  diabetes?: number
  bowel?: number
  sex?: number
  /** null when skipped (female). */
  prostate?: number | null
  other?: readonly number[]
}

function answersFor(person: Person): Answer[] {
  const { fhs = [NO, NO, NO, NO, NO, NO, NO], heart = NO, diabetes = NO, bowel = BOWEL_NO, sex = MALE, other = [NONE_OF_THESE] } = person
  const prostate = person.prostate === undefined ? (sex === FEMALE ? null : NO) : person.prostate
  if (fhs.length !== 7) throw new Error('seven FHS-7 answers are needed')
  return answersById(family, {
    ...Object.fromEntries(fhs.map((answer, index) => [`fhs-${index + 1}`, answer])),
    'fh-heart': heart,
    'fh-diabetes': diabetes,
    'fh-bowel': bowel,
    'fh-sex': sex,
    'fh-prostate': prostate,
    'fh-other': [...other],
  })
}

const score = (person: Person) => interpret(family, answersFor(person))
/** FHS-7 answers with YES at the given item numbers (1-7), NO elsewhere. */
const fhsYesAt = (...items: number[]) => [1, 2, 3, 4, 5, 6, 7].map((item) => (items.includes(item) ? YES : NO))

const AVERAGE = 'Average family risk'
const INCREASED = 'Increased family risk'
const STRONG = 'Strong family history: discuss with a doctor'
const FHS7 = 'Breast and ovarian cancer questions (FHS-7) answered yes, out of 7'

const RISK = {
  breast: /^Breast and ovarian cancer: your answers suggest a possible inherited risk/,
  heart: /^Heart disease: a parent, brother or sister had heart disease at a young age/,
  diabetes: /^Type 2 diabetes: having a parent, brother, sister or child with diabetes/,
  bowelYoung: /^Bowel cancer: a parent, brother, sister or child had bowel cancer before the age of 60/,
  bowel: /^Bowel cancer: a parent, brother, sister or child had bowel cancer, which raises your risk/,
  prostate: /^Prostate cancer: your father or a brother had prostate cancer/,
  highBp: /^High blood pressure: it runs in families/,
  stroke: /^Stroke: a close relative's stroke/,
  sickleCell: /^Sickle cell disease: you may carry the sickle cell trait/,
  mentalIllness: /^Mental illness: a close relative's serious mental illness/,
}
const UNSURE = /You were not sure about some answers/
const COMPLETE = /Your result is only as complete as what you know about your family/
const COUNSELLING = /^Ask a doctor for a referral for genetic counselling/

describe('Family health history (FHS-7 + CDC checklist)', () => {
  describe('bands on the count of conditions', () => {
    it('0 conditions: "Average family risk" (green), no health risks', () => {
      const result = score({})
      expect(result).toMatchObject({ testCode: 'GW-003', totalScore: 0, expectedTotalScore: 9, grade: AVERAGE, tone: 'green' })
      expect(result.subscaleScores).toEqual({ [FHS7]: 0 })
      expect(result.healthRisks).toBeUndefined()
      expect(result.overallInterpretation).toMatch(COMPLETE)
      expect(result.nextSteps).toEqual(family.scoring.bands[0]?.nextSteps)
      expect(result.services).toBeUndefined()
    })

    it.each([
      // one condition → total 1
      ['heart disease young', { heart: YES }, RISK.heart],
      ['diabetes', { diabetes: YES }, RISK.diabetes],
      ['bowel cancer before 60', { bowel: BOWEL_BEFORE_60 }, RISK.bowelYoung],
      ['bowel cancer at 60 or later', { bowel: BOWEL_60_OR_LATER }, RISK.bowel],
      ['prostate cancer in a father or brother (man)', { sex: MALE, prostate: YES }, RISK.prostate],
      ['prostate cancer in a father or brother (prefer not to say)', { sex: PREFER_NOT_TO_SAY, prostate: YES }, RISK.prostate],
      ['high blood pressure', { other: [HIGH_BP] }, RISK.highBp],
      ['stroke', { other: [STROKE] }, RISK.stroke],
      ['sickle cell disease', { other: [SICKLE_CELL] }, RISK.sickleCell],
      ['serious mental illness', { other: [MENTAL_ILLNESS] }, RISK.mentalIllness],
    ] as const)('1 condition (%s): "Increased family risk" (yellow), with its health risk', (_case, person, risk) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: 1, grade: INCREASED, tone: 'yellow' })
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
      expect(result.description).toMatch(/One condition in this check runs in your close family/)
      expect(result.services).toEqual(['wellness-checkup', 'talk-to-a-doctor'])
      expect(result.subscaleScores).toEqual({ [FHS7]: 0 })
    })

    it('2 conditions (heart 1 + diabetes 1): "Strong family history" from the band (orange)', () => {
      const result = score({ heart: YES, diabetes: YES })
      expect(result).toMatchObject({ totalScore: 2, grade: STRONG, tone: 'orange' })
      expect(result.description).toMatch(/Two or more of the conditions in this check run in your close family/)
      expect(result.nextSteps).toEqual(family.scoring.bands[2]?.nextSteps)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
      expect(result.healthRisks).toEqual([expect.stringMatching(RISK.heart), expect.stringMatching(RISK.diabetes)])
    })

    it('2 conditions from one question: high blood pressure 1 + stroke 1 = 2', () => {
      const result = score({ other: [HIGH_BP, STROKE] })
      expect(result).toMatchObject({ totalScore: 2, grade: STRONG, tone: 'orange' })
      expect(result.healthRisks).toEqual([expect.stringMatching(RISK.highBp), expect.stringMatching(RISK.stroke)])
    })

    it('the maximum, 9: FHS-7 1 + heart 1 + diabetes 1 + bowel 1 + prostate 1 + four others 4', () => {
      const result = score({
        fhs: [YES, YES, YES, YES, YES, YES, YES], heart: YES, diabetes: YES, bowel: BOWEL_BEFORE_60, sex: MALE, prostate: YES,
        other: [HIGH_BP, STROKE, SICKLE_CELL, MENTAL_ILLNESS],
      })
      expect(result).toMatchObject({ totalScore: 9, expectedTotalScore: 9, grade: STRONG, tone: 'orange' })
      expect(result.subscaleScores).toEqual({ [FHS7]: 7 })
      // the FHS-7 grade rule is checked before the bands: its description and steps win
      expect(result.description).toMatch(/In the FHS-7 questionnaire, a single yes is enough to suggest genetic counselling/)
      expect(result.healthRisks).toEqual([
        expect.stringMatching(RISK.breast),
        expect.stringMatching(RISK.heart),
        expect.stringMatching(RISK.diabetes),
        expect.stringMatching(RISK.bowelYoung),
        expect.stringMatching(RISK.prostate),
        expect.stringMatching(RISK.highBp),
        expect.stringMatching(RISK.stroke),
        expect.stringMatching(RISK.sickleCell),
        expect.stringMatching(RISK.mentalIllness),
      ])
    })
  })

  describe('FHS-7: one yes is a positive screen', () => {
    it.each([1, 2, 3, 4, 5, 6, 7])('a yes to item %i alone counts 1 but grades "Strong family history" with genetic counselling', (item) => {
      const result = score({ fhs: fhsYesAt(item) })
      // breast/ovarian flag 1 + nothing else = 1, which the bands alone would call "Increased"
      expect(result).toMatchObject({ totalScore: 1, grade: STRONG, tone: 'orange' })
      expect(result.subscaleScores).toEqual({ [FHS7]: 1 })
      expect(result.nextSteps?.[0]).toMatch(COUNSELLING)
      expect(result.nextSteps?.[1]).toMatch(/breast examination by a health worker from age 25, and mammograms starting 10 years before/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
      expect(result.healthRisks).toEqual([expect.stringMatching(RISK.breast)])
    })

    it('counts breast and ovarian cancer once however many items are yes: items 1, 5 and 6 → 3 yes, total 1', () => {
      const result = score({ fhs: fhsYesAt(1, 5, 6) })
      expect(result).toMatchObject({ totalScore: 1, grade: STRONG })
      expect(result.subscaleScores).toEqual({ [FHS7]: 3 })
    })

    it('uses the FHS-7 rule before the band: item 7 yes + diabetes = 2, with the counselling steps', () => {
      const result = score({ fhs: fhsYesAt(7), diabetes: YES })
      expect(result).toMatchObject({ totalScore: 2, grade: STRONG })
      expect(result.nextSteps?.[0]).toMatch(COUNSELLING)
    })

    it('counts "I don\'t know" as no: all seven unknown → 0, "Average family risk", with the not-sure note', () => {
      const result = score({ fhs: [DONT_KNOW, DONT_KNOW, DONT_KNOW, DONT_KNOW, DONT_KNOW, DONT_KNOW, DONT_KNOW] })
      expect(result).toMatchObject({ totalScore: 0, grade: AVERAGE, tone: 'green' })
      expect(result.subscaleScores).toEqual({ [FHS7]: 0 })
      expect(result.overallInterpretation).toMatch(UNSURE)
    })
  })

  describe('the not-sure note (overall interpretation)', () => {
    it.each([
      ['FHS-7 item 4', { fhs: [NO, NO, NO, DONT_KNOW, NO, NO, NO] }],
      ['heart', { heart: DONT_KNOW }],
      ['diabetes', { diabetes: DONT_KNOW }],
      ['bowel', { bowel: BOWEL_DONT_KNOW }],
      ['prostate', { sex: MALE, prostate: DONT_KNOW }],
      ['other conditions', { other: [OTHER_DONT_KNOW] }],
    ] as const)('"I don\'t know" to %s shows it, and adds nothing to the total', (_case, person) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: 0, grade: AVERAGE })
      expect(result.overallInterpretation).toMatch(UNSURE)
    })
  })

  describe('the sex question and the prostate skip rule', () => {
    it('women skip the prostate question (path 0-10, then 12)', () => {
      const answers = answersFor({ sex: FEMALE })
      expect(followPath(family, answers).path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])
      expect(interpret(family, answers)).toMatchObject({ totalScore: 0, grade: AVERAGE })
    })

    it('ignores a prostate answer passed anyway for a woman', () => {
      const result = score({ sex: FEMALE, prostate: YES })
      expect(result).toMatchObject({ totalScore: 0, grade: AVERAGE })
      expect(result.healthRisks).toBeUndefined()
      expect(result).toEqual(score({ sex: FEMALE }))
    })

    it.each([
      ['men', MALE],
      ['"prefer not to say"', PREFER_NOT_TO_SAY],
    ])('%s are asked it (path 0-12)', (_case, sex) => {
      expect(followPath(family, answersFor({ sex })).path).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    })

    it('refuses a man\'s answers with the prostate question left empty', () => {
      const error = refusalOf(family, answersFor({ sex: MALE, prostate: null }))
      expect(error.problems[0]?.pointer).toBe('/answers/11')
    })
  })

  it('refuses "None of these" chosen with a condition', () => {
    const error = refusalOf(family, answersFor({ other: [HIGH_BP, NONE_OF_THESE] }))
    expect(error.problems[0]?.pointer).toBe('/answers/12')
  })

  it('lists the FHS-7 items in the published order and wording, then the checklist', () => {
    expect(family.questions.map((question) => question.id)).toEqual([
      'fhs-1', 'fhs-2', 'fhs-3', 'fhs-4', 'fhs-5', 'fhs-6', 'fhs-7',
      'fh-heart', 'fh-diabetes', 'fh-bowel', 'fh-sex', 'fh-prostate', 'fh-other',
    ])
    expect(family.questions.slice(0, 7).map((question) => question.question)).toEqual([
      'Did any of your first-degree relatives have breast or ovarian cancer?',
      'Did any of your relatives have bilateral breast cancer?',
      'Did any man in your family have breast cancer?',
      'Did any woman in your family have breast and ovarian cancer?',
      'Did any woman in your family have breast cancer before the age of 50 years?',
      'Do you have 2 or more relatives with breast and/or ovarian cancer?',
      'Do you have 2 or more relatives with breast and/or bowel cancer?',
    ])
    for (const question of family.questions.slice(0, 7)) {
      expect(question.options?.map((option) => [option.text, option.score])).toEqual([['Yes', 1], ['No', 0], ["I don't know", 0]])
    }
    const other = family.questions[12]?.options ?? []
    expect(other.filter((option) => option.exclusive).map((option) => option.text)).toEqual(['None of these', "I don't know"])
    expect(family.questions[10]?.options?.[FEMALE]?.nextQuestion).toBe('fh-other')
    expect(family.source.kind).toBe('guideline-checklist')
  })
})
