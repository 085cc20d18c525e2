/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer of GET /api/staff/schedule: a practitioner's own sessions (the bookings operations assigned to them), from yesterday on, in session order. Never another practitioner's.
 */
export interface StaffSchedule {
  /**
   * the sessions, earliest first (at most 200)
   *
   * Items: one session of the practitioner
   */
  sessions: {
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
  }[]
}
