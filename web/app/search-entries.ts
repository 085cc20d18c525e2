/**
 * The search entries, built from the catalogue index: the app composes the two features, which
 * never import each other. Imported only by lazy routes, so the test route does not carry it.
 *
 * In Kiswahili (issue 20, decision 061): titles and descriptions from the catalogue's Kiswahili
 * cards (a test available only in English keeps its English card, marked `language: 'en'`), key
 * words from the assistant's concern lexicon (`focusSw`, what each test or service is about in
 * Kiswahili) beside the English ones, and the English names, so both languages' words find it.
 */
import type { Locale } from '#schemas/locales.ts'
import { routes as concernRoutes } from '../../tests-catalog/concern-lexicon.json'
import { categoryCardsIn, serviceCardsIn, testCardsIn } from '../features/catalogue/index.ts'
import type { SearchEntry } from '../features/search/index.ts'

/** What the assistant's lexicon says a test or service is about, in Kiswahili. */
function kiswahiliKeyWords(path: string): string[] {
  const focus = (concernRoutes as Record<string, { focusSw?: string } | undefined>)[path]?.focusSw
  return focus ? [focus] : []
}

function entriesIn(locale: Locale): readonly SearchEntry[] {
  const kiswahili = locale === 'sw'
  const english = { categories: categoryCardsIn('en'), services: serviceCardsIn('en'), tests: testCardsIn('en') }
  return [
    ...categoryCardsIn(locale).map(({ routeSlug, title, name, description, keyWords }, index): SearchEntry => ({
      type: 'category',
      slug: routeSlug,
      title,
      formalTitle: name,
      description,
      keyWords,
      ...(kiswahili ? { alsoKnownAs: [english.categories[index]!.title, english.categories[index]!.name] } : {}),
    })),
    ...testCardsIn(locale).map(({ routeSlug, informalTitle, formalTitle, description, keyWords, language }, index): SearchEntry => ({
      type: 'test',
      slug: routeSlug,
      title: informalTitle,
      formalTitle,
      description,
      keyWords: kiswahili ? [...keyWords, ...kiswahiliKeyWords(`/tests/${routeSlug}`)] : keyWords,
      ...(kiswahili ? { alsoKnownAs: [english.tests[index]!.informalTitle, english.tests[index]!.formalTitle] } : {}),
      ...(language !== locale ? { language } : {}),
    })),
    ...serviceCardsIn(locale).map(({ routeSlug, title, description, keyWords }, index): SearchEntry => ({
      type: 'service',
      slug: routeSlug,
      title,
      description,
      keyWords: kiswahili ? [...keyWords, ...kiswahiliKeyWords(`/services/${routeSlug}`)] : keyWords,
      ...(kiswahili ? { alsoKnownAs: [english.services[index]!.title] } : {}),
    })),
  ]
}

const built = new Map<Locale, readonly SearchEntry[]>()

/** The search entries in a language (built once). */
export function searchEntriesIn(locale: Locale): readonly SearchEntry[] {
  let entries = built.get(locale)
  if (!entries) built.set(locale, (entries = entriesIn(locale)))
  return entries
}

/** In English (SPEC.md's entries). */
export const searchEntries: readonly SearchEntry[] = searchEntriesIn('en')
