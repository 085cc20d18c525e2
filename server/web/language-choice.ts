/**
 * Which language a page request is answered in, and how the visitor's choice is remembered
 * (issue 20; decision 060), without personal data: the `lang` cookie holds only `en` or `sw`.
 *
 * - The language switch links to the other language's address with `?lang=<its language>`: that
 *   request sets the cookie to the language chosen (only when it is the address's own), and the
 *   page is answered where it was asked for. The address stays shareable: the page's canonical
 *   link has no query, and the parameter carries nothing about the person.
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

/** The query parameter the language switch adds to the address it links to. */
export const switchParameter = 'lang'

export type PageRequest = { pathname: string; search: string; cookieHeader: string | undefined; acceptLanguage: string | undefined; secure: boolean }

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
  const switched = new URLSearchParams(request.search).get(switchParameter)
  if (switched === locale) return { setCookie: localeCookie(locale, request.secure), varies: false }
  if (locale !== 'en') return { varies: false }
  const remembered = cookieLocale(request.cookieHeader)
  const wanted = remembered ?? preferredLocale(request.acceptLanguage)
  if (wanted === 'en') return { varies: true }
  return { redirectTo: `${localisedPath(path, wanted)}${request.search}`, varies: true }
}
