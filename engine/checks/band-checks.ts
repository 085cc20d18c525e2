/**
 * Checks the grades: bands that cover every reachable total exactly once, an expectedTotalScore
 * equal to the highest reachable total, dimension levels that cover their values, and tones that
 * follow SPEC.md's colour table.
 */
import type { TestDefinition } from '#schemas/index.ts'
import { SPEC_GRADE_TONES } from '../grade-tones.ts'
import { enumeratePaths, reachableRange, type PathShape, type Range } from '../score-range.ts'
import { sameNumber } from '../expressions.ts'
import type { Problem } from './problem.ts'

type Interval = { min: number; max?: number; below?: number }

export function checkGrades(definition: TestDefinition): Problem[] {
  const paths = enumeratePaths(definition)
  if (!paths) {
    return [{ pointer: '/questions', message: 'the questions branch into too many paths to check the scoring; simplify the jumps' }]
  }
  const total = reachableRange(definition, paths, definition.scoring.total)
  if (!total) return []
  return [
    ...checkCoverage(definition.scoring.bands, total, '/scoring/bands', 'total', 'band'),
    ...checkExpectedTotal(definition, total),
    ...checkDimensions(definition, paths),
    ...checkTones(definition),
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

export function checkCoverage(intervals: Interval[], range: Range, pointer: string, what: string, item: string): Problem[] {
  const problems: Problem[] = []
  const first = intervals[0]
  if (!first) return problems
  if (first.min > range.lo) {
    problems.push({ pointer: `${pointer}/0/min`, message: `no ${item} covers a ${what} of ${show(range.lo)}${range.whole && first.min - 1 > range.lo ? ` to ${show(first.min - 1)}` : ''}, which a person can reach; the lowest ${item} starts at ${show(first.min)}` })
  }
  intervals.forEach((interval, index) => {
    const at = `${pointer}/${index}`
    const top = upper(interval)
    if (top.bound < interval.min || (!top.inclusive && top.bound === interval.min)) {
      problems.push({ pointer: at, message: `this ${item} ends before it starts (${show(interval.min)} to ${show(top.bound)})` })
    }
    if (interval.min > range.hi) {
      problems.push({ pointer: `${at}/min`, message: `no one can reach this ${item}: it starts at ${show(interval.min)} but the highest ${what} possible is ${show(range.hi)}` })
    }
    const next = intervals[index + 1]
    if (next) problems.push(...checkJoin(interval, next, range, `${pointer}/${index + 1}/min`, what, item))
  })
  const last = upper(intervals[intervals.length - 1]!)
  if (last.bound < range.hi || (!last.inclusive && last.bound <= range.hi)) {
    problems.push({ pointer: `${pointer}/${intervals.length - 1}`, message: `no ${item} covers a ${what} of ${show(range.hi)}, which a person can reach; the highest ${item} ends at ${show(last.bound)}${last.inclusive ? '' : ' (not included)'}` })
  }
  return problems
}

function checkJoin(interval: Interval, next: Interval, range: Range, pointer: string, what: string, item: string): Problem[] {
  const top = upper(interval)
  if (top.bound === Infinity) return [{ pointer, message: `the ${item} before this one has no upper end, so the two overlap` }]
  if (next.min < interval.min) return [{ pointer, message: `${item}s must be listed from the lowest ${what} to the highest` }]
  if (top.inclusive) {
    if (next.min <= top.bound) return [{ pointer, message: `a ${what} of ${show(next.min)} falls in two ${item}s; each must fall in exactly one` }]
    if (range.whole && Number.isInteger(top.bound) && next.min === top.bound + 1) return []
    if (range.whole && Math.floor(top.bound) + 1 >= next.min) return []
    const gap = range.whole ? `${show(top.bound + 1)} to ${show(next.min - 1)}` : `between ${show(top.bound)} and ${show(next.min)}`
    return [{ pointer, message: `a ${what} ${range.whole ? 'of ' : ''}${gap} has no ${item}${range.whole ? '' : ' (totals here can have decimals: end the lower one with "below" instead of "max")'}` }]
  }
  if (next.min < top.bound) return [{ pointer, message: `a ${what} from ${show(next.min)} up to ${show(top.bound)} falls in two ${item}s; each must fall in exactly one` }]
  if (next.min > top.bound && !(range.whole && Math.ceil(top.bound) >= next.min)) {
    return [{ pointer, message: `a ${what} from ${show(top.bound)} up to ${show(next.min)} has no ${item}` }]
  }
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
    const expected = SPEC_GRADE_TONES[grade]
    return expected && expected !== tone
      ? [{ pointer, message: `the grade "${grade}" is shown ${expected} on the site (SPEC.md's colour table), not ${tone}` }]
      : []
  })
}
