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
 * the corrected first name
 */
export type FirstName = string
/**
 * the corrected last name
 */
export type LastName = string
/**
 * the corrected Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX, +2547XXXXXXXX or +2541XXXXXXXX (spaces and hyphens allowed); stored as +254XXXXXXXXX
 */
export type PhoneNumber = string
/**
 * the corrected email address, such as name@example.com (the one-time code and the mails go there)
 */
export type Email = string

/**
 * The body of POST /api/manage/contact: corrected contact details for every booking of the person (decision 086). Only the fields given change; at least one must be given.
 */
export interface ManageContactRequest {
  session: ManageSession
  first_name?: FirstName
  last_name?: LastName
  phone_number?: PhoneNumber
  email?: Email
}
