/** SPEC.md section 2, Search page (/search): the search box, then the button that opens the AI assistant (given by web/app). */
import { SearchBox } from './search-box.tsx'
import type { SearchEntry } from './search-index.ts'

export function SearchPage({ entries, onOpenAssistant }: { entries: readonly SearchEntry[]; onOpenAssistant: () => void }) {
  return (
    <main className="page">
      <h1>Discover hidden gems ...</h1>
      <p>Search our free health tests, test categories and care services by name or by what is on your mind, in English or Swahili.</p>
      <SearchBox entries={entries} />
      <p className="divider">
        <span>Or</span>
      </p>
      <button type="button" className="button" onClick={onOpenAssistant}>
        Use Our AI Assistant
      </button>
    </main>
  )
}
