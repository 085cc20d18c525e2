/** Kenyan shilling amounts as the site shows them: 'KES 4,000' (en-KE thousands separators, no cents). */
const shillings = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 })

export function formatKes(amount: number): string {
  return `KES ${shillings.format(amount)}`
}
