/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * What a staff action on a booking answers: a sentence for the console and the booking as it now is.
 */
export interface StaffBookingAnswer {
  /**
   * what was done, for the console
   */
  message: string
  /**
   * the booking as it now is
   */
  booking: {
    /**
     * the booking's id (a random UUID)
     */
    id: string
    /**
     * the short reference the visitor's mail shows (8 characters)
     */
    reference: string
    /**
     * the kind of booking
     */
    serviceType: 'Appointment' | 'Wellness' | 'VitalCare'
    /**
     * the Nairobi day of its session (YYYY-MM-DD); the day it was made for a booking without a session
     */
    day: string
    /**
     * its start, HH:MM Nairobi time (null without a session)
     */
    time: string | null
    /**
     * the name the visitor gave (first and last)
     */
    name: string
    /**
     * its state in the clinic's eyes
     */
    status: 'awaiting-payment' | 'paid' | 'confirmed' | 'attended' | 'no-show' | 'cancelled'
    /**
     * the payment provider's state of its latest order (pending, paid, failed, cancelled, reversed), null when never sent to pay
     */
    paymentStatus: string | null
    /**
     * the refund's state (pending, sending, requested, rejected, failed), null when none
     */
    refundStatus: string | null
    /**
     * the price in Kenyan shillings
     */
    amountKes: number
    /**
     * how the session happens (the consultation mode chosen), null when none
     */
    mode: string | null
    /**
     * the practitioner assigned, null when none
     */
    practitioner: null | {
      /**
       * the practitioner's staff account id
       */
      id: string
      /**
       * the practitioner's work address
       */
      email: string
    }
  }
}
