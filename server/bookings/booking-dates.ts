/**
 * Booking dates are calendar days in Kenya (Africa/Nairobi, UTC+3 all year): a date before today
 * there is refused, today is accepted. The clock is passed in so tests can fix it.
 */
const nairobiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today's date in Nairobi as YYYY-MM-DD. */
export function todayInNairobi(now: Date): string {
  return nairobiDay.format(now)
}

/** True when the text is YYYY-MM-DD and names a day that exists (not 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The sentence for a date that cannot be booked, or undefined when it can. */
export function bookingDateProblem(label: string, text: string, now: Date): string | undefined {
  if (!isCalendarDate(text)) return `${label} is not a real date; choose one from the calendar.`
  if (text < todayInNairobi(now)) return `${label} is in the past; choose today or a later date.`
  return undefined
}
