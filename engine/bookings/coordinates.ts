/**
 * Browser coordinates are kept to 6 decimals (about 10 cm), cut off rather than rounded (SPEC.md
 * sections 3 and 9): -1.2921119 becomes -1.292111. Works on the shortest decimal that reads back as
 * the number, so binary noise (0.29 * 1e6 = 289999.99...) never loses a digit. The browser cuts
 * what it sends and the server cuts what it stores, with this one rule.
 */
export function truncateCoordinate(degrees: number): number
/** An optional coordinate (a booking without a location) stays absent. */
export function truncateCoordinate(degrees: number | null | undefined): number | null
export function truncateCoordinate(degrees: number | null | undefined): number | null {
  if (degrees === null || degrees === undefined) return null
  if (!Number.isFinite(degrees) || Math.abs(degrees) < 1e-6) return 0
  const [whole, fraction = ''] = String(degrees).split('.')
  return Number(`${whole}.${fraction.slice(0, 6)}`)
}
