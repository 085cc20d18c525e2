/**
 * The catalogue index for the category pages and search, built at build time from
 * tests-catalog/. Each test field is imported on its own (the JSON files' named exports), so the
 * bundle carries the card fields only, never the questions and scoring (about 800 kB of JSON).
 * A category's tests are the definitions whose `category` names it (decision 007).
 *
 * Import this only from lazy routes: the test route must not carry it. The `?card&lang.json` query
 * makes these imports modules of their own: without it the bundler shares the JSON modules that
 * the test route also imports (test codes, services) and moves them, card fields and all, into a
 * chunk the test route loads too. The query keeps the `.json` ending so they are still read as JSON.
 *
 * In Kiswahili (issue 20): a test card's title, description, tooltip and duration come from the
 * test's own Kiswahili (its card text, tools/vite-test-card-text.ts, only those five fields,
 * fetched with the catalogue's Kiswahili messages: locales/sw.content.ts), and
 * a test with no Kiswahili version keeps its English card with `language: 'en'`; categories and
 * services come from their files' `translations.sw` (web/shared/content-translations.ts).
 */
import type { Category, CategoryCatalogue, Service, ServiceCatalogue, TestDefinition } from '#schemas/index.ts'
import type { ContentTranslations } from '#schemas/generated/content-translations.ts'
import type { Locale } from '#schemas/locales.ts'
import { localisedFile } from '../../shared/content-translations.ts'
import { featureContent } from '../../shared/i18n.ts'
import type { SwahiliCardText } from './locales/sw.content.ts'

export type TestCard = Pick<
  TestDefinition,
  'routeSlug' | 'category' | 'informalTitle' | 'formalTitle' | 'description' | 'tooltip' | 'duration' | 'keyWords' | 'image' | 'testCode'
>
export type CategoryCard = Pick<Category, 'id' | 'name' | 'title' | 'description' | 'tooltip' | 'routeSlug' | 'imageSrc' | 'keyWords'>
export type ServiceCard = Pick<Service, 'id' | 'title' | 'description' | 'routeSlug' | 'keyWords'>
/** A test card in a language, with the language its text is actually in ('en' for a test with no version in the language asked for). */
export type LocalisedTestCard = TestCard & { language: Locale }

type Field<Key extends keyof TestCard> = Record<string, TestCard[Key]>

const fields: { [Key in keyof TestCard]: Field<Key> } = {
  routeSlug: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'routeSlug', query: '?card&lang.json' }),
  category: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'category', query: '?card&lang.json' }),
  informalTitle: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'informalTitle', query: '?card&lang.json' }),
  formalTitle: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'formalTitle', query: '?card&lang.json' }),
  description: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'description', query: '?card&lang.json' }),
  tooltip: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'tooltip', query: '?card&lang.json' }),
  duration: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'duration', query: '?card&lang.json' }),
  keyWords: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'keyWords', query: '?card&lang.json' }),
  image: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'image', query: '?card&lang.json' }),
  testCode: import.meta.glob('../../../tests-catalog/tests/*.json', { eager: true, import: 'testCode', query: '?card&lang.json' }),
}

function cardOf(file: string): TestCard {
  const field = <Key extends keyof TestCard>(key: Key): TestCard[Key] => {
    const value = fields[key][file]
    if (value === undefined) throw new Error(`${file} has no ${key}`)
    return value
  }
  return {
    routeSlug: field('routeSlug'),
    category: field('category'),
    informalTitle: field('informalTitle'),
    formalTitle: field('formalTitle'),
    description: field('description'),
    tooltip: field('tooltip'),
    duration: field('duration'),
    keyWords: field('keyWords'),
    image: field('image'),
    testCode: field('testCode'),
  }
}

/** Every catalogue test, in test-code order (MH-001, MH-002, ...). */
export const testCards: readonly TestCard[] = Object.keys(fields.testCode)
  .map(cardOf)
  .sort((a, b) => a.testCode.localeCompare(b.testCode))

/** A test's file name as the card text's globs key it: its slug's file in tests-catalog/tests/. */
const fileName = (card: TestCard) => `${card.routeSlug}.json`

/** The value of a glob at a test's file, whatever the relative path the glob was written from. */
function atFile<Value>(glob: Record<string, Value>, file: string): Value | undefined {
  const key = Object.keys(glob).find((path) => path.endsWith(`/${file}`))
  return key === undefined ? undefined : glob[key]
}

