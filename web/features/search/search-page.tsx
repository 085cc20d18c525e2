/** SPEC.md section 2, Search page (/search): the search box, then the button that opens the AI assistant (given by web/app). In the page's language (issue 20). */
import { t } from '@lingui/core/macro'
import type { Locale } from '#schemas/locales.ts'
import { SearchBox } from './search-box.tsx'
import type { SearchEntry } from './search-index.ts'

/** `initialQuery`: the words of /search?q=...; without `onOpenAssistant` (a page drawn for a browser without JavaScript) there is no assistant button. */
type Props = { entries: readonly SearchEntry[]; locale?: Locale; onOpenAssistant?: () => void; initialQuery?: string }

export function SearchPage({ entries, locale = 'en', onOpenAssistant, initialQuery }: Props) {
  return (
    <main className="page">
      <h1>{t`Discover hidden gems ...`}</h1>
      <p>{t`Search our free health tests, test categories and care services by name or by what is on your mind, in English or Swahili.`}</p>
      <SearchBox entries={entries} locale={locale} initialQuery={initialQuery} />
      {onOpenAssistant && (
        <>
          <p className="divider">
            <span>{t({ message: 'Or', comment: 'Between the search box and the assistant button' })}</span>
          </p>
          <button type="button" className="button" onClick={onOpenAssistant}>
            {t`Use Our AI Assistant`}
          </button>
        </>
      )}
    </main>
  )
}
