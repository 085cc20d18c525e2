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
 * attended or no-show
 */
export type Attendance = 'attended' | 'no-show'

/**
 * The body of POST /api/staff/bookings/attendance: whether the visitor came.
 */
export interface StaffBookingAttendanceRequest {
  bookingId: Booking
  attendance: Attendance
}
