/**
 * Which parts of a definition a set of answers reaches: the grade (a grade rule, or a band), the
 * flags that fire and the band of each graded subscale. The worked cases use it to prove every band and every flag is reached by a
 * published example (decision 045). It takes the same steps as `interpret`: grade rules in order,
 * then the band the rounded total falls in; flags whose condition holds; each subscale whose
 * condition holds, in the band its rounded value falls in (subscales.ts).
 */
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { findBand } from './bands.ts'
import { createScoringContext, evaluateCondition, evaluateNumber, roundTo } from './expressions.ts'
import { answersForScoring } from './interpret.ts'

export type ScoringTrace = {
  /** The JSON pointer of the grade given: `/scoring/gradeRules/N` or `/scoring/bands/N`. */
  grade: string | undefined
  /** The positions in scoring.flags of the flags that fire, in order. */
  flags: number[]
  /** The band each graded subscale falls in, as `/scoring/subscales/N/bands/M`, for the subscales given. */
  subscaleBands: string[]
}

/** The trace of `answers`; throws InvalidAnswersError as `interpret` does. */
export function traceScoring(definition: TestDefinition, answers: readonly Answer[]): ScoringTrace {
  const context = createScoringContext(definition, answersForScoring(definition, answers))
  const { gradeRules = [], bands, flags = [] } = definition.scoring
  const rule = gradeRules.findIndex((candidate) => evaluateCondition(candidate.when, context))
  const band = findBand(bands, roundTo(evaluateNumber(definition.scoring.total, context), 2))
  const grade = rule >= 0 ? `/scoring/gradeRules/${rule}` : band ? `/scoring/bands/${bands.indexOf(band)}` : undefined
  const subscaleBands = (definition.scoring.subscales ?? []).flatMap((subscale, index) => {
    if (subscale.when && !evaluateCondition(subscale.when, context)) return []
    const subscaleBand = findBand(subscale.bands, roundTo(evaluateNumber(subscale.value, context), 2))
    return subscaleBand ? [`/scoring/subscales/${index}/bands/${subscale.bands.indexOf(subscaleBand)}`] : []
  })
  return { grade, flags: flags.flatMap((flag, index) => (evaluateCondition(flag.when, context) ? [index] : [])), subscaleBands }
}
