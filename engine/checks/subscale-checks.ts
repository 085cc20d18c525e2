/**
 * Checks each graded subscale like the total: its own id, a score that cannot grow without
 * limit, a condition that can hold, and bands that cover every score it can reach (on the paths
 * where it applies) exactly once, none that no score can land in.
 */
import type { Subscale, TestDefinition } from '#schemas/index.ts'
import { RangeEvaluator, unionAll, type PathShape } from '../score-range.ts'
import { checkCoverage } from './band-checks.ts'
import type { Problem } from './problem.ts'

/** The paths on which the subscale can apply (its condition can hold there). */
function pathsWhereItApplies(definition: TestDefinition, paths: PathShape[], subscale: Subscale): PathShape[] {
  const { when } = subscale
  return when ? paths.filter((shape) => new RangeEvaluator(definition, shape).condition(when).canBeTrue) : paths
}

function checkSubscale(definition: TestDefinition, paths: PathShape[], subscale: Subscale, index: number): Problem[] {
  const at = `/scoring/subscales/${index}`
  const applying = pathsWhereItApplies(definition, paths, subscale)
  if (applying.length === 0) return [{ pointer: `${at}/when`, message: 'this subscale never applies: no way through the test makes its condition hold' }]
  const range = unionAll(applying.map((shape) => new RangeEvaluator(definition, shape).number(subscale.value)))!
  if (!Number.isFinite(range.lo) || !Number.isFinite(range.hi)) {
    return [{ pointer: `${at}/value`, message: 'the score can grow without limit (it divides by a number that can come close to 0); divide by whole-number answers, or round first' }]
  }
  const aboveMaximum = subscale.maximum !== undefined && range.hi > subscale.maximum
    ? [{ pointer: `${at}/maximum`, message: `is ${subscale.maximum}, but the subscale's score can reach ${range.hi}` }]
    : []
  return [...aboveMaximum, ...checkCoverage(subscale.bands, range, `${at}/bands`, 'score', 'band')]
}

export function checkSubscales(definition: TestDefinition, paths: PathShape[]): Problem[] {
  const subscales = definition.scoring.subscales ?? []
  const firstIndex = new Map<string, number>()
  return subscales.flatMap((subscale, index) => {
    const earlier = firstIndex.get(subscale.id)
    if (earlier === undefined) firstIndex.set(subscale.id, index)
    const repeated = earlier === undefined ? [] : [{ pointer: `/scoring/subscales/${index}/id`, message: `"${subscale.id}" is already the id of subscale ${earlier + 1}; each subscale needs its own id` }]
    return [...repeated, ...checkSubscale(definition, paths, subscale, index)]
  })
}
