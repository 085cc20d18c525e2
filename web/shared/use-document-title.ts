/**
 * Sets the browser tab's title while a page is shown ('{page} | Afya Hub'), and puts back the
 * site's default when it goes, in the page's language. Prerendered pages carry their title in
 * their HTML already. An effect rather than React 19's <title> element: the production build
 * renders with preact/compat (decision 020), which does not hoist <title> into the head.
 * `useRouteTitle` gives a route its title from outside the page (web/app/route-titles.tsx); it
 * runs before the page's own effects, so a page that names itself wins. `useDocumentLanguage`
 * keeps `<html lang>` on the page's language, as the server sent it (issue 20).
 */
import { i18n } from '@lingui/core'
import { useEffect } from 'react'
import { defaultPageTitle } from '#schemas/page-title.ts'
import { brand } from '../../tests-catalog/site.json'
import { activeLocale } from './i18n.ts'

/** The title of the page being prerendered at build time (web/prerender.tsx reads it; no document there). */
export const prerenderedTitle: { value: string | undefined } = { value: undefined }

/** The title of a page that sets none: index.html's own, shared with the server's page shell (a prerendered page may start with another). */
export const defaultTitle = defaultPageTitle

export function useDocumentTitle(page: string): void {
  if (typeof document === 'undefined') prerenderedTitle.value = `${page} | ${brand.name}`
  useEffect(() => {
    document.title = `${page} | ${brand.name}`
    return () => {
      document.title = i18n._(defaultTitle)
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

/** `<html lang>` in the page's language ('sw' on a Kiswahili page), for screen readers and the browser's own words. */
export function useDocumentLanguage(): void {
  const locale = activeLocale()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
}
