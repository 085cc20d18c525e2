/**
 * Checks the grades: bands that cover every reachable total exactly once (a band no total can
 * land in, below the lowest, above the highest or between the steps of a total that goes up by 4,
 * is reported too), an expectedTotalScore
 * equal to the highest reachable total, dimension levels that cover their values, subscale bands
 * checked like the total's (subscale-checks.ts), and tones that follow SPEC.md's colour table and
 * rise with the bands (tone-order-checks.ts).
 */
import type { TestDefinition } from '#schemas/index.ts'
import { SPEC_GRADE_TONES } from '../grade-tones.ts'
import { enumeratePaths, latticeOf, latticePointsIn, reachableRange, type PathShape, type Range } from '../score-range.ts'
import { sameNumber } from '../expressions.ts'
import type { Problem } from './problem.ts'
import { checkSubscales } from './subscale-checks.ts'
import { checkTonesFollowBands } from './tone-order-checks.ts'

type Interval = { min: number; max?: number; below?: number }

export function checkGrades(definition: TestDefinition): Problem[] {
  const paths = enumeratePaths(definition)
  if (!paths) {
    return [{ pointer: '/questions', message: 'the questions branch into too many paths to check the scoring; simplify the jumps' }]
  }
  const total = reachableRange(definition, paths, definition.scoring.total)
  if (!total) return []
  if (!Number.isFinite(total.lo) || !Number.isFinite(total.hi)) {
    return [{ pointer: '/scoring/total', message: 'the total can grow without limit (it divides by a number that can come close to 0); divide by whole-number answers, or round first' }]
  }
  return [
    ...checkCoverage(definition.scoring.bands, total, '/scoring/bands', 'total', 'band'),
    ...checkExpectedTotal(definition, total),
    ...checkDimensions(definition, paths),
    ...checkSubscales(definition, paths),
    ...checkTones(definition),
    ...checkTonesFollowBands(definition),
  ]
}

function show(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100)
}

/** The highest value an interval takes for values of the given kind, as [inclusive?, bound]. */
function upper(interval: Interval): { bound: number; inclusive: boolean } {
  if (interval.max !== undefined) return { bound: interval.max, inclusive: true }
  if (interval.below !== undefined) return { bound: interval.below, inclusive: false }
  return { bound: Infinity, inclusive: true }
}

/** "5" or "5 to 9": the whole totals from `from` to `to`. */
function wholeSpan(from: number, to: number): string {
  return from === to ? show(from) : `${show(from)} to ${show(to)}`
}

/** The step whole totals go up by, when it is more than 1 (a WHO-5 raw score times 4: 4). */
function coarseStep(range: Range): number | undefined {
  const step = latticeOf(range)?.step
  return step !== undefined && step !== 1 ? step : undefined
}

/**
 * The totals a person can reach from `from` to `to` (whole totals only), as "5", "5 to 9" or
 * "8 to 16 (in steps of 4)"; undefined when no reachable total lies there.
 */
function reachableSpan(range: Range, from: number, to: number): string | undefined {
  const points = latticePointsIn(range, from, to)
  if (!points) return undefined
  const step = coarseStep(range)
  return wholeSpan(points.first, points.last) + (step && points.first !== points.last ? ` (in steps of ${step})` : '')
}

/** The highest whole total an interval holds. */
function lastWhole(interval: Interval): number {
  const top = upper(interval)
  return top.inclusive ? Math.floor(top.bound) : Math.ceil(top.bound) - 1
}

/** A band below the lowest total, or one that falls between the steps of the totals. */
function checkLandable(interval: Interval, range: Range, at: string, what: string, item: string): Problem[] {
  const top = upper(interval)
  if (top.bound < range.lo || (!top.inclusive && top.bound <= range.lo)) {
    return [{ pointer: at, message: `no one can reach this ${item}: it ends at ${show(top.bound)}${top.inclusive ? '' : ' (not included)'} but the lowest ${what} possible is ${show(range.lo)}` }]
  }
  const step = coarseStep(range)
  if (step === undefined || interval.min > range.hi || latticePointsIn(range, Math.ceil(interval.min), lastWhole(interval))) return []
  const lattice = latticeOf(range)!
  const examples = step === 0 ? show(lattice.base) : [0, 1, 2].map((k) => show(latticePointsIn(range, range.lo, range.hi)!.first + k * step)).join(', ') + ', ...'
  const shown = `${show(interval.min)} to ${show(top.bound)}${top.inclusive ? '' : ' (not included)'}`
  return [{ pointer: at, message: `no ${what} can land in this ${item}: the ${what}s a person can reach go up in steps of ${step} (${examples}), and none lies from ${shown}` }]
}

