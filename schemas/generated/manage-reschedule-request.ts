/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the manage session a right one-time code opened (the open call's answer), 43 base64url characters
 */
export type ManageSession = string
/**
 * the new date, YYYY-MM-DD (Nairobi)
 */
export type Date = string
/**
 * the new time, HH:MM (Nairobi), one the booking form offers
 */
export type Time = string

/**
 * The body of POST /api/manage/reschedule: move the session to another offered date and time (Nairobi).
 */
export interface ManageRescheduleRequest {
  session: ManageSession
  date: Date
  time: Time
}
