/** Kenyan calendar arithmetic: real dates, weekdays, adding days across months and leap years, the time in Nairobi. */
import { describe, expect, it } from 'vitest'
import { addDays, clockTime, isCalendarDate, nairobiNow, weekdayOf, weekdaysText } from './nairobi-calendar.ts'

describe('the Nairobi calendar', () => {
  it('knows which dates exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2026-02-29')).toBe(false)
    expect(isCalendarDate('2025-02-30')).toBe(false)
    expect(isCalendarDate('14/03/2026')).toBe(false)
  })

  it('adds days across months and years, and names weekdays', () => {
    expect(addDays('2026-11-25', 7)).toBe('2026-12-02')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(weekdayOf('2026-11-25')).toBe('Wed')
    expect(weekdayOf('1969-12-28')).toBe('Sun')
    expect(weekdayOf('2027-01-04')).toBe('Mon')
  })

  it('reads the date and minutes in Nairobi (UTC+3 all year)', () => {
    expect(nairobiNow(new Date('2026-11-25T20:59:00Z'))).toEqual({ date: '2026-11-25', minutes: 23 * 60 + 59 })
    expect(nairobiNow(new Date('2026-11-25T21:00:00Z'))).toEqual({ date: '2026-11-26', minutes: 0 })
    expect(nairobiNow(new Date('2026-07-01T05:00:00Z')).minutes).toBe(8 * 60)
  })

  it('writes times and lists of days as people read them', () => {
    expect(clockTime(480)).toBe('08:00')
    expect(weekdaysText(['Mon'])).toBe('Monday')
    expect(weekdaysText(['Mon', 'Tue', 'Sat'])).toBe('Monday, Tuesday or Saturday')
  })
})
