/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * One-Click, as RFC 8058 has mail programs send it
 */
export type OneClickUnsubscribe = 'One-Click'
/**
 * unsubscribe (stop the mails and forget the address) or erase (the same, and delete the mails sent to it)
 */
export type WhatToDo = 'unsubscribe' | 'erase'

/**
 * The form posted to the unsubscribe link (decision 090): a mail program's one-click unsubscribe (RFC 8058: List-Unsubscribe=One-Click), or the page's buttons (action unsubscribe or erase).
 */
export interface UnsubscribeForm {
  'List-Unsubscribe'?: OneClickUnsubscribe
  action?: WhatToDo
}