function swahiliCard(card: TestCard, text: SwahiliCardText): LocalisedTestCard {
  const file = fileName(card)
  if (atFile(text.language, file) !== 'sw') return { ...card, language: 'en' }
  const field = (key: 'informalTitle' | 'formalTitle' | 'description' | 'tooltip' | 'duration') => atFile(text[key], file) ?? card[key]
  return {
    ...card,
    language: 'sw',
    informalTitle: field('informalTitle'),
    formalTitle: field('formalTitle'),
    description: field('description'),
    tooltip: field('tooltip'),
    duration: field('duration'),
  }
}

const swahiliCards = new Map<string, LocalisedTestCard>()

/**
 * Every catalogue test's card in `locale`, in test-code order; a test with no version in it keeps
 * its English card. The Kiswahili card text comes with the catalogue's Kiswahili messages
 * (locales/sw.content.ts): a route that draws these cards names 'catalogue' in its loader, as the
 * route catalogues test requires, and a page drawn without it is a mistake said loudly.
 */
export function testCardsIn(locale: Locale): readonly LocalisedTestCard[] {
  if (locale === 'en') return testCards.map((card) => ({ ...card, language: 'en' }))
  const text = featureContent<SwahiliCardText>('catalogue', locale)
  if (!text) throw new Error(`The catalogue's ${locale} content is not loaded: load the page's catalogues with withCatalogues(['catalogue'], ...)`)
  return testCards.map((card) => swahiliCards.get(card.routeSlug) ?? swahiliCards.set(card.routeSlug, swahiliCard(card, text)).get(card.routeSlug)!)
}

/** The one value of a glob over a single file. */
function only<Value>(modules: Record<string, Value>): Value {
  const [value] = Object.values(modules)
  if (value === undefined) throw new Error('A catalogue file is missing')
  return value
}

// `npm run check:catalog` validates both files against their schemas.
const categoryList = only(
  import.meta.glob<CategoryCatalogue['categories']>('../../../tests-catalog/categories.json', { eager: true, import: 'categories', query: '?card&lang.json' }),
)
const categoryTranslations = Object.values(
  import.meta.glob<ContentTranslations>('../../../tests-catalog/categories.json', { eager: true, import: 'translations', query: '?card&lang.json' }),
)[0]
const serviceList = only(
  import.meta.glob<ServiceCatalogue['services']>('../../../tests-catalog/services.json', { eager: true, import: 'services', query: '?card&lang.json' }),
)
const serviceTranslations = Object.values(
  import.meta.glob<ContentTranslations>('../../../tests-catalog/services.json', { eager: true, import: 'translations', query: '?card&lang.json' }),
)[0]

/** The category cards in `locale` (English where the file gives no Kiswahili). */
export function categoryCardsIn(locale: Locale): readonly CategoryCard[] {
  // Pointers are the file's own (/categories/0/title), so the list is localised as the file's `categories`.
  const { categories } = localisedFile({ categories: categoryList, translations: categoryTranslations }, locale)
  return categories.map(({ id, name, title, description, tooltip, routeSlug, imageSrc, keyWords }) => ({ id, name, title, description, tooltip, routeSlug, imageSrc, keyWords }))
}

/** The service cards in `locale` (English where the file gives no Kiswahili). */
export function serviceCardsIn(locale: Locale): readonly ServiceCard[] {
  const { services } = localisedFile({ services: serviceList, translations: serviceTranslations }, locale)
  return services.map(({ id, title, description, routeSlug, keyWords }) => ({ id, title, description, routeSlug, keyWords }))
}

/** In English: what search builds its index from (web/app/search-entries.ts). */
export const categoryCards: readonly CategoryCard[] = categoryCardsIn('en')
export const serviceCards: readonly ServiceCard[] = serviceCardsIn('en')

export function findCategory(routeSlug: string, locale: Locale = 'en'): CategoryCard | undefined {
  return categoryCardsIn(locale).find((category) => category.routeSlug === routeSlug)
}

export function testsInCategory(categorySlug: string, locale: Locale = 'en'): readonly LocalisedTestCard[] {
  return testCardsIn(locale).filter((test) => test.category === categorySlug)
}
