/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The payment attempt's merchant reference (a random UUID, not the service id).
 */
export type PaymentReference = string

/**
 * The query of GET /api/payments/status/: the confirmation page passes on the parameters the payment provider sent the browser back with. Only the merchant reference is used; the other two are accepted so the page can forward its query string as it is.
 */
export interface PaymentStatusQuery {
  OrderMerchantReference: PaymentReference
  /**
   * The provider's tracking id of the order. Ignored: never trusted, the reference decides.
   */
  OrderTrackingId?: string
  /**
   * CALLBACKURL when the provider sent the browser back. Ignored.
   */
  OrderNotificationType?: string
}
