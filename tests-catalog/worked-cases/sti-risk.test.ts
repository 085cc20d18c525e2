/**
 * STI and HIV risk checklist worked cases, from the checklist rule (no validated score exists;
 * instruments.md §2.20, WHO 2021 / CDC 2021): 10 risk factors over the last 12 months, 4 about
 * partners and 6 about sex and other exposures, each counting 1 (total 0-10); "None of these" is
 * exclusive. Grades, checked in order: a possible HIV exposure in the last 72 hours → "Possible
 * HIV exposure: act today" (PEP); any symptom → "See a clinician soon"; living with HIV → its own
 * grade; a possible exposure 3 days to 3 months ago with no risk factor ticked → "Higher risk: test
 * and discuss PrEP" (test now and 3 months after it); otherwise total 0 → "Lower risk: routine
 * testing", 1-10 → "Higher risk: test and discuss PrEP". Danger signs: the 72-hour exposure, any
 * symptom, lower-belly pain, testicular pain. Skip rule: "I am living with HIV" jumps over the
 * exposure question. Forced sex (asked of everyone, unscored): any "Yes" puts the gender-violence
 * line 1195 and Childline 116 first; in the last 72 hours it counts as the 72-hour exposure, 3 days
 * to 3 months ago as the 3-day-to-3-month exposure (not for someone living with HIV). Ages 18+.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import type { Answer } from '#schemas/index.ts'
import { answersById, loadCatalogTest, refusalOf } from '#tools/catalog-fixtures.ts'
import crisisContacts from '../crisis-contacts.json'

const sti = loadCatalogTest('sti-risk')

const PARTNERS_NONE = 4
const BEHAVIOUR_NONE = 6
const SYMPTOMS_NONE = 6

const TESTED_LAST_3_MONTHS = 0
const TESTED_OVER_A_YEAR_AGO = 2
const NEVER_TESTED = 3
const LIVING_WITH_HIV = 4
const PREFER_NOT_TO_SAY = 5

const EXPOSED_72_HOURS = 0
const EXPOSED_3_DAYS_TO_3_MONTHS = 1
const EXPOSED_OVER_3_MONTHS = 2
const NEVER_EXPOSED = 3

const LOWER_BELLY = 3
const TESTICLES = 5

// st-forced options
const FORCED_72_HOURS = 0
const FORCED_3_DAYS_TO_3_MONTHS = 1
const FORCED_OVER_3_MONTHS = 2
const NOT_FORCED = 3
const FORCED_PREFER_NOT_TO_SAY = 4

type Person = {
  partners?: number[]
  behaviour?: number[]
  forced?: number
  hivTest?: number
  exposure?: number | null
  symptoms?: number[]
}

/** The defaults: no risk factor, tested in the last 3 months, never exposed, no symptom. */
function answersFor(person: Person): Answer[] {
  const {
    partners = [PARTNERS_NONE], behaviour = [BEHAVIOUR_NONE], forced = NOT_FORCED, hivTest = TESTED_LAST_3_MONTHS,
    exposure = NEVER_EXPOSED, symptoms = [SYMPTOMS_NONE],
  } = person
  return answersById(sti, {
    'st-partners': partners, 'st-behaviour': behaviour, 'st-forced': forced, 'st-hiv-test': hivTest, 'st-exposure': exposure, 'st-symptoms': symptoms,
  })
}
const score = (person: Person) => interpret(sti, answersFor(person))

const LOWER = 'Lower risk: routine testing'
const HIGHER = 'Higher risk: test and discuss PrEP'
const PEP = 'Possible HIV exposure: act today'
const CLINICIAN = 'See a clinician soon'
const LIVING = 'Living with HIV: keep up care and STI checks'

const PEP_SIGN = /^Possible HIV exposure in the last 72 hours: go to the nearest health facility today and ask for PEP/
const SYMPTOM_SIGN = /^You have symptoms that may be caused by a sexually transmitted infection/
const BELLY_SIGN = /^Pain low in the belly can mean a pelvic infection/
const TESTICLE_SIGN = /^Pain or swelling of a testicle needs a health worker today/
const NEVER_TESTED_STEP = /^You have never had an HIV test\. Knowing your status is the first step/

const RISKS = 'Risk factors in the last 12 months (out of 10)'
const SYMPTOM_COUNT = 'Symptoms reported now'

