/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the practitioner's staff account id
 */
export type Practitioner = string
/**
 * every stretch of the week (none: not working)
 *
 * @maxItems 28
 *
 * Items: one stretch of working hours
 */
export type WorkingHours = {
  /**
   * ISO weekday: 1 Monday to 7 Sunday
   */
  weekday: number
  /**
   * the first minute of work, HH:MM Nairobi time
   */
  start: string
  /**
   * when work ends (not included), HH:MM Nairobi time, after start
   */
  end: string
}[]

/**
 * The body of POST /api/staff/practitioners/hours: a practitioner's whole week, replacing what was set.
 */
export interface StaffPractitionerHoursRequest {
  practitionerId: Practitioner
  hours: WorkingHours
}
