/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the Nairobi day (YYYY-MM-DD)
 */
export type Day = string

/**
 * The query of GET /api/staff/bookings/export: the Nairobi day to export.
 */
export interface StaffBookingsExportQuery {
  day: Day
}
