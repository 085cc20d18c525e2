/**
 * SPEC.md section 2, Wellness detail (/wellness/:slug): title, description, price, 'Cash and
 * Insurance Accepted', the insurer pre-authorization note and Book Now, then the package's
 * sections. An unknown slug shows 'Package not found' with ways back.
 */
import { t } from '@lingui/core/macro'
import { Link, useParams } from 'react-router-dom'
import type { WellnessPackage } from '#schemas/index.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { PackageSections } from './package-sections.tsx'
import { findPackage, priceLine } from './wellness-catalogue.ts'

export function WellnessDetailPage() {
  const { slug = '' } = useParams()
  const wellnessPackage = findPackage(slug)
  return wellnessPackage ? <PackagePage wellnessPackage={wellnessPackage} /> : <PackageNotFound />
}

function PackagePage({ wellnessPackage }: { wellnessPackage: WellnessPackage }) {
  useDocumentTitle(wellnessPackage.title)
  const bookingLink = `/booking?productID=wellness&packageID=${encodeURIComponent(wellnessPackage.packageId)}`
  return (
    <main className="page wellness-detail">
      <div className="hero">
        <h1>{wellnessPackage.title}</h1>
        <p>{wellnessPackage.description}</p>
        <p className="wellness-price">{priceLine(wellnessPackage.price)}</p>
        <p className="payment-note">
          <strong>{t`Cash and Insurance Accepted`}</strong>
        </p>
        <p>{t`Paying by insurance? Your insurer's pre-authorization is required before your check-up.`}</p>
        <Link className="button" to={bookingLink}>
          {t({ message: 'Book Now', comment: 'Button on a wellness package page' })}
        </Link>
        <p>
          <Link to="/free-sample-collection">{t`Free home or office sample collection`}</Link>
        </p>
      </div>
      <PackageSections wellnessPackage={wellnessPackage} />
    </main>
  )
}

function PackageNotFound() {
  const title = t({ message: 'Package not found', comment: 'Heading and tab title of a wellness address that names no package' })
  useDocumentTitle(title)
  return (
    <main className="page not-found">
      <h1>{title}</h1>
      <p>{t`The address may be wrong, or the package may no longer be offered. You can choose one from the list.`}</p>
      <ul className="link-list">
        <li>
          <Link to="/wellness">{t`See all wellness packages`}</Link>
        </li>
        <li>
          <Link to="/">{t`Return to Home Page`}</Link>
        </li>
      </ul>
    </main>
  )
}
