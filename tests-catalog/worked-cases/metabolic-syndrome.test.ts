/**
 * Metabolic syndrome checklist worked cases, computed by hand from the criteria (IDF 2006; JIS,
 * Alberti 2009). Five components, each 1 when met:
 *   waist 94 cm or more (men) or 80 cm or more (women), the cut-offs applied to Sub-Saharan Africans;
 *   blood pressure 130/85 or more, or blood-pressure medicine;
 *   fasting glucose 5.6 mmol/L or more, or diagnosed diabetes;
 *   triglycerides 1.7 mmol/L or more, or treatment for them;
 *   HDL below 1.03 mmol/L (men) or 1.29 mmol/L (women), or treatment for it.
 * Score = components met (0-5). JIS: any 3 of 5 → "Metabolic syndrome likely" (3-5); 1-2 "Some risk
 * components"; 0 "No components identified". IDF (large waist plus 2 of the other 4) is reported
 * beside it. A component whose result is not known counts as unknown (blood pressure only when no
 * medicine is taken either); when fewer than 3 are met but met + unknown is 3 or more, the grade is
 * "Incomplete — tests needed". A reading of 180/110 or more adds a same-day danger message; a
 * fasting glucose of 7.0 or more a step to test for diabetes.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const mets = loadCatalogTest('metabolic-syndrome')

const MALE = 0
const FEMALE = 1

// Option indices
const BP = { below: 0, raised: 1, veryHigh: 2, unknown: 3 }
const GLUCOSE = { below: 0, raised: 1, diabetesRange: 2, diabetes: 3, unknown: 4 }
const TG = { below: 0, raised: 1, treated: 2, unknown: 3 }
const HDL = { healthy: 0, between: 1, low: 2, treated: 3, unknown: 4 }

type Person = { sex?: number; waist?: number; bpMedicine?: boolean; bp?: number; glucose?: number; tg?: number; hdl?: number }

function answersFor({ sex = MALE, waist = 80, bpMedicine = false, bp = BP.below, glucose = GLUCOSE.below, tg = TG.below, hdl = HDL.healthy }: Person = {}) {
  return answersById(mets, {
    'ms-sex': sex, 'ms-waist': waist, 'ms-bp-medicine': bpMedicine ? 1 : 0, 'ms-bp': bp, 'ms-glucose': glucose, 'ms-tg': tg, 'ms-hdl': hdl,
  })
}

const score = (person: Person = {}) => interpret(mets, answersFor(person))

const NONE = 'No components identified'
const SOME = 'Some risk components'
const LIKELY = 'Metabolic syndrome likely'
const INCOMPLETE = 'Incomplete — tests needed'
const FOUND = 'Components found (out of 5)'
const UNKNOWN = 'Components not known'

const WAIST = /^Large waist/
const RAISED_BP = /^Raised blood pressure/
const RAISED_GLUCOSE = /^Raised blood sugar/
const RAISED_TG = /^Raised triglycerides/
const LOW_HDL = /^Low HDL/

describe('metabolic syndrome (IDF 2006 / JIS 2009)', () => {
  it('scores a man with a waist of 80 cm and healthy results 0: No components identified', () => {
    const result = score()
    expect(result).toMatchObject({ testCode: 'LD-005', totalScore: 0, expectedTotalScore: 5, grade: NONE, tone: 'green' })
    expect(result.detailedAnalysis).toEqual({ [FOUND]: 0, [UNKNOWN]: 0, 'Waist (cm)': 80 })
    expect(result.problemAreas).toBeUndefined()
    expect(result.dangerSigns).toBeUndefined()
    expect(result.services).toBeUndefined()
    expect(result.overallInterpretation).toMatch(/do not meet either definition:/)
  })

  describe('each component', () => {
    it.each([
      ['a man\'s waist of 93 cm', { waist: 93 }, 0, null],
      ['a man\'s waist of 94 cm', { waist: 94 }, 1, WAIST],
      ['a woman\'s waist of 79 cm', { sex: FEMALE, waist: 79 }, 0, null],
      ['a woman\'s waist of 80 cm', { sex: FEMALE, waist: 80 }, 1, WAIST],
      ['blood pressure 130/85 to 179/109', { bp: BP.raised }, 1, RAISED_BP],
      ['blood pressure 180/110 or higher', { bp: BP.veryHigh }, 1, RAISED_BP],
      ['blood-pressure medicine with a reading below 130/85', { bpMedicine: true }, 1, RAISED_BP],
      ['blood-pressure medicine, reading not known', { bpMedicine: true, bp: BP.unknown }, 1, RAISED_BP],
      ['fasting glucose 5.6 to 6.9', { glucose: GLUCOSE.raised }, 1, RAISED_GLUCOSE],
      ['fasting glucose 7.0 or more', { glucose: GLUCOSE.diabetesRange }, 1, RAISED_GLUCOSE],
      ['diagnosed diabetes', { glucose: GLUCOSE.diabetes }, 1, RAISED_GLUCOSE],
      ['triglycerides 1.7 or more', { tg: TG.raised }, 1, RAISED_TG],
      ['treatment for triglycerides', { tg: TG.treated }, 1, RAISED_TG],
      ['a man\'s HDL of 1.03 to 1.29', { hdl: HDL.between }, 0, null],
      ['a woman\'s HDL of 1.03 to 1.29 (waist 70)', { sex: FEMALE, waist: 70, hdl: HDL.between }, 1, LOW_HDL],
      ['a man\'s HDL below 1.03', { hdl: HDL.low }, 1, LOW_HDL],
      ['a woman\'s HDL below 1.03 (waist 70)', { sex: FEMALE, waist: 70, hdl: HDL.low }, 1, LOW_HDL],
      ['treatment for low HDL', { hdl: HDL.treated }, 1, LOW_HDL],
    ] as const)('%s %j: %i component(s)', (_case, person, total, area) => {
      const result = score(person)
      expect(result.totalScore).toBe(total)
      expect(result.detailedAnalysis).toMatchObject({ [FOUND]: total, [UNKNOWN]: 0 })
      expect(result.problemAreas).toEqual(area ? [expect.stringMatching(area)] : undefined)
      expect(result.grade).toBe(total === 0 ? NONE : SOME)
    })
  })

  describe('results not known', () => {
    it.each([
      ['blood pressure (no medicine)', { bp: BP.unknown }, /Not known: your blood pressure/],
      ['fasting blood sugar', { glucose: GLUCOSE.unknown }, /Not known: your fasting blood sugar/],
      ['triglycerides', { tg: TG.unknown }, /Not known: your triglycerides/],
      ['HDL', { hdl: HDL.unknown }, /Not known: your HDL cholesterol/],
    ] as const)('%s counts as unknown and is listed', (_case, person, area) => {
      const result = score(person)
      expect(result.detailedAnalysis).toMatchObject({ [FOUND]: 0, [UNKNOWN]: 1 })
      expect(result.problemAreas).toEqual([expect.stringMatching(area)])
      // 0 met + 1 unknown < 3: the grade stands
      expect(result.grade).toBe(NONE)
    })
  })

  describe('grades', () => {
    it.each([
      ['nothing', {}, 0, 0, NONE, 'green'],
      ['waist 94', { waist: 94 }, 1, 0, SOME, 'yellow'],
      ['waist 94 + triglycerides', { waist: 94, tg: TG.raised }, 2, 0, SOME, 'yellow'],
      ['waist 94 + triglycerides + low HDL', { waist: 94, tg: TG.raised, hdl: HDL.low }, 3, 0, LIKELY, 'orange'],
      ['all five', { waist: 100, bp: BP.raised, glucose: GLUCOSE.raised, tg: TG.raised, hdl: HDL.low }, 5, 0, LIKELY, 'orange'],
      ['0 met, 2 unknown: even both could not reach 3', { tg: TG.unknown, hdl: HDL.unknown }, 0, 2, NONE, 'green'],
      ['1 met, 1 unknown: at most 2', { waist: 94, hdl: HDL.unknown }, 1, 1, SOME, 'yellow'],
      ['0 met, 3 unknown', { glucose: GLUCOSE.unknown, tg: TG.unknown, hdl: HDL.unknown }, 0, 3, INCOMPLETE, 'blue'],
      ['0 met, 4 unknown', { bp: BP.unknown, glucose: GLUCOSE.unknown, tg: TG.unknown, hdl: HDL.unknown }, 0, 4, INCOMPLETE, 'blue'],
      ['2 met, 1 unknown', { waist: 94, bp: BP.raised, hdl: HDL.unknown }, 2, 1, INCOMPLETE, 'blue'],
      ['3 met, 2 unknown: met already', { waist: 94, bp: BP.raised, glucose: GLUCOSE.diabetes, tg: TG.unknown, hdl: HDL.unknown }, 3, 2, LIKELY, 'orange'],
    ] as const)('%s %j: %i met, %i unknown → "%s" (%s)', (_case, person, found, unknown, grade, tone) => {
      const result = score(person)
      expect(result).toMatchObject({ totalScore: found, expectedTotalScore: 5, grade, tone })
      expect(result.detailedAnalysis).toMatchObject({ [FOUND]: found, [UNKNOWN]: unknown })
    })

    it.each([
      [NONE, {}, /Keep up your healthy habits/, undefined],
      [SOME, { waist: 94 }, /Work on the components you have/, ['vitalcare360', 'wellness-checkup']],
      [LIKELY, { waist: 94, tg: TG.raised, hdl: HDL.low }, /See a doctor to confirm the results/, ['talk-to-a-doctor', 'vitalcare360', 'wellness-checkup']],
      [INCOMPLETE, { glucose: GLUCOSE.unknown, tg: TG.unknown, hdl: HDL.unknown }, /fasting blood sugar test and a lipid profile/, ['wellness-checkup', 'talk-to-a-doctor']],
    ] as const)('"%s" gives its next steps and services', (grade, person, step, services) => {
      const result = score(person)
      expect(result.grade).toBe(grade)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('lists the components found, then those not known', () => {
      const result = score({ sex: FEMALE, waist: 85, bpMedicine: true, glucose: GLUCOSE.unknown, tg: TG.raised, hdl: HDL.between })
      // waist 85 ≥ 80 (1) + medicine (1) + triglycerides (1) + woman's HDL 1.03-1.29 (1) = 4; glucose unknown
      expect(result).toMatchObject({ totalScore: 4, grade: LIKELY })
      expect(result.problemAreas).toEqual([
        expect.stringMatching(WAIST), expect.stringMatching(RAISED_BP), expect.stringMatching(RAISED_TG),
        expect.stringMatching(LOW_HDL), expect.stringMatching(/Not known: your fasting blood sugar/),
      ])
    })
  })

  describe('IDF 2006 and JIS 2009', () => {
    it.each([
      ['large waist + 2 others: both', { waist: 94, bp: BP.raised, tg: TG.raised }, 3, /meet both definitions/],
      ['large waist + 4 others: both', { waist: 94, bp: BP.raised, glucose: GLUCOSE.raised, tg: TG.raised, hdl: HDL.low }, 5, /meet both definitions/],
      ['3 others without a large waist: JIS only', { bp: BP.raised, glucose: GLUCOSE.raised, tg: TG.raised }, 3, /meet the JIS 2009 definition .* but not the IDF 2006 definition/],
      ['large waist + 1 other, 1 unknown: could change', { waist: 94, bp: BP.raised, tg: TG.unknown }, 2, /missing results could change that/],
      ['large waist + 1 other: neither', { waist: 94, bp: BP.raised }, 2, /do not meet either definition:/],
    ] as const)('%s', (_case, person, total, interpretation) => {
      const result = score(person)
      expect(result.totalScore).toBe(total)
      expect(result.overallInterpretation).toMatch(interpretation)
    })
  })

  describe('flags', () => {
    it('a reading of 180/110 or higher fills dangerSigns, with or without medicine', () => {
      for (const bpMedicine of [false, true]) {
        const result = score({ bpMedicine, bp: BP.veryHigh })
        expect(result.dangerSigns).toEqual([expect.stringMatching(/see a health worker today/)])
        expect(result.dangerSigns?.[0]).toMatch(/call 999 or 112/)
      }
      for (const bp of [BP.below, BP.raised, BP.unknown]) expect(score({ bp }).dangerSigns).toBeUndefined()
    })

    it('a fasting glucose of 7.0 or more puts a diabetes test first', () => {
      expect(score({ glucose: GLUCOSE.diabetesRange }).nextSteps?.[0]).toMatch(/in the diabetes range/)
      for (const glucose of [GLUCOSE.below, GLUCOSE.raised, GLUCOSE.diabetes, GLUCOSE.unknown]) {
        expect((score({ glucose }).nextSteps ?? []).some((step) => /in the diabetes range/.test(step))).toBe(false)
      }
    })
  })

  it('asks the questions in order, with a "don\'t know" for every result', () => {
    expect(mets.questions.map((question) => question.id)).toEqual(['ms-sex', 'ms-waist', 'ms-bp-medicine', 'ms-bp', 'ms-glucose', 'ms-tg', 'ms-hdl'])
    for (const id of ['ms-bp', 'ms-glucose', 'ms-tg', 'ms-hdl']) {
      const options = mets.questions.find((question) => question.id === id)?.options ?? []
      expect(options[options.length - 1]?.text).toMatch(/^I don't know/)
      expect(options.every((option) => option.score === 0)).toBe(true)
    }
    expect(mets.questions[1]).toMatchObject({ type: 'user-input-number', min: 40, max: 200, unit: 'cm' })
  })
})
