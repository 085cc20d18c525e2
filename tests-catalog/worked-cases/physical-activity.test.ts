/**
 * IPAQ-SF worked cases from the published scoring (IPAQ Research Committee, 2005 protocol):
 * MET-min/week = 3.3 × walking, 4.0 × moderate and 8.0 × vigorous minutes/day × days; bouts under
 * 10 min/day are recoded to 0 (with their days); minutes/day above 180 are truncated to 180; a sum
 * of reported minutes/day above 960 is not scored. Categories:
 *   High     (a) vigorous on ≥3 days and total ≥1500, or (b) ≥7 days of any combination and total ≥3000;
 *   Moderate (a) ≥3 days of vigorous ≥20 min/day, (b) ≥5 days of moderate and/or walking ≥30 min/day,
 *            or (c) ≥5 days of any combination and total ≥600;
 *   Low      none of these.
 * The "days" of the combination criteria can be read as a sum over the types or as distinct days;
 * every case below gets the same category under both readings (each uses a single type for the
 * days that matter, or enough days of one type alone).
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const ipaq = loadCatalogTest('physical-activity')

/** [days, minutes per day]; with 0 days the minutes question is off the path (null). */
type Activity = readonly [days: number, minutes: number | null]

type Week = { vigorous?: Activity; moderate?: Activity; walking?: Activity; sitting?: number }

function answersFor({ vigorous = [0, null], moderate = [0, null], walking = [0, null], sitting = 300 }: Week) {
  return answersById(ipaq, {
    'ipaq-1': vigorous[0], 'ipaq-2': vigorous[1],
    'ipaq-3': moderate[0], 'ipaq-4': moderate[1],
    'ipaq-5': walking[0], 'ipaq-6': walking[1],
    'ipaq-7': sitting,
  })
}

const score = (week: Week) => interpret(ipaq, answersFor(week))

const HIGH = 'High physical activity'
const MODERATE = 'Moderate physical activity'
const LOW = 'Low physical activity'

const VIGOROUS = 'Vigorous activity (MET-minutes a week)'
const MODERATE_MET = 'Moderate activity (MET-minutes a week)'
const WALKING = 'Walking (MET-minutes a week)'
const TOTAL = 'Total (MET-minutes a week)'
const SITTING = 'Sitting on a week day (minutes a day)'

