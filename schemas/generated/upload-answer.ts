/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to POST /api/uploads (201): the id of the stored insurance-card photo.
 */
export interface UploadAnswer {
  /**
   * The upload id, a random UUID, to send as the wellness booking's attachment.
   */
  id: string
}
