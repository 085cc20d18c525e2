/**
 * Sitting-time checklist worked cases, computed by hand from the rule written in the definition's
 * descriptions and source (WHO 2020 guidelines; Ekelund 2016 sitting groups; not a validated scale):
 *   sitting = hours × 60 + minutes, capped at 1440 (the total shown);
 *   under 360 min (6 h) "Low sedentary risk"; 360-480 (6-8 h) "Moderate sedentary risk";
 *   481 and over (more than 8 h) "High sedentary risk";
 *   activity = days × minutes a day; 420 or more a week (an average of 60 min a day) lowers the level
 *   by one step (more than 8 h → Moderate, 6-8 h → Low);
 *   problem areas: sitting over 8 h; activity under 150 min a week; leisure screen 3 h or more;
 *   longest unbroken sitting over 1 hour. "0 days" of activity skips the minutes question.
 */
import { describe, expect, it } from 'vitest'
import { followPath, interpret } from '#engine/index.ts'
import { answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'

const sedentary = loadCatalogTest('sedentary-behavior')

type Day = {
  active?: readonly [days: number, minutes: number | null] // with 0 days the minutes question is off the path
  sitting?: readonly [hours: number, minutes: number]
  screen?: number // leisure screen hours a day
  bout?: number // 0 under 30 min, 1 30-60 min, 2 1-2 h, 3 over 2 h
}

function answersFor({ active = [0, null], sitting = [5, 0], screen = 1, bout = 0 }: Day) {
  return answersById(sedentary, {
    'active-days': active[0],
    'active-minutes': active[1],
    'sit-hours': sitting[0],
    'sit-minutes': sitting[1],
    'screen-hours': screen,
    'sit-bout': bout,
  })
}

const score = (day: Day) => interpret(sedentary, answersFor(day))

const LOW = 'Low sedentary risk'
const MODERATE = 'Moderate sedentary risk'
const HIGH = 'High sedentary risk'

const SITTING_MINUTES = 'Sitting time (minutes a day, the score above)'
const SITTING_HOURS = 'Sitting time (hours a day)'
const SCREEN = 'Leisure screen time (hours a day)'
const WEEK = 'Moderate or vigorous activity (minutes a week)'
const DAY = 'Moderate or vigorous activity (average minutes a day)'

const LONG_SITTING = /^Long sitting: you sit for more than 8 hours a day/
const TOO_LITTLE = /^Too little activity: you do less than 150 minutes/
const SCREEN_TIME = /^Leisure screen time: you spend 3 hours or more/
const UNBROKEN = /^Long unbroken sitting: you often sit for more than an hour/
const RISK_SITTING = /^Sitting more than 8 hours a day with less than an hour of daily activity/
const RISK_INACTIVE = /^Getting less than 150 minutes of activity a week/

describe('sedentary behaviour (WHO 2020 checklist)', () => {
  describe('bands on sitting minutes, with no activity to lower them', () => {
    it.each([
      // hours × 60 + minutes = total
      [[0, 0], 0, LOW, 'green'], //          0 × 60 + 0 = 0, the lowest total
      [[5, 59], 359, LOW, 'green'], //      5 × 60 + 59 = 359, just under 6 h
      [[6, 0], 360, MODERATE, 'yellow'], // 6 × 60 + 0 = 360, exactly 6 h
      [[8, 0], 480, MODERATE, 'yellow'], // 8 × 60 + 0 = 480, exactly 8 h
      [[8, 1], 481, HIGH, 'orange'], //     8 × 60 + 1 = 481, just over 8 h
      [[24, 0], 1440, HIGH, 'orange'], //   24 × 60 + 0 = 1440, the highest total
    ] as const)('sitting %j is %i minutes: "%s" (%s)', (sitting, total, grade, tone) => {
      const result = score({ sitting })
      expect(result).toMatchObject({ testCode: 'PA-002', totalScore: total, expectedTotalScore: 1440, grade, tone })
      expect(result.detailedAnalysis?.[SITTING_MINUTES]).toBe(total)
    })

    it('caps sitting at 24 hours: 24 h 59 min counts as 1440 minutes', () => {
      // 24 × 60 + 59 = 1499 → min(1499, 1440) = 1440
      const result = score({ sitting: [24, 59] })
      expect(result).toMatchObject({ totalScore: 1440, grade: HIGH })
      expect(result.detailedAnalysis?.[SITTING_HOURS]).toBe(24)
    })

    it.each([
      [LOW, [4, 0], /less than 6 hours a day/, /every 30 to 60 minutes of sitting/, undefined],
      [MODERATE, [7, 0], /6 to 8 hours a day/, /Break up your sitting/, ['vitalcare360']],
      [HIGH, [10, 0], /more than 8 hours a day/, /Start today by breaking up your sitting/, ['vitalcare360']],
    ] as const)('"%s" explains itself, says it is not validated, and gives its own first step and services', (grade, sitting, meaning, step, services) => {
      const result = score({ sitting })
      expect(result.grade).toBe(grade)
      expect(result.description).toMatch(meaning)
      expect(result.description).toMatch(/not a validated score/)
      expect(result.nextSteps?.[0]).toMatch(step)
      expect(result.services).toEqual(services)
    })
  })

  describe('an hour a day of activity lowers the level by one step (grade rules)', () => {
    it.each([
      // activity days × minutes = minutes a week; 420 or more lowers the level
      ['more than 8 h, 7 × 60 = 420: High → Moderate', { active: [7, 60], sitting: [8, 1] }, 481, MODERATE, 'yellow', /lowered by one step, to moderate/],
      ['more than 8 h, 1 × 419 = 419: stays High', { active: [1, 419], sitting: [8, 1] }, 481, HIGH, 'orange', /more than 8 hours a day, and you do less than an hour/],
      ['24 h, 5 × 84 = 420: High → Moderate', { active: [5, 84], sitting: [24, 0] }, 1440, MODERATE, 'yellow', /lowered by one step, to moderate/],
      ['exactly 8 h, 7 × 60 = 420: Moderate → Low', { active: [7, 60], sitting: [8, 0] }, 480, LOW, 'green', /lowered by one step, to low/],
      ['exactly 6 h, 6 × 70 = 420: Moderate → Low', { active: [6, 70], sitting: [6, 0] }, 360, LOW, 'green', /lowered by one step, to low/],
      ['exactly 6 h, 1 × 419 = 419: stays Moderate', { active: [1, 419], sitting: [6, 0] }, 360, MODERATE, 'yellow', /6 to 8 hours a day, and you do less than an hour/],
      ['under 6 h, 7 × 120 = 840: stays Low (the band\'s own text)', { active: [7, 120], sitting: [5, 59] }, 359, LOW, 'green', /less than 6 hours a day/],
    ] as const)('%s', (_case, day, total, grade, tone, description) => {
      const result = score(day)
      expect(result).toMatchObject({ totalScore: total, grade, tone })
      expect(result.description).toMatch(description)
    })

    it('keeps the lifestyle programme for a lowered "Moderate", none for a lowered "Low"', () => {
      expect(score({ active: [7, 60], sitting: [9, 0] }).services).toEqual(['vitalcare360'])
      expect(score({ active: [7, 60], sitting: [7, 0] }).services).toBeUndefined()
    })
  })

  describe('"0 days" of activity skips the minutes question', () => {
    it('takes the path without the minutes question', () => {
      expect(followPath(sedentary, answersFor({ active: [0, null] }))).toEqual({ path: [0, 2, 3, 4, 5], problems: [] })
      expect(followPath(sedentary, answersFor({ active: [3, 30] }))).toEqual({ path: [0, 1, 2, 3, 4, 5], problems: [] })
    })

    it('ignores minutes passed anyway after 0 days', () => {
      // active-minutes = 600 is off the path: 0 × 600 would be 0 anyway, and it must not count as 600
      const stray = score({ active: [0, 600], sitting: [9, 0] })
      expect(stray).toMatchObject({ totalScore: 540, grade: HIGH })
      expect(stray.detailedAnalysis?.[WEEK]).toBe(0)
      expect(stray).toEqual(score({ active: [0, null], sitting: [9, 0] }))
    })
  })

  describe('detailed analysis', () => {
    it('reports sitting, screen and activity', () => {
      // sitting 7 × 60 + 30 = 450 min = 7.5 h; activity 5 × 30 = 150 min a week, 150 / 7 = 21.43 → 21 a day
      const result = score({ active: [5, 30], sitting: [7, 30], screen: 2 })
      expect(result).toMatchObject({ totalScore: 450, grade: MODERATE })
      expect(result.detailedAnalysis).toEqual({ [SITTING_MINUTES]: 450, [SITTING_HOURS]: 7.5, [SCREEN]: 2, [WEEK]: 150, [DAY]: 21 })
    })

    it('rounds sitting hours to 1 decimal', () => {
      // 8 × 60 + 20 = 500 min; 500 / 60 = 8.33 → 8.3 h
      expect(score({ sitting: [8, 20] }).detailedAnalysis?.[SITTING_HOURS]).toBe(8.3)
    })
  })

  describe('overall interpretation', () => {
    it.each([
      ['7 × 60 = 420, an hour a day', [7, 60], /60 minutes or more .* lowers your sitting risk by one level/],
      ['7 × 59 = 413, under an hour a day but at least 150', [7, 59], /You meet WHO's minimum of 150 minutes/],
      ['5 × 30 = 150, exactly WHO\'s minimum', [5, 30], /You meet WHO's minimum of 150 minutes/],
      ['1 × 149 = 149, under WHO\'s minimum', [1, 149], /less than 150 minutes of moderate or vigorous activity a week/],
      ['no activity', [0, null], /less than 150 minutes of moderate or vigorous activity a week/],
    ] as const)('%s', (_case, active, text) => {
      expect(score({ active, sitting: [7, 0] }).overallInterpretation).toMatch(text)
    })
  })

  describe('problem areas and health risks, each shown only when it applies', () => {
    it('lists nothing for a short sitter who is active, with short bouts and little screen time', () => {
      // 5 h sitting, 5 × 30 = 150 min a week, 2 h screen, bouts under 30 min
      const result = score({ active: [5, 30], sitting: [5, 0], screen: 2, bout: 0 })
      expect(result.problemAreas).toBeUndefined()
      expect(result.healthRisks).toBeUndefined()
    })

    it('lists every problem area and both health risks when everything applies', () => {
      // 10 h sitting, no activity, 3 h screen, bouts over 2 h
      const result = score({ active: [0, null], sitting: [10, 0], screen: 3, bout: 3 })
      expect(result.problemAreas).toEqual([
        expect.stringMatching(LONG_SITTING),
        expect.stringMatching(TOO_LITTLE),
        expect.stringMatching(SCREEN_TIME),
        expect.stringMatching(UNBROKEN),
      ])
      expect(result.healthRisks).toEqual([expect.stringMatching(RISK_SITTING), expect.stringMatching(RISK_INACTIVE)])
    })

    it.each([
      // [case, day, expected problem areas]
      ['sitting exactly 8 h is not "long sitting"', { active: [5, 30], sitting: [8, 0] }, []],
      ['sitting 8 h 1 min is "long sitting"', { active: [5, 30], sitting: [8, 1] }, [LONG_SITTING]],
      ['149 minutes a week is too little (1 × 149)', { active: [1, 149] }, [TOO_LITTLE]],
      ['150 minutes a week is enough (5 × 30)', { active: [5, 30] }, []],
      ['2 hours of leisure screen is not flagged', { active: [5, 30], screen: 2 }, []],
      ['3 hours of leisure screen is flagged', { active: [5, 30], screen: 3 }, [SCREEN_TIME]],
      ['bouts of 30 min to 1 h are not flagged', { active: [5, 30], bout: 1 }, []],
      ['bouts of 1 to 2 h are flagged', { active: [5, 30], bout: 2 }, [UNBROKEN]],
      ['bouts over 2 h are flagged', { active: [5, 30], bout: 3 }, [UNBROKEN]],
    ] as const)('%s', (_case, day, expected) => {
      const areas = score(day).problemAreas ?? []
      expect(areas).toHaveLength(expected.length)
      expected.forEach((text, index) => expect(areas[index]).toMatch(text))
    })

    it('drops the long-sitting health risk when an hour a day of activity offsets it, but keeps the problem area', () => {
      // 10 h sitting, 7 × 60 = 420 a week
      const result = score({ active: [7, 60], sitting: [10, 0] })
      expect(result.grade).toBe(MODERATE)
      expect(result.problemAreas).toEqual([expect.stringMatching(LONG_SITTING)])
      expect(result.healthRisks).toBeUndefined()
    })
  })

  it('lists the questions in order, with GPAQ-style hours and minutes for sitting', () => {
    expect(sedentary.questions.map((question) => [question.id, question.type, question.unit ?? null])).toEqual([
      ['active-days', 'user-input-number', 'days'],
      ['active-minutes', 'user-input-number', 'minutes per day'],
      ['sit-hours', 'user-input-number', 'hours'],
      ['sit-minutes', 'user-input-number', 'minutes'],
      ['screen-hours', 'user-input-number', 'hours per day'],
      ['sit-bout', 'single-select', null],
    ])
    expect(sedentary.questions[2]?.question).toMatch(/sitting or reclining on a typical day/)
    expect(sedentary.questions[5]?.options?.map((option) => option.text)).toEqual([
      'Less than 30 minutes', '30 minutes to 1 hour', 'More than 1 hour, up to 2 hours', 'More than 2 hours',
    ])
    expect(sedentary.source.kind).toBe('guideline-checklist')
  })
})
