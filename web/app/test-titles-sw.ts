/** Each catalogue test's informalTitle in Kiswahili by route slug, for the tests with a Kiswahili version: the tab titles of /sw/tests/:slug (test-titles.ts). The titles alone (`?card-title-sw`), not the cards' other words. */
import { titlesBySlug } from './test-titles.ts'

export const swahiliTitles = titlesBySlug(
  import.meta.glob<string | null>('../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?card-title-sw&lang.json' }),
)
