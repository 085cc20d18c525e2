/**
 * Booking dates and times as the site shows them, in the page's language through Intl (en-KE or
 * sw-KE): a YYYY-MM-DD day as 'Monday, 2 March 2026' ('Jumatatu, 2 Machi 2026'), an HH:MM time as
 * '2:30 PM', and a moment (ISO text) in Nairobi time, said so. A value that is not in the expected
 * form is shown as it is rather than as 'Invalid Date'.
 *
 * Kiswahili times are said the East African way, with the 24-hour clock beside them: 08:30 is
 * 'saa 2:30 asubuhi (08:30)' (the engine's swahiliClock, which the mails and SMS use too).
 */
import { t } from '@lingui/core/macro'
import { swahiliClock } from '#engine/clock.ts'
import { activeLocale, intlLocale } from './i18n.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per language and kind, made once. */
function formatter(kind: 'day' | 'clock' | 'moment'): Intl.DateTimeFormat {
  const locale = intlLocale()
  const key = `${locale}:${kind}`
  let format = formats.get(key)
  if (format) return format
  // English keeps the site's 12-hour clock.
  const hours = activeLocale() === 'en' ? ({ hourCycle: 'h12' } as const) : {}
  const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
    day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    clock: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', ...hours },
    // A Kiswahili moment's time is said apart (swahiliClock), so its date part has no clock.
    moment: activeLocale() === 'sw' ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' } : { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Nairobi', ...hours },
  }
  format = new Intl.DateTimeFormat(locale, options[kind])
  formats.set(key, format)
  return format
}

/** 'am'/'pm' as the site writes them in English: 'AM', 'PM'. */
const upperHalfDay = (text: string) => text.replace(/\b(am|pm)\b/gi, (half) => half.toUpperCase())

export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  return formatter('day').format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return time
  if (activeLocale() === 'sw') return swahiliClock(hours, minutes)
  return upperHalfDay(formatter('clock').format(new Date(Date.UTC(2000, 0, 1, hours, minutes))))
}

/** The hour and minute of a moment on Nairobi's clock. */
function nairobiClock(date: Date): { hours: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Nairobi' }).formatToParts(date)
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value)
  return { hours: part('hour'), minutes: part('minute') }
}

export function formatMoment(isoDateTime: string): string {
  const date = new Date(isoDateTime)
  if (Number.isNaN(date.getTime())) return isoDateTime
  let moment: string
  if (activeLocale() === 'sw') {
    const { hours, minutes } = nairobiClock(date)
    moment = `${formatter('moment').format(date)}, ${swahiliClock(hours, minutes)}`
  } else moment = upperHalfDay(formatter('moment').format(date))
  return t({ message: `${moment} (Nairobi time)`, comment: 'A date and time of a payment or booking; the times are in Nairobi time' })
}
