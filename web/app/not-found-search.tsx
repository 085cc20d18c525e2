/** The search box on the test-not-found screen, loaded only when that screen shows, in the page's language. */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { SearchBox } from '../features/search/index.ts'
import { activeLocale } from '../shared/i18n.ts'
import { searchEntriesIn } from './search-entries.ts'

export function NotFoundSearch({ links }: { links: ReactNode }) {
  const locale = activeLocale()
  return <SearchBox entries={searchEntriesIn(locale)} locale={locale} label={t`Search for a test`} whileNoResults={links} />
}
