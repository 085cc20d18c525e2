/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * One question's answer.
 */
export type Answer = null | number | string | number[]
/**
 * One entry per question of the test named by the x-test-code header, in the definition's order.
 *
 * @maxItems 200
 */
export type Answers = Answer[]

/**
 * The body of POST /api/interpret/: the answers to one test, to be scored by the server. Only the answers are accepted: a score sent by a browser is refused, because the server computes every score itself.
 */
export interface InterpretRequest {
  answers: Answers
}
