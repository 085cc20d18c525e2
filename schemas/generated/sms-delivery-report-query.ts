/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The query string of the delivery-report address given to Africa's Talking: the secret key that shows a report comes from there (AT_DELIVERY_REPORT_KEY), since AT does not sign its reports.
 */
export interface SmsDeliveryReportQuery {
  /**
   * The configured AT_DELIVERY_REPORT_KEY; a report with another key, or none, is refused with 403 and changes nothing.
   */
  key: string
}
