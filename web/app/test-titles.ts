/**
 * Each catalogue test's informalTitle by its route slug (the file name, as the catalogue check
 * requires), for the tab title of /tests/:slug. Loaded with the test route, not the first page:
 * only that one field of each file (the files' named exports; the query keeps these modules apart
 * from the test route's imports of the same files). A Kiswahili page loads the Kiswahili titles
 * too (test-titles-sw.ts, the card text of tools/vite-test-card-text.ts), so an English page
 * carries none of them; a test with no Kiswahili version keeps its English title there.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '#schemas/locales.ts'

const titles = import.meta.glob<string>('../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?title&lang.json' })

/** Route slug → title, from a glob keyed by file (a file with no title in the glob's language is left out). */
export function titlesBySlug(byFile: Record<string, string | null>): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(byFile).flatMap(([file, title]) => (title === null ? [] : [[file.replace(/^.*\//, '').replace(/\.json$/, ''), title] as const])),
  )
}

const englishTitles = titlesBySlug(titles)

const notFoundTitle = msg({ message: 'Test not found', comment: 'Tab title of a test address that names no test' })

/** The tab title of a test address in English. */
export function testTitle(slug: string | undefined): string {
  return englishTitles.get(slug ?? '') ?? i18n._(notFoundTitle)
}

/** The tab title function of a test address in `locale` (its titles fetched first, for a language other than English). */
export async function loadTestTitles(locale: Locale): Promise<(slug: string | undefined) => string> {
  if (locale === 'en') return testTitle
  const { swahiliTitles } = await import('./test-titles-sw.ts')
  // A test with no Kiswahili version keeps its English title.
  return (slug) => swahiliTitles.get(slug ?? '') ?? englishTitles.get(slug ?? '') ?? i18n._(notFoundTitle)
}
