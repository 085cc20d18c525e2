/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the token of the one-time link, from the part of the address after #token=
 */
export type Link = string

/**
 * The body of POST /api/staff/password-links/open: the one-time link being followed.
 */
export interface StaffLinkRequest {
  token: Link
}
