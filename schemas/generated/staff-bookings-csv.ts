/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The day schedule export: text/csv (RFC 4180, a header row, session order); a cell starting with = + - @ (or a tab or carriage return) is preceded by a single quote so a spreadsheet shows it as text.
 */
export type StaffBookingsCsv = string
