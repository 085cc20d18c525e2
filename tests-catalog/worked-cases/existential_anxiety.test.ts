/**
 * Existential concerns checklist worked cases, from the checklist's own rule (modelled on the EAQ,
 * Weems 2004; descriptive thirds as proposed in instruments.md §2.2, not validated cut-offs):
 * 13 true/false statements, 1 point for each answer that points to concern ("True", except
 * statements 2, 4, 6, 10 and 11, which are positively worded: "False"); total 0-13;
 * 0-4 "Low existential concern", 5-8 "Some existential concern", 9-13 "High existential concern".
 * Themes: fate and death = 1, 4, 7, 10; emptiness and meaninglessness = 2, 5, 8, 11, 13; guilt and
 * condemnation = 3, 6, 9, 12; a theme with 3 or more points is listed under Problem Areas.
 * PHQ-9 item 9 (asked last, unscored) above 0 fills suicideRisk.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const eaq = loadCatalogTest('existential_anxiety')

const TRUE = 0
const FALSE = 1
const POSITIVELY_WORDED = [2, 4, 6, 10, 11]

const FATE = 'Fate and death (out of 4)'
const MEANING = 'Emptiness and meaninglessness (out of 5)'
const GUILT = 'Guilt and condemnation (out of 4)'
const SAME_DAY = /same-day safety conversation/

/** Answers that give a point for exactly the statements listed (1-13), then the safety answer. */
function concernOn(statements: number[], safety = 0): Answer[] {
  const items = Array.from({ length: 13 }, (_, index) => {
    const statement = index + 1
    const concern = statements.includes(statement)
    const positive = POSITIVELY_WORDED.includes(statement)
    // A point is "True" on a plain statement and "False" on a positively worded one.
    return concern !== positive ? TRUE : FALSE
  })
  return [...items, safety]
}

const first = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

