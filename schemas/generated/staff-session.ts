/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Who is signed in to the staff console: their address and role, the CSRF token every staff write must send in the x-csrf-token header, and when the session ends at the latest.
 */
export interface StaffSession {
  /**
   * the signed-in staff member's address
   */
  email: string
  /**
   * what the account may do: admin (accounts and the audit log), operations (bookings) or practitioner (their own sessions)
   */
  role: 'admin' | 'operations' | 'practitioner'
  /**
   * this session's CSRF token, sent back in the x-csrf-token header of every staff write
   */
  csrfToken: string
  /**
   * when the session ends at the latest (12 hours after sign-in), ISO 8601; it ends sooner after 30 minutes idle
   */
  expiresAt: string
}
