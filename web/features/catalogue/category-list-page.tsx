/** SPEC.md section 2, Category list (/categories and /tests): a card per category. */
import { Link } from 'react-router-dom'
import { categoryCards } from './catalogue-index.ts'

export function CategoryListPage() {
  return (
    <main className="page page-wide">
      <div className="hero">
        <h1>Find Your Path to Better Health. Select a Category to Proceed</h1>
        <Link className="button button-secondary" to="/search">
          Search
        </Link>
      </div>
      <ul className="card-grid" aria-label="Test categories">
        {categoryCards.map((category) => (
          <li key={category.id} className="card catalogue-card">
            <h2>
              <Link to={`/categories/${category.routeSlug}`}>{category.title}</Link>
            </h2>
            <p>{category.description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