describe('Existential concerns checklist (existential_anxiety)', () => {
  describe('descriptive thirds', () => {
    it.each([
      [0, 'Low existential concern', 'blue'],
      [4, 'Low existential concern', 'blue'],
      [5, 'Some existential concern', 'blue'],
      [8, 'Some existential concern', 'blue'],
      [9, 'High existential concern', 'yellow'],
      [13, 'High existential concern', 'yellow'],
    ])('%i points (statements 1 to N) is "%s" (%s)', (total, grade, tone) => {
      const result = interpret(eaq, concernOn(first(total)))
      expect(result).toMatchObject({ testCode: 'MH-006', totalScore: total, expectedTotalScore: 13, grade, tone })
      expect(result.suicideRisk).toBeUndefined()
    })

    it.each([
      [4, undefined, /No action is needed/],
      [5, undefined, /Talk about these questions with someone you trust/],
      [9, ['talk-to-a-therapist'], /depression \(PHQ-9\) and anxiety \(GAD-7\) tests/],
    ])('%i points: services %j and the band\'s first step', (total, services, step) => {
      const result = interpret(eaq, concernOn(first(total)))
      expect(result.services).toEqual(services)
      expect(result.nextSteps?.[0]).toMatch(step)
    })

    it('says plainly that the grades are not validated cut-offs', () => {
      const result = interpret(eaq, concernOn([]))
      expect(result.overallInterpretation).toMatch(/no validated cut-off scores/)
      expect(result.description).toMatch(/not a validated measure/)
    })
  })

  describe('keying', () => {
    it('answering "True" to everything gives 8 points: the 8 plainly worded statements', () => {
      // 13 statements - 5 positively worded = 8
      const result = interpret(eaq, [...Array.from({ length: 13 }, () => TRUE), 0])
      expect(result).toMatchObject({ totalScore: 8, grade: 'Some existential concern' })
      // Fate: 1, 7 = 2; meaning: 5, 8, 13 = 3; guilt: 3, 9, 12 = 3
      expect(result.subscaleScores).toEqual({ [FATE]: 2, [MEANING]: 3, [GUILT]: 3 })
    })

    it('answering "False" to everything gives 5 points: the positively worded statements', () => {
      const result = interpret(eaq, [...Array.from({ length: 13 }, () => FALSE), 0])
      expect(result).toMatchObject({ totalScore: 5, grade: 'Some existential concern' })
      // Fate: 4, 10 = 2; meaning: 2, 11 = 2; guilt: 6 = 1
      expect(result.subscaleScores).toEqual({ [FATE]: 2, [MEANING]: 2, [GUILT]: 1 })
    })

    it.each(first(13))('statement %i scores 1 only on the answer that points to concern', (statement) => {
      const options = eaq.questions[statement - 1]?.options?.map((option) => [option.text, option.score])
      expect(options).toEqual(POSITIVELY_WORDED.includes(statement) ? [['True', 0], ['False', 1]] : [['True', 1], ['False', 0]])
      expect(interpret(eaq, concernOn([statement])).totalScore).toBe(1)
    })
  })

  describe('themes', () => {
    it.each([
      // Fate and death: statements 1, 4, 7, 10
      [[1, 4, 7, 10], { [FATE]: 4, [MEANING]: 0, [GUILT]: 0 }, [/^Fate and death/]],
      // Emptiness and meaninglessness: statements 2, 5, 8, 11, 13
      [[2, 5, 8, 11, 13], { [FATE]: 0, [MEANING]: 5, [GUILT]: 0 }, [/^Emptiness and meaninglessness/]],
      // Guilt and condemnation: statements 3, 6, 9, 12
      [[3, 6, 9, 12], { [FATE]: 0, [MEANING]: 0, [GUILT]: 4 }, [/^Guilt and condemnation/]],
    ])('statements %j count only in their own theme', (statements, counts, areas) => {
      const result = interpret(eaq, concernOn(statements))
      expect(result.subscaleScores).toEqual(counts)
      expect(result.problemAreas).toEqual(areas.map((area) => expect.stringMatching(area)))
    })

    it.each([
      // Two points in each theme: 2 + 2 + 2 = 6; none listed
      [[1, 4, 2, 5, 3, 6], 6, []],
      // Three in fate (1, 4, 7), two in meaning, two in guilt: 7; fate listed
      [[1, 4, 7, 2, 5, 3, 6], 7, [/^Fate and death/]],
      // Three in each: 9; all three listed, in order
      [[1, 4, 7, 2, 5, 8, 3, 6, 9], 9, [/^Fate and death/, /^Emptiness/, /^Guilt/]],
    ])('statements %j: %i points, Problem Areas at 3 or more in a theme', (statements, total, areas) => {
      const result = interpret(eaq, concernOn(statements))
      expect(result.totalScore).toBe(total)
      if (areas.length === 0) expect(result.problemAreas).toBeUndefined()
      else expect(result.problemAreas).toEqual(areas.map((area) => expect.stringMatching(area)))
    })
  })

  describe('safety question (PHQ-9 item 9, unscored)', () => {
    it.each([1, 2, 3])('answer %i fills Risk of Harm and a same-day step first, without changing the score', (safety) => {
      const result = interpret(eaq, concernOn([1], safety))
      expect(result).toMatchObject({ totalScore: 1, grade: 'Low existential concern' })
      expect(result.suicideRisk).toMatch(/999 or 112/)
      expect(result.nextSteps?.[0]).toMatch(SAME_DAY)
    })

    it('stays out at "Not at all", even with the highest score', () => {
      const result = interpret(eaq, concernOn(first(13), 0))
      expect(result.totalScore).toBe(13)
      expect(result.suicideRisk).toBeUndefined()
      expect((result.nextSteps ?? []).some((text) => SAME_DAY.test(text))).toBe(false)
    })
  })

  it('lists the statements in the definition\'s order, with the safety question last', () => {
    expect(eaq.questions.map((question) => question.id)).toEqual([
      ...first(13).map((statement) => `eaq-${statement}`),
      'eaq-safety',
    ])
    expect(eaq.questions[0]?.question).toMatch(/think about death/)
    expect(eaq.questions[1]?.question).toBe('I believe my life has meaning.')
    expect(eaq.questions[13]?.question).toMatch(/better off dead or of hurting yourself/)
    expect(eaq.source.kind).toBe('guideline-checklist')
  })
})
