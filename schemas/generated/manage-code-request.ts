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
 * where the code goes: email (the booking's e-mail address, the default), sms (the booking's phone number) or both
 */
export type SendTheCodeBy = 'email' | 'sms' | 'both'

/**
 * The body of POST /api/manage/code: send a one-time code to the contact of the booking the manage link belongs to, by e-mail, by SMS to the booking's phone, or both, as the visitor chooses.
 */
export interface ManageCodeRequest {
  token: ManageLink
  channel?: SendTheCodeBy
}
