/**
 * The search rules of SPEC.md section 5: at least 3 non-blank characters; a fuzzy,
 * case-insensitive match on formalTitle, title and keyWords with threshold 0.3, wherever in the
 * text the match lies. The entries come from the app, which builds them from the catalogue.
 *
 * On a Kiswahili page (issue 20, decision 061) the entries carry the Kiswahili titles and
 * descriptions where the catalogue has them, Kiswahili key words, and the English names as well
 * (`alsoKnownAs`), so a visitor finds a test by its Kiswahili or English words; the description
 * counts too, at half weight, since the key words are few in Kiswahili.
 */
import { t } from '@lingui/core/macro'
import Fuse from 'fuse.js'
import type { Locale } from '#schemas/locales.ts'

export type SearchEntryType = 'category' | 'test' | 'service'

export type SearchEntry = {
  type: SearchEntryType
  slug: string
  title: string
  formalTitle?: string
  description: string
  keyWords: readonly string[]
  /** Other names it is found by (on a Kiswahili page, its English titles). */
  alsoKnownAs?: readonly string[]
  /** The language of its title when it is not the page's (a test available in English only, on a Kiswahili page). */
  language?: Locale
}

export const minimumQueryLength = 3

export const noMatchText = (query: string) => t`No matches found for "${query}". Continue typing or try a different search term.`

/** Where a result goes: /categories/{slug}, /tests/{slug} or /services/{slug} (the router keeps it under /sw on a Kiswahili page). */
export function resultPath({ type, slug }: Pick<SearchEntry, 'type' | 'slug'>): string {
  const folder = { category: 'categories', test: 'tests', service: 'services' } satisfies Record<SearchEntryType, string>
  return `/${folder[type]}/${slug}`
}

/** Counts the characters that are not white space. */
export function isSearchable(query: string): boolean {
  return query.replace(/\s/g, '').length >= minimumQueryLength
}

export type Search = (query: string) => SearchEntry[]

/** SPEC.md's keys; in Kiswahili also the English names and, at half weight, the description. */
function searchKeys(locale: Locale) {
  const spec = ['formalTitle', 'title', 'keyWords']
  return locale === 'en' ? spec : [...spec, 'alsoKnownAs', { name: 'description', weight: 0.5 }]
}

export function createSearch(entries: readonly SearchEntry[], locale: Locale = 'en'): Search {
  const fuse = new Fuse(entries, {
    keys: searchKeys(locale),
    threshold: 0.3,
    ignoreLocation: true,
    isCaseSensitive: false,
  })
  return (query) => (isSearchable(query) ? fuse.search(query.trim()).map((result) => result.item) : [])
}
