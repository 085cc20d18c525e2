/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * What the manage page shows of a booking and what it may do with it. Never the person's contact details or notes.
 */
export interface ManageBooking {
  /**
   * a sentence saying what just happened (opened, moved, cancelled, note added), in the request's language
   */
  message: string
  /**
   * the manage session to send with each change (only in the open call's answer)
   */
  session?: string
  /**
   * the booking's short reference, as in its mails
   */
  reference: string
  /**
   * what was booked
   */
  serviceType: 'Appointment' | 'Wellness' | 'VitalCare'
  /**
   * the practitioner booked (Doctor, Psychologist, Nutritionist), for a consultation
   */
  practitioner?: string | null
  /**
   * Video call or Voice call, for a consultation
   */
  modeOfConsultation?: string | null
  /**
   * the wellness package's name, for a check-up
   */
  packageName?: string | null
  /**
   * the session's date, YYYY-MM-DD (Nairobi)
   */
  date?: string | null
  /**
   * the session's time, HH:MM (Nairobi)
   */
  time?: string | null
  /**
   * the price in whole shillings
   */
  amountKes: number
  /**
   * whether it was paid
   */
  paid: boolean
  /**
   * whether the booking is cancelled
   */
  cancelled: boolean
  /**
   * whether the session is still at least 24 hours away, so it can be moved and cancelled with a full refund
   */
  changeable: boolean
  /**
   * what a cancellation now would refund, in whole shillings (the rule of engine/bookings/booking-changes.ts)
   */
  refundIfCancelledKes: number
  /**
   * the refund of a cancelled booking, if one is owed
   */
  refund?: {
    /**
     * the amount refunded, whole shillings
     */
    amountKes: number
    /**
     * where the request stands: requested (the payment provider has it), pending or failed (asked again), rejected (staff follow up)
     */
    status: 'pending' | 'sending' | 'requested' | 'rejected' | 'failed'
  } | null
  /**
   * true when the note just added calls for the crisis card
   */
  crisis?: boolean
  /**
   * the results the visitor shares with this booking's practitioner and has not withdrawn, newest first
   *
   * Items: one shared result: which test, when, and its band
   */
  sharedResults?: {
    /**
     * the shared result's id, for withdrawing it
     */
    id: string
    /**
     * the test's code
     */
    testCode: string
    /**
     * the test's name, in the language it was taken in
     */
    title: string
    /**
     * the date it was taken and shared, YYYY-MM-DD (Nairobi)
     */
    takenOn: string
    /**
     * the band, in the language it was taken in
     */
    grade: string
  }[]
}
