/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The person's first name, as the practitioner will greet them.
 */
export type FirstName = string
/**
 * The person's last name.
 */
export type LastName = string
/**
 * A Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX, +2547XXXXXXXX or +2541XXXXXXXX (spaces and hyphens allowed). Stored as +254XXXXXXXXX.
 */
export type PhoneNumber = string
/**
 * an email address such as name@example.com, or empty when the person gives none (a confirmation is mailed to it when given)
 */
export type Email = string | null
/**
 * the version of the privacy notice shown, letters, digits, dots and hyphens (for example 2024-09)
 */
export type PrivacyNoticeVersion = string
/**
 * True when the person ticked the consent box; anything else refuses the booking.
 */
export type ConsentToProcessingYourHealthData1 = boolean
/**
 * The language of the page the booking was made on (the site's languages, schemas/locales.ts): the confirmation and payment mails are written in it. Left out, the mails are in English.
 */
export type Language = 'en' | 'sw'

/**
 * The VitalCare360 wait-list form (POST /api/vitalcare/create/). Joining is free: nothing is paid.
 */
export interface VitalCareBooking {
  first_name: FirstName
  last_name: LastName
  phone_number: PhoneNumber
  email?: Email
  consent: ConsentToProcessingYourHealthData
  language?: Language
}
/**
 * The person's explicit consent to the processing of their health data, given by ticking the box under the privacy notice; stored with the booking (version and time).
 */
export interface ConsentToProcessingYourHealthData {
  version: PrivacyNoticeVersion
  accepted: ConsentToProcessingYourHealthData1
}
