/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to a payment notification, in the shape Pesapal expects (always HTTP 200). It echoes the notification's ids; status 500 asks Pesapal to send the notification again later.
 */
export interface PaymentNotificationAck {
  /**
   * The notification's OrderNotificationType, echoed (IPNCHANGE when it had none).
   */
  orderNotificationType: string
  /**
   * The notification's OrderTrackingId, echoed.
   */
  orderTrackingId: string
  /**
   * The notification's OrderMerchantReference, echoed (empty when it had none).
   */
  orderMerchantReference: string
  /**
   * 200 when the notification was handled (including one for an order this server does not know), 500 when it could not be handled now and should be sent again.
   */
  status: 200 | 500
}
