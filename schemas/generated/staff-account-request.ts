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
 * what the account may do: admin (accounts and the audit log), operations (bookings) or practitioner (their own sessions)
 */
export type Role = 'admin' | 'operations' | 'practitioner'

/**
 * The body of POST /api/staff/accounts: the address and role of a new staff account (it has no password until its link is used).
 */
export interface StaffAccountRequest {
  email: Email
  role: Role
}
