/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the staff member's work email address
 */
export type Email = string
/**
 * the account's password (up to 128 characters, nothing is trimmed)
 */
export type Password = string
/**
 * the 6-digit code the authenticator app shows now (spaces allowed)
 */
export type Code = string

/**
 * The body of POST /api/staff/sign-in: email, password and authenticator code in one step.
 */
export interface StaffSignInRequest {
  email: Email
  password: Password
  code: Code
}
