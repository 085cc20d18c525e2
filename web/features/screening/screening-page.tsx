/**
 * /screening?service=<id> (SPEC.md section 2, Screening page): the optional pre-session screenings
 * of one booking, read from its service record (the tests that suit the practitioner), with
 * 'X / Y Completed' and a card per test. An unpaid booking shows the unlock message and Complete
 * Payment. The booking is named by its opaque id only; its record carries no name.
 *
 * SPEC.md's own parameters work too (decision 026): `testId` names the screenings to show when
 * there is no booking id (screening-tests.ts), and `firstName` greets the person, but is taken
 * out of the address at once (a replace, so history keeps no copy) and kept in memory only.
 */
import { msg, t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { activeLocale, i18n } from '../../shared/i18n.ts'
import { PageLoadStatus } from '../../shared/page-load-status.tsx'
import { usePageLoad } from '../../shared/use-page-load.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { fetchBooking, loadFailedMessage, noBookingMessage } from './screening-api.ts'
import { ScreeningCard } from './screening-card.tsx'
import { ScreeningProgress } from './screening-progress.tsx'
import { screeningsNamed, type NamedScreening } from './screening-tests.ts'

const pageTitle = msg({ message: 'Pre-session screenings', comment: 'Heading and tab title of the screening page' })

/** The practitioner a booking is with, in the page's language (the record names them in English). */
function practitionerName(practitioner: string | null | undefined): string {
  if (practitioner === 'Doctor') return t({ message: 'Doctor', comment: 'Practitioner: in "your virtual appointment with a Doctor"' })
  if (practitioner === 'Psychologist') return t({ message: 'Psychologist', comment: 'Practitioner: in "your virtual appointment with a Psychologist"' })
  if (practitioner === 'Therapist') return t({ message: 'Therapist', comment: 'Practitioner: in "your virtual appointment with a Therapist"' })
  if (practitioner === 'Nutritionist') return t({ message: 'Nutritionist', comment: 'Practitioner: in "your virtual appointment with a Nutritionist"' })
  return t({ message: 'practitioner', comment: 'Practitioner not named: in "your virtual appointment with a practitioner"' })
}

/** The unpaid booking's sentence: what to complete payment for. */
function unlockText(booking: ServiceData): string {
  if (booking.service_type === 'Wellness') return t`Unlock access to personalized health screenings by completing payment for your wellness check-up.`
  if (booking.service_type === 'Appointment') {
    const practitioner = practitionerName(booking.practitioner)
    return t`Unlock access to personalized health screenings by completing payment for your virtual appointment with a ${practitioner}.`
  }
  return t`Unlock access to personalized health screenings by completing payment for your booking.`
}

/** The paid booking's introduction: what the screenings prepare for. */
function prepareText(booking: ServiceData): string {
  if (booking.service_type === 'Wellness') return t`These short, optional screenings help you prepare for your wellness check-up. Each takes a few minutes.`
  if (booking.service_type === 'Appointment') {
    const practitioner = practitionerName(booking.practitioner)
    return t`These short, optional screenings help you prepare for your virtual appointment with a ${practitioner}. Each takes a few minutes.`
  }
  return t`These short, optional screenings help you prepare for your booking. Each takes a few minutes.`
}

/** 'Hello, Amina.' before a sentence, when the link gave a first name. */
const greeting = (firstName: string | undefined) => (firstName ? `${t({ message: `Hello, ${firstName}.`, comment: 'Greeting on the screening page with the first name from the link' })} ` : '')

/**
 * A booking's screening in the page's language. The record's words are English (the server's);
 * on a Kiswahili page the test's own Kiswahili card text replaces them where the catalogue has it.
 */
function inPageLanguage(screening: ServiceData['screenings'][number]) {
  if (activeLocale() === 'en') return screening
  const named = screeningsNamed(screening.routeSlug, activeLocale())[0]
  return named ? { ...screening, title: named.title, description: named.description, language: named.language } : screening
}

/** A first name as typed into a link: trimmed, at most 50 characters, or none. */
const greetingName = (typed: string | null): string | undefined => typed?.trim().slice(0, 50) || undefined

export function ScreeningPage() {
  useDocumentTitle(i18n._(pageTitle))
  const [query, setQuery] = useSearchParams()
  const [firstName] = useState(() => greetingName(query.get('firstName')))
  // A name stays out of the address bar and the history: read once, then replaced away at once.
  useEffect(() => {
    if (!query.has('firstName')) return
    const rest = new URLSearchParams(query)
    rest.delete('firstName')
    setQuery(rest, { replace: true })
  }, [query, setQuery])
  const serviceId = query.get('service') ?? ''
  const named = screeningsNamed(query.get('testId'))
  if (!serviceId && named.length > 0) return <NamedScreenings firstName={firstName} screenings={named} />
  return <Screenings key={serviceId} serviceId={serviceId} firstName={firstName} />
}

/** The screenings a link names by testId, with no booking: nothing to unlock, no progress kept. */
function NamedScreenings({ firstName, screenings }: { firstName: string | undefined; screenings: NamedScreening[] }) {
  return (
    <main className="page">
      <h1>{i18n._(pageTitle)}</h1>
      <p>
        {greeting(firstName)}
        {t`These short, optional screenings help you prepare for your session. Each takes a few minutes.`}
      </p>
      <ul className="screening-list">
        {screenings.map((screening) => (
          <ScreeningCard key={screening.routeSlug} screening={screening} />
        ))}
      </ul>
      <p className="screening-note">
        {t`We do not keep your answers or your score. You can share your results with your practitioner in the session, if you choose to.`}
      </p>
    </main>
  )
}

function Screenings({ serviceId, firstName }: { serviceId: string; firstName: string | undefined }) {
  const load = usePageLoad(() => fetchBooking(serviceId), {
    fallbackMessage: loadFailedMessage(),
    unavailable: serviceId ? undefined : { message: noBookingMessage(), retryable: false },
  })
  return (
    <PageLoadStatus load={load} title={i18n._(pageTitle)} loadingText={t`Loading your screenings...`}>
      {(booking) => <BookingScreenings booking={booking} serviceId={serviceId} firstName={firstName} />}
    </PageLoadStatus>
  )
}

function BookingScreenings({ booking, serviceId, firstName }: { booking: ServiceData; serviceId: string; firstName: string | undefined }) {
  const id = encodeURIComponent(serviceId)
  if (!booking.is_paid) {
    return (
      <main className="page">
        <h1>{i18n._(pageTitle)}</h1>
        {firstName ? <p>{greeting(firstName).trim()}</p> : null}
        <p>{unlockText(booking)}</p>
        <div className="button-row">
          <Link className="button" to={`/checkout/${id}`}>
            {t({ message: 'Complete Payment', comment: 'Button to pay for the booking' })}
          </Link>
        </div>
      </main>
    )
  }
  const screenings = booking.screenings.map(inPageLanguage)
  const completed = screenings.filter((screening) => screening.completed).length
  return (
    <main className="page">
      <h1>{i18n._(pageTitle)}</h1>
      <p>
        {greeting(firstName)}
        {prepareText(booking)}
      </p>
      {screenings.length === 0 ? (
        <p>{t`There are no screenings for this booking. Our team will be in touch soon.`}</p>
      ) : (
        <>
          <ScreeningProgress completed={completed} total={screenings.length} />
          <ul className="screening-list">
            {screenings.map((screening) => (
              <ScreeningCard key={screening.routeSlug} screening={screening} serviceId={serviceId} />
            ))}
          </ul>
          <p className="screening-note">
            {t`We only note that you finished a screening, never your answers or your score. You can share your results with your practitioner in the session, if you choose to.`}
          </p>
        </>
      )}
    </main>
  )
}
