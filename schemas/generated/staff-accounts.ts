/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Every staff account, for the admin.
 */
export interface StaffAccounts {
  /**
   * the accounts, by address
   *
   * Items: one account
   */
  accounts: {
    /**
     * the account's id
     */
    id: string
    /**
     * its address
     */
    email: string
    /**
     * what the account may do: admin (accounts and the audit log), operations (bookings) or practitioner (their own sessions)
     */
    role: 'admin' | 'operations' | 'practitioner'
    /**
     * false until its set-password link is used
     */
    hasPassword: boolean
    /**
     * true when it can no longer sign in
     */
    disabled: boolean
    /**
     * when it was created, ISO 8601
     */
    createdAt: string
  }[]
}
