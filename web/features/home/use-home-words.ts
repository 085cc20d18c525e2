/**
 * Whether the home page's own words of site.json are here in the page's language (decision 062):
 * on a Kiswahili page they come only with the home page. The entry loads them before it draws a
 * home page it was opened on (web/main.tsx, the route's `features`); a visitor who comes to the
 * home page from another page of the site waits for them here, so the page never shows its
 * sections in English first. A load that fails (offline, with the site not yet kept) leaves the
 * English words, as a catalogue that cannot be fetched does.
 */
import { useEffect, useState } from 'react'
import { activeLocale, loadCatalogues } from '../../shared/i18n.ts'
import { homeSiteTextsLoaded } from '../../shared/site-text.ts'

export function useHomeWords(): boolean {
  const locale = activeLocale()
  const [here, setHere] = useState(() => homeSiteTextsLoaded(locale))
  useEffect(() => {
    if (here) return undefined
    let current = true
    const done = () => {
      if (current) setHere(true)
    }
    loadCatalogues(locale, ['home']).then(done, done)
    return () => {
      current = false
    }
  }, [locale, here])
  return here
}
