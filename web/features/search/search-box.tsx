/**
 * The search box of the search page and the test-not-found screen: results appear as the person
 * types (3 or more non-blank characters), as links labelled with their type, so the type is never
 * told by colour alone. `whileNoResults` (the test-not-found links) shows only while there are none.
 */
import type { ReactNode } from 'react'
import { useId, useMemo, useState } from 'react'
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

  return (
    <div className="search">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          className="search-input"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      <p className="search-status" role="status">
        {isSearchable(query) && !hasResults ? noMatchText(query) : ''}
      </p>
      {!hasResults && whileNoResults}
      {hasResults && (
        <ul className="search-results" aria-label="Search results">
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
