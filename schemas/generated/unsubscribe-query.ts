/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * the token of the link in the mail, 43 letters, digits, hyphens or underscores
 */
export type UnsubscribeLink = string

/**
 * The query of the unsubscribe link in every mail to a subscriber (GET shows the page, POST unsubscribes or erases; decision 090): the mail's random token, never the address.
 */
export interface UnsubscribeQuery {
  token: UnsubscribeLink
}
