/** SPEC.md section 2, Search page (/search): the search box, then the AI assistant (coming soon). */
import { SearchBox } from './search-box.tsx'
import type { SearchEntry } from './search-index.ts'

export function SearchPage({ entries }: { entries: readonly SearchEntry[] }) {
  return (
    <main className="page">
      <h1>Discover hidden gems ...</h1>
      <p>Search our free health tests, test categories and care services by name or by what is on your mind, in English or Swahili.</p>
      <SearchBox entries={entries} />
      <p className="divider">
        <span>Or</span>
      </p>
      <button type="button" className="button" aria-disabled="true" aria-describedby="assistant-soon">
        Use Our AI Assistant
      </button>
      <p id="assistant-soon" className="hint">
        Our AI assistant is coming soon. Until then, please use the search above.
      </p>
    </main>
  )
}
