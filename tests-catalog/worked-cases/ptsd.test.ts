/**
 * PCL-5 worked cases from the published scoring (Weathers 2013; National Center for PTSD scoring
 * notes): 20 items scored 0-4 (Not at all ... Extremely), total 0-80; clusters B = items 1-5,
 * C = 6-7, D = 8-14, E = 15-20; an item rated 2 ("Moderately") or more is a symptom, and the DSM-5
 * rule needs at least 1 B, 1 C, 2 D and 2 E symptoms; a total of 31-33 suggests probable PTSD.
 * Site rules: 0-30 "Below threshold" (green), 31-32 "Borderline" (yellow), 33-80 "Probable PTSD"
 * (orange): positions against the cut-point, since the PCL-5 has no severity levels; an event less
 * than 1 month ago is never "Probable PTSD" (acute stress reaction, retest after a month); no stressful event → the items are skipped and the result is "Not scored"; PHQ-9 item 9
 * (asked last, of everyone, unscored) above 0 fills suicideRisk; item 16 (risk-taking) at 2 or more
 * adds a next step but is not a self-harm item; the DSM-5 rule met below 31 adds a next step.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'

const pcl5 = loadCatalogTest('ptsd')

const HAPPENED_TO_ME = 0
const NOT_SURE = 4
const NO_EVENT = 5
const LESS_THAN_A_MONTH = 0
const MORE_THAN_A_YEAR = 3
const SAFETY = 22

const SAME_DAY = /same-day safety conversation/
const RISK_TAKING = /taking risks or doing things that could harm you/
const RULE_BELOW_CUT_POINT = /match the DSM-5 symptom pattern for PTSD even though your total is below the cut-point/

const B = 'Intrusion (B, items 1-5, out of 20)'
const C = 'Avoidance (C, items 6-7, out of 8)'
const D = 'Negative thoughts and mood (D, items 8-14, out of 28)'
const E = 'Arousal and reactivity (E, items 15-20, out of 24)'

/** Twenty item scores (option position = score) with item N at `score`, the rest 0. */
function itemsWith(scores: Record<number, number>): number[] {
  return Array.from({ length: 20 }, (_, index) => scores[index + 1] ?? 0)
}

/** Answers in question order: event, when, items 1-20, safety. */
function answers(items: number[] | null, { event = HAPPENED_TO_ME, when = MORE_THAN_A_YEAR, safety = 0 } = {}): Answer[] {
  if (items && items.length !== 20) throw new Error('twenty items')
  return items ? [event, when, ...items, safety] : [NO_EVENT, null, ...Array.from({ length: 20 }, () => null), safety]
}

const sum = (items: number[]) => items.reduce((total, score) => total + score, 0)

