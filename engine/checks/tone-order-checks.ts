/**
 * Tones that follow the bands: on a scale where a higher score is worse (the default), a band's
 * tone may not be milder than the band below it ("Very high" in green); on a scale that declares
 * "higher-is-better", it may not be harsher. Blue is neutral and not compared. A band that gives a
 * toneReason is exempt (obesity-risk: underweight is a risk too).
 */
import type { Tone, TestDefinition } from '#schemas/index.ts'
import type { Problem } from './problem.ts'

export type Direction = 'higher-is-worse' | 'higher-is-better'

/** How alarming each tone reads, mildest first; blue says nothing either way. */
const SEVERITY: Readonly<Record<Exclude<Tone, 'blue'>, number>> = { green: 0, yellow: 1, orange: 2, 'red-orange': 3 }

type TonedBand = { min: number; grade: string; tone: Tone; toneReason?: string }

const HOW_TO_FIX = 'change the tone, or say why in "toneReason"'

export function checkToneOrder(bands: readonly TonedBand[], direction: Direction | undefined, pointer: string): Problem[] {
  const betterUp = direction === 'higher-is-better'
  const problems: Problem[] = []
  let below: TonedBand | undefined
  for (const [index, band] of [...bands.entries()].sort(([, a], [, b]) => a.min - b.min)) {
    if (band.tone === 'blue') continue
    if (below && below.tone !== 'blue' && !band.toneReason) {
      const [was, is] = [SEVERITY[below.tone], SEVERITY[band.tone]]
      if (!betterUp && is < was) {
        problems.push({ pointer: `${pointer}/${index}/tone`, message: `"${band.grade}" is ${band.tone}, milder than "${below.grade}" (${below.tone}) below it; on a scale where a higher score is worse, the tones may not get milder as the bands rise: ${HOW_TO_FIX}, or declare "direction": "higher-is-better" if a higher score is better` })
      }
      if (betterUp && is > was) {
        problems.push({ pointer: `${pointer}/${index}/tone`, message: `"${band.grade}" is ${band.tone}, harsher than "${below.grade}" (${below.tone}) below it; this scale declares that a higher score is better, so the tones may not get harsher as the bands rise: ${HOW_TO_FIX}` })
      }
    }
    below = band
  }
  return problems
}

/** The total's bands and every subscale's, each by its scale's declared direction. */
export function checkTonesFollowBands(definition: TestDefinition): Problem[] {
  const { scoring } = definition
  return [
    ...checkToneOrder(scoring.bands, scoring.direction, '/scoring/bands'),
    ...(scoring.subscales ?? []).flatMap((subscale, index) => checkToneOrder(subscale.bands, subscale.direction, `/scoring/subscales/${index}/bands`)),
  ]
}
