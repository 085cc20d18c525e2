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
 * The answers to one test, one entry per question in the definition's order: an option's position (single-select), a list of positions (multi-select), a number, a text, or null for a question not on the path taken.
 *
 * @maxItems 200
 */
export type Answers = Answer[]
