/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * one email address such as name@example.com, without spaces, commas or line breaks
 */
export type Email = string

/**
 * The body of POST /api/email/subscribe/: the address typed into the footer's subscribe form.
 */
export interface SubscribeRequest {
  email: Email
}
