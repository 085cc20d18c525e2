/**
 * Contraceptive knowledge quiz worked cases, from the checklist rule (no validated scale exists):
 * 12 single-choice facts keyed to the WHO Family Planning Handbook (2022) and Kenya's National
 * Family Planning Guidelines (2018); each correct answer scores 1, a wrong answer or "I don't
 * know" 0; score = number correct, 0-12. Bands (instruments.md §2.19, as a share of 12):
 * 40% or less = 0-4 "Limited knowledge", 41-79% = 5-9 "Fair knowledge", 80% or more = 10-12
 * "Good knowledge" (4/12 = 33%, 5/12 = 42%, 9/12 = 75%, 10/12 = 83%). Each item not answered
 * correctly adds its correct fact to Problem Areas. The unscored 13th question (unprotected sex in
 * the last 5 days) puts an emergency-contraception step first.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'

const quiz = loadCatalogTest('contraceptive-knowledge')

/** The answer key, by hand from the sources: the position of the correct option in items 1-12. */
const CORRECT = [2, 3, 2, 1, 1, 2, 1, 1, 1, 1, 2, 1]
/** Option 0 is a wrong answer in every item. */
const WRONG = 0
/** "I don't know" is the last option of every item. */
const dontKnow = (item: number) => quiz.questions[item]!.options!.length - 1

const WITHIN_72_HOURS = 0
const FOUR_OR_FIVE_DAYS = 1
const NO = 2
const PREFER_NOT_TO_SAY = 3

/** The first `correct` items answered correctly, the rest wrong, then the last question. */
function firstCorrect(correct: number, recent: number = NO): Answer[] {
  return [...CORRECT.map((key, index) => (index < correct ? key : WRONG)), recent]
}

const CORRECT_LABEL = 'Correct answers (out of 12)'
const PERCENT_LABEL = 'Percentage correct'
const TOPICS = [
  'Protection and effectiveness (questions 1 and 2, out of 2)',
  'Implant, injection and IUD (questions 3 to 5, out of 3)',
  'Emergency contraception (questions 6 and 7, out of 2)',
  'Fertility and common myths (questions 8 to 10, out of 3)',
  'After childbirth and vasectomy (questions 11 and 12, out of 2)',
]
const EC_TODAY = /get emergency contraception today/
const EC_FIVE_DAYS = /can still work up to 5 days \(120 hours\) after sex/

