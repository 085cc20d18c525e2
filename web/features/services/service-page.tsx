/**
 * The service pages at /services/:slug (SPEC.md's service routes; their content is not shown
 * there), from tests-catalog/services.json: what the service is, who it is for, the price, how
 * it works and the main button, whose text tells the availability (SPEC.md section 4): a link
 * for 'Book Appointment' and 'Join Our Waitlist', no link for 'Coming Soon'. The therapist page
 * also gives the crisis lines. An unknown slug shows a not-found message with every service.
 * The words come from the file in the page's language (its `translations.sw` on a Kiswahili
 * page); what the page does (price, button, link) is decided on the English record.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link, useParams } from 'react-router-dom'
import type { Service, ServiceCatalogue } from '#schemas/index.ts'
import { picturePath } from '#schemas/pictures.ts'
import { services as serviceRecords } from '../../../tests-catalog/services.json'
import { localisedFile } from '../../shared/content-translations.ts'
import { activeLocale, featureContent } from '../../shared/i18n.ts'
import { Picture } from '../../shared/picture.tsx'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import type { ServiceTranslations } from './locales/sw.content.ts'
import { CrisisLines } from './crisis-lines.tsx'
import { servicePrice } from './service-price.ts'

const catalogue = { services: serviceRecords as ServiceCatalogue['services'] }

/**
 * The services in the page's language, in the file's order: their Kiswahili comes with the
 * services' Kiswahili catalogue (locales/sw.content.ts), so the English records are all a page of
 * another route that names a service carries.
 */
function localisedServices(): readonly Service[] {
  const locale = activeLocale()
  const translations = locale === 'en' ? undefined : featureContent<ServiceTranslations>('services', locale)
  return localisedFile({ ...catalogue, translations }, locale).services
}

export function ServicePage() {
  const { slug = '' } = useParams()
  const index = catalogue.services.findIndex((candidate) => candidate.routeSlug === slug)
  return index >= 0 ? <ServiceDetails service={catalogue.services[index]!} words={localisedServices()[index]!} /> : <ServiceNotFound />
}

/** `service`: the record as written (its availability decides the button); `words`: the same record in the page's language. */
function ServiceDetails({ service, words }: { service: Service; words: Service }) {
  useDocumentTitle(words.title)
  return (
    <main className="page service-page">
      <div className="hero">
        <Picture src={picturePath('services', service.routeSlug)} />
        <h1>{words.title}</h1>
        <p>{words.description}</p>
      </div>
      {service.routeSlug === 'talk-to-a-therapist' && <CrisisLines />}
      <h2>{t({ message: 'Price', comment: 'Service page heading' })}</h2>
      <p className="service-price">{servicePrice(service)}</p>
      <h2>{t({ message: 'Who it is for', comment: 'Service page heading' })}</h2>
      <ul>
        {words.whoItIsFor.map((who) => (
          <li key={who}>{who}</li>
        ))}
      </ul>
      <h2>{t({ message: 'How it works', comment: 'Service page heading' })}</h2>
      <ol>
        {words.howItWorks.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <MainAction service={service} availability={words.availability} />
    </main>
  )
}

/** The main button, or the coming-soon line; `availability` is the record's availability in the page's language. */
function MainAction({ service, availability }: { service: Service; availability: string }) {
  if (!service.bookingLink) {
    return (
      <p className="coming-soon">
        <Trans comment="A service not open yet: its availability (Coming Soon) in bold, then this sentence">
          <strong>{availability}</strong>: this service is not open for booking yet.
        </Trans>
      </p>
    )
  }
  return (
    <p>
      <Link className="button" to={service.bookingLink}>
        {availability}
      </Link>
    </p>
  )
}

function ServiceNotFound() {
  useDocumentTitle(t({ message: 'Service not found', comment: 'Tab title of a service address that names no service' }))
  return (
    <main className="page not-found">
      <h1>{t`Oops! We couldn't find that service.`}</h1>
      <p>{t`The address may be wrong, or the service may have moved. These are the services we offer:`}</p>
      <ul className="link-list" aria-label={t`Our services`}>
        {localisedServices().map((service) => (
          <li key={service.id}>
            <Link to={`/services/${service.routeSlug}`}>{service.title}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/">{t`Return to Home Page`}</Link>
      </p>
    </main>
  )
}
