/** Coordinates cut to 6 decimals, never rounded (SPEC.md sections 3 and 9). */
import { describe, expect, it } from 'vitest'
import { truncateCoordinate } from './coordinates.ts'

describe('truncateCoordinate', () => {
  it.each([
    [-1.2921119, -1.292111],
    [36.8219999, 36.821999],
    [0.29, 0.29],
    [-0.0000009, 0],
    [1e-7, 0],
    [90, 90],
    [-180, -180],
    [4.1234565, 4.123456],
  ])('keeps %d as %d', (degrees, kept) => {
    expect(truncateCoordinate(degrees)).toBe(kept)
  })
})
