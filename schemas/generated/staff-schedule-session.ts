/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer of GET /api/staff/schedule/session: one of the practitioner's own sessions with what they need before it: the booking, the notes, the pre-session screenings finished, and the results the person chose to share.
 */
export interface StaffScheduleSession {
  /**
   * the session as the schedule lists it
   */
  session: {
    /**
     * the booking's id, to open its details
     */
    id: string
    /**
     * the booking's short reference, as in its mails
     */
    reference: string
    /**
     * what was booked
     */
    serviceType: 'Appointment' | 'Wellness' | 'VitalCare'
    /**
     * the session's day, YYYY-MM-DD (Nairobi)
     */
    day: string
    /**
     * the session's start, HH:MM (Nairobi)
     */
    time: string | null
    /**
     * the person's name
     */
    name: string
    /**
     * the kind of practitioner booked (Doctor, Psychologist, Nutritionist)
     */
    practitioner: string | null
    /**
     * Video call or Voice call, for a consultation
     */
    modeOfConsultation: string | null
    /**
     * whether operations has confirmed the booking
     */
    confirmed: boolean
    /**
     * whether the booking is cancelled
     */
    cancelled: boolean
    /**
     * how many results the person shares with the practitioner (not withdrawn)
     */
    sharedResults: number
  }
  /**
   * the phone number booked with (the number a voice call goes to)
   */
  phone: string
  /**
   * the e-mail address booked with
   */
  email: string | null
  /**
   * what the person wrote when booking and added later, oldest first
   *
   * Items: one note
   */
  notes: {
    /**
     * the note
     */
    text: string
    /**
     * true when the crisis net flagged it
     */
    flagged: boolean
  }[]
  /**
   * the pre-session screenings offered for this booking and whether each is finished (only that: their answers are never stored with the booking)
   *
   * Items: one screening offered before the session
   */
  screenings: {
    /**
     * the test's route slug
     */
    routeSlug: string
    /**
     * the test's name
     */
    title: string
    /**
     * whether the person finished it
     */
    completed: boolean
  }[]
  /**
   * the results the person chose to share with the practitioner and has not withdrawn, newest first
   *
   * Items: one shared result, exactly as the person saw it before consenting
   */
  sharedResults: {
    /**
     * the test's code, e.g. MH-001
     */
    testCode: string
    /**
     * the test's name, in the language it was taken in
     */
    title: string
    /**
     * the language the test was taken in
     */
    language: 'en' | 'sw'
    /**
     * the day it was taken and shared, YYYY-MM-DD (Nairobi)
     */
    takenOn: string
    /**
     * when the person consented to share it, ISO 8601
     */
    sharedAt: string
    /**
     * the questions on the path taken, with the person's answers and their points
     *
     * Items: one question on the path taken and its answer
     */
    answers: {
      /**
       * the question as the person read it
       */
      question: string
      /**
       * the answer chosen or typed
       */
      answer: string
      /**
       * the points it scored (null for a number or a text)
       */
      points: number | null
    }[]
    /**
     * the total the engine computed
     */
    totalScore: number
    /**
     * the highest total the test can give
     */
    expectedTotalScore: number
    /**
     * the band
     */
    grade: string
    /**
     * the band's tone (green, yellow, orange, red-orange, blue)
     */
    tone: string
  }[]
}