export function checkCoverage(intervals: Interval[], range: Range, pointer: string, what: string, item: string): Problem[] {
  const problems: Problem[] = []
  const outOfOrder = intervals.findIndex((interval, index) => index > 0 && interval.min < intervals[index - 1]!.min)
  if (outOfOrder > 0) {
    problems.push({ pointer: `${pointer}/${outOfOrder}/min`, message: `${item}s must be listed from the lowest ${what} to the highest` })
  }
  const sorted = intervals.map((interval, index) => ({ ...interval, index })).sort((a, b) => a.min - b.min)
  const first = sorted[0]
  if (!first) return problems
  if (first.min > range.lo) {
    const uncovered = range.whole ? reachableSpan(range, range.lo, Math.ceil(first.min) - 1) : `from ${show(range.lo)} up to ${show(first.min)}`
    if (uncovered) problems.push({ pointer: `${pointer}/${first.index}/min`, message: `no ${item} covers a ${what} of ${uncovered}, which a person can reach; the lowest ${item} starts at ${show(first.min)}` })
  }
  sorted.forEach((interval, position) => {
    const at = `${pointer}/${interval.index}`
    const top = upper(interval)
    if (top.bound < interval.min || (!top.inclusive && top.bound === interval.min)) {
      problems.push({ pointer: at, message: `this ${item} ends before it starts (${show(interval.min)} to ${show(top.bound)})` })
    }
    if (interval.min > range.hi) {
      problems.push({ pointer: `${at}/min`, message: `no one can reach this ${item}: it starts at ${show(interval.min)} but the highest ${what} possible is ${show(range.hi)}` })
    }
    problems.push(...checkLandable(interval, range, at, what, item))
    const next = sorted[position + 1]
    if (next) problems.push(...checkJoin(interval, next, range, `${pointer}/${next.index}/min`, what, item))
  })
  const last = sorted[sorted.length - 1]!
  const top = upper(last)
  if (top.bound < range.hi || (!top.inclusive && top.bound <= range.hi)) {
    const from = top.inclusive ? Math.floor(top.bound) + 1 : Math.ceil(top.bound)
    const uncovered = range.whole ? reachableSpan(range, from, range.hi) : `from ${show(top.bound)} up to ${show(range.hi)}`
    if (uncovered) problems.push({ pointer: `${pointer}/${last.index}`, message: `no ${item} covers a ${what} of ${uncovered}, which a person can reach; the highest ${item} ends at ${show(top.bound)}${top.inclusive ? '' : ' (not included)'}` })
  }
  return problems
}

function checkJoin(interval: Interval, next: Interval, range: Range, pointer: string, what: string, item: string): Problem[] {
  const top = upper(interval)
  if (top.bound === Infinity) return [{ pointer, message: `the ${item} before this one has no upper end, so the two overlap` }]
  if (top.inclusive) {
    if (next.min <= top.bound) return [{ pointer, message: `a ${what} of ${show(next.min)} falls in two ${item}s; each must fall in exactly one` }]
    if (range.whole) {
      const gap = reachableSpan(range, Math.floor(top.bound) + 1, Math.ceil(next.min) - 1)
      return gap ? [{ pointer, message: `a ${what} of ${gap} has no ${item}` }] : []
    }
    return [{ pointer, message: `a ${what} between ${show(top.bound)} and ${show(next.min)} has no ${item} (totals here can have decimals: end the lower one with "below" instead of "max")` }]
  }
  if (next.min < top.bound) return [{ pointer, message: `a ${what} from ${show(next.min)} up to ${show(top.bound)} falls in two ${item}s; each must fall in exactly one` }]
  if (range.whole) {
    const gap = reachableSpan(range, Math.ceil(top.bound), Math.ceil(next.min) - 1)
    return gap ? [{ pointer, message: `a ${what} of ${gap} has no ${item}` }] : []
  }
  if (next.min > top.bound) return [{ pointer, message: `a ${what} from ${show(top.bound)} up to ${show(next.min)} has no ${item}` }]
  return []
}

function checkExpectedTotal(definition: TestDefinition, total: Range): Problem[] {
  const expected = definition.expectedTotalScore
  if (definition.scoring.openEnded) {
    return expected < total.lo || expected > total.hi
      ? [{ pointer: '/expectedTotalScore', message: `the reference point ${show(expected)} lies outside the totals a person can reach (${show(total.lo)} to ${show(total.hi)})` }]
      : []
  }
  return sameNumber(expected, total.hi)
    ? []
    : [{ pointer: '/expectedTotalScore', message: `is ${show(expected)}, but the highest total a person can reach is ${show(total.hi)}` }]
}

function checkDimensions(definition: TestDefinition, paths: PathShape[]): Problem[] {
  const sections = definition.scoring.sections ?? {}
  return (['emotionalExhaustion', 'depersonalization', 'personalAccomplishment'] as const).flatMap((key) => {
    const dimension = sections[key]
    if (!dimension) return []
    const range = reachableRange(definition, paths, dimension.value)
    return range ? checkCoverage(dimension.levels, range, `/scoring/sections/${key}/levels`, 'value', 'level') : []
  })
}

function checkTones(definition: TestDefinition): Problem[] {
  const graded = [
    ...(definition.scoring.gradeRules ?? []).map((rule, index) => ({ ...rule, pointer: `/scoring/gradeRules/${index}/tone` })),
    ...definition.scoring.bands.map((band, index) => ({ ...band, pointer: `/scoring/bands/${index}/tone` })),
  ]
  return graded.flatMap(({ grade, tone, pointer }) => {
    const named = Object.keys(SPEC_GRADE_TONES).find((text) => text.toLowerCase() === grade.trim().toLowerCase())
    const expected = named && SPEC_GRADE_TONES[named]
    return expected && expected !== tone
      ? [{ pointer, message: `the grade "${named}" is shown ${expected} on the site (SPEC.md's colour table), not ${tone}` }]
      : []
  })
}
