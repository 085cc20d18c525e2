/** SPEC.md section 2, Category list (/categories and /tests): a card per category (its picture, decorative beside its title); `after`, what the app composes under the cards (Save tests for offline). */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { activeLocale } from '../../shared/i18n.ts'
import { Picture } from '../../shared/picture.tsx'
import { categoryCardsIn } from './catalogue-index.ts'

export function CategoryListPage({ after }: { after?: ReactNode }) {
  return (
    <main className="page page-wide">
      <div className="hero">
        <h1>{t`Find Your Path to Better Health. Select a Category to Proceed`}</h1>
        <Link className="button button-secondary" to="/search">
          {t({ message: 'Search', comment: 'Button to the search page' })}
        </Link>
      </div>
      <ul className="card-grid" aria-label={t`Test categories`}>
        {categoryCardsIn(activeLocale()).map((category) => (
          <li key={category.id} className="card catalogue-card">
            <Picture src={category.imageSrc} />
            <h2>
              <Link to={`/categories/${category.routeSlug}`}>{category.title}</Link>
            </h2>
            <p>{category.description}</p>
          </li>
        ))}
      </ul>
      {after}
    </main>
  )
}
