/** /search, loaded on demand: the search feature over the catalogue's entries, its assistant button opening the chat widget. */
import { openAssistant } from '../features/chat/index.ts'
import { SearchPage } from '../features/search/index.ts'
import { searchEntries } from './search-entries.ts'

export function SearchRoute() {
  return <SearchPage entries={searchEntries} onOpenAssistant={openAssistant} />
}
