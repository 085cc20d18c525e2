/**
 * Pregnancy health checklist (not a validated scale), worked by hand from the rules it is built on:
 * WHO recommendations on antenatal care for a positive pregnancy experience (2016) and the danger
 * signs of the Kenya MCH Handbook.
 *
 * Visits due = WHO 2016 contacts whose week has passed: first by 12 weeks, then 20, 26, 30, 34, 36,
 * 38 and 40 (so weeks > 12 → 1, > 20 → 2, > 26 → 3, > 30 → 4, > 34 → 5, > 36 → 6, > 38 → 7, > 40 → 8).
 * Total = gaps, each 1 (0 to 8): fewer visits than due; once the first visit is due (over 12 weeks)
 * or has happened, each of iron-folic acid, HIV/syphilis/hepatitis B tests, a blood pressure check
 * and tetanus vaccine not received; no ultrasound from 24 weeks; no birth plan from 28 weeks; no
 * treated net at any stage. Bands: 0 "On track" (green), 1-8 "Gaps in antenatal care" (orange).
 * Grade rule: any danger sign (including severe vomiting: cannot keep food or fluids down) → "Danger
 * sign: seek care now" (red-orange), one dangerSigns message per sign, whatever the total. An
 * unscored mood question: "More than half the days" or more puts a PHQ-9 step first. Extra first steps: no visit yet; 41 weeks or more.
 */
import { describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const anc = loadCatalogTest('pregnancy-health')

const NO_DANGER_SIGN = 12
// preg-care options
const IRON = 0
const TESTS = 1
const BLOOD_PRESSURE = 2
const TETANUS = 3
const ULTRASOUND = 4
const BIRTH_PLAN = 5
const NET = 6
const NONE_YET = 7
const ALL_CARE = [IRON, TESTS, BLOOD_PRESSURE, TETANUS, ULTRASOUND, BIRTH_PLAN, NET]
const allCareBut = (missing: number) => ALL_CARE.filter((item) => item !== missing)

// preg-mood options
const MOOD_NOT_AT_ALL = 0

type Pregnancy = { weeks: number; visits: number; care?: number[]; danger?: number[]; mood?: number }

function answersFor({ weeks, visits, care = ALL_CARE, danger = [NO_DANGER_SIGN], mood = MOOD_NOT_AT_ALL }: Pregnancy): Answer[] {
  return answersById(anc, { 'preg-weeks': weeks, 'preg-danger': danger, 'preg-visits': visits, 'preg-care': care, 'preg-mood': mood })
}

const score = (pregnancy: Pregnancy) => interpret(anc, answersFor(pregnancy))

const WEEKS = 'Weeks pregnant'
const VISITS = 'ANC visits so far'
const DUE = 'ANC visits due by now (WHO schedule of 8)'

const AREA = {
  behind: /^Fewer ANC visits than WHO's schedule suggests/,
  iron: /^No daily iron and folic acid tablets yet/,
  tests: /^No tests yet for HIV, syphilis and hepatitis B/,
  bloodPressure: /^No blood pressure check yet/,
  tetanus: /^No tetanus vaccine yet/,
  ultrasound: /^No ultrasound scan yet/,
  birthPlan: /^No birth plan yet/,
  net: /^Not sleeping under a treated mosquito net/,
}
const FIRST_VISIT_STEP = /^Book your first antenatal \(ANC\) visit now/
const WEEK_41_STEP = /^At 41 weeks or more, go to your clinic or hospital today/

const DANGER_TEXTS = [
  /^Bleeding from the vagina in pregnancy.*afterbirth \(placenta\)/,
  /^A severe headache that does not go away.*pre-eclampsia/,
  /^Blurred vision, seeing spots or feeling dizzy/,
  /^Fits \(convulsions\), fainting or losing consciousness in pregnancy is an emergency/,
  /^A fever in pregnancy can be malaria/,
  /^Severe pain in the belly in pregnancy/,
  /^When the baby moves less than usual/,
  /^Water breaking or fluid leaking.*bag of waters/,
  /^Swelling of the face or hands.*pre-eclampsia/,
  /^Difficulty breathing in pregnancy/,
  /^Feeling extremely tired or weak, or looking very pale.*severe anaemia/,
  /^Severe vomiting, when you cannot keep food or fluids down.*hyperemesis gravidarum/,
]
const MOOD_STEP = /^You said you have often felt down, or lost interest in things.*PHQ-9, at \/tests\/depression.*ANC nurse or midwife/

describe('pregnancy health (WHO ANC 2016 + Kenya MCH danger signs checklist)', () => {
  describe('bands', () => {
    it('10 weeks, 1 visit, all care: 0 gaps, "On track" (green)', () => {
      // due 0 (10 is not past 12); 1 visit ≥ 0; first visit happened, all first-visit care received;
      // ultrasound not due before 24, birth plan not due before 28; net ticked → 0
      const result = score({ weeks: 10, visits: 1 })
      expect(result).toMatchObject({
        testCode: 'SR-005', totalScore: 0, expectedTotalScore: 8, grade: 'On track', tone: 'green',
        description: expect.stringMatching(/no danger signs, and no gaps/),
      })
      expect(result.detailedAnalysis).toEqual({ [WEEKS]: 10, [VISITS]: 1, [DUE]: 0 })
      expect(result.problemAreas).toBeUndefined()
      expect(result.dangerSigns).toBeUndefined()
      expect(result.services).toBeUndefined()
      expect(result.nextSteps?.[0]).toMatch(/^Keep going to every ANC visit/)
      expect(result.overallInterpretation).toMatch(/at least 8 antenatal contacts: the first by 12 weeks, then at about 20, 26, 30, 34, 36, 38 and 40 weeks/)
    })

    it('10 weeks, 1 visit, everything but the net: 1 gap, "Gaps in antenatal care" (orange)', () => {
      const result = score({ weeks: 10, visits: 1, care: allCareBut(NET) })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Gaps in antenatal care', tone: 'orange' })
      expect(result.problemAreas).toEqual([expect.stringMatching(AREA.net)])
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.nextSteps?.[0]).toMatch(/^Go to your nearest ANC clinic or health centre this week/)
    })

    it('30 weeks, no visit, no care: the maximum of 8 gaps', () => {
      // due 3 (past 12, 20, 26; not past 30); 0 < 3 behind 1; first visit due (30 > 12): iron 1 + tests 1
      // + blood pressure 1 + tetanus 1; ultrasound (30 ≥ 24) 1; birth plan (30 ≥ 28) 1; net 1 → 8
      const result = score({ weeks: 30, visits: 0, care: [NONE_YET] })
      expect(result).toMatchObject({ totalScore: 8, grade: 'Gaps in antenatal care', tone: 'orange' })
      expect(result.detailedAnalysis).toEqual({ [WEEKS]: 30, [VISITS]: 0, [DUE]: 3 })
      expect(result.problemAreas).toEqual(Object.values(AREA).map((text) => expect.stringMatching(text)))
      expect(result.nextSteps?.[0]).toMatch(FIRST_VISIT_STEP)
    })
  })

  describe('visits due on the WHO 2016 schedule', () => {
    it.each([
      [1, 0], [12, 0], [13, 1], [20, 1], [21, 2], [26, 2], [27, 3], [30, 3], [31, 4],
      [34, 4], [35, 5], [36, 5], [37, 6], [38, 6], [39, 7], [40, 7], [41, 8], [42, 8],
    ])('at %i weeks, %i visits are due; that many is on track, one fewer is behind', (weeks, due) => {
      // all care ticked, so "behind" is the only possible gap
      const onTime = score({ weeks, visits: due })
      expect(onTime.detailedAnalysis?.[DUE]).toBe(due)
      expect(onTime.totalScore).toBe(0)
      if (due > 0) {
        const behind = score({ weeks, visits: due - 1 })
        expect(behind).toMatchObject({ totalScore: 1, grade: 'Gaps in antenatal care' })
        expect(behind.problemAreas).toEqual([expect.stringMatching(AREA.behind)])
      }
    })

    it('counts more visits than due as on track', () => {
      expect(score({ weeks: 21, visits: 5 })).toMatchObject({ totalScore: 0, grade: 'On track' })
    })
  })

  describe('each item of care, missing when due (30 weeks, 3 visits: nothing else missing)', () => {
    it.each([
      ['iron and folic acid', IRON, AREA.iron],
      ['HIV, syphilis and hepatitis B tests', TESTS, AREA.tests],
      ['blood pressure check', BLOOD_PRESSURE, AREA.bloodPressure],
      ['tetanus vaccine', TETANUS, AREA.tetanus],
      ['ultrasound scan', ULTRASOUND, AREA.ultrasound],
      ['birth plan', BIRTH_PLAN, AREA.birthPlan],
      ['treated net', NET, AREA.net],
    ])('no %s: 1 gap', (_case, missing, area) => {
      const result = score({ weeks: 30, visits: 3, care: allCareBut(missing) })
      expect(result).toMatchObject({ totalScore: 1, grade: 'Gaps in antenatal care' })
      expect(result.problemAreas).toEqual([expect.stringMatching(area)])
    })
  })

  describe('when care becomes due', () => {
    it.each([
      // weeks, visits, care, total, why
      [8, 0, [NET], 0, 'nothing due at 8 weeks before a first visit'],
      [8, 0, [NONE_YET], 1, 'the net counts at any stage'],
      [12, 0, [NET], 0, 'first visit not yet due at 12 weeks'],
      [13, 0, [NET], 5, 'past 12 weeks: behind 1 + iron, tests, blood pressure, tetanus 4'],
      [12, 1, [NET], 4, 'a first visit took place: iron, tests, blood pressure, tetanus 4'],
      [23, 2, allCareBut(ULTRASOUND), 0, 'no scan at 23 weeks: not yet a gap'],
      [24, 2, allCareBut(ULTRASOUND), 1, 'no scan at 24 weeks: a gap'],
      [27, 3, allCareBut(BIRTH_PLAN), 0, 'no birth plan at 27 weeks: not yet a gap'],
      [28, 3, allCareBut(BIRTH_PLAN), 1, 'no birth plan at 28 weeks: a gap'],
    ])('%i weeks, %i visits, care %j: %i (%s)', (weeks, visits, care, total) => {
      const result = score({ weeks, visits, care })
      expect(result.totalScore).toBe(total)
      expect(result.grade).toBe(total === 0 ? 'On track' : 'Gaps in antenatal care')
    })
  })

  describe('grade rule: danger signs', () => {
    it.each(DANGER_TEXTS.map((text, index) => [index, text] as const))('danger sign %i alone: "Danger sign: seek care now", with its message', (sign, text) => {
      const result = score({ weeks: 10, visits: 1, danger: [sign] })
      expect(result).toMatchObject({ totalScore: 0, grade: 'Danger sign: seek care now', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(text)])
      expect(result.dangerSigns?.[0]).toMatch(/nearest health facility now/)
      expect(result.nextSteps?.[0]).toMatch(/^Go to the nearest health facility now.*999 or 112/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it('lists every danger sign ticked, in order, and still counts the gaps', () => {
      // bleeding, reduced movement, leaking water; 30 weeks, 0 visits, no care → 8 gaps
      const result = score({ weeks: 30, visits: 0, care: [NONE_YET], danger: [0, 6, 7] })
      expect(result).toMatchObject({ totalScore: 8, grade: 'Danger sign: seek care now' })
      expect(result.dangerSigns).toEqual([0, 6, 7].map((index) => expect.stringMatching(DANGER_TEXTS[index]!)))
      expect(result.problemAreas).toHaveLength(8)
      expect(result.nextSteps?.[0]).toMatch(FIRST_VISIT_STEP)
      expect(result.nextSteps?.[1]).toMatch(/^Go to the nearest health facility now/)
    })

    it('shows no danger sign for "None of these"', () => {
      expect(score({ weeks: 10, visits: 1 }).dangerSigns).toBeUndefined()
    })
  })

  describe('the mood question (unscored)', () => {
    it.each([
      [0, false], [1, false], [2, true], [3, true],
    ])('answer %i: mood step first: %s; the total and grade are unchanged', (mood, stepShown) => {
      const result = score({ weeks: 10, visits: 1, mood })
      expect(result).toMatchObject({ totalScore: 0, grade: 'On track' })
      expect(MOOD_STEP.test(result.nextSteps?.[0] ?? '')).toBe(stepShown)
    })

    it('asks the mood question last, with four frequency answers that score nothing', () => {
      const question = anc.questions.at(-1)
      expect(question?.id).toBe('preg-mood')
      expect(question?.options?.map((option) => [option.text, option.score])).toEqual([
        ['Not at all', 0], ['Several days', 0], ['More than half the days', 0], ['Nearly every day', 0],
      ])
    })
  })

  describe('extra first steps', () => {
    it.each([
      [10, 0, [FIRST_VISIT_STEP]],
      [10, 1, []],
      [40, 7, []],
      [41, 8, [WEEK_41_STEP]],
      [42, 8, [WEEK_41_STEP]],
      [41, 0, [FIRST_VISIT_STEP, WEEK_41_STEP]],
    ])('%i weeks and %i visits', (weeks, visits, steps) => {
      const result = score({ weeks, visits })
      const bandSteps = anc.scoring.bands[result.totalScore === 0 ? 0 : 1]!.nextSteps
      expect(result.nextSteps?.slice(0, steps.length)).toEqual(steps.map((step) => expect.stringMatching(step)))
      expect(result.nextSteps?.slice(steps.length)).toEqual(bandSteps)
    })
  })

  it('lists the questions and the danger signs in order', () => {
    expect(anc.questions.map((question) => question.id)).toEqual(['preg-weeks', 'preg-danger', 'preg-visits', 'preg-care', 'preg-mood'])
    const danger = anc.questions[1]?.options ?? []
    expect(danger).toHaveLength(13)
    expect(danger[11]).toMatchObject({ text: 'Severe vomiting: you cannot keep food or fluids down' })
    expect(danger[NO_DANGER_SIGN]).toMatchObject({ text: 'None of these', exclusive: true })
    expect(anc.questions[3]?.options?.[NONE_YET]).toMatchObject({ text: 'None of these yet', exclusive: true })
    expect(anc.audience?.sex).toBe('female')
  })
})
