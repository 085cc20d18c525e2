/** /search, loaded on demand: the search feature over the catalogue's entries. */
import { SearchPage } from '../features/search/index.ts'
import { searchEntries } from './search-entries.ts'

export function SearchRoute() {
  return <SearchPage entries={searchEntries} />
}
