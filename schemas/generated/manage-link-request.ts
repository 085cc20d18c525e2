/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the id the booking answer gave (data.service_id), a UUID
 */
export type ServiceID = string

/**
 * The body of POST /api/manage/link: the confirmation page asks for a manage link for the booking it shows (the service id is the page's own key to the booking).
 */
export interface ManageLinkRequest {
  service_id: ServiceID
}
