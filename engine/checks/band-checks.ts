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
  if (!Number.isFinite(total.lo) || !Number.isFinite(total.hi)) {
    return [{ pointer: '/scoring/total', message: 'the total can grow without limit (it divides by a number that can come close to 0); divide by whole-number answers, or round first' }]
  }
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

/** "5" or "5 to 9": the whole totals from `from` to `to`. */
function wholeSpan(from: number, to: number): string {
  return from === to ? show(from) : `${show(from)} to ${show(to)}`
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
    const uncovered = range.whole ? wholeSpan(range.lo, Math.ceil(first.min) - 1) : `from ${show(range.lo)} up to ${show(first.min)}`
    problems.push({ pointer: `${pointer}/${first.index}/min`, message: `no ${item} covers a ${what} of ${uncovered}, which a person can reach; the lowest ${item} starts at ${show(first.min)}` })
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
    const next = sorted[position + 1]
    if (next) problems.push(...checkJoin(interval, next, range, `${pointer}/${next.index}/min`, what, item))
  })
  const last = sorted[sorted.length - 1]!
  const top = upper(last)
  if (top.bound < range.hi || (!top.inclusive && top.bound <= range.hi)) {
    const from = top.inclusive ? Math.floor(top.bound) + 1 : Math.ceil(top.bound)
    const uncovered = range.whole ? wholeSpan(from, range.hi) : `from ${show(top.bound)} up to ${show(range.hi)}`
    problems.push({ pointer: `${pointer}/${last.index}`, message: `no ${item} covers a ${what} of ${uncovered}, which a person can reach; the highest ${item} ends at ${show(top.bound)}${top.inclusive ? '' : ' (not included)'}` })
  }
  return problems
}

function checkJoin(interval: Interval, next: Interval, range: Range, pointer: string, what: string, item: string): Problem[] {
  const top = upper(interval)
  if (top.bound === Infinity) return [{ pointer, message: `the ${item} before this one has no upper end, so the two overlap` }]
  if (top.inclusive) {
    if (next.min <= top.bound) return [{ pointer, message: `a ${what} of ${show(next.min)} falls in two ${item}s; each must fall in exactly one` }]
    if (range.whole) {
      const gapFrom = Math.floor(top.bound) + 1
      const gapTo = Math.ceil(next.min) - 1
      return gapFrom > gapTo ? [] : [{ pointer, message: `a ${what} of ${wholeSpan(gapFrom, gapTo)} has no ${item}` }]
    }
    return [{ pointer, message: `a ${what} between ${show(top.bound)} and ${show(next.min)} has no ${item} (totals here can have decimals: end the lower one with "below" instead of "max")` }]
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
    const named = Object.keys(SPEC_GRADE_TONES).find((text) => text.toLowerCase() === grade.trim().toLowerCase())
    const expected = named && SPEC_GRADE_TONES[named]
    return expected && expected !== tone
      ? [{ pointer, message: `the grade "${named}" is shown ${expected} on the site (SPEC.md's colour table), not ${tone}` }]
      : []
  })
}
