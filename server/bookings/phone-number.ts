/**
 * Kenyan mobile numbers as people type them (0712 345 678, 0112-345-678, +254 712 345 678) turned
 * into one stored form, +2547XXXXXXXX or +2541XXXXXXXX. Anything else is refused with a sentence.
 */
export const phoneNumberProblem =
  'Phone number must be a Kenyan mobile number such as 0712 345 678, 0112 345 678 or +254 712 345 678.'

/** The number as +254XXXXXXXXX, or undefined when it is not a Kenyan mobile number. */
export function normaliseKenyanPhone(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s-]/g, '')
  const match = /^(?:0|\+254)([17]\d{8})$/.exec(compact)
  return match ? `+254${match[1]}` : undefined
}
