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
 * Who the consultation is with; sets the service and its price (Doctor: talk-to-a-doctor, Psychologist: talk-to-a-therapist, Nutritionist: talk-to-a-nutritionist).
 */
export type Practitioner = 'Doctor' | 'Nutritionist' | 'Psychologist'
/**
 * How the consultation takes place.
 */
export type ModeOfConsultation = 'Voice call' | 'Video call'
/**
 * Pay online now (the checkout page follows) or later.
 */
export type PaymentMode = 'payNow' | 'payLater'
/**
 * Anything the person wants the practitioner to know beforehand (optional; empty or null when none).
 */
export type Notes = string | null
/**
 * the date as YYYY-MM-DD (for example 2025-03-14), today or later in Kenyan time
 */
export type AppointmentDate = string
/**
 * the time as HH:MM on the 24-hour clock (for example 14:30), Kenyan time
 */
export type AppointmentTime = string
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
 * Results from this visit the person chose, one by one, to share with the practitioner of this booking (issue 22 part 6; decision 102), each with its own explicit consent given after seeing exactly what is shared (the test, the date, the answers, the score and the band). The server scores the answers again and stores them encrypted, tied to this booking only. Left out or empty: nothing is shared and nothing ties a result to the person.
 *
 * @maxItems 10
 */
export type ResultsToShareWithYourPractitioner =
  | []
  | [AResultToShare]
  | [AResultToShare, AResultToShare]
  | [AResultToShare, AResultToShare, AResultToShare]
  | [AResultToShare, AResultToShare, AResultToShare, AResultToShare]
  | [AResultToShare, AResultToShare, AResultToShare, AResultToShare, AResultToShare]
  | [AResultToShare, AResultToShare, AResultToShare, AResultToShare, AResultToShare, AResultToShare]
  | [AResultToShare, AResultToShare, AResultToShare, AResultToShare, AResultToShare, AResultToShare, AResultToShare]
  | [
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare
    ]
  | [
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare
    ]
  | [
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare,
      AResultToShare
    ]
/**
 * the test's code, e.g. MH-001
 */
export type Test = string
/**
 * One question's answer.
 */
export type Answer = null | number | string | number[]
/**
 * The answers to one test, one entry per question in the definition's order: an option's position (single-select), a list of positions (multi-select), a number, a text, or null for a question not on the path taken.
 *
 * @maxItems 200
 */
export type Answers = Answer[]
/**
 * the privacy notice version the consent was given under, e.g. 2024-09
 */
export type PrivacyNoticeVersion1 = string
/**
 * true: the person ticked this result's box, under what will be shared; anything else shares nothing and refuses the booking
 */
export type ConsentToShareThisResult1 = boolean

/**
 * The booking form for a virtual consultation (POST /api/appointments/book_appointment/). The amount is not sent: the server takes it from the practitioner's service in tests-catalog/services.json.
 */
export interface AppointmentBooking {
  first_name: FirstName
  last_name: LastName
  practitioner: Practitioner
  mode_of_consultation: ModeOfConsultation
  payment_mode: PaymentMode
  patient_notes?: Notes
  appointment_date: AppointmentDate
  appointment_time: AppointmentTime
  phone_number: PhoneNumber
  email?: Email
  latitude?: Latitude
  longitude?: Longitude
  consent: ConsentToProcessingYourHealthData
  language?: Language
  shared_results?: ResultsToShareWithYourPractitioner
}
/**
 * The person's explicit consent to the processing of their health data, given by ticking the box under the privacy notice; stored with the booking (version and time).
 */
export interface ConsentToProcessingYourHealthData {
  version: PrivacyNoticeVersion
  accepted: ConsentToProcessingYourHealthData1
}
/**
 * One result from this visit and the consent to share it.
 */
export interface AResultToShare {
  result: ShareableResult
  consent: ConsentToShareThisResult
}
/**
 * A result from this visit to share: the test by its code, the language it was taken in, and the answers (one per question, as POST /api/interpret/ takes them). The server scores them again with the engine; a score sent by a browser is never trusted.
 */
export interface ShareableResult {
  testCode: Test
  /**
   * the language the test was taken in (en or sw); English when not given
   */
  language?: 'en' | 'sw'
  answers: Answers
}
/**
 * the person's explicit consent to share this result with the booking's practitioner, under the privacy notice in force (schemas/consent-notice.ts; decision 077)
 */
export interface ConsentToShareThisResult {
  version: PrivacyNoticeVersion1
  accepted: ConsentToShareThisResult1
}
