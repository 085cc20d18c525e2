/**
 * Sets the browser tab's title while a page is shown ('{page} | Afya Hub'), and puts back the
 * site's default when it goes. Prerendered pages carry their title in their HTML already. An effect rather than React 19's <title> element: the production build
 * renders with preact/compat (decision 020), which does not hoist <title> into the head.
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
