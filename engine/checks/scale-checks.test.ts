/**
 * The checks on scales (issue 19 item 2), each on a broken copy of a real definition: subscale
 * bands covered like the total's; tones that may not turn milder as bands rise (nor harsher on a
 * scale whose higher scores are better) unless a band says why; and the warning for an item
 * scored against all the others of a scale that declares a direction.
 */
import { describe, expect, it } from 'vitest'
import { checkDefinition } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { itemDirectionWarnings } from './item-direction-checks.ts'

function problemsOf(definition: TestDefinition): string[] {
  return checkDefinition(definition, `${definition.routeSlug}.json`).map((problem) => `${problem.pointer}: ${problem.message}`)
}

const burnout = () => copyOf(readCatalogJson('burnout'))
const subscale = (definition: TestDefinition, id: string) => definition.scoring.subscales!.find((scale) => scale.id === id)!

describe('subscale bands are checked like the total', () => {
  it('pass on burnout as published', () => {
    expect(problemsOf(burnout()).filter((line) => line.includes('/scoring/subscales'))).toEqual([])
  })

  it('name a gap in a subscale', () => {
    const definition = burnout()
    subscale(definition, 'personalBurnout').bands[1]!.min = 60
    expect(problemsOf(definition)).toContain('/scoring/subscales/0/bands/1/min: a score from 50 up to 60 has no band')
  })

  it('name a band no score can reach', () => {
    const definition = burnout()
    subscale(definition, 'workBurnout').bands.push({ min: 120, grade: 'Off the scale', tone: 'red-orange', description: 'Above 100.' })
    expect(problemsOf(definition)).toContain('/scoring/subscales/1/bands/3/min: no one can reach this band: it starts at 120 but the highest score possible is 100')
  })

  it('cover only the scores reachable where the subscale applies (client scale: only after "Yes")', () => {
    const definition = burnout()
    const client = subscale(definition, 'clientBurnout')
    expect(problemsOf(definition)).toEqual(problemsOf(burnout()))
    delete client.when
    // Without its condition the client scale also applies after "No", where its mean is 0: still covered (0 is Low).
    expect(problemsOf(definition).filter((line) => line.includes('/scoring/subscales/2'))).toEqual([])
    client.when = { gt: [{ answer: 'cbi-clients' }, 5] }
    expect(problemsOf(definition)).toContain('/scoring/subscales/2/when: this subscale never applies: no way through the test makes its condition hold')
  })

  it('refuse two subscales with one id', () => {
    const definition = burnout()
    subscale(definition, 'clientBurnout').id = 'workBurnout'
    expect(problemsOf(definition)).toContain('/scoring/subscales/2/id: "workBurnout" is already the id of subscale 2; each subscale needs its own id')
  })

  it('refuse a maximum below the highest score', () => {
    const definition = burnout()
    subscale(definition, 'personalBurnout').maximum = 90
    expect(problemsOf(definition)).toContain("/scoring/subscales/0/maximum: is 90, but the subscale's score can reach 100")
  })
})

describe('tones rise with the bands', () => {
  it('refuse a "Very high" band that is green above an orange one', () => {
    const definition = copyOf(readCatalogJson('depression'))
    definition.scoring.bands[4]!.grade = 'Very high'
    definition.scoring.bands[4]!.tone = 'green'
    expect(problemsOf(definition)).toContain('/scoring/bands/4/tone: "Very high" is green, milder than "Moderately severe depression" (red-orange) below it; on a scale where a higher score is worse, the tones may not get milder as the bands rise: change the tone, or say why in "toneReason", or declare "direction": "higher-is-better" if a higher score is better')
  })

  it('accept it when the band says why', () => {
    const definition = copyOf(readCatalogJson('depression'))
    Object.assign(definition.scoring.bands[4]!, { grade: 'Very high', tone: 'green', toneReason: 'A test of the checker.' })
    expect(problemsOf(definition).filter((line) => line.includes('/tone'))).toEqual([])
  })

  it('refuse, on a scale whose higher scores are better, a top band harsher than the one below it', () => {
    const definition = copyOf(readCatalogJson('social_support'))
    expect(definition.scoring.direction).toBe('higher-is-better')
    expect(problemsOf(definition)).toEqual([])
    definition.scoring.bands[2]!.tone = 'red-orange'
    definition.scoring.bands[2]!.grade = 'Very High Support'
    expect(problemsOf(definition)).toContain('/scoring/bands/2/tone: "Very High Support" is red-orange, harsher than "Moderate Social Support" (orange) below it; this scale declares that a higher score is better, so the tones may not get harsher as the bands rise: change the tone, or say why in "toneReason"')
  })

  it('refuse it without the declared direction (MSPSS without "higher-is-better")', () => {
    const definition = copyOf(readCatalogJson('social_support'))
    delete definition.scoring.direction
    expect(problemsOf(definition).filter((line) => line.includes('/tone'))).toHaveLength(2)
  })

  it("check each subscale's bands too", () => {
    const definition = burnout()
    subscale(definition, 'workBurnout').bands[2]!.tone = 'green'
    expect(problemsOf(definition)).toContain('/scoring/subscales/1/bands/2/tone: "High work-related burnout" is green, milder than "Moderate work-related burnout" (yellow) below it; on a scale where a higher score is worse, the tones may not get milder as the bands rise: change the tone, or say why in "toneReason", or declare "direction": "higher-is-better" if a higher score is better')
  })

  it('compare around a blue band, which says nothing either way', () => {
    const definition = copyOf(readCatalogJson('depression'))
    Object.assign(definition.scoring.bands[2]!, { grade: 'In between', tone: 'blue' })
    expect(problemsOf(definition).filter((line) => line.includes('/tone'))).toEqual([])
  })
})

describe('an item scored against all the others of a scale with a direction', () => {
  it('warns about it, naming the question and how to mark it on purpose', () => {
    const definition = burnout()
    delete (definition.questions[12] as { reverseScored?: true }).reverseScored
    expect(itemDirectionWarnings(definition)).toEqual([
      { pointer: '/questions/12/options', message: 'question 13 ("cbi-w7") scores its options rising down the list (0 to 100), against all the other 6 items of the total; if it is reverse-scored on purpose, add "reverseScored": true to the question, otherwise correct its scores' },
    ])
    expect(problemsOf(definition).filter((line) => line.includes('/questions/12'))).toEqual([])
  })

  it('says nothing for an item marked reverseScored (burnout as published)', () => {
    expect(itemDirectionWarnings(burnout())).toEqual([])
  })

  it('warns about a PHQ-9 item reversed by mistake, once the scale declares its direction', () => {
    const definition = copyOf(readCatalogJson('depression'))
    const item = definition.questions[3]!
    if (item.type === 'single-select') item.options.forEach((option, index) => (option.score = 3 - index))
    expect(itemDirectionWarnings(definition)).toEqual([])
    definition.scoring.direction = 'higher-is-worse'
    expect(itemDirectionWarnings(definition).map((warning) => warning.pointer)).toEqual(['/questions/3/options'])
  })
})
