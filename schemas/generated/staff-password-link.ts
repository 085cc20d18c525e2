/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * A one-time set-password or reset link just issued: give it to the person by a trusted channel. It works once, for 24 hours.
 */
export interface StaffPasswordLink {
  /**
   * the account it is for
   */
  email: string
  /**
   * the link (the token is after #, so it never reaches a server log)
   */
  link: string
  /**
   * when it stops working, ISO 8601
   */
  expiresAt: string
}
