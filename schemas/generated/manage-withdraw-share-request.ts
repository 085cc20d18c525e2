/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the manage session the open call answered (43 base64url characters)
 */
export type ManageSession = string
/**
 * the id of the shared result, as the manage page lists it
 */
export type SharedResult = string

/**
 * The body of POST /api/manage/share/withdraw: within a manage session, withdraw a shared result before the session, so the practitioner no longer sees it.
 */
export interface ManageWithdrawShareRequest {
  session: ManageSession
  share: SharedResult
}
