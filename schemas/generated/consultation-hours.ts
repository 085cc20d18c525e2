/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to GET /api/consultation-hours: when appointments and wellness sample collections can be booked (the server's CONSULTATION_HOURS), so the booking forms offer only those days and times.
 */
export interface ConsultationHours {
  /**
   * The time zone of every date and time: always Africa/Nairobi (UTC+3, no daylight saving).
   */
  timeZone: 'Africa/Nairobi'
  /**
   * The furthest bookable day, counted from today in Kenya: today plus this many days is accepted, one more is not.
   */
  maxDaysAhead: number
  /**
   * The open weekdays, Monday first, each at most once; a weekday not listed is closed.
   */
  days: OpenDay[]
}
/**
 * One open weekday and its hours.
 *
 * This interface was referenced by `ConsultationHours`'s JSON-Schema
 * via the `definition` "openDay".
 */
export interface OpenDay {
  /**
   * The weekday, as its first three letters in English.
   */
  day: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun'
  /**
   * The first bookable time, HH:MM on the 24-hour clock.
   */
  open: string
  /**
   * Closing time, HH:MM on the 24-hour clock (24:00 is midnight at the end of the day): a booking must start before it.
   */
  close: string
}
