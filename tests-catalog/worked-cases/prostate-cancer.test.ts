/**
 * Prostate check worked cases, from the published IPSS scoring (Barry 1992; IPSS = AUA Symptom
 * Index + one quality-of-life question) and the PSA screening-decision checklist (Kenya 2018:
 * individual decision, no mass screening; USPSTF 2018: individual decision at 55-69, not from 70).
 *   - Total = IPSS questions 1-7, each 0-5, 0-35; bands 0-7 mild, 8-19 moderate, 20-35 severe.
 *   - Storage = Q2 + Q4 + Q7 (0-15), voiding = Q1 + Q3 + Q5 + Q6 (0-20). The quality-of-life answer
 *     (0 delighted to 6 terrible) is reported apart and never added.
 *   - Warning signs: cannot pass urine → "Go to a health facility today" and the emergency message;
 *     blood in urine or semen, bone pain or weight loss → "See a doctor promptly" and the 2-week
 *     message. Both override the IPSS band; the IPSS total is still shown.
 *   - PSA discussion step: aged 45-69, or 40-69 with a father or brother who had prostate cancer.
 *   - The IPSS measures urinary symptoms, not cancer risk; every result says so.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const prostate = loadCatalogTest('prostate-cancer')

const NO_SIGNS = 4
const FAMILY = { yes: 0, no: 1, dontKnow: 2 }

type Man = { items?: number[]; qol?: number; signs?: number[]; age?: number; family?: number }

/** IPSS answers: for questions 1-7 and the quality-of-life question, option position = score. */
function answersFor({ items = [0, 0, 0, 0, 0, 0, 0], qol = 0, signs = [NO_SIGNS], age = 38, family = FAMILY.no }: Man) {
  if (items.length !== 7) throw new Error('seven IPSS items are needed')
  return answersById(prostate, {
    ...Object.fromEntries(items.map((answer, index) => [`ipss-${index + 1}`, answer])),
    'ipss-qol': qol,
    'prostate-warning-signs': signs,
    'prostate-age': age,
    'prostate-family': family,
  })
}

const score = (man: Man) => interpret(prostate, answersFor(man))

const STORAGE = 'Storage symptoms (questions 2, 4 and 7, out of 15)'
const VOIDING = 'Voiding symptoms (questions 1, 3, 5 and 6, out of 20)'
const QOL = 'Quality of life due to urinary symptoms (0 delighted to 6 terrible; not added to the score)'

const NOT_CANCER = /It does not measure your risk of prostate cancer: early prostate cancer usually causes no symptoms at all\./
const PSA_STEP = /Talk with a doctor about whether a PSA blood test is right for you/
const RETENTION = 'You cannot pass urine although your bladder feels full. This is an emergency: go to the nearest health facility or hospital now.'
const OTHER_SIGNS = 'You reported blood in your urine or semen, bone pain that does not go away, or weight loss you cannot explain. Please see a doctor now: book a visit at a health facility this week, within 2 weeks at the latest.'

