/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the Nairobi day of the sessions (YYYY-MM-DD); today when left out and no reference is given
 */
export type Day = string
/**
 * only bookings in this state
 */
export type Status = 'awaiting-payment' | 'paid' | 'confirmed' | 'attended' | 'no-show' | 'cancelled'
/**
 * only this kind of booking
 */
export type Type = 'Appointment' | 'Wellness' | 'VitalCare'
/**
 * the booking reference (the 8 characters the visitor's mail shows), or its start; searches every day
 */
export type Reference = string
/**
 * the page number, from 1
 */
export type Page = string

/**
 * The query of GET /api/staff/bookings (the operations list): one Nairobi day, or a reference on any day; every filter optional.
 */
export interface StaffBookingsQuery {
  day?: Day
  status?: Status
  type?: Type
  reference?: Reference
  page?: Page
}