describe('PCL-5 (ptsd)', () => {
  describe('bands around the 31-33 cut-point, beside the DSM-5 rule', () => {
    it.each([
      // 0 × 20 = 0; no symptoms
      ['0', itemsWith({}), 0, 'Below threshold', 'green', /PTSD unlikely at present/],
      // B 4+4+4+4+4 = 20, C 0, D items 8-12 at 2 = 10, E 0: 30; no C symptom, rule not met
      ['30', itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2 }), 30, 'Below threshold', 'green', /PTSD unlikely at present/],
      // The same plus item 13 at 1: 31; still no C symptom
      ['31', itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2, 13: 1 }), 31, 'Borderline', 'yellow', /^Borderline: your total is in the 31-33 cut-point range, and your answers do not fully match/],
      // B 20, C item 6 at 2 = 2, D items 8-9 at 2 = 4, E items 15, 17, 18 at 2 = 6: 32; rule met (B5 C1 D2 E3)
      ['32', itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 2, 8: 2, 9: 2, 15: 2, 17: 2, 18: 2 }), 32, 'Borderline', 'yellow', /^Possible PTSD: your total is in the 31-33 cut-point range \(borderline\), and your answers match/],
      // The same plus item 19 at 1: 33; rule met
      ['33', itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 2, 8: 2, 9: 2, 15: 2, 17: 2, 18: 2, 19: 1 }), 33, 'Probable PTSD', 'orange', /^Probable PTSD on both measures/],
      // 4 × 20 = 80, the maximum; rule met
      ['80', Array.from({ length: 20 }, () => 4), 80, 'Probable PTSD', 'orange', /^Probable PTSD on both measures/],
    ])('a total of %s', (_case, items, total, grade, tone, diagnosis) => {
      expect(sum(items)).toBe(total)
      const result = interpret(pcl5, answers(items))
      expect(result).toMatchObject({ testCode: 'MH-004', totalScore: total, expectedTotalScore: 80, grade, tone })
      expect(result.provisionalDiagnosis).toMatch(diagnosis)
      expect(result.suicideRisk).toBeUndefined()
    })

    it.each([
      [itemsWith({ 1: 2, 2: 2 }), undefined, /If these problems continue more than a month after the event/],
      [itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2, 13: 1 }), ['talk-to-a-therapist'], /Talk to a therapist for an assessment/],
      [Array.from({ length: 20 }, () => 3), ['talk-to-a-therapist', 'talk-to-a-doctor'], /clinical interview for PTSD/],
    ])('offers the band\'s services and steps (%#)', (items, services, step) => {
      const result = interpret(pcl5, answers(items))
      expect(result.services).toEqual(services)
      expect(result.nextSteps?.join(' ')).toMatch(step)
    })

    it('gives crisis numbers with "Probable PTSD" (severe distress) without the Risk of Harm section', () => {
      // 3 × 20 = 60, item 16 at 3
      const result = interpret(pcl5, answers(Array.from({ length: 20 }, () => 3)))
      expect(result).toMatchObject({ totalScore: 60, grade: 'Probable PTSD' })
      expect(result.nextSteps?.join(' ')).toMatch(/call 999 or 112 now/)
      expect(result.suicideRisk).toBeUndefined()
    })
  })

  describe('the DSM-5 rule and the cut-point can disagree', () => {
    it('is met with a total of only 12 (items 1, 6, 8, 9, 15, 17 at 2): below threshold, mixed result, a therapist step first', () => {
      const items = itemsWith({ 1: 2, 6: 2, 8: 2, 9: 2, 15: 2, 17: 2 })
      // 2 × 6 = 12; symptoms B1 C1 D2 E2
      const result = interpret(pcl5, answers(items))
      expect(result).toMatchObject({ totalScore: 12, grade: 'Below threshold', tone: 'green' })
      expect(result.provisionalDiagnosis).toMatch(/^Mixed result: your total is below the 31-33 cut-point, but your answers match the DSM-5 symptom pattern/)
      expect(result.nextSteps?.[0]).toMatch(RULE_BELOW_CUT_POINT)
      expect(result.detailedAnalysis).toEqual({
        'Intrusion symptoms rated "Moderately" or more (DSM-5 needs 1)': 1,
        'Avoidance symptoms rated "Moderately" or more (DSM-5 needs 1)': 1,
        'Negative thoughts and mood symptoms rated "Moderately" or more (DSM-5 needs 2)': 2,
        'Arousal symptoms rated "Moderately" or more (DSM-5 needs 2)': 2,
      })
    })

    it('is not met when one D symptom is only "A little bit" (item 9 at 1, total 11)', () => {
      // 2 + 2 + 2 + 1 + 2 + 2 = 11; D has 1 symptom (item 8), 2 needed
      const result = interpret(pcl5, answers(itemsWith({ 1: 2, 6: 2, 8: 2, 9: 1, 15: 2, 17: 2 })))
      expect(result).toMatchObject({ totalScore: 11, grade: 'Below threshold' })
      expect(result.provisionalDiagnosis).toMatch(/^PTSD unlikely at present/)
      expect((result.nextSteps ?? []).some((text) => RULE_BELOW_CUT_POINT.test(text))).toBe(false)
    })

    it('is not met with a total of 34 that has no intrusion symptom: probable PTSD by the total only', () => {
      // D items 8-14 at 4 = 28; E items 15-20 at 1 = 6; 34. No B or C symptom.
      const items = itemsWith({ 8: 4, 9: 4, 10: 4, 11: 4, 12: 4, 13: 4, 14: 4, 15: 1, 16: 1, 17: 1, 18: 1, 19: 1, 20: 1 })
      const result = interpret(pcl5, answers(items))
      expect(result).toMatchObject({ totalScore: 34, grade: 'Probable PTSD' })
      expect(result.provisionalDiagnosis).toMatch(/^Probable PTSD by the total: your total is 33 or more, although your answers do not fully match/)
    })

    it('adds the below-cut-point step only below 31, where the band does not already advise a therapist', () => {
      // Rule met at 32 (see the band cases): no extra step
      const result = interpret(pcl5, answers(itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 2, 8: 2, 9: 2, 15: 2, 17: 2, 18: 2 })))
      expect((result.nextSteps ?? []).some((text) => RULE_BELOW_CUT_POINT.test(text))).toBe(false)
    })
  })

  describe('cluster scores', () => {
    it('adds items 1-5, 6-7, 8-14 and 15-20 separately', () => {
      // B 1+2+3+4+0 = 10; C 3+1 = 4; D 0+1+2+3+4+0+1 = 11; E 2+0+2+2+0+4 = 10; total 35
      const items = [1, 2, 3, 4, 0, 3, 1, 0, 1, 2, 3, 4, 0, 1, 2, 0, 2, 2, 0, 4]
      const result = interpret(pcl5, answers(items))
      expect(result.clusterScores).toEqual({ [B]: 10, [C]: 4, [D]: 11, [E]: 10 })
      expect(result.totalScore).toBe(35)
      // Symptoms B 3 (items 2-4), C 1, D 3 (items 10-12), E 4 (15, 17, 18, 20): rule met
      expect(result.provisionalDiagnosis).toMatch(/^Probable PTSD on both measures/)
    })
  })

  describe('the trauma-exposure question', () => {
    it('"No" skips the 20 items and the timing question: a clear "Not scored" result', () => {
      const input = answers(null)
      expect(followPath(pcl5, input)).toEqual({ path: [0, SAFETY], problems: [] })
      const result = interpret(pcl5, input)
      expect(result).toMatchObject({ totalScore: 0, grade: 'Not scored: no stressful event reported', tone: 'blue' })
      expect(result.description).toMatch(/there is no PTSD score/)
      expect(result.provisionalDiagnosis).toMatch(/^Not worked out/)
      expect(result.overallInterpretation).toMatch(/does not apply to you today/)
      expect(result.nextSteps?.[0]).toMatch(/depression \(PHQ-9\) and anxiety \(GAD-7\) tests/)
      expect(result.services).toBeUndefined()
    })

    it('ignores item answers passed anyway after "No"', () => {
      const noisy: Answer[] = [NO_EVENT, 0, ...Array.from({ length: 20 }, () => 4), 0]
      expect(interpret(pcl5, noisy)).toEqual(interpret(pcl5, answers(null)))
    })

    it.each([0, 1, 2, 3, NOT_SURE])('option %i ("yes" or "not sure") asks every question', (event) => {
      const input = answers(itemsWith({ 1: 1 }), { event })
      expect(followPath(pcl5, input).path).toHaveLength(23)
      expect(interpret(pcl5, input)).toMatchObject({ totalScore: 1, grade: 'Below threshold' })
    })
  })

  describe('when the event happened (unscored)', () => {
    it('explains that PTSD cannot be judged in the first month', () => {
      const items = Array.from({ length: 20 }, () => 2)
      // 2 × 20 = 40
      const recent = interpret(pcl5, answers(items, { when: LESS_THAN_A_MONTH }))
      expect(recent.totalScore).toBe(40)
      expect(recent.overallInterpretation).toMatch(/less than a month ago.*acute stress reaction/)
      const older = interpret(pcl5, answers(items, { when: 1 }))
      expect(older).toMatchObject({ totalScore: 40, grade: 'Probable PTSD' })
      expect(older.overallInterpretation).toMatch(/^The PCL-5 measures how much 20 problems/)
    })

    it.each([
      // total, items: 2 × 20 = 40; 4 × 20 = 80; 31 and 33 at the cut-point (see the band cases)
      [40, Array.from({ length: 20 }, () => 2)],
      [80, Array.from({ length: 20 }, () => 4)],
      [33, itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 2, 8: 2, 9: 2, 15: 2, 17: 2, 18: 2, 19: 1 })],
      [31, itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2, 13: 1 })],
    ])('an event less than 1 month ago with a total of %i is a "Strong acute stress reaction", never "Probable PTSD"', (total, items) => {
      expect(sum(items)).toBe(total)
      const result = interpret(pcl5, answers(items, { when: LESS_THAN_A_MONTH }))
      expect(result).toMatchObject({ totalScore: total, grade: 'Strong acute stress reaction', tone: 'orange' })
      expect(result.description).toMatch(/acute stress reaction.*not a PTSD result/)
      expect(result.nextSteps?.join(' ')).toMatch(/again once a month has passed since the event/)
      expect(result.services).toEqual(['talk-to-a-therapist', 'talk-to-a-doctor'])
      expect(result.provisionalDiagnosis).toMatch(/^Not worked out: the event was less than a month ago/)
      expect(JSON.stringify(result)).not.toMatch(/probable PTSD/i)
    })

    it.each([
      [0, itemsWith({})],
      [30, itemsWith({ 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2 })],
    ])('an event less than 1 month ago with a total of %i: "Acute stress reaction: retest after a month" (blue)', (total, items) => {
      const result = interpret(pcl5, answers(items, { when: LESS_THAN_A_MONTH }))
      expect(result).toMatchObject({ totalScore: total, grade: 'Acute stress reaction: retest after a month', tone: 'blue' })
      expect(result.nextSteps?.[0]).toMatch(/^Take this test again once a month has passed since the event/)
      expect(result.provisionalDiagnosis).toMatch(/^Not worked out: the event was less than a month ago/)
    })

    it('does not add the DSM-5-pattern step in the first month (items 1, 6, 8, 9, 15, 17 at 2: total 12)', () => {
      const result = interpret(pcl5, answers(itemsWith({ 1: 2, 6: 2, 8: 2, 9: 2, 15: 2, 17: 2 }), { when: LESS_THAN_A_MONTH }))
      expect((result.nextSteps ?? []).some((text) => RULE_BELOW_CUT_POINT.test(text))).toBe(false)
    })

    it('names no grade after a severity level the PCL-5 lacks', () => {
      const grades = [...pcl5.scoring.bands, ...(pcl5.scoring.gradeRules ?? [])].map((band) => band.grade)
      expect(grades.filter((grade) => /minimal|moderate|severe/i.test(grade))).toEqual([])
      expect(pcl5.scoring.bands.map(({ grade, tone }) => [grade, tone])).toEqual([
        ['Below threshold', 'green'], ['Borderline', 'yellow'], ['Probable PTSD', 'orange'],
      ])
    })

    it('offers time ranges that do not overlap (an event 3 months ago fits only one)', () => {
      expect(pcl5.questions[1]?.options?.map((option) => option.text)).toEqual([
        'Less than 1 month ago', '1 to 3 months ago', 'More than 3 months, up to 1 year ago', 'More than 1 year ago',
      ])
      for (const when of [1, 2, MORE_THAN_A_YEAR]) {
        expect(interpret(pcl5, answers(itemsWith({ 1: 2 }), { when })).overallInterpretation).toMatch(/^The PCL-5 measures how much 20 problems/)
      }
    })
  })

  describe('safety', () => {
    it.each([1, 2, 3])('PHQ-9 item 9 answer %i fills Risk of Harm and puts a same-day step first, without adding to the total', (safety) => {
      const result = interpret(pcl5, answers(itemsWith({ 1: 1 }), { safety }))
      expect(result.totalScore).toBe(1)
      expect(result.suicideRisk).toMatch(/999 or 112/)
      expect(result.nextSteps?.[0]).toMatch(SAME_DAY)
    })

    it('asks the safety question after "No event" too', () => {
      const result = interpret(pcl5, answers(null, { safety: 2 }))
      expect(result.grade).toBe('Not scored: no stressful event reported')
      expect(result.suicideRisk).toMatch(/better off dead or of hurting yourself/)
      expect(result.nextSteps?.[0]).toMatch(SAME_DAY)
    })

    it('leaves Risk of Harm out when the answer is "Not at all", even at the maximum total', () => {
      const result = interpret(pcl5, answers(Array.from({ length: 20 }, () => 4)))
      expect(result.suicideRisk).toBeUndefined()
      expect((result.nextSteps ?? []).some((text) => SAME_DAY.test(text))).toBe(false)
    })

    it.each([
      [2, true],
      [4, true],
      [1, false],
      [0, false],
    ])('item 16 (risk-taking) at %i: safety step %s, never Risk of Harm', (score, shown) => {
      const result = interpret(pcl5, answers(itemsWith({ 16: score })))
      expect(result.totalScore).toBe(score)
      expect((result.nextSteps ?? []).some((text) => RISK_TAKING.test(text))).toBe(shown)
      expect(result.suicideRisk).toBeUndefined()
    })

    it('lists the same-day step before the risk-taking step', () => {
      const result = interpret(pcl5, answers(itemsWith({ 16: 3 }), { safety: 1 }))
      expect(result.nextSteps?.[0]).toMatch(SAME_DAY)
      expect(result.nextSteps?.[1]).toMatch(RISK_TAKING)
    })
  })

  it('lists the questions and options in the published order', () => {
    expect(pcl5.questions.map((question) => question.id)).toEqual([
      'pcl-event', 'pcl-when',
      ...Array.from({ length: 20 }, (_, index) => `pcl-${index + 1}`),
      'pcl-safety',
    ])
    for (let index = 2; index < 22; index += 1) {
      expect(pcl5.questions[index]?.options?.map((option) => [option.text, option.score])).toEqual([
        ['Not at all', 0], ['A little bit', 1], ['Moderately', 2], ['Quite a bit', 3], ['Extremely', 4],
      ])
    }
    expect(pcl5.questions[2]?.question).toBe('Repeated, disturbing, and unwanted memories of the stressful experience?')
    expect(pcl5.questions[7]?.question).toMatch(/^Avoiding memories, thoughts, or feelings/)
    expect(pcl5.questions[8]?.question).toMatch(/^Avoiding external reminders/)
    expect(pcl5.questions[9]?.question).toMatch(/^Trouble remembering important parts/)
    expect(pcl5.questions[17]?.question).toBe('Taking too many risks or doing things that could cause you harm?')
    expect(pcl5.questions[21]?.question).toBe('Trouble falling or staying asleep?')
    expect(pcl5.questions[0]?.options?.[NO_EVENT]?.nextQuestion).toBe('pcl-safety')
    expect(pcl5.questions[SAFETY]?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Not at all', 0], ['Several days', 1], ['More than half the days', 2], ['Nearly every day', 3],
    ])
  })
})
