/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * only entries by this address
 */
export type StaffEmail = string
/**
 * only entries about this kind of record
 */
export type RecordType = string
/**
 * only entries about this record
 */
export type RecordId = string
/**
 * only this action
 */
export type Action = string
/**
 * from this Nairobi day (YYYY-MM-DD), included
 */
export type From = string
/**
 * to this Nairobi day (YYYY-MM-DD), included
 */
export type To = string
/**
 * the page number, from 1 (the newest entries)
 */
export type Page = string

/**
 * The query of GET /api/staff/audit and its CSV export: every filter is optional.
 */
export interface StaffAuditQuery {
  staff?: StaffEmail
  recordType?: RecordType
  recordId?: RecordId
  action?: Action
  from?: From
  to?: To
  page?: Page
}
