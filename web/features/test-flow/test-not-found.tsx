/**
 * SPEC.md section 2, Test not found: shown when a test cannot be loaded. The search box belongs
 * to another feature, so the app passes it in as `renderSearch`, which shows the links only
 * while it has no results (SPEC: the links hide once search results appear).
 */
import { t } from '@lingui/core/macro'
import { WayBackLinks } from '../../shared/way-back-links.tsx'
import type { ReactNode } from 'react'

/** Renders the search box, with `links` shown only while there are no results. */
export type SearchRenderer = (links: ReactNode) => ReactNode

export function TestNotFound({ renderSearch }: { renderSearch?: SearchRenderer | undefined }) {
  const links = <WayBackLinks />
  return (
    <main className="page not-found">
      <h1>{t`Oops! We couldn't find your test.`}</h1>
      <p>{t`The address may be wrong, or the test may have moved. You can choose a test from the list.`}</p>
      {renderSearch ? renderSearch(links) : links}
    </main>
  )
}
