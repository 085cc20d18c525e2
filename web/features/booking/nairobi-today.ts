/** Today's date in Kenya (Africa/Nairobi) as YYYY-MM-DD: the earliest day a booking may take. */
const nairobiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi', year: 'numeric', month: '2-digit', day: '2-digit' })

export function todayInNairobi(now: Date = new Date()): string {
  return nairobiDay.format(now)
}
