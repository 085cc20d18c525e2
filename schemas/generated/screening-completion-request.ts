/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the id the booking answer gave (data.service_id), a UUID such as 3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60
 */
export type ServiceID = string
/**
 * the route slug of the test that was finished, one of the booking's screenings (for example depression)
 */
export type Screening = string

/**
 * The body of POST /api/appointments/screenings/: the person finished one of their booking's pre-session screenings. Only which test: never the answers, the score or the grade.
 */
export interface ScreeningCompletionRequest {
  service_id: ServiceID
  routeSlug: Screening
}