describe('Contraceptive knowledge quiz', () => {
  describe('bands: score = number correct', () => {
    it.each([
      // correct, percentage = round(correct × 100 / 12), grade, tone
      [0, 0, 'Limited knowledge', 'orange'], //    0 / 12 = 0%
      [4, 33, 'Limited knowledge', 'orange'], //   4 / 12 = 33.3% (≤ 40%)
      [5, 42, 'Fair knowledge', 'yellow'], //      5 / 12 = 41.7%
      [9, 75, 'Fair knowledge', 'yellow'], //      9 / 12 = 75%  (< 80%)
      [10, 83, 'Good knowledge', 'green'], //     10 / 12 = 83.3% (≥ 80%)
      [12, 100, 'Good knowledge', 'green'], //    12 / 12 = 100%
    ])('%i correct (%i%%) is "%s" (%s)', (correct, percent, grade, tone) => {
      const result = interpret(quiz, firstCorrect(correct))
      expect(result).toMatchObject({ testCode: 'SR-001', totalScore: correct, expectedTotalScore: 12, grade, tone })
      expect(result.detailedAnalysis).toEqual({ [CORRECT_LABEL]: correct, [PERCENT_LABEL]: percent })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.suicideRisk).toBeUndefined()
    })

    it.each([
      [0, /4 or fewer of the 12/, /Read the correct facts under Problem Areas/, ['talk-to-a-doctor']],
      [5, /between 5 and 9 of the 12/, /Read the correct facts under Problem Areas/, ['talk-to-a-doctor']],
      [10, /10 or more of the 12/, /Check any answers you missed/, undefined],
    ])('at %i correct, describes the band, gives its first step and its services', (correct, description, step, services) => {
      const result = interpret(quiz, firstCorrect(correct))
      expect(result.description).toMatch(description)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })

    it('only the count matters: the last 7 correct (items 6-12) score 7, Fair', () => {
      // items 1-5 wrong (0), items 6-12 correct: 0 × 5 + 1 × 7 = 7
      const answers = [...CORRECT.map((key, index) => (index >= 5 ? key : WRONG)), NO]
      const result = interpret(quiz, answers)
      expect(result).toMatchObject({ totalScore: 7, grade: 'Fair knowledge', tone: 'yellow' })
      // 7 × 100 / 12 = 58.3 → 58
      expect(result.detailedAnalysis?.[PERCENT_LABEL]).toBe(58)
    })
  })

  describe('each answer missed adds its correct fact to Problem Areas', () => {
    it('all 12 wrong lists all 12 facts, in question order', () => {
      const problems = interpret(quiz, firstCorrect(0)).problemAreas ?? []
      expect(problems).toHaveLength(12)
      problems.forEach((text, index) => expect(text).toMatch(new RegExp(`^Question ${index + 1}: `)))
    })

    it('4 correct lists questions 5 to 12 only', () => {
      const problems = interpret(quiz, firstCorrect(4)).problemAreas ?? []
      expect(problems.map((text) => text.match(/^Question (\d+):/)?.[1])).toEqual(['5', '6', '7', '8', '9', '10', '11', '12'])
    })

    it('all correct: no Problem Areas, and the all-correct interpretation', () => {
      const result = interpret(quiz, firstCorrect(12))
      expect(result.problemAreas).toBeUndefined()
      expect(result.overallInterpretation).toMatch(/^You answered all 12 questions correctly/)
    })

    it('11 correct: one fact and the general interpretation', () => {
      // items 1-11 correct, item 12 (vasectomy) wrong: 11
      const result = interpret(quiz, firstCorrect(11))
      expect(result).toMatchObject({ totalScore: 11, grade: 'Good knowledge' })
      expect(result.problemAreas).toEqual([expect.stringMatching(/^Question 12: no\. A vasectomy does not change/)])
      expect(result.overallInterpretation).toMatch(/Each question you missed, or answered "I don't know", is listed under Problem Areas/)
    })

    it.each([
      [0, /only condoms \(male or female\) protect against HIV and other STIs/],
      [1, /the implant works best of these/],
      [2, /an implant protects for 3 to 5 years/],
      [3, /repeated every 3 months \(13 weeks\)/],
      [4, /Most women can use a copper IUD, including young women and women who have never had a baby/],
      [5, /up to 5 days \(120 hours\) after unprotected sex/],
      [6, /do not end or harm a pregnancy that has already started/],
      [7, /Fertility returns soon after stopping the pill or having an implant removed/],
      [8, /on average about 4 months longer/],
      [9, /There is no need for a "rest"/],
      [10, /the baby is under 6 months old, is fed only \(or almost only\) breast milk day and night, and her monthly bleeding has not come back/],
      [11, /use another method for the first 3 months/],
    ])('"I don\'t know" on item %i scores 0 and shows its fact (11 correct)', (item, fact) => {
      const answers = firstCorrect(12)
      answers[item] = dontKnow(item)
      const result = interpret(quiz, answers)
      // 12 - 1 = 11
      expect(result).toMatchObject({ totalScore: 11, grade: 'Good knowledge', tone: 'green' })
      expect(result.problemAreas).toEqual([expect.stringMatching(new RegExp(`^Question ${item + 1}: `))])
      expect(result.problemAreas?.[0]).toMatch(fact)
    })
  })

  describe('topic subscales', () => {
    it('count the correct answers per topic', () => {
      // correct: 1, 3, 4, 6, 8, 9, 10, 12 → topics 1 (q1-2): 1; 2 (q3-5): 2; 3 (q6-7): 1; 4 (q8-10): 3; 5 (q11-12): 1; total 8
      const right = new Set([1, 3, 4, 6, 8, 9, 10, 12])
      const answers = [...CORRECT.map((key, index) => (right.has(index + 1) ? key : WRONG)), NO]
      const result = interpret(quiz, answers)
      expect(result).toMatchObject({ totalScore: 8, grade: 'Fair knowledge' })
      expect(result.subscaleScores).toEqual({ [TOPICS[0]!]: 1, [TOPICS[1]!]: 2, [TOPICS[2]!]: 1, [TOPICS[3]!]: 3, [TOPICS[4]!]: 1 })
    })

    it('are all at their maximum (2, 3, 2, 3, 2) when everything is correct', () => {
      expect(interpret(quiz, firstCorrect(12)).subscaleScores).toEqual({
        [TOPICS[0]!]: 2, [TOPICS[1]!]: 3, [TOPICS[2]!]: 2, [TOPICS[3]!]: 3, [TOPICS[4]!]: 2,
      })
    })
  })

  describe('the unscored last question (unprotected sex in the last 5 days)', () => {
    it('within 72 hours: emergency contraception today, and PEP within 72 hours, as the first step', () => {
      const result = interpret(quiz, firstCorrect(12, WITHIN_72_HOURS))
      expect(result).toMatchObject({ totalScore: 12, grade: 'Good knowledge' })
      expect(result.nextSteps?.[0]).toMatch(EC_TODAY)
      expect(result.nextSteps?.[0]).toMatch(/PEP medicine must be started within 72 hours/)
      expect(result.nextSteps?.[1]).toMatch(/Check any answers you missed/)
      expect(result.nextSteps?.some((text) => EC_FIVE_DAYS.test(text))).toBe(false)
    })

    it('4 or 5 days ago: emergency contraception still possible, too late for PEP', () => {
      const result = interpret(quiz, firstCorrect(3, FOUR_OR_FIVE_DAYS))
      expect(result).toMatchObject({ totalScore: 3, grade: 'Limited knowledge' })
      expect(result.nextSteps?.[0]).toMatch(EC_FIVE_DAYS)
      expect(result.nextSteps?.[0]).toMatch(/too late to start PEP/)
      expect(result.nextSteps?.some((text) => EC_TODAY.test(text))).toBe(false)
    })

    it.each([
      ['No', NO],
      ['Prefer not to say', PREFER_NOT_TO_SAY],
    ])('"%s": no emergency step, and the score is unchanged', (_answer, recent) => {
      const result = interpret(quiz, firstCorrect(6, recent))
      expect(result).toMatchObject({ totalScore: 6, grade: 'Fair knowledge' })
      expect(result.nextSteps?.[0]).toMatch(/Read the correct facts/)
      expect(result.nextSteps?.some((text) => EC_TODAY.test(text) || EC_FIVE_DAYS.test(text))).toBe(false)
    })

    it('scores 0 whatever is chosen', () => {
      expect(quiz.questions[12]?.options?.map((option) => option.score)).toEqual([0, 0, 0, 0])
    })

    it('must be answered', () => {
      const answers = firstCorrect(12)
      answers[12] = null
      expect(refusalOf(quiz, answers).problems[0]?.pointer).toBe('/answers/12')
    })
  })

  it('lists the questions in order, with exactly one correct option each and "I don\'t know" last', () => {
    expect(quiz.questions.map((question) => question.id)).toEqual([
      'ck-1', 'ck-2', 'ck-3', 'ck-4', 'ck-5', 'ck-6', 'ck-7', 'ck-8', 'ck-9', 'ck-10', 'ck-11', 'ck-12', 'ck-13',
    ])
    quiz.questions.slice(0, 12).forEach((question, index) => {
      const scores = question.options?.map((option) => option.score) ?? []
      expect(scores.filter((score) => score === 1)).toHaveLength(1)
      expect(scores.indexOf(1)).toBe(CORRECT[index])
      expect(question.options?.at(-1)).toEqual({ text: "I don't know", score: 0 })
    })
    // The correct answers, as keyed to the sources.
    expect(quiz.questions.slice(0, 12).map((question, index) => question.options?.[CORRECT[index]!]?.text)).toEqual([
      'Condoms (male or female)',
      'The implant',
      'Three to five years, depending on the type',
      'Every 3 months (13 weeks)',
      'Yes, most women can, including those who have never had a baby',
      'Up to 5 days (120 hours), and the sooner the better',
      'No, they stop or delay the release of an egg and do not harm an existing pregnancy',
      'No, she can become pregnant soon after stopping',
      'It often takes a few months longer than after other methods, but her fertility does return',
      'No, she can keep using it for as long as she wants to avoid pregnancy',
      'Yes, but only while the baby is under 6 months, is fed only (or almost only) breast milk day and night, and her monthly bleeding has not returned',
      'No, he can have sex and ejaculate as before',
    ])
  })
})
