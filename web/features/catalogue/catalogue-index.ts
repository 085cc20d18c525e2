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
 */
import type { Category, CategoryCatalogue, Service, ServiceCatalogue, TestDefinition } from '#schemas/index.ts'

export type TestCard = Pick<
  TestDefinition,
  'routeSlug' | 'category' | 'informalTitle' | 'formalTitle' | 'description' | 'tooltip' | 'duration' | 'keyWords' | 'image' | 'testCode'
>
export type CategoryCard = Pick<Category, 'id' | 'name' | 'title' | 'description' | 'tooltip' | 'routeSlug' | 'imageSrc' | 'keyWords'>
export type ServiceCard = Pick<Service, 'id' | 'title' | 'description' | 'routeSlug' | 'keyWords'>

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
const serviceList = only(
  import.meta.glob<ServiceCatalogue['services']>('../../../tests-catalog/services.json', { eager: true, import: 'services', query: '?card&lang.json' }),
)

export const categoryCards: readonly CategoryCard[] = categoryList.map(
  ({ id, name, title, description, tooltip, routeSlug, imageSrc, keyWords }) => ({ id, name, title, description, tooltip, routeSlug, imageSrc, keyWords }),
)

export const serviceCards: readonly ServiceCard[] = serviceList.map(({ id, title, description, routeSlug, keyWords }) => ({
  id,
  title,
  description,
  routeSlug,
  keyWords,
}))

export function findCategory(routeSlug: string): CategoryCard | undefined {
  return categoryCards.find((category) => category.routeSlug === routeSlug)
}

export function testsInCategory(categorySlug: string): TestCard[] {
  return testCards.filter((test) => test.category === categorySlug)
}
