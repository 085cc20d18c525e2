/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the id the booking answer gave (data.service_id), a UUID such as 3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60
 */
export type ServiceID = string

/**
 * The query of GET /api/appointments/get_service_data/: the booking's service id, as the booking answer gave it.
 */
export interface ServiceDataQuery {
  service_id: ServiceID
}
