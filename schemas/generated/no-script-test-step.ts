/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the button pressed: begin (the introduction's Begin Test), next or submit (the question's own button), back (Previous)
 */
export type Button = 'begin' | 'next' | 'submit' | 'back'
/**
 * the answers and the questions asked so far as JSON, as the server wrote them into the previous page
 */
export type AnswersSoFar = string
/**
 * the answer to the question on screen: an option's number (one, or several for a question that takes several), or the typed text or number
 *
 * @maxItems 64
 *
 * Items: one value the form sent for the answer: an option's number, or what was typed
 */
export type Answer = string[]

/**
 * The form a test page posts to its own address (/tests/<slug>, /sw/tests/<slug>) when the browser runs no JavaScript (decision 092): which button was pressed, the answers so far (a hidden field the server wrote on the previous page, checked against the test before use) and the answer to the question on screen. Never stored and never logged.
 */
export interface NoScriptTestStep {
  step: Button
  progress?: AnswersSoFar
  answer?: Answer
}
