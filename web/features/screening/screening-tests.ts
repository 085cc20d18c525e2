/**
 * SPEC.md's `testId` on /screening: the service record's field naming the screenings to take,
 * here one or more catalogue tests separated by commas, each by its test code (MH-001, in any
 * case) or its route slug (depression). Only four short fields of each test file come into the
 * screening page's bundle (the files' named exports; the query keeps these modules apart from the
 * test route's imports of the same files). Unknown names are left out; the order is the link's.
 * On a Kiswahili page the title and description are the test's Kiswahili card text
 * (tools/vite-test-card-text.ts; English for a test with no Kiswahili version).
 */
import type { Locale } from '#schemas/locales.ts'
import { activeLocale } from '../../shared/i18n.ts'

export type NamedScreening = { routeSlug: string; title: string; description: string; language: Locale }

const glob = {
  testCode: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'testCode', query: '?screening&lang.json' }),
  routeSlug: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'routeSlug', query: '?screening&lang.json' }),
  informalTitle: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?screening&lang.json' }),
  description: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'description', query: '?screening&lang.json' }),
}

const swahili = {
  language: import.meta.glob<Locale>('../../../tests-catalog/tests/*.json', { eager: true, import: 'language', query: '?card-text-sw&lang.json' }),
  informalTitle: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?card-text-sw&lang.json' }),
  description: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'description', query: '?card-text-sw&lang.json' }),
}

/** Each test file by its code (upper case) and by its route slug. */
const fileByName = new Map<string, string>()
for (const file of Object.keys(glob.testCode)) {
  fileByName.set(glob.testCode[file]!.toUpperCase(), file)
  fileByName.set(glob.routeSlug[file]!, file)
}

function screeningOf(file: string, locale: Locale): NamedScreening {
  const routeSlug = glob.routeSlug[file]!
  if (locale === 'sw' && swahili.language[file] === 'sw') {
    return { routeSlug, title: swahili.informalTitle[file]!, description: swahili.description[file]!, language: 'sw' }
  }
  return { routeSlug, title: glob.informalTitle[file]!, description: glob.description[file]!, language: 'en' }
}

/** The screenings a testId names, once each, in its order, in the page's language; none for a missing or unknown one. */
export function screeningsNamed(testId: string | null, locale: Locale = activeLocale()): NamedScreening[] {
  const found = new Map<string, NamedScreening>()
  for (const name of (testId ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const file = fileByName.get(name.toUpperCase()) ?? fileByName.get(name)
    if (file) found.set(glob.routeSlug[file]!, screeningOf(file, locale))
  }
  return [...found.values()]
}
