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
 * the package code from the booking address (packageID), w, a hyphen and three digits, for example w-002
 */
export type Package = string
/**
 * Asked only when the package has a price for men and one for women (their lab tests differ); refused for a package with one price.
 */
export type Sex = 'female' | 'male' | null
/**
 * Where the samples are taken: Onsite (walk in), or a free collection at Home or at the Office.
 */
export type CollectionPreference = 'Onsite' | 'Home' | 'Office'
/**
 * Where the person is, for the collection: an area, estate or address in words.
 */
export type Location = string
/**
 * Pay by insurance (the insurer's pre-authorisation is needed) or in cash.
 */
export type PaymentMode = 'Insurance' | 'Cash'
/**
 * the id POST /api/uploads returned for the photo of the insurance card, a UUID; only with payment_mode Insurance (optional; empty or null when none)
 */
export type InsuranceCard = string | null
/**
 * When paying in cash: pay online now or later. Only with payment_mode Cash (optional).
 */
export type WhenWillYouPay = 'now' | 'later' | null
/**
 * the date as YYYY-MM-DD (for example 2025-03-14), today or later in Kenyan time
 */
export type CollectionDate = string
/**
 * the time as HH:MM on the 24-hour clock (for example 14:30), Kenyan time
 */
export type CollectionTime = string
/**
 * A Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX, +2547XXXXXXXX or +2541XXXXXXXX (spaces and hyphens allowed). Stored as +254XXXXXXXXX.
 */
export type PhoneNumber = string
/**
 * an email address such as name@example.com, or empty when the person gives none (a confirmation is mailed to it when given)
 */
export type Email = string | null
/**
 * The browser's latitude in degrees when the person allowed it (optional); stored truncated to 6 decimals.
 */
export type Latitude = number | null
/**
 * The browser's longitude in degrees when the person allowed it (optional); stored truncated to 6 decimals.
 */
export type Longitude = number | null
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
 * The booking form for a wellness check-up package (POST /api/wellness/create/). The amount is not sent: the server takes the package's price from tests-catalog/wellness-packages.json (by sex where the package has a price for men and one for women).
 */
export interface WellnessBooking {
  first_name: FirstName
  last_name: LastName
  package: Package
  sex?: Sex
  collection_preference: CollectionPreference
  location: Location
  payment_mode: PaymentMode
  attachment?: InsuranceCard
  cashPaymentOption?: WhenWillYouPay
  wellness_date: CollectionDate
  wellness_time: CollectionTime
  phone_number: PhoneNumber
  email?: Email
  latitude?: Latitude
  longitude?: Longitude
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
