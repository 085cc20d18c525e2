/**
 * Browser coordinates kept to 6 decimals, cut off rather than rounded (SPEC.md sections 3 and 9):
 * -1.2921119 becomes -1.292111. Works on the shortest decimal that reads back as the number, so
 * binary noise (0.29 * 1e6 = 289999.99...) never loses a digit.
 */
export function truncateCoordinate(degrees: number): number {
  if (!Number.isFinite(degrees) || Math.abs(degrees) < 1e-6) return 0
  const [whole, fraction = ''] = String(degrees).split('.')
  return Number(`${whole}.${fraction.slice(0, 6)}`)
}
