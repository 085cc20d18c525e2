/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Tests by their routeSlug (the file name in tests-catalog/tests/ without .json, e.g. "depression"), in the order the screening page lists them, each once. An empty list offers none.
 *
 * This interface was referenced by `PractitionerScreenings`'s JSON-Schema
 * via the `definition` "screenings".
 *
 * Items: One test's routeSlug, e.g. "depression" for tests/depression.json.
 */
export type Screenings = string[]
/**
 * Tests by their routeSlug (the file name in tests-catalog/tests/ without .json, e.g. "depression"), in the order the screening page lists them, each once. An empty list offers none.
 *
 * Items: One test's routeSlug, e.g. "depression" for tests/depression.json.
 */
export type Screenings1 = string[]

/**
 * The optional screenings offered before a paid session (tests-catalog/practitioner-screenings.json): for each practitioner a consultation can be booked with, and for a wellness check-up. The screening page lists them in this order. The VitalCare360 wait-list has none: nothing is paid for it, so nothing could be kept.
 */
export interface PractitionerScreenings {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  /**
   * One entry per practitioner the booking form offers (Doctor, Nutritionist, Psychologist), spelt as on the form: the tests offered before a consultation with them. npm run check:catalog says when a practitioner is missing or unknown.
   */
  consultations: {
    [k: string]: Screenings
  }
  wellnessCheckup: Screenings1
}
