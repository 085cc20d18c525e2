/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to GET /api/payments/status/: what the confirmation page may show, and nothing more (the first name, the payment's state and the booking it pays for), only to a caller that has both the merchant reference and the provider's tracking id of the attempt.
 */
export interface PaymentStatus {
  /**
   * paid once the provider confirmed the full amount; pending while it has not decided (mobile money can take a while); failed or cancelled when this attempt did not go through (Pay Now starts a new one); reversed when a payment was refunded or charged back.
   */
  payment_status: 'paid' | 'pending' | 'failed' | 'cancelled' | 'reversed'
  /**
   * The first name on the booking, for the thank-you heading.
   */
  first_name: string
  /**
   * The booking this payment is for (a random UUID): the confirmation page links to its screenings (/screening?service=) and, when the payment did not go through, back to its checkout.
   */
  service_id: string
}
