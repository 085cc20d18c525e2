/**
 * SPEC.md's `testId` on /screening: the service record's field naming the screenings to take,
 * here one or more catalogue tests separated by commas, each by its test code (MH-001, in any
 * case) or its route slug (depression). Only four short fields of each test file come into the
 * screening page's bundle (the files' named exports; the query keeps these modules apart from the
 * test route's imports of the same files). Unknown names are left out; the order is the link's.
 */
export type NamedScreening = { routeSlug: string; title: string; description: string }

const glob = {
  testCode: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'testCode', query: '?screening&lang.json' }),
  routeSlug: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'routeSlug', query: '?screening&lang.json' }),
  informalTitle: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?screening&lang.json' }),
  description: import.meta.glob<string>('../../../tests-catalog/tests/*.json', { eager: true, import: 'description', query: '?screening&lang.json' }),
}

const byName = new Map<string, NamedScreening>()
for (const file of Object.keys(glob.testCode)) {
  const screening = { routeSlug: glob.routeSlug[file]!, title: glob.informalTitle[file]!, description: glob.description[file]! }
  byName.set(glob.testCode[file]!.toUpperCase(), screening)
  byName.set(screening.routeSlug, screening)
}

/** The screenings a testId names, once each, in its order; none for a missing or unknown one. */
export function screeningsNamed(testId: string | null): NamedScreening[] {
  const found = new Map<string, NamedScreening>()
  for (const name of (testId ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const screening = byName.get(name.toUpperCase()) ?? byName.get(name)
    if (screening) found.set(screening.routeSlug, screening)
  }
  return [...found.values()]
}
