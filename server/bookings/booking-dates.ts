/**
 * Booking dates and times are in Kenya (Africa/Nairobi, UTC+3 all year, no daylight saving): a
 * booking takes a day from today to 180 days ahead, on a day with consultation hours, at a time
 * inside them and not already past. The clock is passed in so tests can fix it.
 */
import { addDays, clockTime, isCalendarDate, maxDaysAhead, nairobiNow, todayInNairobi, weekdayNames, weekdayOf, weekdays, weekdaysText } from '#engine/nairobi-calendar.ts'
import type { ConsultationHours } from './consultation-hours.ts'

export { addDays, isCalendarDate, maxDaysAhead, nairobiNow, todayInNairobi, weekdayOf } from '#engine/nairobi-calendar.ts'

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
  return weekdaysText(weekdays.filter((day) => hours[day]))
}
