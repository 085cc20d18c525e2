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
 * The provider's tracking id of the same payment attempt, as the provider's redirect gave it (a GUID such as c8b0e0fb-23f0-44dc-b79b-dd751b446913). Checked against the attempt's stored tracking id.
 */
export type TrackingID = string

/**
 * The query of GET /api/payments/status/ and GET /api/payments/receipt/: the confirmation page passes on the parameters the payment provider sent the browser back with. The merchant reference and the provider's tracking id must both belong to the same payment attempt, so a reference alone (leaked or guessed) reveals nothing.
 */
export interface PaymentStatusQuery {
  OrderMerchantReference: PaymentReference
  OrderTrackingId: TrackingID
  /**
   * CALLBACKURL when the provider sent the browser back. Ignored.
   */
  OrderNotificationType?: string
}
