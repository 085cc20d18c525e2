/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to an accepted booking (appointment, VitalCare360 wait-list or wellness), 201. A retry with the same Idempotency-Key gets the same answer.
 */
export interface BookingResponse {
  /**
   * A sentence the booking page shows as its success toast.
   */
  message: string
  /**
   * What the browser needs next.
   */
  data: {
    /**
     * The booking's id, a random UUID: the checkout address is /checkout/<service_id>.
     */
    service_id: string
  }
}
