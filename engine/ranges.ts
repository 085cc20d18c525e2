/**
 * Arithmetic on ranges of values: what the range analysis (score-range.ts) and each question
 * type's range (question-types/) are built from.
 */

/**
 * The values an expression can take: between lo and hi; when whole, only whole numbers, and only
 * those of the form base + k × step (k any whole number). A step of 1 is every whole number, 4 is
 * every fourth (a WHO-5 raw score times 4: 0, 4, 8, ...), 0 is base alone. Left out, base is lo
 * and step is 1.
 */
export type Range = { lo: number; hi: number; whole: boolean; base?: number; step?: number }

export function exact(value: number): Range {
  return Number.isInteger(value) ? { lo: value, hi: value, whole: true, base: value, step: 0 } : { lo: value, hi: value, whole: false }
}

export function gcd(...values: number[]): number {
  return values.reduce((a, b) => {
    let [x, y] = [Math.abs(a), Math.abs(b)]
    while (y > 0) [x, y] = [y, x % y]
    return x
  }, 0)
}

/** The lattice of a whole range: its totals are base + k × step. */
export function latticeOf(range: Range): { base: number; step: number } | undefined {
  if (!range.whole) return undefined
  return { base: range.base ?? range.lo, step: range.step ?? 1 }
}

/** A lattice holding every value of each range (the ranges' values are all whole). */
export function joinLattices(ranges: Range[]): { base: number; step: number } | undefined {
  const lattices = ranges.map(latticeOf)
  if (lattices.length === 0 || lattices.some((lattice) => !lattice)) return undefined
  const [first, ...rest] = lattices as { base: number; step: number }[]
  return { base: first!.base, step: gcd(first!.step, ...rest.map((lattice) => gcd(lattice.step, lattice.base - first!.base))) }
}

/** lo and hi as given; whole, with the lattice, only when a lattice is given. */
export function ranged(lo: number, hi: number, lattice: { base: number; step: number } | undefined): Range {
  return lattice ? { lo, hi, whole: true, ...lattice } : { lo, hi, whole: false }
}

/** a + b or a − b, lattice included. */
export function combine(a: Range, b: Range, sign: 1 | -1): Range {
  const [la, lb] = [latticeOf(a), latticeOf(b)]
  const lattice = la && lb ? { base: la.base + sign * lb.base, step: gcd(la.step, lb.step) } : undefined
  return sign === 1 ? ranged(a.lo + b.lo, a.hi + b.hi, lattice) : ranged(a.lo - b.hi, a.hi - b.lo, lattice)
}

export function union(a: Range, b: Range): Range {
  return ranged(Math.min(a.lo, b.lo), Math.max(a.hi, b.hi), joinLattices([a, b]))
}

/** The whole totals of a range that lie from `from` to `to`: the first and the last, if any. */
export function latticePointsIn(range: Range, from: number, to: number): { first: number; last: number } | undefined {
  const lattice = latticeOf(range)
  const lo = Math.max(from, range.lo)
  const hi = Math.min(to, range.hi)
  if (!lattice || lo > hi) return undefined
  if (lattice.step === 0) return lattice.base >= lo && lattice.base <= hi ? { first: lattice.base, last: lattice.base } : undefined
  const first = lattice.base + Math.ceil((lo - lattice.base) / lattice.step) * lattice.step
  const last = lattice.base + Math.floor((hi - lattice.base) / lattice.step) * lattice.step
  return first <= last ? { first, last } : undefined
}

export function unionAll(ranges: Range[]): Range | undefined {
  return ranges.reduce<Range | undefined>((all, range) => (all ? union(all, range) : range), undefined)
}

