/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * A payment notification (Pesapal's IPN), read from the query string, a JSON body or a form body. It carries no status on purpose: it only tells the server which order to ask the provider about. Fields the provider may add later are ignored, so a new field never stops notifications being acknowledged.
 */
export interface PaymentNotification {
  /**
   * The provider's tracking id of the order that changed.
   */
  OrderTrackingId: string
  /**
   * Our merchant reference of the order, as the provider echoes it. A hint only.
   */
  OrderMerchantReference?: string
  /**
   * IPNCHANGE for a status change (RECURRING for subscriptions, which this site does not use).
   */
  OrderNotificationType?: string
  [k: string]: unknown
}
