/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The appointment times of a day that no practitioner can take any more (every practitioner working then is booked, or none works then). Empty when no practitioner has working hours: then every slot inside consultation hours is offered.
 */
export interface SlotAvailability {
  /**
   * the Nairobi day (YYYY-MM-DD)
   */
  date: string
  /**
   * the taken times, HH:MM Nairobi time
   *
   * Items: a start time, HH:MM
   */
  full: string[]
}
