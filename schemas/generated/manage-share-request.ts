/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the manage session the open call answered (43 base64url characters)
 */
export type ManageSession = string
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
 * The body of POST /api/manage/share: within a manage session, share a result from this visit with the practitioner of this booking, with explicit consent.
 */
export interface ManageShareRequest {
  session: ManageSession
  result: ShareableResult
  consent: ConsentToShare
}
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
/**
 * the visitor's explicit consent to share this result with the booking's practitioner, under the privacy notice in force (schemas/consent-notice.ts; decision 077)
 */
export interface ConsentToShare {
  /**
   * the privacy notice version the consent was given under, e.g. 2024-09
   */
  version: string
  /**
   * true: the visitor ticked the box that says what will be shared
   */
  accepted: boolean
}
