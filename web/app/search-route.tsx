/** /search, loaded on demand: the search feature over the catalogue's entries in the page's language, its assistant button opening the chat widget. */
import { openAssistant } from '../features/chat/index.ts'
import { SearchPage } from '../features/search/index.ts'
import { activeLocale } from '../shared/i18n.ts'
import { searchEntriesIn } from './search-entries.ts'

export function SearchRoute() {
  const locale = activeLocale()
  return <SearchPage entries={searchEntriesIn(locale)} locale={locale} onOpenAssistant={openAssistant} />
}
