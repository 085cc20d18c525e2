/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the manage session a right one-time code opened (the open call's answer), 43 base64url characters
 */
export type ManageSession = string
/**
 * the visitor's confirmation after reading the rule: exactly "erase"
 */
export type Confirmation = 'erase'

/**
 * The body of POST /api/manage/erase: erase the person's data at once, after the page has stated what is erased, what stays and that bookings still to come are cancelled under the refund rule (decision 087).
 */
export interface ManageEraseRequest {
  session: ManageSession
  confirm: Confirmation
}
