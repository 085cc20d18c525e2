/**
 * The search box of the search page and the test-not-found screen: results appear as the person
 * types (3 or more non-blank characters), as links labelled with their type, so the type is never
 * told by colour alone. `whileNoResults` (the test-not-found links) shows only while there are none.
 * The search button (or the keyboard's Go key) runs the same search and takes the person to the
 * first result, so nobody has to hunt for where the results appeared. Without JavaScript the form
 * is a plain GET to /search?q=... (the words are no personal data), whose page the server draws
 * with this box and its results (server/no-script/search-pages.ts). In the page's language
 * (issue 20): a result whose title is in English on a Kiswahili page is marked lang="en".
 */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { useId, useMemo, useRef, useState } from 'react'
import { Link, useHref } from 'react-router-dom'
import type { Locale } from '#schemas/locales.ts'
import { createSearch, isSearchable, noMatchText, resultPath, type SearchEntry, type SearchEntryType } from './search-index.ts'

type Props = {
  entries: readonly SearchEntry[]
  /** The page's language: on a Kiswahili page the search reads Kiswahili and English words. */
  locale?: Locale
  label?: string
  whileNoResults?: ReactNode
  /** The words already searched for: the `q` of /search?q=... (a page drawn on the server shows their results). */
  initialQuery?: string
}

/** A result's kind, shown before its title so the kind is never told by colour alone. */
function typeLabel(type: SearchEntryType): string {
  if (type === 'category') return t({ message: 'Category', comment: 'Kind of a search result' })
  if (type === 'test') return t({ message: 'Test', comment: 'Kind of a search result' })
  return t({ message: 'Service', comment: 'Kind of a search result' })
}

export function SearchBox({ entries, locale = 'en', label, whileNoResults, initialQuery = '' }: Props) {
  const inputId = useId()
  const [query, setQuery] = useState(initialQuery)
  // Without JavaScript the form is a plain GET to /search?q=..., which the server answers (issue 21).
  const searchPage = useHref('/search')
  const search = useMemo(() => createSearch(entries, locale), [entries, locale])
  const results = useMemo(() => search(query), [search, query])
  const hasResults = results.length > 0
  const resultList = useRef<HTMLUListElement>(null)

  return (
    <div className="search">
      <form
        role="search"
        action={searchPage}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          resultList.current?.querySelector('a')?.focus()
        }}
      >
        <label htmlFor={inputId}>{label ?? t`Search tests, categories and services`}</label>
        <div className="search-row">
          <input
            id={inputId}
            className="search-input"
            type="search"
            name="q"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="search-button" aria-label={t({ message: 'Search', comment: 'The search button' })}>
            <span aria-hidden="true">⌕</span>
          </button>
        </div>
      </form>
      <p className="search-status" role="status">
        {isSearchable(query) && !hasResults ? noMatchText(query) : ''}
      </p>
      {!hasResults && whileNoResults}
      {hasResults && (
        <ul ref={resultList} className="search-results" aria-label={t`Search results`}>
          {results.map((entry) => (
            <li key={`${entry.type}:${entry.slug}`}>
              <Link className={`search-result search-result-${entry.type}`} to={resultPath(entry)}>
                <span className="search-result-type">{typeLabel(entry.type)}</span>{' '}
                <span className="search-result-title" lang={entry.language}>
                  {entry.title}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
