/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * What a valid one-time link opens: whose it is and the authenticator to enrol (an otpauth:// address and its secret, to type in when a QR code cannot be scanned).
 */
export interface StaffEnrolment {
  /**
   * the address of the account the link is for
   */
  email: string
  /**
   * set: a new account's first password; reset: a reset an admin issued
   */
  purpose: 'set' | 'reset'
  /**
   * the otpauth://totp/ address authenticator apps read
   */
  totpUri: string
  /**
   * the same secret in base32, for typing in
   */
  totpSecret: string
}
