/**
 * Kenyan mobile numbers as people type them (0712 345 678, 0112-345-678, +254 712 345 678,
 * 254712345678) turned into one form: +2547XXXXXXXX or +2541XXXXXXXX to store and dial, and
 * "+254 712 345 678" to read. The booking forms, the Premium pre-order and the site's configured
 * contact numbers all use this rule.
 */

export type KenyanPhone = { tel: string; display: string }

/** The number in both forms, or undefined when it is not a Kenyan mobile number. */
export function kenyanPhone(typed: string): KenyanPhone | undefined {
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(typed.trim().replace(/[\s-]/g, ''))
  if (!match) return undefined
  const local = match[1]!
  return { tel: `+254${local}`, display: `+254 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` }
}

/** The number as +254XXXXXXXXX, or undefined when it is not a Kenyan mobile number. */
export function normaliseKenyanPhone(typed: string): string | undefined {
  return kenyanPhone(typed)?.tel
}

export const phoneNumberProblem =
  'Phone number must be a Kenyan mobile number such as 0712 345 678, 0112 345 678 or +254 712 345 678.'
