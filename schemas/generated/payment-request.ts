/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The booked service's id, as returned by the booking call (a random UUID).
 */
export type ServiceID = string

/**
 * The body of POST /api/payments/get_payment_data/: which booked service to pay for. The amount is never sent; the server takes it from the booking.
 */
export interface PaymentRequest {
  service_id: ServiceID
}
