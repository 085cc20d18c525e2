/**
 * Which date and time a booking may take, the same rules on both sides: the booking forms offer and
 * check them before sending, the server refuses anything else. A day from today to the limit in
 * Kenya, open that weekday, at a time inside its hours and not already past. The moment is passed
 * in (pure); the sentences are the ones a person sees, with the form's labels.
 */
import { addDays, clockTime, isCalendarDate, maxDaysAhead as defaultMaxDaysAhead, nairobiNow, weekdayNames, weekdayOf } from './nairobi-calendar.ts'
import { minutesOfClock, openDaysText, openingOn, type ConsultationHours } from './consultation-hours.ts'

export type SlotLabels = { date: string; time: string }

export type SlotProblem = { field: 'date' | 'time'; message: string }

/** The booking forms offer a time every 30 minutes from opening. */
export const slotMinutes = 30

/** The last day a booking may take: today in Nairobi plus the limit. */
export function lastBookableDay(now: Date, maxDaysAhead: number = defaultMaxDaysAhead): string {
  return addDays(nairobiNow(now).date, maxDaysAhead)
}

/**
 * The sentence for a date that cannot be booked, or undefined when it can: not a real date, in the
 * past, beyond the limit, or (when the hours are known) a closed day.
 */
export function bookingDateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date): string | undefined {
  if (!isCalendarDate(date)) return `${labels.date} is not a real date; choose one from the calendar.`
  const today = nairobiNow(now).date
  if (date < today) return `${labels.date} is in the past; choose today or a later date.`
  const limit = hours?.maxDaysAhead ?? defaultMaxDaysAhead
  const last = addDays(today, limit)
  if (date > last) return `${labels.date} is more than ${limit} days ahead; choose a date up to ${last}.`
  if (hours && !openingOn(hours, date)) return `${labels.date} is a ${weekdayNames[weekdayOf(date)]}, when we are closed; choose ${openDaysText(hours)}.`
  return undefined
}

/**
 * What is wrong with a booked date and time (HH:MM), if anything: a date problem on the date; a
 * time outside the day's hours, or already past today (the current minute included), on the time.
 */
export function bookingSlotProblem(labels: SlotLabels, date: string, time: string, hours: ConsultationHours, now: Date): SlotProblem | undefined {
  const dateProblem = bookingDateProblem(labels, date, hours, now)
  if (dateProblem) return { field: 'date', message: dateProblem }
  const day = openingOn(hours, date)!
  const [open, close] = [minutesOfClock(day.open), minutesOfClock(day.close)]
  const minutes = minutesOfClock(time)
  if (minutes < open || minutes >= close) {
    return { field: 'time', message: `${labels.time} is outside our hours on ${weekdayNames[day.day]} (${day.open} to ${day.close}); choose a time from ${day.open} to ${clockTime(close - 1)}.` }
  }
  const current = nairobiNow(now)
  if (date === current.date && minutes <= current.minutes) return { field: 'time', message: `${labels.time} has already passed today; choose a later time or another day.` }
  return undefined
}

/** The times a form offers on a day: every 30 minutes from opening while before closing, and later than now today. */
export function timeChoices(hours: ConsultationHours, date: string, now: Date): string[] {
  const opening = isCalendarDate(date) ? openingOn(hours, date) : undefined
  if (!opening) return []
  const current = nairobiNow(now)
  const choices: string[] = []
  for (let minutes = minutesOfClock(opening.open); minutes < minutesOfClock(opening.close); minutes += slotMinutes) {
    if (date === current.date && minutes <= current.minutes) continue
    choices.push(clockTime(minutes))
  }
  return choices
}

/** A date the forms cannot offer: one the server refuses, or today when no offered time is left. */
export function offeredDateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date): string | undefined {
  const problem = bookingDateProblem(labels, date, hours, now)
  if (problem || !hours) return problem
  return timeChoices(hours, date, now).length === 0 ? `${labels.date} has no times left today; choose another day.` : undefined
}
