/** The search feature: the /search page and the search box, over entries the app provides. */
export { SearchPage } from './search-page.tsx'
export { SearchBox } from './search-box.tsx'
export { createSearch, noMatchText, resultPath, minimumQueryLength } from './search-index.ts'
export type { SearchEntry, SearchEntryType } from './search-index.ts'
