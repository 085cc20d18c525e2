/**
 * The language switch (issue 20; decision 062): a plain link to the same page in the other
 * language, on every page (the navigation bar and the footer). It keeps the page and its query
 * (`/sw/tests/depression?x=1` ⇄ `/tests/depression?x=1`), is named in the language it leads to
 * ("Kiswahili" on an English page, "English" on a Kiswahili one) with `lang` and `hreflang`, and
 * is a full page load: a page has one language for its whole life (web/shared/i18n.ts). The
 * link carries `?lang=<its language>`, from which the server remembers the choice in the `lang`
 * cookie (decision 060); the app then takes the parameter out of the address bar
 * (`ForgetLanguageParameter`, once in the app), so a copied address does not reset its recipient's choice.
 */
import { t } from '@lingui/core/macro'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { localeCookieName, localeNames, localisedPath, type Locale } from '#schemas/locales.ts'
import { activeLocale } from './i18n.ts'

/** The language a page's switch leads to: the other one of the two. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'sw' : 'en'
}

/** The query parameter that tells the server the visitor chose a language (decision 060); it is named like the cookie it sets. */
export const languageParameter = localeCookieName

/** `search` without the language parameter ('' when nothing is left). */
export function withoutLanguageParameter(search: string): string {
  const query = new URLSearchParams(search)
  query.delete(languageParameter)
  const rest = query.toString()
  return rest ? `?${rest}` : ''
}

/** The address of the page at `path` (route-table form) with `search`, in `locale`, saying it was chosen: `/sw/tests/x?a=1&lang=sw`. */
export function switchAddress(path: string, search: string, locale: Locale): string {
  const query = new URLSearchParams(withoutLanguageParameter(search))
  query.set(languageParameter, locale)
  return localisedPath(`${path}?${query.toString()}`, locale)
}

/** Once a page reached by the switch has loaded, takes `?lang=` out of the address (the router's replace: no new history entry). Placed once, in the app. */
export function ForgetLanguageParameter(): null {
  const { pathname, search, hash, state } = useLocation()
  const navigate = useNavigate()
  const chosen = new URLSearchParams(search).has(languageParameter)
  useEffect(() => {
    if (chosen) navigate({ pathname, search: withoutLanguageParameter(search), hash }, { replace: true, state })
  }, [chosen, pathname, search, hash, state, navigate])
  return null
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
