/**
 * /search drawn on the server for a browser without JavaScript (issue 21 item 1): the app's search
 * page with the words of /search?q=... already searched, so its results are links; no assistant
 * button (the assistant needs scripts).
 */
import { SearchPage } from '../../features/search/index.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { searchEntriesIn } from '../search-entries.ts'

export function NoScriptSearch({ query }: { query: string }) {
  const locale = activeLocale()
  return <SearchPage entries={searchEntriesIn(locale)} locale={locale} initialQuery={query} />
}
