/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the booking's id (a UUID), as the schedule lists it
 */
export type Booking = string

/**
 * The query of GET /api/staff/schedule/session: which of the practitioner's sessions to open.
 */
export interface StaffScheduleSessionQuery {
  id: Booking
}
