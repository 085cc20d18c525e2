/**
 * The tests a visitor can take in Kiswahili, with their Kiswahili titles, for the notice on a test
 * that is in English only (english-only-notice.tsx). Read at build time from each test file's card
 * title in Kiswahili (`?card-title-sw`, tools/vite-test-card-text.ts): two short fields a file,
 * loaded only when the notice shows.
 */
const glob = {
  language: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'language', query: '?card-title-sw&lang.json' }),
  informalTitle: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?card-title-sw&lang.json' }),
  category: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'category', query: '?notice&lang.json' }),
}

export type SwahiliTest = { routeSlug: string; title: string; category: string }

/** Every test with a Kiswahili version, in the alphabetical order of its Kiswahili title. */
export const swahiliTests: readonly SwahiliTest[] = Object.keys(glob.language)
  .filter((file) => glob.language[file] === 'sw')
  .map((file) => ({ routeSlug: file.replace(/^.*\//, '').replace(/\.json$/, ''), title: glob.informalTitle[file]!, category: glob.category[file]! }))
  .sort((a, b) => a.title.localeCompare(b.title, 'sw'))

/** The tests in Kiswahili to offer instead of a test of `category`: those of the same category first. */
export function swahiliTestsFor(category: string): readonly SwahiliTest[] {
  return [...swahiliTests.filter((test) => test.category === category), ...swahiliTests.filter((test) => test.category !== category)]
}
