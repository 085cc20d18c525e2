/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * One booking as the checkout and screening pages read it (GET /api/appointments/get_service_data/?service_id=). Only what those pages show, and nothing that says who booked: never the name, phone number, email, location or notes. The id opens it only until the end of the day after the session (30 days after payment, or booking, when there is no session date); then the answer is 410.
 */
export interface ServiceData {
  /**
   * What was booked: a virtual consultation, a wellness check-up or a place on the VitalCare360 wait-list.
   */
  service_type: 'Appointment' | 'Wellness' | 'VitalCare'
  /**
   * Doctor, Nutritionist or Psychologist for an appointment; null otherwise.
   */
  practitioner: string | null
  /**
   * The appointment's date (YYYY-MM-DD); null for other bookings.
   */
  appointment_date: string | null
  /**
   * The appointment's time (HH:MM, Kenyan time); null for other bookings.
   */
  appointment_time: string | null
  /**
   * The sample collection date of a wellness check-up (YYYY-MM-DD); null for other bookings.
   */
  wellness_date: string | null
  /**
   * The sample collection time of a wellness check-up (HH:MM, Kenyan time); null for other bookings.
   */
  wellness_time: string | null
  /**
   * What is paid for, in words (for example "Virtual consultation with a Doctor" or the package's display name).
   */
  description: string | null
  /**
   * The price in whole Kenyan shillings, computed by the server; 0 for the VitalCare360 wait-list.
   */
  amount: number
  /**
   * The wellness package code (w-001 to w-013); null for other bookings.
   */
  package: string | null
  /**
   * True once the payment is confirmed; the checkout page then says it is already paid.
   */
  is_paid: boolean
  /**
   * The pre-session screening test offered on the confirmation page; none is assigned yet, so always null.
   */
  testId: null
  /**
   * The optional pre-session screenings offered for this booking (tests that suit the practitioner or the wellness check-up; none for the VitalCare360 wait-list), in the order the screening page lists them, each with whether the person has finished it. Only that it was finished is kept, never the answers or the score.
   *
   * Items: One screening: a catalogue test to take before the session.
   */
  screenings: {
    /**
     * The catalogue test's route slug: the test is taken at /tests/{routeSlug}.
     */
    routeSlug: string
    /**
     * The test's everyday title, for the card heading.
     */
    title: string
    /**
     * What the test asks about, in one or two sentences.
     */
    description: string
    /**
     * True once the person finished this test for this booking.
     */
    completed: boolean
  }[]
}
