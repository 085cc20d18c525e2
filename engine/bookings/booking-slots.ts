/**
 * Which date and time a booking may take, the same rules on both sides: the booking forms offer and
 * check them before sending, the server refuses anything else. A day from today to the limit in
 * Kenya, open that weekday, at a time inside its hours and not already past. The moment is passed
 * in (pure); the sentences are the ones a person sees, with the form's labels.
 */
import { addDays, clockTime, isCalendarDate, maxDaysAhead as defaultMaxDaysAhead, nairobiNow, weekdayNames, weekdayOf, weekdaysText, type Weekday } from './nairobi-calendar.ts'
import { minutesOfClock, openingOn, type ConsultationHours } from './consultation-hours.ts'

export type SlotLabels = { date: string; time: string }

export type SlotProblem = { field: 'date' | 'time'; message: string }

/** The booking forms offer a time every 30 minutes from opening. */
export const slotMinutes = 30

/** The last day a booking may take: today in Nairobi plus the limit. */
export function lastBookableDay(now: Date, maxDaysAhead: number = defaultMaxDaysAhead): string {
  return addDays(nairobiNow(now).date, maxDaysAhead)
}

/**
 * Why a date cannot be booked, as data (each language words it: the English sentence below, the
 * booking forms' Kiswahili in web/features/booking/slot-messages.ts): not a real date, in the
 * past, beyond the limit (with the last day allowed), or (when the hours are known) a closed day
 * (with the open days).
 */
export type DateIssue =
  | { kind: 'not-a-date' }
  | { kind: 'past' }
  | { kind: 'too-far'; limit: number; last: string }
  | { kind: 'closed'; day: Weekday; openDays: Weekday[] }
  | { kind: 'no-times-left' }

/** Why a date cannot be booked, or undefined when it can. */
export function bookingDateIssue(date: string, hours: ConsultationHours | undefined, now: Date): DateIssue | undefined {
  if (!isCalendarDate(date)) return { kind: 'not-a-date' }
  const today = nairobiNow(now).date
  if (date < today) return { kind: 'past' }
  const limit = hours?.maxDaysAhead ?? defaultMaxDaysAhead
  const last = addDays(today, limit)
  if (date > last) return { kind: 'too-far', limit, last }
  if (hours && !openingOn(hours, date)) return { kind: 'closed', day: weekdayOf(date), openDays: hours.days.map((day) => day.day) }
  return undefined
}

/** The English sentence for a date issue, naming the field by its label. */
export function dateIssueText(labels: SlotLabels, issue: DateIssue): string {
  switch (issue.kind) {
    case 'not-a-date':
      return `${labels.date} is not a real date; choose one from the calendar.`
    case 'past':
      return `${labels.date} is in the past; choose today or a later date.`
    case 'too-far':
      return `${labels.date} is more than ${issue.limit} days ahead; choose a date up to ${issue.last}.`
    case 'closed':
      return `${labels.date} is a ${weekdayNames[issue.day]}, when we are closed; choose ${weekdaysText(issue.openDays)}.`
    case 'no-times-left':
      return `${labels.date} has no times left today; choose another day.`
  }
}

/** The sentence for a date that cannot be booked, or undefined when it can. */
export function bookingDateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date): string | undefined {
  const issue = bookingDateIssue(date, hours, now)
  return issue && dateIssueText(labels, issue)
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
export function offeredDateIssue(date: string, hours: ConsultationHours | undefined, now: Date): DateIssue | undefined {
  const issue = bookingDateIssue(date, hours, now)
  if (issue || !hours) return issue
  return timeChoices(hours, date, now).length === 0 ? { kind: 'no-times-left' } : undefined
}

/** The English sentence for a date the forms cannot offer, or undefined when they can. */
export function offeredDateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date): string | undefined {
  const issue = offeredDateIssue(date, hours, now)
  return issue && dateIssueText(labels, issue)
}
