/**
 * When appointments and wellness sample collections can be booked: opening hours per weekday in
 * Kenyan time (Africa/Nairobi, UTC+3 all year, no daylight saving). Written by an operator as
 * CONSULTATION_HOURS, e.g. "Mon-Fri 08:00-18:00;Sat 09:00-13:00": entries separated by ";", each
 * a day or a range of days (Mon..Sun, ranges may not wrap past Sun) and the hours from opening
 * (included) to closing (excluded). A day not named is closed.
 */

import { weekdays, type Weekday } from '#engine/nairobi-calendar.ts'

export { clockTime, weekdayNames, weekdays, type Weekday } from '#engine/nairobi-calendar.ts'

/** Minutes after midnight: open is the first bookable minute, close the first one that is not. */
export type OpeningHours = { open: number; close: number }

/** The open days only; a weekday missing here is closed. */
export type ConsultationHours = Partial<Record<Weekday, OpeningHours>>

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

/** The hours written in CONSULTATION_HOURS, or a sentence saying what is wrong with them. */
export function parseConsultationHours(text: string): { value: ConsultationHours } | { problem: string } {
  const hours: ConsultationHours = {}
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
      if (hours[day]) return { problem: `${day} is given more than once; each day may appear in one entry only.` }
      hours[day] = { open, close }
    }
  }
  return { value: hours }
}
