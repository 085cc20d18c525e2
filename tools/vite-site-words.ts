/**
 * site.json's translations split by where they show (issue 20; decision 062), at build time:
 * `tests-catalog/site.json?site-words-home&lang.json` gives only the home page's own words (every
 * pointer under `/home`, but the banner, which every page shows), and
 * `?site-words-shell&lang.json` the rest (the banner, the tagline, the assistant's words, the social
 * links' names, the legal dates). Each is `{ translations }` in the file's own form (language, then
 * `team` or `published`, then JSON pointer), so a Kiswahili page other than the home page fetches
 * a few short strings, not the home page's sections.
 *
 * Runs before Vite's JSON plugin, which then serves `translations` as a named export, as for any
 * JSON file (the `&lang.json` ending keeps the import a JSON one).
 */
import type { Plugin } from 'vite'

const siteWordsQuery = /[?&]site-words-(home|shell)(?:&|$)/

/** Whether a site.json pointer is a word of the home page alone (its banner shows on every page). */
export function isHomePageWord(pointer: string): boolean {
  return pointer.startsWith('/home/') && !pointer.startsWith('/home/banner/')
}

type Translations = Record<string, Record<string, Record<string, string>>>

/** `translations` with only the pointers of one part: the home page's (`home`) or every other page's (`shell`). */
export function siteWords(translations: Translations, part: 'home' | 'shell'): Translations {
  const wanted = (pointer: string) => isHomePageWord(pointer) === (part === 'home')
  return Object.fromEntries(
    Object.entries(translations).map(([locale, tiers]) => [
      locale,
      Object.fromEntries(Object.entries(tiers).map(([tier, texts]) => [tier, Object.fromEntries(Object.entries(texts).filter(([pointer]) => wanted(pointer)))])),
    ]),
  )
}

export function siteWordsParts(): Plugin {
  return {
    name: 'site-words-parts',
    enforce: 'pre',
    transform(code, id) {
      const [file, query = ''] = id.split('?')
      const [, part] = siteWordsQuery.exec(`?${query}`) ?? []
      if (!part || !file?.endsWith('.json')) return undefined
      const { translations = {} } = JSON.parse(code) as { translations?: Translations }
      return { code: JSON.stringify({ translations: siteWords(translations, part as 'home' | 'shell') }), map: null }
    },
  }
}
