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
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { PageLoadStatus } from '../../shared/page-load-status.tsx'
import { usePageLoad } from '../../shared/use-page-load.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { fetchBooking, loadFailedMessage, noBookingMessage } from './screening-api.ts'
import { ScreeningCard } from './screening-card.tsx'
import { ScreeningProgress } from './screening-progress.tsx'
import { screeningsNamed, type NamedScreening } from './screening-tests.ts'

/** What the booking is, in the unpaid message: 'your virtual appointment with a Doctor', 'your wellness check-up'. */
function serviceName(booking: ServiceData): string {
  if (booking.service_type === 'Wellness') return 'wellness check-up'
  if (booking.service_type === 'Appointment') return `virtual appointment with a ${booking.practitioner ?? 'practitioner'}`
  return 'booking'
}

/** A first name as typed into a link: trimmed, at most 50 characters, or none. */
const greetingName = (typed: string | null): string | undefined => typed?.trim().slice(0, 50) || undefined

export function ScreeningPage() {
  useDocumentTitle('Pre-session screenings')
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
      <h1>Pre-session screenings</h1>
      <p>
        {firstName ? `Hello, ${firstName}. ` : null}These short, optional screenings help you prepare for your session. Each takes a few minutes.
      </p>
      <ul className="screening-list">
        {screenings.map((screening) => (
          <ScreeningCard key={screening.routeSlug} screening={screening} />
        ))}
      </ul>
      <p className="screening-note">
        We do not keep your answers or your score. You can share your results with your practitioner in the session, if you choose to.
      </p>
    </main>
  )
}

function Screenings({ serviceId, firstName }: { serviceId: string; firstName: string | undefined }) {
  const load = usePageLoad(() => fetchBooking(serviceId), {
    fallbackMessage: loadFailedMessage,
    unavailable: serviceId ? undefined : { message: noBookingMessage, retryable: false },
  })
  return (
    <PageLoadStatus load={load} title="Pre-session screenings" loadingText="Loading your screenings...">
      {(booking) => <BookingScreenings booking={booking} serviceId={serviceId} firstName={firstName} />}
    </PageLoadStatus>
  )
}

function BookingScreenings({ booking, serviceId, firstName }: { booking: ServiceData; serviceId: string; firstName: string | undefined }) {
  const id = encodeURIComponent(serviceId)
  if (!booking.is_paid) {
    return (
      <main className="page">
        <h1>Pre-session screenings</h1>
        {firstName ? <p>Hello, {firstName}.</p> : null}
        <p>Unlock access to personalized health screenings by completing payment for your {serviceName(booking)}.</p>
        <div className="button-row">
          <Link className="button" to={`/checkout/${id}`}>
            Complete Payment
          </Link>
        </div>
      </main>
    )
  }
  const { screenings } = booking
  const completed = screenings.filter((screening) => screening.completed).length
  return (
    <main className="page">
      <h1>Pre-session screenings</h1>
      <p>
        {firstName ? `Hello, ${firstName}. ` : null}These short, optional screenings help you prepare for your {serviceName(booking)}. Each takes a few minutes.
      </p>
      {screenings.length === 0 ? (
        <p>There are no screenings for this booking. Our team will be in touch soon.</p>
      ) : (
        <>
          <ScreeningProgress completed={completed} total={screenings.length} />
          <ul className="screening-list">
            {screenings.map((screening) => (
              <ScreeningCard key={screening.routeSlug} screening={screening} serviceId={serviceId} />
            ))}
          </ul>
          <p className="screening-note">
            We only note that you finished a screening, never your answers or your score. You can share your results with your practitioner in the session, if
            you choose to.
          </p>
        </>
      )}
    </main>
  )
}
