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
 * The body of POST /api/manage/export: everything held about the person whose booking the manage session opened (decision 086).
 */
export interface ManageExportRequest {
  session: ManageSession
}
