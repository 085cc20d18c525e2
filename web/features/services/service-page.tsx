/**
 * The service pages at /services/:slug (SPEC.md's service routes; their content is not shown
 * there), from tests-catalog/services.json: what the service is, who it is for, the price, how
 * it works and the main button, whose text tells the availability (SPEC.md section 4): a link
 * for 'Book Appointment' and 'Join Our Waitlist', no link for 'Coming Soon'. The therapist page
 * also gives the crisis lines. An unknown slug shows a not-found message with every service.
 */
import { Link, useParams } from 'react-router-dom'
import type { Service, ServiceCatalogue } from '#schemas/index.ts'
import serviceCatalogue from '../../../tests-catalog/services.json'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { CrisisLines } from './crisis-lines.tsx'
import { servicePrice } from './service-price.ts'

const { services } = serviceCatalogue as ServiceCatalogue

export function ServicePage() {
  const { slug = '' } = useParams()
  const service = services.find((candidate) => candidate.routeSlug === slug)
  return service ? <ServiceDetails service={service} /> : <ServiceNotFound />
}

function ServiceDetails({ service }: { service: Service }) {
  useDocumentTitle(service.title)
  return (
    <main className="page service-page">
      <div className="hero">
        <h1>{service.title}</h1>
        <p>{service.description}</p>
      </div>
      {service.routeSlug === 'talk-to-a-therapist' && <CrisisLines />}
      <h2>Price</h2>
      <p className="service-price">{servicePrice(service)}</p>
      <h2>Who it is for</h2>
      <ul>
        {service.whoItIsFor.map((who) => (
          <li key={who}>{who}</li>
        ))}
      </ul>
      <h2>How it works</h2>
      <ol>
        {service.howItWorks.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <MainAction service={service} />
    </main>
  )
}

function MainAction({ service }: { service: Service }) {
  if (!service.bookingLink) {
    return (
      <p className="coming-soon">
        <strong>{service.availability}</strong>: this service is not open for booking yet.
      </p>
    )
  }
  return (
    <p>
      <Link className="button" to={service.bookingLink}>
        {service.availability}
      </Link>
    </p>
  )
}

function ServiceNotFound() {
  useDocumentTitle('Service not found')
  return (
    <main className="page not-found">
      <h1>Oops! We couldn't find that service.</h1>
      <p>The address may be wrong, or the service may have moved. These are the services we offer:</p>
      <ul className="link-list" aria-label="Our services">
        {services.map((service) => (
          <li key={service.id}>
            <Link to={`/services/${service.routeSlug}`}>{service.title}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/">Return to Home Page</Link>
      </p>
    </main>
  )
}