describe('Prostate check (IPSS and PSA screening decision)', () => {
  describe('IPSS bands (total of questions 1-7)', () => {
    it.each([
      // items (Q1..Q7): total; storage Q2+Q4+Q7; voiding Q1+Q3+Q5+Q6
      [[0, 0, 0, 0, 0, 0, 0], 0, 0, 0, 'Mild urinary symptoms', 'green'],
      [[5, 2, 0, 0, 0, 0, 0], 7, 2, 5, 'Mild urinary symptoms', 'green'], //          5 + 2 = 7
      [[5, 3, 0, 0, 0, 0, 0], 8, 3, 5, 'Moderate urinary symptoms', 'yellow'], //     5 + 3 = 8
      [[0, 5, 0, 5, 0, 0, 5], 15, 15, 0, 'Moderate urinary symptoms', 'yellow'], //   storage only: 5 + 5 + 5
      [[5, 5, 5, 4, 0, 0, 0], 19, 9, 10, 'Moderate urinary symptoms', 'yellow'], //   5 + 5 + 5 + 4 = 19
      [[5, 5, 5, 5, 0, 0, 0], 20, 10, 10, 'Severe urinary symptoms', 'orange'], //    5 + 5 + 5 + 5 = 20
      [[5, 5, 5, 5, 5, 5, 5], 35, 15, 20, 'Severe urinary symptoms', 'orange'], //    7 × 5 = 35
    ])('items %j: total %i (storage %i, voiding %i), "%s" (%s)', (items, total, storage, voiding, grade, tone) => {
      const result = score({ items })
      expect(result).toMatchObject({ testCode: 'CS-003', totalScore: total, expectedTotalScore: 35, grade, tone })
      expect(result.detailedAnalysis).toEqual({ [STORAGE]: storage, [VOIDING]: voiding, [QOL]: 0 })
      expect(result.dangerSigns).toBeUndefined()
    })

    it.each([
      // items: total
      [[0, 0, 0, 0, 0, 0, 0], 0, /usually need no treatment/, /No treatment is usually needed/, undefined], // 0
      [[5, 3, 0, 0, 0, 0, 0], 8, /usually caused by a benign \(non-cancerous\) enlarged prostate/, /See a doctor for a check of your prostate/, ['talk-to-a-doctor']], // 5 + 3
      [[5, 5, 5, 5, 0, 0, 0], 20, /you need a doctor's assessment soon/, /See a doctor soon, within the next few weeks/, ['talk-to-a-doctor']], // 4 × 5
    ] as const)('items %j (total %i): the band\'s description, first step and services', (items, total, description, step, services) => {
      const result = score({ items: [...items] })
      expect(result.totalScore).toBe(total)
      expect(result.description).toMatch(description)
      expect(result.description).toMatch(/IPSS (measures urinary symptoms, not cancer|does not measure cancer risk)/)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('nocturia (Q7) counts 0-5 like the others', () => {
      // "5 times or more" = 5; storage 5
      const result = score({ items: [0, 0, 0, 0, 0, 0, 5] })
      expect(result).toMatchObject({ totalScore: 5, grade: 'Mild urinary symptoms' })
      expect(result.detailedAnalysis?.[STORAGE]).toBe(5)
    })
  })

  describe('the quality-of-life question is reported apart, never added', () => {
    it.each([
      [0, /you would be satisfied living with your urinary symptoms/],
      [2, /you would be satisfied living with your urinary symptoms/],
      [3, /you feel mixed about living with your urinary symptoms/],
      [4, /you would be dissatisfied or unhappy/],
      [6, /you would be dissatisfied or unhappy/],
    ])('quality of life %i: same total, its own interpretation, always with the not-a-cancer-test note', (qol, text) => {
      // items 1 + 1 + 1 + 1 + 0 + 0 + 2 = 6, whatever the quality-of-life answer
      const result = score({ items: [1, 1, 1, 1, 0, 0, 2], qol })
      expect(result).toMatchObject({ totalScore: 6, grade: 'Mild urinary symptoms' })
      expect(result.detailedAnalysis?.[QOL]).toBe(qol)
      expect(result.overallInterpretation).toMatch(text)
      expect(result.overallInterpretation).toMatch(NOT_CANCER)
    })
  })

  describe('warning signs override the IPSS band', () => {
    it('cannot pass urine: "Go to a health facility today", with the emergency message', () => {
      const result = score({ items: [2, 2, 2, 2, 2, 2, 2], qol: 5, signs: [0] })
      // the IPSS total is still 7 × 2 = 14
      expect(result).toMatchObject({ totalScore: 14, grade: 'Go to a health facility today', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([RETENTION])
      expect(result.problemAreas).toEqual(['Cannot pass urine although the bladder feels full.'])
      expect(result.nextSteps?.[0]).toMatch(/Go to the nearest health facility or hospital emergency department now/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it.each([
      [1, 'Blood in the urine or semen.'],
      [2, 'Bone pain (back, hips or ribs) that does not go away.'],
      [3, 'Weight loss you cannot explain.'],
    ])('sign %i alone with a mild score: "See a doctor promptly"', (sign, problem) => {
      const result = score({ items: [0, 0, 0, 0, 0, 0, 1], signs: [sign] })
      expect(result).toMatchObject({ totalScore: 1, grade: 'See a doctor promptly', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([OTHER_SIGNS])
      expect(result.problemAreas).toEqual([problem])
      expect(result.nextSteps?.[0]).toMatch(/See a doctor now: book a visit/)
    })

    it('retention and blood together: the retention grade, both messages', () => {
      const result = score({ items: [5, 5, 5, 5, 5, 5, 5], signs: [0, 1, 2, 3] })
      expect(result).toMatchObject({ totalScore: 35, grade: 'Go to a health facility today' })
      expect(result.dangerSigns).toEqual([RETENTION, OTHER_SIGNS])
      expect(result.problemAreas).toHaveLength(4)
    })

    it('refuses "None of these" together with a sign', () => {
      expect(refusalOf(prostate, answersFor({ signs: [1, NO_SIGNS] })).problems[0]?.pointer).toBe('/answers/8')
    })
  })

  describe('the PSA screening-decision checklist', () => {
    it.each([
      // age, family: PSA step?, health-risk texts
      [39, FAMILY.yes, false, [/your father or a brother had prostate cancer/]],
      [40, FAMILY.yes, true, [/your father or a brother had prostate cancer/]],
      [44, FAMILY.no, false, []],
      [45, FAMILY.no, true, [/men of African descent have a higher chance/]],
      [54, FAMILY.no, true, [/men of African descent have a higher chance/]],
      [55, FAMILY.no, true, [/you are 55 to 69/]],
      [69, FAMILY.yes, true, [/you are 55 to 69/, /your father or a brother had prostate cancer/]],
      [70, FAMILY.no, false, [/from 70, routine PSA screening is not recommended/]],
      [70, FAMILY.yes, false, [/your father or a brother had prostate cancer/, /from 70, routine PSA screening is not recommended/]],
      [60, FAMILY.dontKnow, true, [/you are 55 to 69/, /You are not sure whether your father or brothers had prostate cancer/]],
      [30, FAMILY.dontKnow, false, [/You are not sure whether your father or brothers/]],
    ] as const)('age %i, family answer %i: PSA step %s', (age, family, step, risks) => {
      const result = score({ age, family })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Mild urinary symptoms' })
      expect(PSA_STEP.test(result.nextSteps?.[0] ?? '')).toBe(step)
      expect(result.healthRisks ?? []).toEqual(risks.map((risk) => expect.stringMatching(risk)))
    })

    it('puts the PSA step before the band\'s steps, and keeps it with a warning sign', () => {
      const result = score({ items: [3, 3, 3, 3, 0, 0, 0], age: 62, signs: [1] })
      expect(result).toMatchObject({ totalScore: 12, grade: 'See a doctor promptly' })
      expect(result.nextSteps?.[0]).toMatch(PSA_STEP)
      expect(result.nextSteps?.[1]).toMatch(/See a doctor now: book a visit/)
    })
  })

  it('asks the IPSS questions and options in the published order', () => {
    expect(prostate.questions.map((question) => question.id)).toEqual([
      'ipss-1', 'ipss-2', 'ipss-3', 'ipss-4', 'ipss-5', 'ipss-6', 'ipss-7', 'ipss-qol', 'prostate-warning-signs', 'prostate-age', 'prostate-family',
    ])
    const options = (index: number) => prostate.questions[index]?.options?.map((option) => [option.text, option.score])
    for (const index of [0, 1, 2, 3, 4, 5]) {
      expect(options(index)).toEqual([
        ['Not at all', 0], ['Less than 1 time in 5', 1], ['Less than half the time', 2], ['About half the time', 3], ['More than half the time', 4], ['Almost always', 5],
      ])
    }
    expect(options(6)).toEqual([['None', 0], ['1 time', 1], ['2 times', 2], ['3 times', 3], ['4 times', 4], ['5 times or more', 5]])
    expect(options(7)).toEqual([
      ['Delighted', 0], ['Pleased', 1], ['Mostly satisfied', 2], ['Mixed: about equally satisfied and dissatisfied', 3], ['Mostly dissatisfied', 4], ['Unhappy', 5], ['Terrible', 6],
    ])
    expect(prostate.questions.slice(0, 7).map((question) => question.question)).toEqual([
      expect.stringMatching(/not emptying your bladder completely/),
      expect.stringMatching(/urinate again less than two hours/),
      expect.stringMatching(/stopped and started again several times/),
      expect.stringMatching(/difficult to postpone urination/),
      expect.stringMatching(/weak urinary stream/),
      expect.stringMatching(/push or strain to begin urination/),
      expect.stringMatching(/get up to urinate/),
    ])
    expect(prostate.scoring.total).toEqual({ sum: { items: ['ipss-1', 'ipss-2', 'ipss-3', 'ipss-4', 'ipss-5', 'ipss-6', 'ipss-7'] } })
    expect(prostate.audience).toMatchObject({ sex: 'male' })
  })
})
