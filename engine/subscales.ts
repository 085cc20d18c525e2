/**
 * The graded subscales of a test with several scales (burnout's three CBI scales): each one's
 * score, and the band it falls in, for the subscales whose condition holds.
 */
import type { Subscale, SubscaleResult } from '#schemas/index.ts'
import { evaluateCondition, evaluateNumber, roundTo, type ScoringContext } from './expressions.ts'
import { findBand } from './bands.ts'

export function gradeSubscales(subscales: readonly Subscale[], context: ScoringContext): SubscaleResult[] {
  return subscales.flatMap((subscale) => {
    if (subscale.when && !evaluateCondition(subscale.when, context)) return []
    const value = evaluateNumber(subscale.value, context)
    const band = findBand(subscale.bands, roundTo(value, 2))
    if (!band) throw new Error(`no band of the subscale "${subscale.id}" for a score of ${value}; the definition was not checked`)
    return [{
      id: subscale.id,
      label: subscale.label,
      score: roundTo(value, subscale.decimals ?? 0),
      ...(subscale.maximum !== undefined ? { maximum: subscale.maximum } : {}),
      grade: band.grade,
      tone: band.tone,
      description: band.description,
      ...(band.nextSteps ? { nextSteps: [...band.nextSteps] } : {}),
    }]
  })
}
