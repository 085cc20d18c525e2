/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The answer to an accepted delivery report (HTTP 200), so Africa's Talking does not send it again. A report about a message this server did not send is acknowledged too, and changes nothing.
 */
export interface SmsDeliveryReportAck {
  /**
   * True when the report changed the message's recorded status; false when it was a repeat, older than what is recorded, or about an unknown message.
   */
  recorded: boolean
}
