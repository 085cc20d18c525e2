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
 * what the visitor wants the practitioner to know, free text
 */
export type Note = string

/**
 * The body of POST /api/manage/note: a note the visitor adds for the practitioner, stored encrypted and run through the crisis net.
 */
export interface ManageNoteRequest {
  session: ManageSession
  note: Note
}
