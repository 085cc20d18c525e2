/**
 * When appointments and wellness sample collections can be booked, in the one shape both sides use
 * (schemas/consultation-hours.schema.json, the answer of GET /api/consultation-hours): the open
 * weekdays with their hours in Kenyan time (Africa/Nairobi, UTC+3 all year) and the 180-day limit.
 * An operator writes them as CONSULTATION_HOURS, e.g. "Mon-Fri 08:00-18:00;Sat 09:00-13:00":
 * entries separated by ";", each a day or a range of days (Mon..Sun, ranges may not wrap past Sun)
 * and the hours from opening (included) to closing (excluded). A day not named is closed.
 */
import type { ConsultationHours, OpenDay } from '../../schemas/generated/consultation-hours.ts'
import { clockTime, maxDaysAhead, weekdayNames, weekdayOf, weekdays, weekdaysText, type Weekday } from './nairobi-calendar.ts'

export type { ConsultationHours, OpenDay }

export const defaultConsultationHoursText = 'Mon-Fri 08:00-18:00;Sat 09:00-13:00'

const entryPattern = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-(Mon|Tue|Wed|Thu|Fri|Sat|Sun))?\s+(\d{2}):(\d{2})-(\d{2}):(\d{2})$/i

const format = 'entries like "Mon-Fri 08:00-18:00;Sat 09:00-13:00" (days Mon to Sun, 24-hour times in Kenyan time, opening before closing, each day at most once)'

function capitalised(day: string): Weekday {
  return (day.charAt(0).toUpperCase() + day.slice(1, 3).toLowerCase()) as Weekday
}

function minutesOf(hours: string, minutes: string): number | undefined {
  const [h, m] = [Number(hours), Number(minutes)]
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) return undefined
  return h * 60 + m
}

/** Minutes after midnight of an HH:MM time. */
export function minutesOfClock(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** The hours written in CONSULTATION_HOURS (open days Monday first), or a sentence saying what is wrong with them. */
export function parseConsultationHours(text: string): { value: ConsultationHours } | { problem: string } {
  const opening: Partial<Record<Weekday, { open: number; close: number }>> = {}
  const entries = text.split(';').map((entry) => entry.trim()).filter((entry) => entry !== '')
  if (entries.length === 0) return { problem: `must name at least one open day: ${format}.` }
  for (const entry of entries) {
    const match = entryPattern.exec(entry)
    if (!match) return { problem: `"${entry}" is not understood; write ${format}.` }
    const first = weekdays.indexOf(capitalised(match[1]!))
    const last = match[2] === undefined ? first : weekdays.indexOf(capitalised(match[2]))
    const open = minutesOf(match[3]!, match[4]!)
    const close = minutesOf(match[5]!, match[6]!)
    if (last < first) return { problem: `"${entry}": a range of days runs from Mon towards Sun; write two entries instead.` }
    if (open === undefined || close === undefined) return { problem: `"${entry}" has a time that does not exist; use 00:00 to 24:00.` }
    if (open >= close) return { problem: `"${entry}": opening must come before closing.` }
    for (const day of weekdays.slice(first, last + 1)) {
      if (opening[day]) return { problem: `${day} is given more than once; each day may appear in one entry only.` }
      opening[day] = { open, close }
    }
  }
  const days = weekdays.flatMap((day) => {
    const hours = opening[day]
    return hours ? [{ day, open: clockTime(hours.open), close: clockTime(hours.close) }] : []
  })
  return { value: { timeZone: 'Africa/Nairobi', maxDaysAhead, days } }
}

/** The opening of a YYYY-MM-DD date's weekday; undefined when closed. */
export function openingOn(hours: ConsultationHours, date: string): OpenDay | undefined {
  return hours.days.find((day) => day.day === weekdayOf(date))
}

/** "Open 08:00 to 18:00 on Wednesdays, Kenyan time." */
export function openingText(opening: OpenDay): string {
  return `Open ${opening.open} to ${opening.close} on ${weekdayNames[opening.day]}s, Kenyan time.`
}

/** "Monday, Tuesday or Saturday". */
export function openDaysText(hours: ConsultationHours): string {
  return weekdaysText(hours.days.map((day) => day.day))
}
