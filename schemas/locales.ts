/**
 * The site's languages and how an address carries one (issue 20; decision 056). English pages live
 * at the route table's paths (`/tests/depression`); Kiswahili pages at the same paths under `/sw`
 * (`/sw/`, `/sw/tests/depression`). The browser's router, the prerender step, the server's page
 * shell, 404s and no-store rules all read the language of an address here, so the rule lives once.
 *
 * Pure: no I/O, no project imports.
 */

/** The languages the site speaks, English first (the source language of every message). */
export const locales = ['en', 'sw'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

/** The BCP 47 tag Intl formats each language's dates, times and shillings with (Kenyan conventions). */
export const intlLocaleOf: Readonly<Record<Locale, string>> = { en: 'en-KE', sw: 'sw-KE' }

/** Each language's name in that language, as the language switch shows it. */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', sw: 'Kiswahili' }

/** The first path segment of a language other than the default: `/sw/...`. */
export const localePrefixOf = (locale: Locale): string => (locale === defaultLocale ? '' : `/${locale}`)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The language of a path and the path as the route table writes it: `/sw/tests/x` is Kiswahili at
 * `/tests/x`; `/sw` and `/sw/` are Kiswahili at `/`; any other path is English as it is.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    const prefix = localePrefixOf(locale)
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) }
  }
  return { locale: defaultLocale, path: pathname }
}

/** A route-table path (with any query or hash) written for a language: `localisedPath('/tests/x', 'sw')` is `/sw/tests/x`; `/` in Kiswahili is `/sw/`. */
export function localisedPath(path: string, locale: Locale): string {
  return `${localePrefixOf(locale)}${path}`
}

/** The cookie that remembers a visitor's chosen language (its value is only a language code: no personal data). */
export const localeCookieName = 'lang'
