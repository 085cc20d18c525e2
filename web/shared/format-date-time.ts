/**
 * Booking dates and times as the site shows them: a YYYY-MM-DD day as 'Monday, 2 March 2026', an
 * HH:MM time as '2:30 PM', and a moment (ISO text) in Nairobi time. A value that is not in the
 * expected form is shown as it is rather than as 'Invalid Date'.
 */
const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Nairobi',
})

export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) return isoDate
  return day.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
}

export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time)
  if (!match) return time
  const hours = Number(match[1])
  if (hours > 23) return time
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`
}

export function formatMoment(isoDateTime: string): string {
  const date = new Date(isoDateTime)
  return Number.isNaN(date.getTime()) ? isoDateTime : `${moment.format(date).replace(/\b(am|pm)\b/, (half) => half.toUpperCase())} (Nairobi time)`
}
