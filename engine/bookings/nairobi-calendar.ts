/**
 * Kenyan calendar arithmetic for bookings, shared by the server's booking rules and the booking
 * forms: Kenya keeps Africa/Nairobi time (UTC+3 all year, no daylight saving). Dates are
 * YYYY-MM-DD text and times minutes after midnight. Pure: the moment is passed in, never read.
 */

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type Weekday = (typeof weekdays)[number]

export const weekdayNames: Readonly<Record<Weekday, string>> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
}

/** The furthest a booking may be made: today plus this many days (day 180 is accepted, 181 is not). */
export const maxDaysAhead = 180

const dayMs = 86_400_000

const nairobiClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** YYYY-MM-DD of a UTC day. */
const utcDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The date (YYYY-MM-DD) and the minutes after midnight in Nairobi at `now`. */
export function nairobiNow(now: Date): { date: string; minutes: number } {
  const parts = nairobiClock.formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

/** Today's date in Nairobi as YYYY-MM-DD. */
export function todayInNairobi(now: Date): string {
  return nairobiNow(now).date
}

/** Milliseconds of a YYYY-MM-DD date's midnight UTC (NaN when it is not of that form). */
function utcMs(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
}

/** True when the text is YYYY-MM-DD and names a day that exists (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const ms = utcMs(text)
  return !Number.isNaN(ms) && utcDate.format(ms) === text
}

/** The calendar day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return utcDate.format(utcMs(date) + days * dayMs)
}

/** The weekday of a YYYY-MM-DD date (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): Weekday {
  return weekdays[(((Math.floor(utcMs(date) / dayMs) + 3) % 7) + 7) % 7]!
}

/** 480 as "08:00". */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** "Monday", "Monday or Saturday", "Monday, Tuesday or Saturday". */
export function weekdaysText(days: readonly Weekday[]): string {
  const names = days.map((day) => weekdayNames[day])
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}
