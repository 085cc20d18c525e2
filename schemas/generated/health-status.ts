/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to GET /api/health: 200 with status ok when the database answers, 503 with status unavailable and a message otherwise.
 */
export interface HealthStatus {
  /**
   * ok (200) or unavailable (503).
   */
  status: 'ok' | 'unavailable'
  /**
   * Only when unavailable: what is wrong, in a sentence.
   */
  message?: string
}