describe('STI and HIV risk checklist', () => {
  describe('bands: number of risk factors', () => {
    it.each([
      // partners, behaviour → total
      ['no risk factor', [PARTNERS_NONE], [BEHAVIOUR_NONE], 0, LOWER, 'green'],
      ['a new partner', [0], [BEHAVIOUR_NONE], 1, HIGHER, 'orange'], //                      1 + 0 = 1
      ['sex without a condom', [PARTNERS_NONE], [0], 1, HIGHER, 'orange'], //                0 + 1 = 1
      ['more than one partner, unknown status, STI treated', [1, 3], [2], 3, HIGHER, 'orange'], // 2 + 1 = 3
      ['every risk factor', [0, 1, 2, 3], [0, 1, 2, 3, 4, 5], 10, HIGHER, 'orange'], //       4 + 6 = 10
    ])('%s', (_case, partners, behaviour, total, grade, tone) => {
      const result = score({ partners, behaviour })
      expect(result).toMatchObject({ testCode: 'SR-002', totalScore: total, expectedTotalScore: 10, grade, tone })
      expect(result.detailedAnalysis).toEqual({ [RISKS]: total, [SYMPTOM_COUNT]: 0 })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.problemAreas).toBeUndefined()
    })

    it('the lower band: routine testing, no services, no health risks', () => {
      const result = score({})
      expect(result.description).toMatch(/None of the risk factors on this checklist applied to you/)
      expect(result.nextSteps?.[0]).toMatch(/test for HIV at least once a year and whenever you have a new partner/)
      expect(result.services).toBeUndefined()
      expect(result.healthRisks).toBeUndefined()
      expect(result.overallInterpretation).toMatch(/It is not a validated score/)
    })

    it('the higher band: test now, PrEP, syphilis and hepatitis B, with services', () => {
      const result = score({ partners: [0] })
      expect(result.nextSteps?.[0]).toMatch(/^Test for HIV now/)
      expect(result.nextSteps?.[1]).toMatch(/Ask a health worker about PrEP/)
      expect(result.nextSteps?.join(' ')).toMatch(/syphilis and hepatitis B tests/)
      expect(result.nextSteps?.join(' ')).toMatch(/PEP must be started within 72 hours/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
    })

    it('lists every risk factor found under Health Risks, in order', () => {
      const result = score({ partners: [0, 1, 2, 3], behaviour: [0, 1, 2, 3, 4, 5] })
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/^A new sexual partner/),
        expect.stringMatching(/^More than one sexual partner/),
        expect.stringMatching(/^A partner who has, or may have, other partners/),
        expect.stringMatching(/^Sex with someone who has HIV or another STI, or whose HIV status you did not know/),
        expect.stringMatching(/^Sex without a condom, or with a condom that failed/),
        expect.stringMatching(/^Sex in exchange for money, gifts or support/),
        expect.stringMatching(/^An STI diagnosis or treatment/),
        expect.stringMatching(/^You took PEP/),
        expect.stringMatching(/^Injecting drugs or sharing needles/),
        expect.stringMatching(/^Sex while drunk or high/),
      ])
    })

    it('lists only the factors chosen', () => {
      // partners option 2, behaviour options 1 and 4: 1 + 2 = 3
      const result = score({ partners: [2], behaviour: [1, 4] })
      expect(result.totalScore).toBe(3)
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/^A partner who has, or may have, other partners/),
        expect.stringMatching(/^Sex in exchange for money/),
        expect.stringMatching(/^Injecting drugs or sharing needles/),
      ])
    })

    it('refuses "None of these" together with a risk factor', () => {
      expect(refusalOf(sti, answersFor({ partners: [0, PARTNERS_NONE] })).problems[0]?.pointer).toBe('/answers/0')
      expect(refusalOf(sti, answersFor({ behaviour: [2, BEHAVIOUR_NONE] })).problems[0]?.pointer).toBe('/answers/1')
      expect(refusalOf(sti, answersFor({ symptoms: [0, SYMPTOMS_NONE] })).problems[0]?.pointer).toBe('/answers/5')
    })
  })

  describe('a possible HIV exposure in the last 72 hours (PEP)', () => {
    it('is "act today" whatever the total, with the PEP danger sign', () => {
      const result = score({ exposure: EXPOSED_72_HOURS })
      // no risk factor chosen: total 0, but the rule comes before the bands
      expect(result).toMatchObject({ totalScore: 0, grade: PEP, tone: 'red-orange' })
      expect(result.description).toMatch(/only if it is started as soon as possible, and within 72 hours/)
      expect(result.dangerSigns).toEqual([expect.stringMatching(PEP_SIGN)])
      expect(result.nextSteps?.[0]).toMatch(/ask for PEP\. It is free at public health facilities/)
      expect(result.nextSteps?.join(' ')).toMatch(/emergency contraception/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
    })

    it('comes before symptoms; both danger signs show', () => {
      // partners 0 and 3, behaviour 0: total 3
      const result = score({ partners: [0, 3], behaviour: [0], exposure: EXPOSED_72_HOURS, symptoms: [1] })
      expect(result).toMatchObject({ totalScore: 3, grade: PEP, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(PEP_SIGN), expect.stringMatching(SYMPTOM_SIGN)])
    })

    it.each([
      ['3 days to 3 months ago', EXPOSED_3_DAYS_TO_3_MONTHS, /too late to start PEP, but not too late to find out/],
      ['more than 3 months ago', EXPOSED_OVER_3_MONTHS, /It is not a validated score/],
      ['never', NEVER_EXPOSED, /It is not a validated score/],
    ])('an exposure %s is not a danger sign, and gives its interpretation', (_case, exposure, interpretation) => {
      // partners 0: total 1
      const result = score({ partners: [0], exposure })
      expect(result).toMatchObject({ totalScore: 1, grade: HIGHER, tone: 'orange' })
      expect(result.dangerSigns).toBeUndefined()
      expect(result.overallInterpretation).toMatch(interpretation)
    })
  })

  describe('a possible HIV exposure 3 days to 3 months ago, with no risk factor ticked', () => {
    it('is not "Lower risk": it is "Higher risk", with a test now and 3 months after the exposure', () => {
      // e.g. forced sex, which is not one of the 10 factors: total 0, but an exposure was reported
      const result = score({ exposure: EXPOSED_3_DAYS_TO_3_MONTHS })
      expect(result).toMatchObject({ totalScore: 0, grade: HIGHER, tone: 'orange' })
      expect(result.description).toMatch(/possible exposure to HIV between 3 days and 3 months ago/)
      expect(result.description).not.toMatch(/Your chance of HIV or another STI is lower/)
      expect(result.nextSteps?.[0]).toMatch(/^Test for HIV now.*again 3 months after the exposure/)
      expect(result.nextSteps?.join(' ')).toMatch(/If the sex was forced, tell the health worker/)
      expect(result.overallInterpretation).toMatch(/too late to start PEP, but not too late to find out/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
      expect(result.dangerSigns).toBeUndefined()
    })

    it('with a risk factor too, the band itself applies (total 1)', () => {
      const result = score({ partners: [0], exposure: EXPOSED_3_DAYS_TO_3_MONTHS })
      expect(result).toMatchObject({ totalScore: 1, grade: HIGHER })
      expect(result.description).toMatch(/^At least one risk factor for HIV or another STI applied to you/)
    })

    it('an exposure more than 3 months ago, with no risk factor, stays "Lower risk"', () => {
      expect(score({ exposure: EXPOSED_OVER_3_MONTHS })).toMatchObject({ totalScore: 0, grade: LOWER, tone: 'green' })
    })

    it('symptoms still come first', () => {
      expect(score({ exposure: EXPOSED_3_DAYS_TO_3_MONTHS, symptoms: [0] })).toMatchObject({ totalScore: 0, grade: CLINICIAN })
    })
  })

  describe('symptoms', () => {
    it.each([
      [0, /^Unusual discharge/, []],
      [1, /^Sores, ulcers, blisters or warts/, []],
      [2, /^Pain or burning when passing urine/, []],
      [LOWER_BELLY, /^Pain low in the belly/, [BELLY_SIGN]],
      [4, /^Pain during sex/, []],
      [TESTICLES, /^Pain or swelling in the testicles/, [TESTICLE_SIGN]],
    ])('symptom %i alone: "See a clinician soon", its problem area and danger signs', (symptom, problem, extraSigns) => {
      const result = score({ symptoms: [symptom] })
      // symptoms do not add to the total: 0 risk factors
      expect(result).toMatchObject({ totalScore: 0, grade: CLINICIAN, tone: 'red-orange' })
      expect(result.detailedAnalysis).toEqual({ [RISKS]: 0, [SYMPTOM_COUNT]: 1 })
      expect(result.problemAreas).toEqual([expect.stringMatching(problem)])
      expect(result.dangerSigns).toEqual([expect.stringMatching(SYMPTOM_SIGN), ...extraSigns.map((sign) => expect.stringMatching(sign))])
      expect(result.nextSteps?.[0]).toMatch(/within the next day or two, and today if the pain is severe/)
      expect(result.services).toEqual(['talk-to-a-doctor', 'wellness-checkup'])
    })

    it('every symptom at once: 6 symptoms, all problem areas, all symptom danger signs, total still from risk factors', () => {
      // behaviour 0 and 2: total 2; symptoms 1 × 6 = 6
      const result = score({ behaviour: [0, 2], symptoms: [0, 1, 2, 3, 4, 5] })
      expect(result).toMatchObject({ totalScore: 2, grade: CLINICIAN })
      expect(result.detailedAnalysis).toEqual({ [RISKS]: 2, [SYMPTOM_COUNT]: 6 })
      expect(result.problemAreas).toHaveLength(6)
      expect(result.dangerSigns).toEqual([
        expect.stringMatching(SYMPTOM_SIGN), expect.stringMatching(BELLY_SIGN), expect.stringMatching(TESTICLE_SIGN),
      ])
    })
  })

  describe('HIV testing and the skip rule for people living with HIV', () => {
    it('"living with HIV" jumps over the exposure question', () => {
      const answers = answersFor({ hivTest: LIVING_WITH_HIV, exposure: null })
      expect(followPath(sti, answers)).toEqual({ path: [0, 1, 2, 3, 5], problems: [] })
      expect(followPath(sti, answersFor({ hivTest: NEVER_TESTED })).path).toEqual([0, 1, 2, 3, 4, 5])
    })

    it('living with HIV has its own grade, whatever the total', () => {
      // partners 1, behaviour 0: total 2
      const result = score({ partners: [1], behaviour: [0], hivTest: LIVING_WITH_HIV, exposure: null })
      expect(result).toMatchObject({ totalScore: 2, grade: LIVING, tone: 'blue' })
      expect(result.nextSteps?.[0]).toMatch(/Keep taking your HIV treatment every day/)
      expect(result.services).toEqual(['talk-to-a-doctor'])
      expect(result.dangerSigns).toBeUndefined()
    })

    it('ignores an exposure answer passed anyway after "living with HIV"', () => {
      const stray = score({ hivTest: LIVING_WITH_HIV, exposure: EXPOSED_72_HOURS })
      expect(stray).toMatchObject({ totalScore: 0, grade: LIVING })
      expect(stray.dangerSigns).toBeUndefined()
      expect(stray).toEqual(score({ hivTest: LIVING_WITH_HIV, exposure: null }))
    })

    it('symptoms still come first for someone living with HIV', () => {
      const result = score({ hivTest: LIVING_WITH_HIV, exposure: null, symptoms: [2] })
      expect(result).toMatchObject({ grade: CLINICIAN, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(SYMPTOM_SIGN)])
    })

    it('refuses a missing exposure answer when it is on the path', () => {
      expect(refusalOf(sti, answersFor({ exposure: null })).problems[0]?.pointer).toBe('/answers/4')
    })

    it('never tested: a first step to test, and a health risk', () => {
      const result = score({ hivTest: NEVER_TESTED })
      expect(result).toMatchObject({ totalScore: 0, grade: LOWER })
      expect(result.nextSteps?.[0]).toMatch(NEVER_TESTED_STEP)
      expect(result.healthRisks).toEqual(['You have never had an HIV test.'])
    })

    it('last test over a year ago: a health risk, no extra first step', () => {
      const result = score({ hivTest: TESTED_OVER_A_YEAR_AGO, partners: [0] })
      expect(result).toMatchObject({ totalScore: 1, grade: HIGHER })
      expect(result.nextSteps?.[0]).toMatch(/^Test for HIV now/)
      expect(result.healthRisks).toEqual([
        expect.stringMatching(/^A new sexual partner/),
        expect.stringMatching(/^Your last HIV test was more than a year ago/),
      ])
    })

    it.each([
      ['in the last 3 months', TESTED_LAST_3_MONTHS],
      ['3 to 12 months ago', 1],
      ['prefer not to say', PREFER_NOT_TO_SAY],
    ])('tested %s: no testing step or health risk', (_case, hivTest) => {
      const result = score({ hivTest })
      expect(result.nextSteps?.some((text) => NEVER_TESTED_STEP.test(text))).toBe(false)
      expect(result.healthRisks).toBeUndefined()
    })
  })

  describe('forced sex, or sex without agreement: Kenya\'s gender-violence line 1195 and Childline 116', () => {
    const GBV_SIGN = /^You said someone forced you into sex.*It was not your fault.*gender-based violence helpline on 1195 \(free, 24 hours\).*Childline Kenya on 116.*999 or 112/

    it.each([
      ['in the last 72 hours', FORCED_72_HOURS],
      ['3 days to 3 months ago', FORCED_3_DAYS_TO_3_MONTHS],
      ['more than 3 months ago', FORCED_OVER_3_MONTHS],
    ])('%s: the helpline message comes first among the danger signs', (_case, forced) => {
      const result = score({ forced, symptoms: [1] })
      expect(result.dangerSigns?.[0]).toMatch(GBV_SIGN)
      expect(result.dangerSigns?.at(-1)).toMatch(SYMPTOM_SIGN)
    })

    it('in the last 72 hours is a possible HIV exposure: "act today" and the PEP sign, with no risk factor ticked', () => {
      const result = score({ forced: FORCED_72_HOURS })
      expect(result).toMatchObject({ totalScore: 0, grade: PEP, tone: 'red-orange' })
      expect(result.dangerSigns).toEqual([expect.stringMatching(GBV_SIGN), expect.stringMatching(PEP_SIGN)])
    })

    it('3 days to 3 months ago, with no risk factor, is "Higher risk" (test now and after 3 months), not "Lower risk"', () => {
      const result = score({ forced: FORCED_3_DAYS_TO_3_MONTHS })
      expect(result).toMatchObject({ totalScore: 0, grade: HIGHER, tone: 'orange' })
      expect(result.description).toMatch(/between 3 days and 3 months ago/)
    })

    it('more than 3 months ago keeps the band (no risk factor: "Lower risk"), with the helpline', () => {
      const result = score({ forced: FORCED_OVER_3_MONTHS })
      expect(result).toMatchObject({ totalScore: 0, grade: LOWER })
      expect(result.dangerSigns).toEqual([expect.stringMatching(GBV_SIGN)])
    })

    it('someone living with HIV gets the helpline but not the PEP grade', () => {
      const result = score({ forced: FORCED_72_HOURS, hivTest: LIVING_WITH_HIV, exposure: null })
      expect(result.grade).toBe('Living with HIV: keep up care and STI checks')
      expect(result.dangerSigns).toEqual([expect.stringMatching(GBV_SIGN)])
    })

    it.each([['No', NOT_FORCED], ['Prefer not to say', FORCED_PREFER_NOT_TO_SAY]])('"%s" shows no helpline message', (_case, forced) => {
      expect(score({ forced }).dangerSigns).toBeUndefined()
    })

    it('names numbers the crisis contact list holds, with their sources (so the result page makes them one-tap links)', () => {
      const listed = crisisContacts.contacts.flatMap((contact) => contact.numbers.map((number) => ({ tel: number.tel, sources: contact.sources })))
      for (const tel of ['1195', '116']) {
        expect(listed.find((entry) => entry.tel === tel)?.sources.length).toBeGreaterThan(0)
      }
    })

    it('states the minimum age, 18, on the introduction, and points younger people to Childline 116', () => {
      expect(sti.audience).toMatchObject({ minAge: 18, note: expect.stringMatching(/^For adults aged 18 and over.*Childline Kenya on 116/) })
    })
  })

  it('lists the questions and options in order, risk factors scoring 1 and "None of these" last and exclusive', () => {
    expect(sti.questions.map((question) => [question.id, question.type])).toEqual([
      ['st-partners', 'multi-select'],
      ['st-behaviour', 'multi-select'],
      ['st-forced', 'single-select'],
      ['st-hiv-test', 'single-select'],
      ['st-exposure', 'single-select'],
      ['st-symptoms', 'multi-select'],
    ])
    for (const index of [0, 1, 5]) {
      const options = sti.questions[index]?.options ?? []
      expect(options.slice(0, -1).every((option) => option.score === 1 && !option.exclusive)).toBe(true)
      expect(options.at(-1)).toEqual({ text: 'None of these', score: 0, exclusive: true })
    }
    expect(sti.questions[0]?.options?.length).toBe(5)
    expect(sti.questions[1]?.options?.length).toBe(7)
    expect(sti.questions[3]?.options?.[LIVING_WITH_HIV]).toMatchObject({ text: 'I am living with HIV (I have tested positive)', nextQuestion: 'st-symptoms' })
    expect(sti.questions[4]?.options?.map((option) => option.text)).toEqual([
      'In the last 72 hours (3 days)', 'Between 3 days and 3 months ago', 'More than 3 months ago', 'Never, as far as I know',
    ])
  })
})
