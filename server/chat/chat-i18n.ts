/**
 * The assistant's words in a language (issue 20, decision 061): every sentence of a reply is a
 * Lingui message descriptor (`/*i18n*\/ { id: 'chat.…', message: '…' }`), extracted into the
 * assistant's own catalogue, server/chat/locales/{en,sw}.po (`npm run i18n:server`), and said
 * through the server's one `I18n` per language (server/i18n/), never a global that changes per
 * request. `say(language)` gives the function the reply builders call.
 */
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'

export type Say = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string

/** The function that says a message in a language. */
export function say(locale: Locale): Say {
  const i18n = i18nFor(locale)
  return (descriptor, values) => i18n._(descriptor.id!, values, { message: descriptor.message })
}
