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
 * rule: what the cancellation rule gives; full: everything paid; none: nothing
 */
export type Refund = 'rule' | 'full' | 'none'

/**
 * The body of POST /api/staff/bookings/cancel: cancel a booking and refund through the payment provider.
 */
export interface StaffBookingCancelRequest {
  bookingId: Booking
  refund: Refund
}
