/** Finding the band (or dimension level) a value falls in. */
import { sameNumber } from './expressions.ts'

export type ValueRange = { min: number; max?: number; below?: number }

export function inRange(range: ValueRange, value: number): boolean {
  const aboveMin = value > range.min || sameNumber(value, range.min)
  if (range.max !== undefined) return aboveMin && (value < range.max || sameNumber(value, range.max))
  if (range.below !== undefined) return aboveMin && value < range.below && !sameNumber(value, range.below)
  return aboveMin
}

export function findBand<T extends ValueRange>(bands: readonly T[], value: number): T | undefined {
  return bands.find((band) => inRange(band, value))
}
