/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer of a call that only records something (subscribe, survey, Premium pre-order): a thank-you sentence. A first request and a repeat get the same body, so the answer reveals nothing more than its status.
 */
export interface MessageAnswer {
  /**
   * The thank-you sentence the page may show.
   */
  message: string
}
