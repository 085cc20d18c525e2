/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer of POST /api/manage/link: the page address (with its token after #) where the visitor manages the booking.
 */
export interface ManageLink {
  /**
   * the manage page's address on this site, /manage#<token>
   */
  path: string
}
