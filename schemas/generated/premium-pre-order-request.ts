/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * an email address such as name@example.com to be told at launch, or empty when the person gives a phone number instead
 */
export type Email = string | null
/**
 * a Kenyan mobile number (07XXXXXXXX, 01XXXXXXXX, +2547XXXXXXXX or +2541XXXXXXXX; spaces and hyphens allowed) to be told at launch by SMS, or empty when the person gives an email address instead. Stored as +254XXXXXXXXX.
 */
export type PhoneNumber = string | null
/**
 * True when the person ticked the box agreeing to be contacted once, when Premium launches; anything else refuses the pre-order.
 */
export type ConsentToBeContactedAboutPremium = boolean

/**
 * The body of POST /api/premium/pre-orders: a person asks to be told when Premium launches. Only a way to reach them (an email address, a phone number or both) and their consent: no name, no health data.
 */
export interface PremiumPreOrderRequest {
  email?: Email
  phone_number?: PhoneNumber
  consent: ConsentToBeContactedAboutPremium
}
