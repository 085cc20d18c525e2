/** The search box on the test-not-found screen, loaded only when that screen shows. */
import type { ReactNode } from 'react'
import { SearchBox } from '../features/search/index.ts'
import { searchEntries } from './search-entries.ts'

export function NotFoundSearch({ links }: { links: ReactNode }) {
  return <SearchBox entries={searchEntries} label="Search for a test" whileNoResults={links} />
}
