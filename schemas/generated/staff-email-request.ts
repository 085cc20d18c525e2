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
 * The body of the admin calls that act on one account by its address (reset link, disable, end sessions).
 */
export interface StaffEmailRequest {
  email: Email
}
