/** Each catalogue test's informalTitle in Kiswahili (English for a test with no Kiswahili version) by route slug: the tab titles of /sw/tests/:slug (test-titles.ts). */
import { titlesBySlug } from './test-titles.ts'

export const swahiliTitles = titlesBySlug(
  import.meta.glob<string>('../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?card-text-sw&lang.json' }),
)
