/**
 * SPEC.md section 2, Wellness detail (/wellness/:slug): title, description, price, 'Cash and
 * Insurance Accepted', the insurer pre-authorization note and Book Now, then the package's
 * sections. An unknown slug shows 'Package not found' with ways back.
 */
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
          <strong>Cash and Insurance Accepted</strong>
        </p>
        <p>Paying by insurance? Your insurer's pre-authorization is required before your check-up.</p>
        <Link className="button" to={bookingLink}>
          Book Now
        </Link>
        <p>
          <Link to="/free-sample-collection">Free home or office sample collection</Link>
        </p>
      </div>
      <PackageSections wellnessPackage={wellnessPackage} />
    </main>
  )
}

function PackageNotFound() {
  useDocumentTitle('Package not found')
  return (
    <main className="page not-found">
      <h1>Package not found</h1>
      <p>The address may be wrong, or the package may no longer be offered. You can choose one from the list.</p>
      <ul className="link-list">
        <li>
          <Link to="/wellness">See all wellness packages</Link>
        </li>
        <li>
          <Link to="/">Return to Home Page</Link>
        </li>
      </ul>
    </main>
  )
}
