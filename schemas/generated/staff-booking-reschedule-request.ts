/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the booking's id
 */
export type Booking = string
/**
 * the new Nairobi day (YYYY-MM-DD)
 */
export type Date = string
/**
 * the new start, HH:MM Nairobi time, one of the day's slots
 */
export type Time = string

/**
 * The body of POST /api/staff/bookings/reschedule: move a session inside consultation hours (the rules of the manage page).
 */
export interface StaffBookingRescheduleRequest {
  bookingId: Booking
  date: Date
  time: Time
}
