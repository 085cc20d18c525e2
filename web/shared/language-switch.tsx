/**
 * The language switch (issue 20; decision 062): a plain link to the same page in the other
 * language, on every page (the navigation bar and the footer). It keeps the page and its query
 * (`/sw/tests/depression?x=1` ⇄ `/tests/depression?x=1`), is named in the language it leads to
 * ("Kiswahili" on an English page, "English" on a Kiswahili one) with `lang` and `hreflang`, and
 * is a full page load: a page has one language for its whole life (web/shared/i18n.ts). The
 * server remembers the choice from the address the visitor lands on (decision 060).
 */
import { t } from '@lingui/core/macro'
import { useLocation } from 'react-router-dom'
import { localeNames, localisedPath, type Locale } from '#schemas/locales.ts'
import { activeLocale } from './i18n.ts'

/** The language a page's switch leads to: the other one of the two. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'sw' : 'en'
}

/** The address of the page at `path` (route-table form) with `search`, in `locale`. */
export function switchAddress(path: string, search: string, locale: Locale): string {
  return localisedPath(`${path}${search}`, locale)
}

export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  // The router's path is the route table's: the basename (/sw) is not part of it.
  const { pathname, search } = useLocation()
  const target = otherLocale(activeLocale())
  return (
    <a
      className={className}
      href={switchAddress(pathname, search, target)}
      lang={target}
      hrefLang={target}
      title={t({ message: 'Read this page in the other language', comment: 'Tooltip of the language switch link, whose text is the other language name (Kiswahili / English)' })}
    >
      {localeNames[target]}
    </a>
  )
}
