/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the token of the manage link, the part after # in /manage#…: 43 base64url characters
 */
export type ManageLink = string
/**
 * the 6-digit one-time code sent to the booking's phone or e-mail
 */
export type Code = string

/**
 * The body of POST /api/manage/open: the manage link's token and the one-time code the visitor received. The code travels in the body, never in an address.
 */
export interface ManageOpenRequest {
  token: ManageLink
  code: Code
}
