/**
 * Colorectal cancer checklist worked cases, from the rules it is built on (no validated score):
 *   - Warning signs (NICE NG12, in plain words): any of five gives "See a doctor promptly" and the
 *     dangerSigns message, whatever the other answers.
 *   - The total is the number of higher-risk history items (Kenya 2018 high-risk groups: a
 *     first-degree relative with bowel cancer; own bowel cancer or polyps; ulcerative colitis or
 *     Crohn's disease; a known inherited condition), 0-4. Band 0 "Not yet due"; band 1-4 "Higher
 *     risk: colonoscopy advised".
 *   - With no warning sign and a total of 0, age decides (USPSTF 2021 / Kenya 2018): 45-75 with a
 *     stool test in the last 12 months or a colonoscopy in the last 10 years "Screening up to
 *     date"; 45-75 otherwise "Due for screening"; 76 and over "Screening: a personal decision";
 *     under 45 falls to band 0.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const crc = loadCatalogTest('colorectal-cancer')

const NO_SYMPTOMS = 5
const NO_HISTORY = 4
const SCREENING = { never: 0, stoolTestLastYear: 1, colonoscopyLast10Years: 2, olderOrOther: 3 }

type Person = { age?: number; symptoms?: number[]; history?: number[]; screening?: number }

function answersFor({ age = 30, symptoms = [NO_SYMPTOMS], history = [NO_HISTORY], screening = SCREENING.never }: Person) {
  return answersById(crc, { 'crc-age': age, 'crc-symptoms': symptoms, 'crc-history': history, 'crc-screening': screening })
}

const score = (person: Person) => interpret(crc, answersFor(person))

const SIGNS = 'Bowel warning signs reported'
const HISTORY = 'Higher-risk history items (out of 4)'
const DANGER = 'You reported a bowel warning sign. Please see a doctor now: go to a health facility this week, within 2 weeks at the latest. Do not wait to see if it goes away.'

const WHEN_PLAN = /because of your history, a doctor should plan colonoscopy for you/
const WHEN_45_75 = /at your age \(45 to 75\), bowel cancer screening is recommended/
const WHEN_76 = /from 76 to 85, screening is a personal decision/
const WHEN_UNDER_45 = /routine bowel cancer screening starts at 45/

describe('Colorectal cancer check (warning signs, screening eligibility)', () => {
  describe('band 0, "Not yet due": no warning sign, no higher-risk history, under 45', () => {
    it.each([18, 44])('age %i: total 0, "Not yet due" (green)', (age) => {
      const result = score({ age })
      expect(result).toMatchObject({ testCode: 'CS-002', totalScore: 0, expectedTotalScore: 4, grade: 'Not yet due', tone: 'green' })
      expect(result.description).toMatch(/Routine bowel cancer screening starts at 45/)
      expect(result.overallInterpretation).toMatch(WHEN_UNDER_45)
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 0, [HISTORY]: 0 })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
      expect(result.healthRisks).toBeUndefined()
      expect(result.services).toBeUndefined()
    })

    it('a stool test under 45 does not change it', () => {
      expect(score({ age: 40, screening: SCREENING.stoolTestLastYear })).toMatchObject({ grade: 'Not yet due' })
    })
  })

  describe('age rules, with no warning sign and a total of 0', () => {
    it.each([
      [45, SCREENING.never],
      [45, SCREENING.olderOrOther],
      [60, SCREENING.never],
      [75, SCREENING.olderOrOther],
    ])('age %i, screening answer %i: "Due for screening" (yellow)', (age, screening) => {
      const result = score({ age, screening })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Due for screening', tone: 'yellow' })
      expect(result.nextSteps?.[0]).toMatch(/stool test \(FIT\)/)
      expect(result.overallInterpretation).toMatch(WHEN_45_75)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it.each([
      [45, SCREENING.stoolTestLastYear],
      [75, SCREENING.stoolTestLastYear],
      [45, SCREENING.colonoscopyLast10Years],
      [75, SCREENING.colonoscopyLast10Years],
    ])('age %i, screening answer %i: "Screening up to date" (green)', (age, screening) => {
      const result = score({ age, screening })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Screening up to date', tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(/Plan your next test/)
      expect(result.overallInterpretation).toMatch(WHEN_45_75)
      expect(result.services).toBeUndefined()
    })

    it.each([
      [76, SCREENING.never],
      [76, SCREENING.colonoscopyLast10Years],
      [90, SCREENING.never],
    ])('age %i (screening answer %i): "Screening: a personal decision" (blue)', (age, screening) => {
      const result = score({ age, screening })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Screening: a personal decision', tone: 'blue' })
      expect(result.description).toMatch(/after 85 it is not recommended/)
      expect(result.overallInterpretation).toMatch(WHEN_76)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })
  })

  describe('band 1-4, "Higher risk: colonoscopy advised"', () => {
    it.each([
      [0, /parent, brother, sister or child with bowel cancer/],
      [1, /Past bowel cancer or polyps/],
      [2, /Ulcerative colitis or Crohn's disease/],
      [3, /Lynch syndrome or FAP/],
    ] as const)('history item %i alone: the lowest total, 1', (item, risk) => {
      const result = score({ age: 30, history: [item] })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Higher risk: colonoscopy advised', tone: 'orange' })
      expect(result.nextSteps?.[0]).toMatch(/See a doctor to plan your colonoscopy/)
      expect(result.overallInterpretation).toMatch(WHEN_PLAN)
      expect(result.healthRisks).toEqual([expect.stringMatching(risk)])
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it('takes precedence over the age rules: 60 with a recent colonoscopy and one item', () => {
      const result = score({ age: 60, history: [1], screening: SCREENING.colonoscopyLast10Years })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Higher risk: colonoscopy advised' })
    })

    it('the highest total: all four items = 4', () => {
      const result = score({ age: 50, history: [0, 1, 2, 3] })
      expect(result).toMatchObject({ totalScore: 4, expectedTotalScore: 4, grade: 'Higher risk: colonoscopy advised' })
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 0, [HISTORY]: 4 })
      expect(result.healthRisks).toHaveLength(4)
    })
  })

  describe('warning signs: "See a doctor promptly" and dangerSigns, whatever else', () => {
    it.each([
      [0, /Blood in your stool/],
      [1, /A change in bowel habit lasting 3 weeks or more/],
      [2, /Weight loss you cannot explain/],
      [3, /Pain or a lump in your belly/],
      [4, /Anaemia/],
    ] as const)('sign %i alone, at 30', (sign, text) => {
      const result = score({ age: 30, symptoms: [sign] })
      expect(result).toMatchObject({ totalScore: 0, grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([DANGER])
      expect(result.problemAreas).toEqual([expect.stringMatching(text)])
      expect(result.nextSteps?.[0]).toMatch(/See a doctor now: book a visit/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.overallInterpretation).toMatch(WHEN_UNDER_45)
    })

    it('overrides "Screening up to date": bleeding at 55 after a stool test last year', () => {
      const result = score({ age: 55, symptoms: [0], screening: SCREENING.stoolTestLastYear })
      expect(result).toMatchObject({ totalScore: 0, grade: 'See a doctor promptly' })
      expect(result.overallInterpretation).toMatch(WHEN_45_75)
    })

    it('overrides the higher-risk band, keeping the history count', () => {
      // relative 1 + polyps 1 = 2
      const result = score({ age: 48, symptoms: [0, 1, 2, 3, 4], history: [0, 1] })
      expect(result).toMatchObject({ totalScore: 2, grade: 'See a doctor promptly' })
      expect(result.detailedAnalysis).toEqual({ [SIGNS]: 5, [HISTORY]: 2 })
      expect(result.problemAreas).toHaveLength(5)
      expect(result.healthRisks).toHaveLength(2)
      expect(result.dangerSigns).toEqual([DANGER])
      expect(result.overallInterpretation).toMatch(WHEN_PLAN)
    })
  })

  it('refuses "None of these" together with a history item', () => {
    expect(refusalOf(crc, answersFor({ history: [0, NO_HISTORY] })).problems[0]?.pointer).toBe('/answers/2')
  })

  it('lists the questions in order, with exclusive "None of these" options', () => {
    expect(crc.questions.map((question) => question.id)).toEqual(['crc-age', 'crc-symptoms', 'crc-history', 'crc-screening'])
    expect(crc.questions[1]?.options?.[NO_SYMPTOMS]).toMatchObject({ text: 'None of these', score: 0, exclusive: true })
    expect(crc.questions[2]?.options?.[NO_HISTORY]).toMatchObject({ text: 'None of these', score: 0, exclusive: true })
    expect(crc.questions[3]?.options?.map((option) => option.score)).toEqual([0, 0, 0, 0])
  })
})
