/**
 * Menstrual health checklist (not a validated scale), worked by hand from the rules it is built on:
 * FIGO AUB System 1, 2018 revision (normal limits: cycle 24-38 days; bleeding 8 days or fewer;
 * shortest-to-longest cycle variation up to 7 days at ages 26-41 and up to 9 days at 18-25 and 42-45,
 * which we also apply from 46; volume as judged by the woman; no bleeding between periods, after sex,
 * or after menopause; absent = no period for 90 days) and NICE NG88 (heavy menstrual bleeding judged
 * from the woman's account and its effect on her life).
 *
 * Total = number of findings, each 1: frequent (<24 days) or infrequent (>38 days) cycle, bleeding
 * over 8 days, irregular for age, heavy (judged heavy, or any sign of heavy loss), disabling pain,
 * bleeding between periods, bleeding after sex, absent periods, bleeding after menopause. 0 to 7.
 * Bands: 0 "Within normal limits" (green), 1-7 "Outside normal limits" (yellow).
 * Grade rules, in order: a danger sign (soaking a pad hourly for 2+ hours, fainting, bleeding or
 * severe belly pain in a possible pregnancy) → "Seek care today"; bleeding after menopause, after
 * sex, or a bleeding problem (heavy, long, frequent, between periods) with anaemia signs → "See a
 * doctor soon"; possible pregnancy → "Pregnancy possible: periods not assessed"; menopause →
 * "No bleeding after menopause"; after a birth with no finding → "Expected after a birth".
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const figo = loadCatalogTest('menstrual-health')

// mens-age options
const AGE_18_25 = 0
const AGE_26_41 = 1
const AGE_42_45 = 2
const AGE_46_UP = 3
// mens-status options
const HAS_PERIODS = 0
const STOPPED_3_MONTHS = 1
const AFTER_BIRTH = 2
const MENOPAUSE = 3
const MAYBE_PREGNANT = 4
// mens-frequency options
const UNDER_24 = 0
const DAYS_24_38 = 1
const OVER_38 = 2
const CHANGES_TOO_MUCH = 3
const FREQUENCY_UNKNOWN = 4
// mens-variation options
const UP_TO_7 = 0
const EIGHT_OR_9 = 1
const TEN_OR_MORE = 2
const VARIATION_UNKNOWN = 3
// mens-volume options
const LIGHT = 0
const NORMAL = 1
const HEAVY = 2
// multi-select options
const FLOODING = 0
const CLOTS = 1
const EVERY_2_HOURS = 2
const AT_NIGHT = 3
const NO_HEAVY_SIGN = 4
const BETWEEN_PERIODS = 0
const AFTER_SEX = 1
const NO_OTHER_BLEEDING = 2
const SOAKING = 0
const FAINTING = 1
const TIRED = 2
const DIZZY = 3
const PALE = 4
const NO_SYMPTOM = 5
const PREGNANCY_BLEEDING = 0
const PREGNANCY_PAIN = 1
const NEITHER = 2

type Periods = {
  age?: number
  frequency?: number
  duration?: number // 0: 8 days or fewer, 1: more than 8
  variation?: number
  volume?: number
  heavySigns?: number[]
  pain?: number // 0 none/mild, 1 hurts but carry on, 2 stops activities
  impact?: number // 0 no, 1 sometimes, 2 often
  other?: number[]
  symptoms?: number[]
}

/** A woman who has periods (status 0); the defaults are all within normal limits. */
function periods(p: Periods = {}): Answer[] {
  return answersById(figo, {
    'mens-age': p.age ?? AGE_26_41,
    'mens-status': HAS_PERIODS,
    'mens-frequency': p.frequency ?? DAYS_24_38,
    'mens-duration': p.duration ?? 0,
    'mens-variation': p.variation ?? UP_TO_7,
    'mens-volume': p.volume ?? NORMAL,
    'mens-heavy-signs': p.heavySigns ?? [NO_HEAVY_SIGN],
    'mens-pain': p.pain ?? 0,
    'mens-impact': p.impact ?? 0,
    'mens-other-bleeding': p.other ?? [NO_OTHER_BLEEDING],
    'mens-symptoms': p.symptoms ?? [NO_SYMPTOM],
  })
}

