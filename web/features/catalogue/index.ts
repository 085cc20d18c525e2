/** The catalogue feature: the category pages and the build-time catalogue index they and search use. */
export { CategoryListPage } from './category-list-page.tsx'
export { CategoryDetailPage } from './category-detail-page.tsx'
export { categoryCards, categoryCardsIn, serviceCards, serviceCardsIn, testCards, testCardsIn } from './catalogue-index.ts'
export { categoryTitle } from './category-title.ts'
export type { CategoryCard, LocalisedTestCard, ServiceCard, TestCard } from './catalogue-index.ts'
