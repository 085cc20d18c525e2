/**
 * /search without JavaScript (issue 21 item 1): the search form is a plain GET to /search?q=...
 * (the words are no personal data, and no log line holds them: logs never carry a query string,
 * server/loggable-path.ts), and the page's `<noscript>` holds the app's search page drawn on the
 * server with those words already searched, its results as links.
 */
import { splitLocale } from '#schemas/locales.ts'
import type { NoScriptPages } from './index.ts'
import { noScriptBody } from './booking-pages.ts'

/** Longer words than any title: cut, so a pasted essay costs nothing. */
const longestQuery = 200

export function isSearchPage(pathname: string): boolean {
  return splitLocale(pathname).path.replace(/\/$/, '') === '/search'
}

/** The `<noscript>` body of /search?q=...: the search page with the words searched. */
export async function searchNoScriptBody(noScript: NoScriptPages, pathname: string, params: URLSearchParams): Promise<string> {
  const query = (params.get('q') ?? '').slice(0, longestQuery)
  return noScriptBody(noScript, pathname, await noScript.renderer.search({ pathname, query }))
}
