/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to POST /api/appointments/screenings/: the screening is now marked completed for the booking.
 */
export interface ScreeningCompletion {
  /**
   * The route slug of the screening that was marked.
   */
  routeSlug: string
  /**
   * Always true: the screening page shows it as Completed.
   */
  completed: true
}
