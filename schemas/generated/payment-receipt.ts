/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to GET /api/payments/receipt/?OrderMerchantReference=: the facts of a completed payment, for the printable receipt. Only for a paid booking, and never the phone number, email, location or notes.
 */
export interface PaymentReceipt {
  /**
   * A short receipt number derived from the payment reference (R- and its first eight characters, upper case), for quoting on the phone.
   */
  receipt_number: string
  /**
   * The first name on the booking, whom the receipt is for.
   */
  first_name: string
  /**
   * What was booked: a virtual consultation or a wellness check-up.
   */
  service_type: 'Appointment' | 'Wellness' | 'VitalCare'
  /**
   * What was paid for, in words (for example "Virtual consultation with a Doctor" or the wellness package's name).
   */
  description: string
  /**
   * The appointment's date or the sample collection date (YYYY-MM-DD).
   */
  session_date: string | null
  /**
   * The appointment's or sample collection's time (HH:MM, Kenyan time).
   */
  session_time: string | null
  /**
   * The amount paid, in whole Kenyan shillings.
   */
  amount: number
  /**
   * The currency of the payment (KES).
   */
  currency: string
  /**
   * When the payment was confirmed (an ISO 8601 date and time, UTC).
   */
  paid_at: string
  /**
   * The merchant reference of the payment that went through (a random UUID).
   */
  payment_reference: string
  /**
   * The payment provider's tracking id of the order, for questions to the provider; null if none was given.
   */
  provider_reference: string | null
  /**
   * The provider's confirmation code (for example the M-Pesa receipt), when it gave one.
   */
  confirmation_code: string | null
  /**
   * How it was paid (for example M-Pesa or Visa), when the provider said.
   */
  payment_method: string | null
}
