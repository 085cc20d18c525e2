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
 * the practitioner's staff account id; they must work at the session's time and be free then
 */
export type Practitioner = string

/**
 * The body of POST /api/staff/bookings/confirm: confirm a booking with the practitioner who will see the visitor.
 */
export interface StaffBookingConfirmRequest {
  bookingId: Booking
  practitionerId: Practitioner
}
