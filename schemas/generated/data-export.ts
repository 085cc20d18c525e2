/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Everything held about the person whose booking the manage session opened (POST /api/manage/export; decision 086): their bookings (same e-mail and phone), payments, shared results, mails and SMS, and consents. JSON for the visitor to keep; the page also draws it as a PDF.
 */
export interface DataExport {
  /**
   * when the export was made (ISO 8601)
   */
  generatedAt: string
  /**
   * the reference of the booking whose link and code opened it
   */
  openedWith: string
  /**
   * which bookings count as the person's, in a sentence of the request's language
   */
  howFound: string
  /**
   * the person's bookings, oldest first
   *
   * Items: one booking of the person, with everything it holds
   */
  bookings: {
    /**
     * the booking's short reference, as in its mails
     */
    reference: string
    /**
     * the booking's full identifier
     */
    id: string
    /**
     * Appointment, Wellness or VitalCare
     */
    serviceType: string
    /**
     * when the booking was made (ISO 8601)
     */
    madeAt: string
    /**
     * the language the booking was made in (en or sw)
     */
    language: string | null
    /**
     * the person's contact details as the booking holds them
     */
    contact: {
      /**
       * first name
       */
      firstName: string
      /**
       * last name
       */
      lastName: string
      /**
       * email address, or null when none was given
       */
      email: string | null
      /**
       * phone number, +254...
       */
      phone: string
    }
    /**
     * the kind of practitioner chosen
     */
    practitioner: string | null
    /**
     * how the session happens (video or voice call)
     */
    modeOfConsultation: string | null
    /**
     * the wellness package or programme booked
     */
    package: string | null
    /**
     * the session date (YYYY-MM-DD, Nairobi)
     */
    date: string | null
    /**
     * the session time (HH:MM, Nairobi)
     */
    time: string | null
    /**
     * where a sample is collected
     */
    collectionPreference: string | null
    /**
     * the place given for a collection
     */
    location: string | null
    /**
     * latitude and longitude given for a collection
     */
    coordinates: string | null
    /**
     * the sex given for a wellness package
     */
    sex: string | null
    /**
     * the notes typed in the booking form
     */
    notesAtBooking: string | null
    /**
     * notes added through the manage page
     *
     * Items: a note and when it was added
     */
    notesAdded: {
      /**
       * the note
       */
      note: string
      /**
       * when (ISO 8601)
       */
      addedAt: string
      /**
       * true when the crisis net flagged it, so the practitioner was told to check in first
       */
      flaggedForCrisis: boolean
    }[]
    /**
     * the insurance card picture or document uploaded with the booking, or null
     */
    attachment: null | {
      /**
       * its type
       */
      contentType: string
      /**
       * its size in bytes
       */
      sizeBytes: number
      /**
       * the file itself, base64
       */
      base64: string
    }
    /**
     * pre-session screenings finished for the booking (which test and when; never answers)
     *
     * Items: a finished screening
     */
    screeningsCompleted: {
      /**
       * the test's address name
       */
      test: string
      /**
       * when (ISO 8601)
       */
      completedAt: string
    }[]
    /**
     * the price in Kenya shillings
     */
    amountKes: number
    /**
     * how the person chose to pay
     */
    paymentMode: string | null
    /**
     * true once paid
     */
    paid: boolean
    /**
     * when it was paid (ISO 8601)
     */
    paidAt: string | null
    /**
     * when it was cancelled (ISO 8601), or null
     */
    cancelledAt: string | null
    /**
     * when the session was last moved (ISO 8601), or null
     */
    rescheduledAt: string | null
  }[]
  /**
   * the payments of those bookings
   *
   * Items: a payment order and what happened to it
   */
  payments: {
    /**
     * the booking it pays for
     */
    bookingReference: string
    /**
     * the payment provider
     */
    provider: string
    /**
     * the amount in Kenya shillings
     */
    amountKes: number
    /**
     * the currency
     */
    currency: string
    /**
     * pending, paid, failed, cancelled or reversed
     */
    status: string
    /**
     * when it was started (ISO 8601)
     */
    createdAt: string
    /**
     * each attempt at the provider
     *
     * Items: one attempt
     */
    attempts: {
      /**
       * our reference for it at the provider
       */
      merchantReference: string
      /**
       * its status
       */
      status: string
      /**
       * the method the provider reported
       */
      paymentMethod: string | null
      /**
       * the provider's confirmation code
       */
      confirmationCode: string | null
      /**
       * when (ISO 8601)
       */
      at: string
    }[]
    /**
     * refunds asked for this booking
     *
     * Items: one refund
     */
    refunds: {
      /**
       * the amount
       */
      amountKes: number
      /**
       * pending, sending, requested, rejected or failed
       */
      status: string
      /**
       * when (ISO 8601)
       */
      askedAt: string
    }[]
  }[]
  /**
   * results shared with a practitioner
   *
   * Items: a result shared with the practitioner of a booking
   */
  sharedResults: {
    /**
     * the booking it was shared with
     */
    bookingReference: string
    /**
     * the test's code
     */
    testCode: string
    /**
     * what was shared (the test, the date, the answers, the score and the band), or null once withdrawn
     */
    content: {} | null
    /**
     * the version of the notice agreed to
     */
    consentVersion: string
    /**
     * when (ISO 8601)
     */
    consentedAt: string
    /**
     * when it was withdrawn (ISO 8601), or null
     */
    withdrawnAt: string | null
  }[]
  /**
   * mails written to the person about those bookings (mails are deleted some days after sending; see the privacy policy)
   *
   * Items: a mail written to the person about a booking
   */
  mails: {
    /**
     * the booking it is about
     */
    bookingReference: string
    /**
     * what kind of mail
     */
    kind: string
    /**
     * its subject
     */
    subject: string
    /**
     * its text, or null once erased after sending
     */
    body: string | null
    /**
     * when it was written (ISO 8601)
     */
    writtenAt: string
    /**
     * when it left (ISO 8601), or null
     */
    sentAt: string | null
  }[]
  /**
   * SMS written to the person about those bookings
   *
   * Items: an SMS written to the person about a booking
   */
  sms: {
    /**
     * the booking it is about
     */
    bookingReference: string
    /**
     * confirmation, reminder or code
     */
    kind: string
    /**
     * its text, or null once erased after sending
     */
    text: string | null
    /**
     * when it was written (ISO 8601)
     */
    writtenAt: string
    /**
     * when it left (ISO 8601), or null
     */
    sentAt: string | null
    /**
     * what the SMS provider last reported
     */
    deliveryStatus: string | null
  }[]
  /**
   * consents with their versions and times
   *
   * Items: a consent the person gave, with the notice version and the moment
   */
  consents: {
    /**
     * what it was for: booking or shared-result
     */
    about: string
    /**
     * the booking it came with
     */
    bookingReference: string
    /**
     * the version of the notice agreed to
     */
    version: string
    /**
     * when (ISO 8601)
     */
    givenAt: string
  }[]
}
