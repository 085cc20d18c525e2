/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The audit log export: text/csv (RFC 4180, a header row, oldest entry first), the columns of an audit entry, fields separated by spaces.
 */
export type StaffAuditCsv = string
