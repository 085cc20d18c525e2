/**
 * The consultation hours (GET /api/consultation-hours, schemas/consultation-hours.schema.json) and
 * what the booking forms derive from them, all in Kenyan time (Africa/Nairobi, UTC+3 all year):
 * the first and last bookable day, whether a day is open, the times offered on a day (every 30
 * minutes from opening, starting before closing, later than now today), and the sentence for a
 * date or time the server would refuse (the server's own words, server/bookings/booking-dates.ts).
 */
import type { ConsultationHours, OpenDay } from '#schemas/generated/consultation-hours.ts'
import { callApi } from '../../shared/api-client.ts'

export type { ConsultationHours }

/** The server's limit, known before the hours arrive (the answer repeats it). */
export const defaultMaxDaysAhead = 180

export const slotMinutes = 30

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const weekdayNames = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' } as const
type Weekday = (typeof weekdays)[number]

const nairobiClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date (YYYY-MM-DD) and minutes after midnight in Nairobi. */
export function nairobiNow(now: Date = new Date()): { date: string; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) => nairobiClock.formatToParts(now).find((p) => p.type === type)!.value
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

function weekdayOf(date: string): Weekday {
  return weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text

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
  const opening = isDate(date) ? openingOn(hours, date) : undefined
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
  const open = hours.days.map((day) => weekdayNames[day.day])
  return open.length === 1 ? open[0]! : `${open.slice(0, -1).join(', ')} or ${open[open.length - 1]}`
}

export type SlotLabels = { date: string; time: string }

/** The field and sentence for a date the server would refuse, whatever the time; undefined when the date can be booked. */
export function dateProblem(labels: SlotLabels, date: string, hours: ConsultationHours | undefined, now: Date = new Date()): string | undefined {
  if (date === '') return undefined
  if (!isDate(date)) return `${labels.date} is not a real date; choose one from the calendar.`
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
