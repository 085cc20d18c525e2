/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The practitioners (staff accounts with the role practitioner, not disabled) and their working hours.
 */
export interface StaffPractitioners {
  /**
   * every practitioner
   *
   * Items: one practitioner
   */
  practitioners: {
    /**
     * the staff account id
     */
    id: string
    /**
     * the work address
     */
    email: string
    /**
     * the working hours, by weekday and start
     *
     * Items: one stretch of working hours
     */
    hours: {
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
  }[]
}
