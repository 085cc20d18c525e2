/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * A delivery report from Africa's Talking about one SMS, posted as a form to the callback address set in its dashboard. Only id, status and failureReason are kept; the phone number is never stored from it. Fields the provider may add later are ignored, so a new field never stops reports being recorded.
 */
export interface SmsDeliveryReport {
  /**
   * The message id Africa's Talking gave when it took the SMS (ATXid_...).
   */
  id: string
  /**
   * Where the message is: Sent, Submitted, Buffered, Rejected, Success (delivered), Failed, AbsentSubscriber or Expired. Any other word is recorded as it is: the list comes from community code, not AT's reference.
   */
  status: string
  /**
   * The recipient's number as Africa's Talking writes it; read for nothing and never stored.
   */
  phoneNumber?: string
  /**
   * The mobile network's code (e.g. 63902 for Safaricom).
   */
  networkCode?: string
  /**
   * Why a Rejected or Failed message did not arrive (e.g. InsufficientCredit, UserInBlacklist, AbsentSubscriber).
   */
  failureReason?: string
  /**
   * How many times the network retried the message, as text.
   */
  retryCount?: string
  [k: string]: unknown
}
