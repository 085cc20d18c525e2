/**
 * The language of a page the server sends (issue 20; decision 059): `<html lang>`, the links to
 * the page's two addresses (`hreflang` en, sw and x-default, the English address, which sends a
 * first visitor whose browser prefers Kiswahili on to the Kiswahili one) and its canonical address,
 * both without the query (a search, a booking choice or a payment reference is a person's state,
 * not a page to index), absolute under PUBLIC_BASE_URL when it is set. A Kiswahili page also gets
 * the head texts of index.html (description, the no-JavaScript notice, the default tab title) in
 * Kiswahili, from the server's catalogue, and links the Kiswahili web app manifest (start_url
 * /sw/, decision 075); its content and a route's own title come from the prerendered page or the
 * browser.
 */
import { defaultLocale, localisedPath, locales, type Locale } from '#schemas/locales.ts'
import { defaultPageTitle } from '#schemas/page-title.ts'
import { webAppManifestFiles } from '#schemas/web-app-manifests.ts'
import { i18nFor } from '../i18n/index.ts'

/** index.html's head texts, written in English there: these descriptors give them in another language. */
export const headTexts = {
  description: /*i18n*/ { id: 'page.description', message: 'Free health self-screening tests for Kenya, with instant explained results.' },
  // Shared with the browser, which puts it back when a page that named itself goes.
  defaultTitle: defaultPageTitle,
  noscript: /*i18n*/ { id: 'page.noscript', message: 'This site needs JavaScript to run the self-tests. Please turn it on and reload the page.' },
} as const

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A route-table path as the page's canonical path: no trailing slash, except the home page's. */
export function canonicalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** An address under the site's public base (a path when none is configured). */
function absolute(base: URL | undefined, pathname: string): string {
  if (!base) return pathname
  const root = base.href.replace(/\/+$/, '')
  return `${root}${pathname}`
}

/** The alternate and canonical links of the page at `path` (route-table form) in `locale`. */
export function addressLinks(path: string, locale: Locale, base: URL | undefined): string[] {
  const page = canonicalPath(path)
  const href = (language: Locale) => escapeText(absolute(base, localisedPath(page, language)))
  return [
    ...locales.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(defaultLocale)}">`,
    `<link rel="canonical" href="${href(locale)}">`,
  ]
}

/**
 * The page in `locale`: its `lang`, and for another language than English the head texts of
 * index.html in it (the title only where it is still index.html's: a prerendered page has its own).
 */
export function inLanguage(html: string, locale: Locale): string {
  let page = html.replace(/<html(\s[^>]*)?>/, (tag) => (/\slang="[^"]*"/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` lang="${locale}"`) : tag.replace('<html', `<html lang="${locale}"`)))
  if (locale === defaultLocale) return page
  const i18n = i18nFor(locale)
  const english = i18nFor(defaultLocale)
  page = page.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeText(i18n._(headTexts.description))}$2`)
  page = page.replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeText(i18n._(headTexts.noscript))}</noscript>`)
  page = page.replace(`<title>${escapeText(english._(headTexts.defaultTitle))}</title>`, `<title>${escapeText(i18n._(headTexts.defaultTitle))}</title>`)
  if (locale === 'sw') page = page.replace(`<link rel="manifest" href="/${webAppManifestFiles.en}">`, `<link rel="manifest" href="/${webAppManifestFiles.sw}">`)
  return page
}
