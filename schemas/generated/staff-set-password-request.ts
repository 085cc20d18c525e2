/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the token of the one-time link, from the part of the address after #token=
 */
export type Link = string
/**
 * the new password: 12 to 128 characters, any characters
 */
export type NewPassword = string
/**
 * the 6-digit code the authenticator app shows now (spaces allowed)
 */
export type Code = string

/**
 * The body of POST /api/staff/password-links/use: the link, the new password and a code from the authenticator just enrolled.
 */
export interface StaffSetPasswordRequest {
  token: Link
  password: NewPassword
  code: Code
}
