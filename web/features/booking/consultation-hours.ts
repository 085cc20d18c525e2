/**
 * The consultation hours (GET /api/consultation-hours, schemas/consultation-hours.schema.json) and
 * what the booking forms derive from them, all in Kenyan time (Africa/Nairobi, UTC+3 all year):
 * the first and last bookable day, whether a day is open, the times offered on a day (every 30
 * minutes from opening, starting before closing, later than now today), and the sentence for a
 * date or time the server would refuse (the server's own words, server/bookings/booking-dates.ts).
 */
import type { ConsultationHours, OpenDay } from '#schemas/generated/consultation-hours.ts'
import { addDays, clockTime, isCalendarDate, maxDaysAhead, nairobiNow as nairobiNowAt, weekdayNames, weekdayOf, weekdaysText } from '#engine/nairobi-calendar.ts'
import { callApi } from '../../shared/api-client.ts'

export type { ConsultationHours }

/** The server's limit, known before the hours arrive (the answer repeats it). */
export const defaultMaxDaysAhead = maxDaysAhead

export const slotMinutes = 30

/** The date (YYYY-MM-DD) and minutes after midnight in Nairobi, now unless told otherwise. */
export function nairobiNow(now: Date = new Date()): { date: string; minutes: number } {
  return nairobiNowAt(now)
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The last day a booking may take: today in Nairobi plus the limit. */
export function lastBookableDay(maxDaysAhead: number, now: Date = new Date()): string {
  return addDays(nairobiNow(now).date, maxDaysAhead)
}

export function openingOn(hours: ConsultationHours, date: string): OpenDay | undefined {
  return hours.days.find((day) => day.day === weekdayOf(date))
}

/** "Open 08:00 to 18:00 on Wednesdays." */
export function openingText(opening: OpenDay): string {
  return `Open ${opening.open} to ${opening.close} on ${weekdayNames[opening.day]}s, Kenyan time.`
}

/** The times offered on a day: every 30 minutes from opening while before closing, and later than now today. */
export function timeChoices(hours: ConsultationHours, date: string, now: Date = new Date()): string[] {
  const opening = isCalendarDate(date) ? openingOn(hours, date) : undefined
  if (!opening) return []
  const current = nairobiNow(now)
  const choices: string[] = []
  for (let minutes = minutesOf(opening.open); minutes < minutesOf(opening.close); minutes += slotMinutes) {
    if (date === current.date && minutes <= current.minutes) continue
    choices.push(clockTime(minutes))
  }
  return choices
}

/** "Monday, Tuesday or Saturday". */
function openDaysText(hours: ConsultationHours): string {
  return weekdaysText(hours.days.map((day) => day.day))
}

export type SlotLabels = { date: string; time: string }

/** The field and sentence for a date the server would refuse, whatever the time; undefined when the date can be booked. */
export function dateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date = new Date()): string | undefined {
  if (date === '') return undefined
  if (!isCalendarDate(date)) return `${labels.date} is not a real date; choose one from the calendar.`
  const today = nairobiNow(now).date
  if (date < today) return `${labels.date} is in the past; choose today or a later date.`
  const maxDaysAhead = hours?.maxDaysAhead ?? defaultMaxDaysAhead
  const last = addDays(today, maxDaysAhead)
  if (date > last) return `${labels.date} is more than ${maxDaysAhead} days ahead; choose a date up to ${last}.`
  if (hours && !openingOn(hours, date)) return `${labels.date} is a ${weekdayNames[weekdayOf(date)]}, when we are closed; choose ${openDaysText(hours)}.`
  if (hours && timeChoices(hours, date, now).length === 0) return `${labels.date} has no times left today; choose another day.`
  return undefined
}

/** Reads GET /api/consultation-hours; throws when it fails or answers something else. */
export async function fetchConsultationHours(signal?: AbortSignal): Promise<ConsultationHours> {
  const result = await callApi('consultationHours', { ...(signal && { signal }) })
  if (!result.ok) throw new Error(`Consultation hours could not be read (${result.failure.kind} ${result.failure.status ?? ''})`)
  const body: Partial<ConsultationHours> = result.answer
  if (!Array.isArray(body.days) || typeof body.maxDaysAhead !== 'number') throw new Error('Consultation hours are not in the expected form')
  return result.answer
}
