/**
 * Kenyan shilling amounts as the site shows them: 'KES 4,000' (thousands separators of the page's
 * language through Intl, en-KE or sw-KE; no cents), with a no-break space so 'KES' never ends a
 * line apart from its amount.
 */
import { intlLocale } from './i18n.ts'

const formats = new Map<string, Intl.NumberFormat>()

export function formatKes(amount: number): string {
  const locale = intlLocale()
  let shillings = formats.get(locale)
  if (!shillings) formats.set(locale, (shillings = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })))
  return `KES\u00a0${shillings.format(amount)}`
}
