/**
 * Postnatal health worked cases. Mood: the PHQ-9 as published (Kroenke 2001), used instead of the
 * EPDS (RCPsych permission needed): sum of items 1-9 (0-3 each), bands 0-4, 5-9, 10-14, 15-19,
 * 20-27; item 9 above 0 fills suicideRisk and puts a same-day safety step first, whatever the
 * total; the difficulty question fills impact and is not scored. Then three unscored questions:
 * when the birth was (a "baby blues" note for a mild score in the first 2 weeks), and danger signs
 * in the mother and in the baby (WHO 2022 postnatal recommendations, Kenya MCH Handbook): each sign
 * ticked gives its own dangerSigns message, and any sign sets the grade "Danger sign: seek care now"
 * instead of the PHQ-9 band, leaving the total and the PHQ-9 range under Overall Interpretation.
 * A last question asks about postpartum psychosis (seeing or hearing things, strange beliefs,
 * confusion, sudden change) and thoughts of harming the baby: danger signs for same-day care; harm
 * to the baby also fills Risk of Harm, so the crisis contacts show.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { itemsTotalling as itemsAddingUpTo, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const postnatal = loadCatalogTest('postnatal-health')
const depression = loadCatalogTest('depression')

/** Items 1-8 filled first, item 9 (self-harm) left at 0. */
const itemsTotalling = (total: number) => [...itemsAddingUpTo(total, 8, 3), 0]

// pn-when options
const UNDER_2_WEEKS = 0
const WEEKS_2_TO_6 = 1
const WEEKS_6_TO_6_MONTHS = 2
// danger-sign options
const MOTHER_NONE = 9
const BABY_NONE = 8
const BABY_NOT_APPLICABLE = 9
// pn-mind-signs options
const HEARING_OR_BELIEVING = 0
const CONFUSED_OR_CHANGED = 1
const HARM_TO_BABY = 2
const MIND_NONE = 3

type Extras = { difficulty?: number; when?: number; mother?: number[]; baby?: number[]; mind?: number[] }

/** Nine PHQ-9 item answers (0-3), the difficulty answer, then the four postnatal questions. */
function answers(items: number[], { difficulty = 0, when = WEEKS_6_TO_6_MONTHS, mother = [MOTHER_NONE], baby = [BABY_NONE], mind = [MIND_NONE] }: Extras = {}): Answer[] {
  if (items.length !== 9) throw new Error('nine PHQ-9 items are needed')
  return [...items, difficulty, when, mother, baby, mind]
}

const score = (items: number[], extras?: Extras) => interpret(postnatal, answers(items, extras))

const RANGE = {
  minimal: /^Your mood score \(0 to 4 out of 27\) is in the PHQ-9's minimal range/,
  mild: /^Your mood score \(5 to 9 out of 27\) is in the PHQ-9's mild range\. Low mood and tiredness are common/,
  babyBlues: /^Your mood score \(5 to 9 out of 27\) is in the PHQ-9's mild range\. In the first two weeks after a birth, many mothers have the 'baby blues'/,
  moderate: /^Your mood score \(10 to 14 out of 27\) is in the PHQ-9's moderate range/,
  moderatelySevere: /^Your mood score \(15 to 19 out of 27\) is in the PHQ-9's moderately severe range/,
  severe: /^Your mood score \(20 to 27 out of 27\) is in the PHQ-9's severe range/,
}
const SAFETY_STEP = /^Today, talk to someone about these thoughts.*same-day safety conversation/
const DANGER_GRADE = 'Danger sign: seek care now'

const MOTHER_TEXTS = [
  /^Heavy bleeding after a birth .* is an emergency/,
  /^A fever after a birth can mean an infection/,
  /^A bad-smelling discharge from the vagina after a birth/,
  /^A severe headache or blurred vision after a birth.*pre-eclampsia/,
  /^Fits \(convulsions\) or fainting after a birth is an emergency/,
  /^Difficulty breathing or chest pain after a birth/,
  /^Pain, swelling or redness in one leg after a birth can be a blood clot/,
  /^A painful, red, hot or swollen breast can be an infection \(mastitis\)/,
  /^Severe belly pain, or stitches or a caesarean wound/,
]
const BABY_TEXTS = [
  /^A baby who is not feeding well/,
  /^Fits \(convulsions\), stiffening or jerking in a baby/,
  /^Fast breathing, the chest pulling in, or grunting/,
  /^A baby who feels hot \(fever\) or cold to the touch/,
  /^A baby who is very sleepy or floppy/,
  /^Yellow skin or eyes on the first day of life.*severe jaundice/,
  /^Redness or swelling around the cord stump/,
  /^A baby who vomits everything/,
]

