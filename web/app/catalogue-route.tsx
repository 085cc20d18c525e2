/**
 * /categories, /tests and /categories/:slug, loaded on demand with the catalogue index. The list
 * carries Save tests for offline under its cards (decision 075).
 */
import { CategoryListPage as CategoryCards } from '../features/catalogue/index.ts'
import { SaveTestsForOffline } from '../features/offline-tests/index.ts'

export { CategoryDetailPage } from '../features/catalogue/index.ts'

export function CategoryListPage() {
  return <CategoryCards after={<SaveTestsForOffline />} />
}
