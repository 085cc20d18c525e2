/**
 * Sets the browser tab's title while a page is shown ('{page} | Afya Hub'), and puts back the one
 * before when it goes. An effect rather than React 19's <title> element: the production build
 * renders with preact/compat (decision 020), which does not hoist <title> into the head.
 */
import { useEffect } from 'react'
import { brand } from '../../tests-catalog/site.json'

export function useDocumentTitle(page: string): void {
  useEffect(() => {
    const previous = document.title
    document.title = `${page} | ${brand.name}`
    return () => {
      document.title = previous
    }
  }, [page])
}