describe('postnatal health (PHQ-9 + postnatal danger signs)', () => {
  describe('PHQ-9 bands, unchanged', () => {
    it.each([
      [0, 'Minimal or no depression', 'green', RANGE.minimal],
      [4, 'Minimal or no depression', 'green', RANGE.minimal],
      [5, 'Mild depression', 'yellow', RANGE.mild],
      [9, 'Mild depression', 'yellow', RANGE.mild],
      [10, 'Moderate depression', 'orange', RANGE.moderate],
      [14, 'Moderate depression', 'orange', RANGE.moderate],
      [15, 'Moderately severe depression', 'red-orange', RANGE.moderatelySevere],
      [19, 'Moderately severe depression', 'red-orange', RANGE.moderatelySevere],
      [20, 'Severe depression', 'red-orange', RANGE.severe],
      [24, 'Severe depression', 'red-orange', RANGE.severe],
    ])('a total of %i is "%s" (%s)', (total, grade, tone, range) => {
      const result = score(itemsTotalling(total))
      expect(result).toMatchObject({ testCode: 'SR-006', totalScore: total, expectedTotalScore: 27, grade, tone })
      expect(result.overallInterpretation).toMatch(range)
      expect(result.suicideRisk).toBeUndefined()
      expect(result.dangerSigns).toBeUndefined()
    })

    it('scores the maximum of 27 as severe, with the risk-of-harm section', () => {
      // 3 × 9 = 27
      const result = score([3, 3, 3, 3, 3, 3, 3, 3, 3], { difficulty: 3 })
      expect(result).toMatchObject({ totalScore: 27, grade: 'Severe depression', tone: 'red-orange' })
      expect(result.suicideRisk).toMatch(/999 or 112/)
      expect(result.overallInterpretation).toMatch(RANGE.severe)
    })

    it.each([
      [9, undefined, /^Share how you feel/],
      [10, ['talk-to-a-therapist', 'talk-to-a-doctor'], /^Book a session with a therapist or doctor/],
      [15, ['talk-to-a-therapist', 'talk-to-a-doctor'], /^See a doctor or therapist within the next week/],
      [20, ['talk-to-a-doctor', 'talk-to-a-therapist'], /^Arrange to see a doctor or therapist within the next few days/],
    ])('a total of %i offers %j, with the band\'s own first step', (total, services, step) => {
      const result = score(itemsTotalling(total))
      expect(result.services).toEqual(services)
      expect(result.nextSteps?.[0]).toMatch(step)
    })
  })

  describe('item 9 (thoughts of self-harm)', () => {
    it('fills suicideRisk and puts the same-day safety step first, even with a minimal total', () => {
      // item 9 "Several days" 1, all else 0 → 1
      const result = score([0, 0, 0, 0, 0, 0, 0, 0, 1])
      expect(result).toMatchObject({ totalScore: 1, grade: 'Minimal or no depression' })
      expect(result.suicideRisk).toMatch(/better off dead, or of hurting yourself/)
      expect(result.suicideRisk).toMatch(/get support today, not something to wait out/)
      expect(result.suicideRisk).toMatch(/call 999 or 112 now/)
      expect(result.nextSteps?.[0]).toMatch(SAFETY_STEP)
    })

    it.each([2, 3])('does so for item 9 = %i too', (item9) => {
      const result = score([0, 0, 0, 0, 0, 0, 0, 0, item9])
      expect(result.totalScore).toBe(item9)
      expect(result.suicideRisk).toMatch(/999 or 112/)
    })

    it('leaves suicideRisk out when item 9 is "Not at all", even with a severe total', () => {
      const result = score([3, 3, 3, 3, 3, 3, 3, 3, 0])
      expect(result).toMatchObject({ totalScore: 24, grade: 'Severe depression' })
      expect(result.suicideRisk).toBeUndefined()
      expect((result.nextSteps ?? []).some((step) => SAFETY_STEP.test(step))).toBe(false)
    })

    it('keeps the safety step first when a danger sign is also ticked', () => {
      // 1 + 1 + 0 × 6 + item 9 1 = 3; mother: fever
      const result = score([1, 1, 0, 0, 0, 0, 0, 0, 1], { mother: [1] })
      expect(result).toMatchObject({ totalScore: 3, grade: DANGER_GRADE })
      expect(result.suicideRisk).toMatch(/999 or 112/)
      expect(result.nextSteps?.[0]).toMatch(SAFETY_STEP)
      expect(result.nextSteps?.[1]).toMatch(/^Go to the nearest health facility now/)
    })
  })

  it.each([
    [0, /have not made daily life difficult/],
    [1, /somewhat difficult/],
    [2, /very difficult/],
    [3, /extremely difficult/],
  ])('reports difficulty answer %i as impact without adding it to the total', (difficulty, impact) => {
    const result = score([1, 1, 0, 0, 0, 0, 0, 0, 0], { difficulty })
    expect(result.totalScore).toBe(2)
    expect(result.impact).toMatch(impact)
  })

  describe('the "baby blues" note (birth under 2 weeks ago, mild score)', () => {
    it.each([
      [UNDER_2_WEEKS, 4, RANGE.minimal],
      [UNDER_2_WEEKS, 5, RANGE.babyBlues],
      [UNDER_2_WEEKS, 9, RANGE.babyBlues],
      [UNDER_2_WEEKS, 10, RANGE.moderate],
      [WEEKS_2_TO_6, 5, RANGE.mild],
      [WEEKS_6_TO_6_MONTHS, 9, RANGE.mild],
    ])('birth option %i, total %i', (when, total, text) => {
      const result = score(itemsTotalling(total), { when })
      expect(result.totalScore).toBe(total)
      expect(result.overallInterpretation).toMatch(text)
    })
  })

  describe('danger signs in the mother', () => {
    it.each(MOTHER_TEXTS.map((text, index) => [index, text] as const))('sign %i sets "Danger sign: seek care now" and shows its message', (sign, text) => {
      // 2 + 2 + 2 + 2 + 2 + 2 + 0 + 0 + 0 = 12, moderate range
      const result = score([2, 2, 2, 2, 2, 2, 0, 0, 0], { mother: [sign] })
      expect(result).toMatchObject({ totalScore: 12, grade: DANGER_GRADE, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(text)])
      expect(result.dangerSigns?.[0]).toMatch(/nearest (health )?facility (now|today)/)
      expect(result.overallInterpretation).toMatch(RANGE.moderate)
      expect(result.nextSteps?.[0]).toMatch(/^Go to the nearest health facility now.*999 or 112/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })
  })

  describe('danger signs in the baby', () => {
    it.each(BABY_TEXTS.map((text, index) => [index, text] as const))('sign %i sets "Danger sign: seek care now" and shows its message', (sign, text) => {
      const result = score(itemsTotalling(0), { baby: [sign] })
      expect(result).toMatchObject({ totalScore: 0, grade: DANGER_GRADE, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(text)])
      expect(result.dangerSigns?.[0]).toMatch(/Take your baby to the nearest health facility now/)
      expect(result.overallInterpretation).toMatch(RANGE.minimal)
    })

    it.each([
      ['"None of these"', [BABY_NONE]],
      ['"This question does not apply to me"', [BABY_NOT_APPLICABLE]],
    ])('%s shows no danger sign and keeps the PHQ-9 grade', (_case, baby) => {
      const result = score(itemsTotalling(5), { baby })
      expect(result).toMatchObject({ totalScore: 5, grade: 'Mild depression' })
      expect(result.dangerSigns).toBeUndefined()
    })
  })

  describe('postpartum psychosis and thoughts of harming the baby: same-day care', () => {
    const PSYCHOSIS = /^Seeing or hearing things others cannot.*postpartum psychosis\. It is a medical emergency.*Get care today \(the same day\).*do not stay alone with the baby.*999 or 112/
    const HARM_TO_BABY_TEXT = /^Thoughts of harming your baby need help today \(the same day\).*another adult to stay with you and the baby.*999 or 112/

    it.each([
      ['seeing or hearing things, strange beliefs', [HEARING_OR_BELIEVING]],
      ['confusion or a sudden change', [CONFUSED_OR_CHANGED]],
      ['both', [HEARING_OR_BELIEVING, CONFUSED_OR_CHANGED]],
    ])('%s: "Danger sign: seek care now" with one postpartum-psychosis message, even with a minimal mood score', (_case, mind) => {
      const result = score(itemsTotalling(2), { mind })
      expect(result).toMatchObject({ totalScore: 2, grade: DANGER_GRADE, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(PSYCHOSIS)])
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.suicideRisk).toBeUndefined()
    })

    it('thoughts of harming the baby: the danger sign, the crisis contacts (Risk of Harm) with Childline, whatever the score', () => {
      const result = score(itemsTotalling(0), { mind: [HARM_TO_BABY] })
      expect(result).toMatchObject({ totalScore: 0, grade: DANGER_GRADE, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(HARM_TO_BABY_TEXT)])
      expect(result.suicideRisk).toMatch(/thoughts of harming your baby.*999 or 112 now.*Childline Kenya \(116\)/)
    })

    it('thoughts of harming the baby and of self-harm: both in Risk of Harm, the self-harm words first', () => {
      const result = score([0, 0, 0, 0, 0, 0, 0, 0, 1], { mind: [HARM_TO_BABY] })
      expect(result.suicideRisk).toMatch(/^You said thoughts of being better off dead.*You said you have had thoughts of harming your baby/)
    })

    it('"None of these" adds nothing and keeps the PHQ-9 grade', () => {
      const result = score(itemsTotalling(5), { mind: [MIND_NONE] })
      expect(result).toMatchObject({ totalScore: 5, grade: 'Mild depression' })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.suicideRisk).toBeUndefined()
    })

    it('lists the mother\'s body signs, then her mind\'s, then the baby\'s', () => {
      const result = score(itemsTotalling(3), { mother: [1], mind: [HEARING_OR_BELIEVING, HARM_TO_BABY], baby: [0] })
      expect(result.dangerSigns).toEqual([
        expect.stringMatching(MOTHER_TEXTS[1]!), expect.stringMatching(PSYCHOSIS), expect.stringMatching(HARM_TO_BABY_TEXT), expect.stringMatching(BABY_TEXTS[0]!),
      ])
    })
  })

  it('lists the mother\'s signs, then the baby\'s, in order', () => {
    const result = score(itemsTotalling(16), { mother: [0, 6], baby: [2, 5] })
    // 3 + 3 + 3 + 3 + 3 + 1 = 16 on items 1-6, moderately severe range
    expect(result).toMatchObject({ totalScore: 16, grade: DANGER_GRADE })
    expect(result.dangerSigns).toEqual([MOTHER_TEXTS[0], MOTHER_TEXTS[6], BABY_TEXTS[2], BABY_TEXTS[5]].map((text) => expect.stringMatching(text!)))
    expect(result.overallInterpretation).toMatch(RANGE.moderatelySevere)
  })

  it('lists the PHQ-9 questions and options exactly as in the published PHQ-9, then the postnatal questions', () => {
    expect(postnatal.questions.map((question) => question.id)).toEqual([
      'phq-1', 'phq-2', 'phq-3', 'phq-4', 'phq-5', 'phq-6', 'phq-7', 'phq-8', 'phq-9', 'phq-10',
      'pn-when', 'pn-mother-signs', 'pn-baby-signs', 'pn-mind-signs',
    ])
    expect(postnatal.questions.slice(0, 10)).toEqual(depression.questions)
    expect(postnatal.questions[0]?.options?.map((option) => [option.text, option.score])).toEqual([
      ['Not at all', 0], ['Several days', 1], ['More than half the days', 2], ['Nearly every day', 3],
    ])
    expect(postnatal.questions[8]?.question).toBe('Thoughts that you would be better off dead or of hurting yourself in some way')
    expect(postnatal.questions.slice(10).every((question) => question.options?.every((option) => option.score === 0))).toBe(true)
    expect(postnatal.audience).toMatchObject({ sex: 'female' })
  })
})