describe('IPAQ-SF (physical activity)', () => {
  describe('MET-minutes a week', () => {
    it('weighs vigorous 8.0, moderate 4.0 and walking 3.3, per minute per day', () => {
      // vigorous 8.0 × 30 min × 1 day = 240; moderate 4.0 × 30 × 1 = 120; walking 3.3 × 30 × 1 = 99
      // total 240 + 120 + 99 = 459; 3 active days, no vigorous 3-day rule, total < 600 → Low
      const result = score({ vigorous: [1, 30], moderate: [1, 30], walking: [1, 30], sitting: 420 })
      expect(result).toMatchObject({
        testCode: 'PA-001', grade: LOW, tone: 'blue', totalScore: 459, expectedTotalScore: 3000, openEnded: true,
      })
      expect(result.detailedAnalysis).toEqual({ [VIGOROUS]: 240, [MODERATE_MET]: 120, [WALKING]: 99, [TOTAL]: 459, [SITTING]: 420 })
    })

    it('scores no activity at all as 0, Low', () => {
      // every "days" question 0, so every minutes question is skipped
      const answers = answersFor({})
      expect(followPath(ipaq, answers).path).toEqual([0, 2, 4, 6])
      const result = interpret(ipaq, answers)
      expect(result).toMatchObject({ grade: LOW, tone: 'blue', totalScore: 0 })
      expect(result.detailedAnalysis).toEqual({ [VIGOROUS]: 0, [MODERATE_MET]: 0, [WALKING]: 0, [TOTAL]: 0, [SITTING]: 300 })
      expect(result.services).toEqual(['vitalcare360'])
    })

    it('keeps the walking decimal: 3.3 × 35 min × 3 days = 346.5', () => {
      const result = score({ walking: [3, 35] })
      expect(result).toMatchObject({ grade: LOW, totalScore: 346.5 })
      expect(result.detailedAnalysis?.[WALKING]).toBe(346.5)
    })

    it('accepts totals above the expected 3000 (open-ended)', () => {
      // vigorous 8.0 × 180 × 7 = 10080; moderate 4.0 × 180 × 7 = 5040; walking 3.3 × 180 × 7 = 4158; total 19278
      const result = score({ vigorous: [7, 180], moderate: [7, 180], walking: [7, 180] })
      expect(result).toMatchObject({ grade: HIGH, totalScore: 19278, expectedTotalScore: 3000, openEnded: true })
    })
  })

  describe('"0 days" skips the minutes question', () => {
    it.each([
      ['vigorous', { vigorous: [0, null], walking: [5, 30] }, [0, 2, 4, 5, 6]],
      ['moderate', { moderate: [0, null], walking: [5, 30] }, [0, 2, 4, 5, 6]],
      ['walking', { vigorous: [3, 20], walking: [0, null] }, [0, 1, 2, 4, 6]],
    ] as const)('for %s', (_type, week, path) => {
      expect(followPath(ipaq, answersFor(week))).toEqual({ path, problems: [] })
    })

    it('ignores vigorous minutes passed anyway after 0 vigorous days', () => {
      // ipaq-2 = 120 is off the path, so it counts neither as MET-minutes nor as reported minutes.
      // walking 3.3 × 30 × 5 = 495 → Moderate (b): 5 days of walking ≥30 min/day
      const withStray = score({ vigorous: [0, 120], walking: [5, 30] })
      expect(withStray).toMatchObject({ grade: MODERATE, totalScore: 495 })
      expect(withStray.detailedAnalysis?.[VIGOROUS]).toBe(0)
      expect(withStray).toEqual(score({ vigorous: [0, null], walking: [5, 30] }))
    })

    it('ignores walking minutes passed anyway after 0 walking days, even above 960 reported', () => {
      // ipaq-6 = 900 is off the path: reported minutes are 100 + 0 (not 100 + 900 = 1000 > 960).
      // moderate 4.0 × 100 × 2 = 800; 2 days → no Moderate criterion → Low
      const result = score({ moderate: [2, 100], walking: [0, 900] })
      expect(result).toMatchObject({ grade: LOW, totalScore: 800 })
      expect(result.detailedAnalysis?.[WALKING]).toBe(0)
    })

    it('refuses a minutes question left null when its days are above 0', () => {
      expect(() => score({ vigorous: [3, null] })).toThrow(/answers\/1/)
    })
  })

  describe('data rules', () => {
    it('recodes bouts under 10 min/day to 0, with their days', () => {
      // walking 9 min/day → 0 min and 0 days; moderate 4.0 × 150 × 5 = 3000 on 5 days only → not High (b)
      // → Moderate (b): 5 days of moderate ≥30 min/day
      const result = score({ moderate: [5, 150], walking: [7, 9] })
      expect(result).toMatchObject({ grade: MODERATE, totalScore: 3000 })
      expect(result.detailedAnalysis?.[WALKING]).toBe(0)
    })

    it('counts a 10-minute bout: the same week with 10 min walks is High (b)', () => {
      // walking 3.3 × 10 × 7 = 231; total 3000 + 231 = 3231 with 7 walking days → High (b)
      const result = score({ moderate: [5, 150], walking: [7, 10] })
      expect(result).toMatchObject({ grade: HIGH, totalScore: 3231 })
      expect(result.detailedAnalysis?.[WALKING]).toBe(231)
    })

    it('drops 9-minute vigorous bouts and their days', () => {
      // vigorous 9 min → 0; nothing else → 0, Low
      const result = score({ vigorous: [5, 9] })
      expect(result).toMatchObject({ grade: LOW, totalScore: 0 })
      expect(result.detailedAnalysis?.[VIGOROUS]).toBe(0)
    })

    it.each([
      ['vigorous', { vigorous: [3, 240] }, VIGOROUS, 4320, HIGH], //         8.0 × 180 × 3 = 4320; High (a)
      ['moderate', { moderate: [2, 181] }, MODERATE_MET, 1440, LOW], //      4.0 × 180 × 2 = 1440; 2 days → Low
      ['walking', { walking: [7, 300] }, WALKING, 4158, HIGH], //            3.3 × 180 × 7 = 4158; High (b)
      ['vigorous at exactly 180', { vigorous: [2, 180] }, VIGOROUS, 2880, LOW], // 8.0 × 180 × 2 = 2880; 2 days → Low
    ] as const)('truncates %s minutes above 180 a day to 180', (_case, week, label, met, grade) => {
      const result = score(week)
      expect(result).toMatchObject({ grade, totalScore: met })
      expect(result.detailedAnalysis?.[label]).toBe(met)
    })

    it('does not score reported minutes adding up to more than 960 a day', () => {
      // 400 + 400 + 161 = 961 > 960
      const result = score({ vigorous: [1, 400], moderate: [1, 400], walking: [1, 161] })
      expect(result).toMatchObject({ grade: 'Unable to score', tone: 'blue' })
      expect(result.description).toMatch(/more than 16 hours/)
      expect(result.nextSteps).toEqual([expect.stringMatching(/Check the minutes you entered/)])
      expect(result.services).toBeUndefined()
      // The MET total is still computed, with 400 truncated to 180: 8.0 × 180 + 4.0 × 180 + 3.3 × 161 = 1440 + 720 + 531.3
      expect(result.totalScore).toBe(2691.3)
    })

    it('scores reported minutes adding up to exactly 960 a day', () => {
      // 400 + 400 + 160 = 960, not above 960
      // 8.0 × 180 × 1 = 1440; 4.0 × 180 × 1 = 720; 3.3 × 160 × 1 = 528; total 2688; 1 vigorous day, 3 days → Low
      const result = score({ vigorous: [1, 400], moderate: [1, 400], walking: [1, 160] })
      expect(result).toMatchObject({ grade: LOW, totalScore: 2688 })
      expect(result.detailedAnalysis).toMatchObject({ [VIGOROUS]: 1440, [MODERATE_MET]: 720, [WALKING]: 528, [TOTAL]: 2688 })
    })
  })

  describe('categories, just below and at each threshold', () => {
    it.each([
      // High (a): vigorous on ≥3 days and total ≥1500
      ['High (a) at 1500', { vigorous: [3, 60], moderate: [1, 15] }, 1500, HIGH],
      //   8.0 × 60 × 3 = 1440; 4.0 × 15 × 1 = 60; 1440 + 60 = 1500
      ['High (a) just below: 1499.5 → Moderate (a)', { vigorous: [3, 56], moderate: [1, 10], walking: [1, 35] }, 1499.5, MODERATE],
      //   8.0 × 56 × 3 = 1344; 4.0 × 10 × 1 = 40; 3.3 × 35 × 1 = 115.5; 1344 + 40 + 115.5 = 1499.5
      ['High (a) needs 3 vigorous days: 2 days, 2880 → Low', { vigorous: [2, 180] }, 2880, LOW],
      //   8.0 × 180 × 2 = 2880; 2 days, no criterion met

      // High (b): ≥7 days and total ≥3000 (7 days of moderate activity alone, so 7 days under any reading)
      ['High (b) at 3000', { vigorous: [2, 16], moderate: [7, 98] }, 3000, HIGH],
      //   8.0 × 16 × 2 = 256; 4.0 × 98 × 7 = 2744; 256 + 2744 = 3000
      ['High (b) just below: 2998.1 → Moderate (b)', { moderate: [7, 98], walking: [1, 77] }, 2998.1, MODERATE],
      //   4.0 × 98 × 7 = 2744; 3.3 × 77 × 1 = 254.1; 2744 + 254.1 = 2998.1
      ['High (b) single type: 7 days × 108 min moderate', { moderate: [7, 108] }, 3024, HIGH],
      //   4.0 × 108 × 7 = 3024
      ['High (b) single type just below: 7 days × 107 min', { moderate: [7, 107] }, 2996, MODERATE],
      //   4.0 × 107 × 7 = 2996
      ['High (b) needs 7 days: 6 days, 3120 → Moderate (b)', { moderate: [6, 130] }, 3120, MODERATE],
      //   4.0 × 130 × 6 = 3120

      // Moderate (a): ≥3 days of vigorous ≥20 min/day
      ['Moderate (a) at 3 days × 20 min', { vigorous: [3, 20] }, 480, MODERATE],
      //   8.0 × 20 × 3 = 480 (< 600, 3 days: only (a) applies)
      ['Moderate (a) just below: 3 days × 19 min', { vigorous: [3, 19] }, 456, LOW],
      //   8.0 × 19 × 3 = 456
      ['Moderate (a) just below: 2 days × 20 min', { vigorous: [2, 20] }, 320, LOW],
      //   8.0 × 20 × 2 = 320

      // Moderate (b): ≥5 days of moderate and/or walking ≥30 min/day
      ['Moderate (b) at 5 days × 30 min walking', { walking: [5, 30] }, 495, MODERATE],
      //   3.3 × 30 × 5 = 495 (< 600, so not (c))
      ['Moderate (b) just below: 5 days × 29 min walking', { walking: [5, 29] }, 478.5, LOW],
      //   3.3 × 29 × 5 = 478.5
      ['Moderate (b) just below: 4 days × 30 min walking', { walking: [4, 30] }, 396, LOW],
      //   3.3 × 30 × 4 = 396
      ['Moderate (b) at 5 days × 30 min moderate', { moderate: [5, 30] }, 600, MODERATE],
      //   4.0 × 30 × 5 = 600
      ['Moderate (b) just below: 5 days × 29 min moderate', { moderate: [5, 29] }, 580, LOW],
      //   4.0 × 29 × 5 = 580 (< 600, so not (c) either)

      // Moderate (c): ≥5 days of any combination and total ≥600 (vigorous under 20 min/day, so not (a))
      ['Moderate (c) at 600: 5 days × 15 min vigorous', { vigorous: [5, 15] }, 600, MODERATE],
      //   8.0 × 15 × 5 = 600
      ['Moderate (c) just below: 5 days × 14 min vigorous', { vigorous: [5, 14] }, 560, LOW],
      //   8.0 × 14 × 5 = 560
      ['Moderate (c) needs 5 days: 4 days × 19 min vigorous', { vigorous: [4, 19] }, 608, LOW],
      //   8.0 × 19 × 4 = 608 ≥ 600, but 4 days and under 20 min/day
    ] as const)('%s', (_case, week, total, grade) => {
      const result = score(week)
      expect(result).toMatchObject({ grade, tone: 'blue', totalScore: total })
      expect(result.detailedAnalysis?.[TOTAL]).toBe(total)
    })

    it.each([
      [HIGH, { vigorous: [3, 60], moderate: [1, 15] }, /include rest days and muscle-strengthening/, undefined],
      [MODERATE, { walking: [5, 30] }, /add muscle-strengthening activities on 2 or more days/, undefined],
      [LOW, { walking: [4, 30] }, /150 to 300 minutes of moderate activity a week/, ['vitalcare360']],
    ] as const)('gives the %s next steps', (grade, week, step, services) => {
      const result = score(week)
      expect(result.grade).toBe(grade)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })
  })

  describe('sitting', () => {
    it('reports sitting minutes separately, outside every category', () => {
      // Same activity, 0 or 900 minutes of sitting: same total and grade.
      const little = score({ walking: [5, 30], sitting: 0 })
      const much = score({ walking: [5, 30], sitting: 900 })
      expect(little).toMatchObject({ grade: MODERATE, totalScore: 495 })
      expect(much).toMatchObject({ grade: MODERATE, totalScore: 495 })
      expect(little.detailedAnalysis?.[SITTING]).toBe(0)
      expect(much.detailedAnalysis?.[SITTING]).toBe(900)
    })

    it.each([
      [479, /MET-minutes weigh each activity by its effort/],
      [480, /You sit for 8 hours or more on a week day/],
    ])('at %i minutes a day, the interpretation is %s', (sitting, text) => {
      const result = score({ walking: [5, 30], sitting })
      expect(result.overallInterpretation).toMatch(text)
      expect(result.detailedAnalysis?.[SITTING]).toBe(sitting)
    })
  })

  it('lists the seven questions in the published order, with the skips', () => {
    expect(ipaq.questions.map((question) => [question.id, question.type, question.unit])).toEqual([
      ['ipaq-1', 'user-input-number', 'days'],
      ['ipaq-2', 'user-input-number', 'minutes per day'],
      ['ipaq-3', 'user-input-number', 'days'],
      ['ipaq-4', 'user-input-number', 'minutes per day'],
      ['ipaq-5', 'user-input-number', 'days'],
      ['ipaq-6', 'user-input-number', 'minutes per day'],
      ['ipaq-7', 'user-input-number', 'minutes per day'],
    ])
    expect(ipaq.questions[0]?.question).toMatch(/vigorous/)
    expect(ipaq.questions[2]?.question).toMatch(/moderate.*Do not include walking/)
    expect(ipaq.questions[4]?.question).toMatch(/walk for at least 10 minutes at a time/)
    expect(ipaq.questions[6]?.question).toMatch(/sitting on a week day/)
    for (const index of [0, 2, 4]) expect(ipaq.questions[index]).toMatchObject({ min: 0, max: 7 })
  })
})
