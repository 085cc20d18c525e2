/** /categories, /tests and /categories/:slug, loaded on demand with the catalogue index. */
export { CategoryDetailPage, CategoryListPage } from '../features/catalogue/index.ts'
