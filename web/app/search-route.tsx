/** /search (and /search?q=..., the address the search form sends without JavaScript), loaded on demand: the search feature over the catalogue's entries in the page's language, its assistant button opening the chat widget. */
import { useSearchParams } from 'react-router-dom'
import { openAssistant } from '../features/chat/index.ts'
import { SearchPage } from '../features/search/index.ts'
import { activeLocale } from '../shared/i18n.ts'
import { searchEntriesIn } from './search-entries.ts'

export function SearchRoute() {
  const locale = activeLocale()
  const [params] = useSearchParams()
  return <SearchPage entries={searchEntriesIn(locale)} locale={locale} onOpenAssistant={openAssistant} initialQuery={params.get('q') ?? ''} />
}
