/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to POST /api/payments/get_payment_data/: where the payment frame goes.
 */
export interface PaymentData {
  /**
   * The payment to show.
   */
  payment_data: {
    /**
     * The provider's hosted payment page, loaded in the payment frame: Pesapal's page, or this server's own sandbox page (then possibly a path without a host). The same for every call while the payment is open.
     */
    redirect_url: string
  }
}
