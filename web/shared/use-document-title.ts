/**
 * Sets the browser tab's title while a page is shown ('{page} | Afya Hub'), and puts back the
 * site's default when it goes. Prerendered pages carry their title in their HTML already. An effect rather than React 19's <title> element: the production build
 * renders with preact/compat (decision 020), which does not hoist <title> into the head.
 * `useRouteTitle` gives a route its title from outside the page (web/app/route-titles.tsx); it
 * runs before the page's own effects, so a page that names itself wins.
 */
import { useEffect } from 'react'
import { brand } from '../../tests-catalog/site.json'

/** The title of the page being prerendered at build time (web/prerender.tsx reads it; no document there). */
export const prerenderedTitle: { value: string | undefined } = { value: undefined }

/** The title of a page that sets none: index.html's own (a prerendered page may start with another). */
export const defaultTitle = 'Free health self-tests for Kenya'

export function useDocumentTitle(page: string): void {
  if (typeof document === 'undefined') prerenderedTitle.value = `${page} | ${brand.name}`
  useEffect(() => {
    document.title = `${page} | ${brand.name}`
    return () => {
      document.title = defaultTitle
    }
  }, [page])
}

/**
 * The title of the route at `address`, set on every change of address (after the previous page's
 * own title has been put back to the default); nothing for a route whose page names itself.
 */
export function useRouteTitle(page: string | undefined, address: string): void {
  if (typeof document === 'undefined' && page) prerenderedTitle.value = `${page} | ${brand.name}`
  useEffect(() => {
    if (page) document.title = `${page} | ${brand.name}`
  }, [page, address])
}
