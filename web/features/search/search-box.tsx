/**
 * The search box of the search page and the test-not-found screen: results appear as the person
 * types (3 or more non-blank characters), as links labelled with their type, so the type is never
 * told by colour alone. `whileNoResults` (the test-not-found links) shows only while there are none.
 * The search button (or the keyboard's Go key) runs the same search and takes the person to the
 * first result, so nobody has to hunt for where the results appeared.
 */
import type { ReactNode } from 'react'
import { useId, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { createSearch, isSearchable, noMatchText, resultPath, type SearchEntry, type SearchEntryType } from './search-index.ts'

type Props = {
  entries: readonly SearchEntry[]
  label?: string
  whileNoResults?: ReactNode
}

const typeLabels = { category: 'Category', test: 'Test', service: 'Service' } satisfies Record<SearchEntryType, string>

export function SearchBox({ entries, label = 'Search tests, categories and services', whileNoResults }: Props) {
  const inputId = useId()
  const [query, setQuery] = useState('')
  const search = useMemo(() => createSearch(entries), [entries])
  const results = useMemo(() => search(query), [search, query])
  const hasResults = results.length > 0
  const resultList = useRef<HTMLUListElement>(null)

  return (
    <div className="search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          resultList.current?.querySelector('a')?.focus()
        }}
      >
        <label htmlFor={inputId}>{label}</label>
        <div className="search-row">
          <input
            id={inputId}
            className="search-input"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="search-button" aria-label="Search">
            <span aria-hidden="true">⌕</span>
          </button>
        </div>
      </form>
      <p className="search-status" role="status">
        {isSearchable(query) && !hasResults ? noMatchText(query) : ''}
      </p>
      {!hasResults && whileNoResults}
      {hasResults && (
        <ul ref={resultList} className="search-results" aria-label="Search results">
          {results.map((entry) => (
            <li key={`${entry.type}:${entry.slug}`}>
              <Link className={`search-result search-result-${entry.type}`} to={resultPath(entry)}>
                <span className="search-result-type">{typeLabels[entry.type]}</span> <span className="search-result-title">{entry.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
