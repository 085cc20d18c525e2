/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the test's code, e.g. MH-001
 */
export type Test = string
/**
 * One question's answer.
 */
export type Answer = null | number | string | number[]
/**
 * The answers to one test, one entry per question in the definition's order: an option's position (single-select), a list of positions (multi-select), a number, a text, or null for a question not on the path taken.
 *
 * @maxItems 200
 */
export type Answers = Answer[]

/**
 * A result from this visit to share: the test by its code, the language it was taken in, and the answers (one per question, as POST /api/interpret/ takes them). The server scores them again with the engine; a score sent by a browser is never trusted.
 */
export interface ShareableResult {
  testCode: Test
  /**
   * the language the test was taken in (en or sw); English when not given
   */
  language?: 'en' | 'sw'
  answers: Answers
}