/** No periods for 3 months or more (1), or none yet after a birth (2): other bleeding, then symptoms. */
function noPeriods(status: number, other = [NO_OTHER_BLEEDING], symptoms = [NO_SYMPTOM]): Answer[] {
  return answersById(figo, { 'mens-age': AGE_26_41, 'mens-status': status, 'mens-other-bleeding': other, 'mens-symptoms': symptoms })
}

function menopause(bleeding: boolean, symptoms = [NO_SYMPTOM]): Answer[] {
  return answersById(figo, { 'mens-age': AGE_46_UP, 'mens-status': MENOPAUSE, 'mens-after-menopause': bleeding ? 1 : 0, 'mens-symptoms': symptoms })
}

function pregnant(signs = [NEITHER], symptoms = [NO_SYMPTOM]): Answer[] {
  return answersById(figo, { 'mens-age': AGE_18_25, 'mens-status': MAYBE_PREGNANT, 'mens-pregnancy': signs, 'mens-symptoms': symptoms })
}

const score = (answers: Answer[]) => interpret(figo, answers)

const FREQUENT = 'Frequent periods: your cycle is shorter than 24 days.'
const INFREQUENT = 'Infrequent periods: your cycle is longer than 38 days.'
const LONG = 'Long periods: bleeding lasts more than 8 days.'
const IRREGULAR = /^Irregular cycles: your cycle length varies more than the normal limit for your age/
const HEAVY_AREA = /^Heavy periods: you describe your bleeding as heavy/
const PAIN = 'Period pain that stops your usual activities, or that painkillers do not ease.'
const BETWEEN = 'Bleeding or spotting between periods.'
const SEX = 'Bleeding during or after sex.'
const ABSENT = 'Absent periods: no period for 3 months or more without a pregnancy.'
const AFTER_MENOPAUSE = 'Bleeding after menopause.'

const ANAEMIA_RISK = /^Signs that can come with anaemia/
const IRON_RISK = /^Heavy, long or frequent periods can lead to iron-deficiency anaemia/
const CERVIX_RISK = /^Bleeding between periods or after sex can come from the cervix/
const ANAEMIA_STEP = /can come with anaemia \(low blood\)\. Ask a health worker or a lab for a haemoglobin/

const DANGER = {
  soaking: /soaking through a pad or more every hour for 2 hours or more/,
  fainting: /fainted or nearly fainted/,
  pregnancyBleeding: /bleeding while you are, or might be, pregnant/,
  pregnancyPain: /ectopic pregnancy/,
  afterMenopause: /Bleeding after menopause always needs a doctor's check/,
}

