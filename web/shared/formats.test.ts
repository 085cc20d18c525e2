/**
 * Shillings, days, times and moments in the page's language (issue 20): English as the site has
 * always written them, Kiswahili through Intl's sw-KE, Nairobi time said in both; values in no
 * known form shown as they are.
 */
import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { formatClock, formatDay, formatMoment } from './format-date-time.ts'
import { formatKes } from './format-kes.ts'
import { loadCatalogues } from './i18n.ts'

afterAll(() => i18n.activate('en'))

describe('in English', () => {
  it('writes the site formats', () => {
    i18n.activate('en')
    expect(formatKes(4000)).toBe('KES\u00a04,000')
    expect(formatDay('2026-03-02')).toBe('Monday, 2 March 2026')
    expect(formatClock('14:30')).toBe('2:30 PM')
    expect(formatClock('00:05')).toBe('12:05 AM')
    expect(formatMoment('2026-03-02T11:30:00Z')).toBe('2 March 2026 at 2:30 PM (Nairobi time)')
  })
})

describe('in Kiswahili', () => {
  it("writes sw-KE's own forms, and says Nairobi time in Kiswahili", async () => {
    await loadCatalogues('sw')
    expect(formatKes(12500)).toBe('KES\u00a012,500')
    expect(formatDay('2026-03-02')).toBe('Jumatatu, 2 Machi 2026')
    // East African time with the 24-hour clock: a Swahili reader counts hours from 06:00.
    expect(formatClock('14:30')).toBe('saa 8:30 mchana (14:30)')
    expect(formatClock('08:00')).toBe('saa 2:00 asubuhi (08:00)')
    expect(formatClock('06:15')).toBe('saa 12:15 asubuhi (06:15)')
    expect(formatClock('17:45')).toBe('saa 11:45 jioni (17:45)')
    expect(formatClock('20:00')).toBe('saa 2:00 usiku (20:00)')
    expect(formatClock('00:30')).toBe('saa 6:30 usiku (00:30)')
    expect(formatMoment('2026-03-02T11:30:00Z')).toBe('2 Machi 2026, saa 8:30 mchana (14:30) (saa za Nairobi)')
  })
})

describe('a value in no known form', () => {
  it('is shown as it is', () => {
    i18n.activate('en')
    expect(formatDay('next week')).toBe('next week')
    expect(formatClock('25:00')).toBe('25:00')
    expect(formatMoment('soon')).toBe('soon')
  })
})
