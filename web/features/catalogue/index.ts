/** The catalogue feature: the category pages and the build-time catalogue index they and search use. */
export { CategoryListPage } from './category-list-page.tsx'
export { CategoryDetailPage } from './category-detail-page.tsx'
export { categoryCards, serviceCards, testCards } from './catalogue-index.ts'
export type { CategoryCard, ServiceCard, TestCard } from './catalogue-index.ts'
