/**
 * Each catalogue test's informalTitle by its route slug (the file name, as the catalogue check
 * requires), for the tab title of /tests/:slug. Loaded with the test route, not the first page:
 * only that one field of each file (the files' named exports; the query keeps these modules apart
 * from the test route's imports of the same files).
 */
const titles = import.meta.glob<string>('../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?title&lang.json' })

const titleBySlug = new Map(Object.entries(titles).map(([file, title]) => [file.replace(/^.*\//, '').replace(/\.json$/, ''), title]))

export function testTitle(slug: string | undefined): string {
  return titleBySlug.get(slug ?? '') ?? 'Test not found'
}
