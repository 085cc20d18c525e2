/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * A page of the audit log, newest first, for the admin.
 */
export interface StaffAuditPage {
  /**
   * the page's entries
   *
   * Items: one audit entry
   */
  entries: {
    /**
     * its number, in the order written
     */
    id: string
    /**
     * when, ISO 8601
     */
    at: string
    /**
     * who: the staff account's id, null for a refused sign-in of an unknown address
     */
    staffId: string | null
    /**
     * who: the address the staff member had or typed
     */
    staffEmail: string | null
    /**
     * what was done, such as staff.sign-in or booking.read
     */
    action: string
    /**
     * success, or refused when the attempt was turned down
     */
    outcome: 'success' | 'refused'
    /**
     * the kind of record it was about, such as staff-account or booking
     */
    recordType: string | null
    /**
     * that record's id
     */
    recordId: string | null
    /**
     * the names of the fields read or changed (never their values)
     *
     * Items: a field name
     */
    fields: string[]
    /**
     * from where: the client's address (cli for the command line)
     */
    ipAddress: string | null
    /**
     * the browser it came from
     */
    userAgent: string | null
  }[]
  /**
   * how many entries match the filter
   */
  total: number
  /**
   * this page's number, from 1
   */
  page: number
  /**
   * how many pages match
   */
  pageCount: number
}
