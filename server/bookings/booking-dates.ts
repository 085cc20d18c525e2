/**
 * Booking dates and times are in Kenya (Africa/Nairobi, UTC+3 all year, no daylight saving): a
 * booking takes a day from today to 180 days ahead, on a day with consultation hours, at a time
 * inside them and not already past. The clock is passed in so tests can fix it.
 */
import { clockTime, weekdayNames, weekdays, type ConsultationHours, type Weekday } from './consultation-hours.ts'

/** The furthest a booking may be made: today plus this many days (day 180 is accepted, 181 is not). */
export const maxDaysAhead = 180

const nairobiClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date (YYYY-MM-DD) and the minutes after midnight in Nairobi at `now`. */
export function nairobiNow(now: Date): { date: string; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) => nairobiClock.formatToParts(now).find((p) => p.type === type)!.value
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

/** Today's date in Nairobi as YYYY-MM-DD. */
export function todayInNairobi(now: Date): string {
  return nairobiNow(now).date
}

/** True when the text is YYYY-MM-DD and names a day that exists (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The calendar day `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; weekdays starts on Monday.
  return weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!
}

/** The sentence for a date that cannot be booked whatever the hours, or undefined when it can. */
export function bookingDateProblem(label: string, text: string, now: Date): string | undefined {
  if (!isCalendarDate(text)) return `${label} is not a real date; choose one from the calendar.`
  const today = todayInNairobi(now)
  if (text < today) return `${label} is in the past; choose today or a later date.`
  const last = addDays(today, maxDaysAhead)
  if (text > last) return `${label} is more than ${maxDaysAhead} days ahead; choose a date up to ${last}.`
  return undefined
}

export type SlotProblem = { field: 'date' | 'time'; message: string }

/**
 * What is wrong with a booked date and time (HH:MM), if anything: a date problem is reported on
 * the date; a closed day on the date; a time outside the day's hours, or already past today, on
 * the time.
 */
export function bookingSlotProblem(labels: { date: string; time: string }, date: string, time: string, hours: ConsultationHours, now: Date): SlotProblem | undefined {
  const dateProblem = bookingDateProblem(labels.date, date, now)
  if (dateProblem) return { field: 'date', message: dateProblem }
  const weekday = weekdayOf(date)
  const day = hours[weekday]
  if (!day) return { field: 'date', message: `${labels.date} is a ${weekdayNames[weekday]}, when we are closed; choose ${openDaysText(hours)}.` }
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const minutes = hour * 60 + minute
  if (minutes < day.open || minutes >= day.close) {
    return { field: 'time', message: `${labels.time} is outside our hours on ${weekdayNames[weekday]} (${clockTime(day.open)} to ${clockTime(day.close)}); choose a time from ${clockTime(day.open)} to ${clockTime(day.close - 1)}.` }
  }
  const current = nairobiNow(now)
  if (date === current.date && minutes <= current.minutes) return { field: 'time', message: `${labels.time} has already passed today; choose a later time or another day.` }
  return undefined
}

/** "Monday, Tuesday, Wednesday, Thursday, Friday or Saturday". */
function openDaysText(hours: ConsultationHours): string {
  const open = weekdays.filter((day) => hours[day]).map((day) => weekdayNames[day])
  return open.length === 1 ? open[0]! : `${open.slice(0, -1).join(', ')} or ${open[open.length - 1]}`
}
