/**
 * One suggestion as the reply carries it (issue 20, decision 061): the route-table path (`slug`),
 * the address it opens in the language of the pages the reply points to (`href`, /sw/tests/... for
 * a Kiswahili reply or page), and the button's words in the reply's language: in Kiswahili a
 * test's Kiswahili title or a service's Kiswahili call to action. A test available in English only
 * is still suggested (it may be the right one): its button keeps the English label, marked
 * `englishOnly`, and its reason says in Kiswahili that it is in English.
 */
import type { ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import { localisedPath } from '#schemas/locales.ts'
import type { ChatRoute } from './chat-catalogue.ts'
import { say } from './chat-i18n.ts'
import type { ReplyLanguages } from './language.ts'

const englishOnlyMessage = /*i18n*/ {
  id: 'chat.suggestion.englishOnly',
  message: 'This check is available in English only.',
  comment: 'Added to a reason in a Kiswahili reply when the suggested test has no Kiswahili version yet.',
}

/** A site path (a route's, or the crisis card's therapist link) in the language of the reply's pages. */
export function pageAddress(path: string, languages: ReplyLanguages): string {
  return localisedPath(path, languages.pages)
}

export function suggestionFor(route: ChatRoute, reason: string, languages: ReplyLanguages): ChatSuggestion {
  const link = { slug: route.path, href: pageAddress(route.path, languages) } as Pick<ChatSuggestion, 'slug' | 'href'>
  if (languages.reply === 'en') return { ...link, text: route.callToAction, reason }
  if (route.callToActionSw) return { ...link, text: route.callToActionSw, reason }
  return { ...link, text: route.callToAction, reason: `${reason} ${say('sw')(englishOnlyMessage)}`, englishOnly: true }
}
