/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the Nairobi day (YYYY-MM-DD)
 */
export type Date = string

/**
 * The query of GET /api/slot-availability: the Nairobi day whose appointment times are wanted.
 */
export interface SlotAvailabilityQuery {
  date: Date
}
