/** Browser coordinates are kept to 6 decimals (about 10 cm), cut off rather than rounded (SPEC.md section 9). */
export function truncateCoordinate(degrees: number | null | undefined): number | null {
  if (degrees === null || degrees === undefined) return null
  if (Math.abs(degrees) < 1e-6) return 0
  // The shortest decimal that reads back as the same number (no binary noise), cut after 6 digits.
  const [whole, fraction = ''] = String(degrees).split('.')
  return Number(`${whole}.${fraction.slice(0, 6)}`)
}
