/**
 * SPEC.md section 2, Wellness list (/wellness): the hero, a link to free home or office sample
 * collection, a Search button and one card per package (title, description, hint and price), each
 * a plain link to /wellness/{routeSlug}. Cards carry no image: the catalogue names image files
 * that do not exist yet, and a broken image helps nobody (see web/README.md).
 */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { priceLine, wellnessPackages } from './wellness-catalogue.ts'

export function WellnessListPage() {
  useDocumentTitle(t({ message: 'Wellness Packages', comment: 'Tab title of the wellness packages list' }))
  return (
    <main className="page page-wide">
      <div className="hero">
        <h1>{t`Discover Wellness Packages Tailored for You`}</h1>
        <p>
          {t`Each package brings together health risk assessments, lab tests, a personal health report and a one-on-one consultation with a doctor. Pay by cash or insurance.`}
        </p>
        <p>
          <Link to="/free-sample-collection">{t`Free home or office sample collection with every package`}</Link>
        </p>
        <Link className="button button-secondary" to="/search">
          {t({ message: 'Search', comment: 'Button to the search page' })}
        </Link>
      </div>
      <ul className="card-grid" aria-label={t({ message: 'Wellness packages', comment: 'Name of the list of wellness package cards' })}>
        {wellnessPackages().map((wellnessPackage) => (
          <li key={wellnessPackage.packageId} className="card catalogue-card wellness-card">
            <h2>
              <Link to={`/wellness/${wellnessPackage.routeSlug}`}>{wellnessPackage.title}</Link>
            </h2>
            <p>{wellnessPackage.description}</p>
            <p className="card-meta">{wellnessPackage.tooltip}</p>
            <p className="wellness-price">{priceLine(wellnessPackage.price)}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