describe('menstrual health (FIGO AUB System 1 + NICE NG88 checklist)', () => {
  describe('bands', () => {
    it('counts no finding when every answer is within FIGO limits: 0, "Within normal limits" (green)', () => {
      // 24-38 days 0 + 8 days or fewer 0 + up to 7 days apart 0 + normal volume, no heavy sign 0
      // + no disabling pain 0 + no other bleeding 0 = 0
      const result = score(periods())
      expect(result).toMatchObject({
        testCode: 'SR-004', totalScore: 0, expectedTotalScore: 7, grade: 'Within normal limits', tone: 'green',
        description: expect.stringMatching(/within the normal limits doctors use for periods/),
      })
      expect(result.nextSteps?.[0]).toMatch(/Keep a simple record of your periods/)
      expect(result.problemAreas).toBeUndefined()
      expect(result.healthRisks).toBeUndefined()
      expect(result.dangerSigns).toBeUndefined()
      expect(result.services).toBeUndefined()
      expect(result.impact).toBe('You said your periods do not get in the way of your daily life.')
      expect(result.overallInterpretation).toMatch(/^Doctors judge periods by four things \(the FIGO system\)/)
    })

    it('counts one finding as 1, "Outside normal limits" (yellow), with a doctor and a lab check offered', () => {
      // cycle under 24 days 1, everything else 0 = 1
      const result = score(periods({ frequency: UNDER_24 }))
      expect(result).toMatchObject({ totalScore: 1, grade: 'Outside normal limits', tone: 'yellow' })
      expect(result.problemAreas).toEqual([FREQUENT])
      expect(result.healthRisks).toEqual([expect.stringMatching(IRON_RISK)])
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
      expect(result.nextSteps?.[0]).toMatch(/Book a visit with a doctor or a women's health/)
    })

    it('reaches 6, the highest total the band shows (a 7th finding, bleeding after sex, sets "See a doctor soon")', () => {
      // under 24 days 1 + over 8 days 1 + 10+ days apart 1 + heavy 1 + disabling pain 1 + between periods 1 = 6
      const result = score(periods({
        frequency: UNDER_24, duration: 1, variation: TEN_OR_MORE, volume: HEAVY, pain: 2, other: [BETWEEN_PERIODS],
      }))
      expect(result).toMatchObject({ totalScore: 6, grade: 'Outside normal limits', tone: 'yellow' })
      expect(result.problemAreas).toEqual([FREQUENT, LONG, expect.stringMatching(IRREGULAR), expect.stringMatching(HEAVY_AREA), PAIN, BETWEEN])
      expect(result.healthRisks).toEqual([expect.stringMatching(IRON_RISK), expect.stringMatching(CERVIX_RISK)])
    })

    it('reaches the maximum of 7 only with bleeding after sex, which the "See a doctor soon" rule grades', () => {
      // the 6 above + bleeding after sex 1 = 7
      const result = score(periods({
        frequency: UNDER_24, duration: 1, variation: TEN_OR_MORE, volume: HEAVY, pain: 2, other: [BETWEEN_PERIODS, AFTER_SEX],
      }))
      expect(result).toMatchObject({ totalScore: 7, expectedTotalScore: 7, grade: 'See a doctor soon', tone: 'orange' })
      expect(result.problemAreas).toHaveLength(7)
      expect(result.problemAreas?.[6]).toBe(SEX)
    })
  })

  describe('each FIGO limit', () => {
    it.each([
      ['cycle under 24 days', { frequency: UNDER_24 }, 1, [FREQUENT]],
      ['cycle over 38 days', { frequency: OVER_38 }, 1, [INFREQUENT]],
      ['cycle "changes too much to say" (judged by regularity instead)', { frequency: CHANGES_TOO_MUCH }, 0, undefined],
      ['cycle length not known', { frequency: FREQUENCY_UNKNOWN }, 0, undefined],
      ['bleeding more than 8 days', { duration: 1 }, 1, [LONG]],
      ['light bleeding', { volume: LIGHT }, 0, undefined],
      ['pain that hurts but does not stop the day', { pain: 1 }, 0, undefined],
      ['pain that stops usual activities', { pain: 2 }, 1, [PAIN]],
      ['bleeding between periods', { other: [BETWEEN_PERIODS] }, 1, [BETWEEN]],
    ] as const)('%s: total %i', (_case, change, total, areas) => {
      const result = score(periods(change as Periods))
      expect(result.totalScore).toBe(total)
      expect(result.grade).toBe(total === 0 ? 'Within normal limits' : 'Outside normal limits')
      expect(result.problemAreas).toEqual(areas)
    })

    it.each([
      // FIGO 2018: regular when shortest and longest cycles are up to 7 days apart at 26-41, up to 9 at 18-25 and 42-45.
      ['18-25', AGE_18_25, UP_TO_7, 0],
      ['18-25', AGE_18_25, EIGHT_OR_9, 0],
      ['18-25', AGE_18_25, TEN_OR_MORE, 1],
      ['18-25', AGE_18_25, VARIATION_UNKNOWN, 0],
      ['26-41', AGE_26_41, UP_TO_7, 0],
      ['26-41', AGE_26_41, EIGHT_OR_9, 1],
      ['26-41', AGE_26_41, TEN_OR_MORE, 1],
      ['26-41', AGE_26_41, VARIATION_UNKNOWN, 0],
      ['42-45', AGE_42_45, UP_TO_7, 0],
      ['42-45', AGE_42_45, EIGHT_OR_9, 0],
      ['42-45', AGE_42_45, TEN_OR_MORE, 1],
      // 46 and over: FIGO gives no limit; the 9-day limit of 42-45 is carried on.
      ['46+', AGE_46_UP, EIGHT_OR_9, 0],
      ['46+', AGE_46_UP, TEN_OR_MORE, 1],
    ])('age %s with variation option %i: irregular counts %i', (_ages, age, variation, total) => {
      const result = score(periods({ age, variation }))
      expect(result.totalScore).toBe(total)
      const irregular = (result.problemAreas ?? []).some((text) => IRREGULAR.test(text))
      expect(irregular).toBe(total === 1)
    })

    it('explains the years before menopause to women aged 46 and over', () => {
      const result = score(periods({ age: AGE_46_UP }))
      expect(result).toMatchObject({ totalScore: 0, grade: 'Within normal limits' })
      expect(result.overallInterpretation).toMatch(/^In the years before menopause .* cycles often become irregular/)
    })
  })

  describe('heavy bleeding (NICE NG88) counts once', () => {
    it.each([
      ['judged heavy', { volume: HEAVY }],
      ['flooding', { heavySigns: [FLOODING] }],
      ['clots over 2.5 cm', { heavySigns: [CLOTS] }],
      ['changing every 2 hours or more often', { heavySigns: [EVERY_2_HOURS] }],
      ['changing at night or double protection', { heavySigns: [AT_NIGHT] }],
      ['all four signs and judged heavy', { volume: HEAVY, heavySigns: [FLOODING, CLOTS, EVERY_2_HOURS, AT_NIGHT] }],
    ] as const)('%s: total 1, "Heavy periods"', (_case, change) => {
      const result = score(periods(change as Periods))
      expect(result).toMatchObject({ totalScore: 1, grade: 'Outside normal limits' })
      expect(result.problemAreas).toEqual([expect.stringMatching(HEAVY_AREA)])
      expect(result.healthRisks).toEqual([expect.stringMatching(IRON_RISK)])
    })
  })

  describe('impact on daily life (unscored)', () => {
    it.each([
      [0, /^You said your periods do not get in the way/],
      [1, /^You said your periods sometimes get in the way/],
      [2, /^You said your periods often get in the way.*what NICE calls heavy menstrual bleeding/],
    ])('impact option %i', (impact, text) => {
      const result = score(periods({ impact }))
      expect(result.totalScore).toBe(0)
      expect(result.impact).toMatch(text)
    })
  })

  describe('grade rule: "Seek care today" (danger signs)', () => {
    it.each([
      ['soaking a pad every hour', periods({ symptoms: [SOAKING] }), 0, [DANGER.soaking]],
      ['fainting', periods({ symptoms: [FAINTING] }), 0, [DANGER.fainting]],
      ['soaking and fainting with heavy periods', periods({ volume: HEAVY, symptoms: [SOAKING, FAINTING] }), 1, [DANGER.soaking, DANGER.fainting]],
      ['bleeding in a possible pregnancy', pregnant([PREGNANCY_BLEEDING]), 0, [DANGER.pregnancyBleeding]],
      ['severe belly pain in a possible pregnancy', pregnant([PREGNANCY_PAIN]), 0, [DANGER.pregnancyPain]],
      ['both in a possible pregnancy', pregnant([PREGNANCY_BLEEDING, PREGNANCY_PAIN]), 0, [DANGER.pregnancyBleeding, DANGER.pregnancyPain]],
    ])('%s (total %i)', (_case, answers, total, danger) => {
      const result = score(answers)
      expect(result).toMatchObject({ totalScore: total, grade: 'Seek care today', tone: 'red-orange' })
      expect(result.dangerSigns).toEqual(danger.map((text) => expect.stringMatching(text)))
      expect(result.dangerSigns?.every((text) => /health facility/.test(text))).toBe(true)
      expect(result.nextSteps?.[0]).toMatch(/^Go to the nearest health facility now/)
      expect(result.nextSteps?.join(' ')).toMatch(/999 or 112/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it('comes before "See a doctor soon": bleeding after menopause with fainting', () => {
      const result = score(menopause(true, [FAINTING]))
      // bleeding after menopause 1 = 1
      expect(result).toMatchObject({ totalScore: 1, grade: 'Seek care today' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(DANGER.fainting), expect.stringMatching(DANGER.afterMenopause)])
    })
  })

  describe('grade rule: "See a doctor soon"', () => {
    it('bleeding after menopause: total 1, a danger-sign message to see a doctor within 2 weeks', () => {
      const result = score(menopause(true))
      expect(result).toMatchObject({ totalScore: 1, grade: 'See a doctor soon', tone: 'orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(/within the next 2 weeks/)])
      expect(result.problemAreas).toEqual([AFTER_MENOPAUSE])
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
      expect(result.overallInterpretation).toMatch(/^After menopause/)
    })

    it('bleeding after sex: total 1', () => {
      const result = score(periods({ other: [AFTER_SEX] }))
      expect(result).toMatchObject({ totalScore: 1, grade: 'See a doctor soon', tone: 'orange' })
      expect(result.problemAreas).toEqual([SEX])
      expect(result.healthRisks).toEqual([expect.stringMatching(CERVIX_RISK)])
      expect(result.dangerSigns).toBeUndefined()
    })

    it.each([
      ['heavy', { volume: HEAVY, symptoms: [TIRED] }],
      ['long', { duration: 1, symptoms: [DIZZY] }],
      ['frequent', { frequency: UNDER_24, symptoms: [PALE] }],
      ['between periods', { other: [BETWEEN_PERIODS], symptoms: [TIRED, DIZZY, PALE] }],
    ] as const)('a %s bleeding problem with signs of anaemia (total 1)', (_case, change) => {
      const result = score(periods(change as unknown as Periods))
      expect(result).toMatchObject({ totalScore: 1, grade: 'See a doctor soon', tone: 'orange' })
      expect(result.nextSteps?.[0]).toMatch(ANAEMIA_STEP)
      expect(result.nextSteps?.[1]).toMatch(/^Book a visit with a doctor or a women's health \(gynaecology\) clinic within the next 2 weeks/)
      expect(result.healthRisks?.[0]).toMatch(ANAEMIA_RISK)
    })

    it('not for infrequent periods with anaemia signs (no extra blood loss): "Outside normal limits"', () => {
      const result = score(periods({ frequency: OVER_38, symptoms: [TIRED] }))
      expect(result).toMatchObject({ totalScore: 1, grade: 'Outside normal limits' })
      expect(result.nextSteps?.[0]).toMatch(ANAEMIA_STEP)
    })

    it('not for anaemia signs alone: "Within normal limits", with the blood-test step first', () => {
      const result = score(periods({ symptoms: [PALE] }))
      expect(result).toMatchObject({ totalScore: 0, grade: 'Within normal limits', tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(ANAEMIA_STEP)
      expect(result.nextSteps?.slice(1)).toEqual(figo.scoring.bands[0]?.nextSteps)
      expect(result.healthRisks).toEqual([expect.stringMatching(ANAEMIA_RISK)])
      expect(result.dangerSigns).toBeUndefined()
    })
  })

  describe('the other situations', () => {
    it('a possible pregnancy without bleeding or pain: "Pregnancy possible: periods not assessed" (blue)', () => {
      const result = score(pregnant())
      expect(result).toMatchObject({ totalScore: 0, grade: 'Pregnancy possible: periods not assessed', tone: 'blue' })
      expect(result.overallInterpretation).toMatch(/does not assess a pregnancy/)
      expect(result.nextSteps?.join(' ')).toMatch(/Pregnancy Health check/)
      expect(result.dangerSigns).toBeUndefined()
    })

    it('menopause without bleeding: "No bleeding after menopause" (green)', () => {
      const result = score(menopause(false))
      expect(result).toMatchObject({ totalScore: 0, grade: 'No bleeding after menopause', tone: 'green' })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
    })

    it('periods stopped 3 months or more: absent periods count 1, "Outside normal limits"', () => {
      const result = score(noPeriods(STOPPED_3_MONTHS))
      expect(result).toMatchObject({ totalScore: 1, grade: 'Outside normal limits', tone: 'yellow' })
      expect(result.problemAreas).toEqual([ABSENT])
      expect(result.overallInterpretation).toMatch(/^Periods that stop for 3 months or more/)
    })

    it('periods stopped with bleeding between times: 1 + 1 = 2', () => {
      const result = score(noPeriods(STOPPED_3_MONTHS, [BETWEEN_PERIODS]))
      expect(result).toMatchObject({ totalScore: 2, grade: 'Outside normal limits' })
      expect(result.problemAreas).toEqual([BETWEEN, ABSENT])
    })

    it('no period yet after a birth, no other bleeding: "Expected after a birth" (green), with family planning first', () => {
      const result = score(noPeriods(AFTER_BIRTH))
      expect(result).toMatchObject({ totalScore: 0, grade: 'Expected after a birth', tone: 'green' })
      expect(result.nextSteps?.[0]).toMatch(/pregnant again before your first period returns/)
      expect(result.overallInterpretation).toMatch(/^Periods often take months to come back after a birth/)
    })

    it('no period yet after a birth, with bleeding between times: total 1, "Outside normal limits"', () => {
      const result = score(noPeriods(AFTER_BIRTH, [BETWEEN_PERIODS]))
      expect(result).toMatchObject({ totalScore: 1, grade: 'Outside normal limits' })
      expect(result.problemAreas).toEqual([BETWEEN])
    })
  })

  describe('skip rules', () => {
    it.each([
      ['has periods: every cycle question', periods(), [0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
      ['stopped 3 months: other bleeding and symptoms', noPeriods(STOPPED_3_MONTHS), [0, 1, 11, 12]],
      ['after a birth: other bleeding and symptoms', noPeriods(AFTER_BIRTH), [0, 1, 11, 12]],
      ['menopause: bleeding since, and symptoms', menopause(false), [0, 1, 3, 12]],
      ['possible pregnancy: bleeding or pain, and symptoms', pregnant(), [0, 1, 2, 12]],
    ])('%s', (_case, answers, path) => {
      expect(followPath(figo, answers)).toEqual({ path, problems: [] })
    })

    it('ignores cycle answers passed anyway after "menopause"', () => {
      const stray = answersById(figo, {
        'mens-age': AGE_46_UP, 'mens-status': MENOPAUSE, 'mens-after-menopause': 0,
        'mens-frequency': UNDER_24, 'mens-duration': 1, 'mens-variation': TEN_OR_MORE, 'mens-volume': HEAVY,
        'mens-heavy-signs': [FLOODING], 'mens-pain': 2, 'mens-impact': 2, 'mens-other-bleeding': [AFTER_SEX],
        'mens-pregnancy': [PREGNANCY_BLEEDING], 'mens-symptoms': [NO_SYMPTOM],
      })
      expect(score(stray)).toEqual(score(menopause(false)))
    })
  })

  it('gives the published FIGO limits as the option scores', () => {
    const options = (id: string) => figo.questions.find((question) => question.id === id)?.options?.map((option) => [option.text, option.score])
    expect(figo.questions.map((question) => question.id)).toEqual([
      'mens-age', 'mens-status', 'mens-pregnancy', 'mens-after-menopause', 'mens-frequency', 'mens-duration',
      'mens-variation', 'mens-volume', 'mens-heavy-signs', 'mens-pain', 'mens-impact', 'mens-other-bleeding', 'mens-symptoms',
    ])
    expect(options('mens-frequency')).toEqual([
      ['Fewer than 24 days', 1], ['24 to 38 days', 0], ['More than 38 days', 1], ['It changes too much to say', 0], ["I don't know", 0],
    ])
    expect(options('mens-duration')).toEqual([['8 days or fewer', 0], ['More than 8 days', 1]])
    expect(figo.audience).toMatchObject({ sex: 'female', minAge: 18 })
    expect(figo.source.kind).toBe('guideline-checklist')
  })
})
