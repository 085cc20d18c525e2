/**
 * The search rules of SPEC.md section 5: at least 3 non-blank characters; a fuzzy,
 * case-insensitive match on formalTitle, title and keyWords with threshold 0.3, wherever in the
 * text the match lies. The entries come from the app, which builds them from the catalogue.
 */
import Fuse from 'fuse.js'

export type SearchEntryType = 'category' | 'test' | 'service'

export type SearchEntry = {
  type: SearchEntryType
  slug: string
  title: string
  formalTitle?: string
  description: string
  keyWords: readonly string[]
}

export const minimumQueryLength = 3

export const noMatchText = (query: string) => `No matches found for "${query}". Continue typing or try a different search term.`

/** Where a result goes: /categories/{slug}, /tests/{slug} or /services/{slug}. */
export function resultPath({ type, slug }: Pick<SearchEntry, 'type' | 'slug'>): string {
  const folder = { category: 'categories', test: 'tests', service: 'services' } satisfies Record<SearchEntryType, string>
  return `/${folder[type]}/${slug}`
}

/** Counts the characters that are not white space. */
export function isSearchable(query: string): boolean {
  return query.replace(/\s/g, '').length >= minimumQueryLength
}

export type Search = (query: string) => SearchEntry[]

export function createSearch(entries: readonly SearchEntry[]): Search {
  const fuse = new Fuse(entries, {
    keys: ['formalTitle', 'title', 'keyWords'],
    threshold: 0.3,
    ignoreLocation: true,
    isCaseSensitive: false,
  })
  return (query) => (isSearchable(query) ? fuse.search(query.trim()).map((result) => result.item) : [])
}
