/**
 * Which language a page request is answered in, and how the visitor's choice is remembered
 * (issue 20; decision 060), without personal data: the `lang` cookie holds only `en` or `sw`.
 *
 * - A choice is a navigation the visitor made from a page of this site to an address in a language
 *   (the language switch is a plain link to the other address): the browser says so with
 *   `Sec-Fetch-Site: same-origin` and `Sec-Fetch-Mode: navigate` (Fetch Metadata, sent by every
 *   current browser and never by a typed address, a bookmark, another site's link or a redirect
 *   that began elsewhere). For a browser without Fetch Metadata, a link may say it with
 *   `?lang=<its language>`. Such a request sets the cookie to the address's language when it says
 *   otherwise, and the page is answered where it was asked for. Addresses stay shareable: the
 *   page's canonical link has no query, and nothing in it is about the person.
 * - A Kiswahili address (`/sw/...`) is never redirected: it says its language.
 * - An English address is redirected (302) to its Kiswahili address when the cookie says `sw`, or,
 *   with no cookie, when the browser's Accept-Language prefers Kiswahili to English; a visitor
 *   whose cookie says `en` is never redirected. The answer varies on Accept-Language and Cookie.
 *
 * The cookie is HttpOnly: the browser never reads it (a page knows its language from its address).
 * SameSite=Lax, so it comes with a link followed from another site (a shared link, a mail);
 * Secure over https; a year, renewed by each switch.
 */
import { isLocale, localeCookieName, localisedPath, splitLocale, type Locale } from '#schemas/locales.ts'
import { preferredLocale } from '../i18n/accept-language.ts'

/** How long the choice is remembered: a year, in seconds. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60

/** The query parameter a link may add to say it is the visitor's choice of language (for browsers without Fetch Metadata). */
export const switchParameter = 'lang'

export type PageRequest = {
  pathname: string
  search: string
  cookieHeader: string | undefined
  acceptLanguage: string | undefined
  /** The browser says the visitor navigated here from a page of this site (Sec-Fetch-Site: same-origin, Sec-Fetch-Mode: navigate). */
  fromThisSite: boolean
  secure: boolean
}

export type LanguageChoice = {
  /** The address to send the visitor to instead (the Kiswahili page), if any. */
  redirectTo?: string
  /** A Set-Cookie value remembering a choice the visitor just made, if any. */
  setCookie?: string
  /** The answer depends on Accept-Language and the cookie (an English address): caches must key on them. */
  varies: boolean
}

/** The remembered language, if the cookie holds one. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === localeCookieName && isLocale(value)) return value
  }
  return undefined
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`
}

export function languageChoice(request: PageRequest): LanguageChoice {
  const { locale, path } = splitLocale(request.pathname)
  const remembered = cookieLocale(request.cookieHeader)
  const chosen = request.fromThisSite || new URLSearchParams(request.search).get(switchParameter) === locale
  if (chosen) return { ...(remembered === locale ? {} : { setCookie: localeCookie(locale, request.secure) }), varies: locale === 'en' }
  if (locale !== 'en') return { varies: false }
  const wanted = remembered ?? preferredLocale(request.acceptLanguage)
  if (wanted === 'en') return { varies: true }
  return { redirectTo: `${localisedPath(path, wanted)}${request.search}`, varies: true }
}
