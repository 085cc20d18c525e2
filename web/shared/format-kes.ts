/**
 * Kenyan shilling amounts as the site shows them: 'KES 4,000' (en-KE thousands separators, no
 * cents), with a no-break space so 'KES' never ends a line apart from its amount.
 */
const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 })

export function formatKes(amount: number): string {
  return `KES\u00a0${shillings.format(amount)}`
}
