/**
 * The search entries, built from the catalogue index: the app composes the two features, which
 * never import each other. Imported only by lazy routes, so the test route does not carry it.
 */
import { categoryCards, serviceCards, testCards } from '../features/catalogue/index.ts'
import type { SearchEntry } from '../features/search/index.ts'

export const searchEntries: readonly SearchEntry[] = [
  ...categoryCards.map(({ routeSlug, title, name, description, keyWords }): SearchEntry => ({
    type: 'category',
    slug: routeSlug,
    title,
    formalTitle: name,
    description,
    keyWords,
  })),
  ...testCards.map(({ routeSlug, informalTitle, formalTitle, description, keyWords }): SearchEntry => ({
    type: 'test',
    slug: routeSlug,
    title: informalTitle,
    formalTitle,
    description,
    keyWords,
  })),
  ...serviceCards.map(({ routeSlug, title, description, keyWords }): SearchEntry => ({
    type: 'service',
    slug: routeSlug,
    title,
    description,
    keyWords,
  })),
]
