/**
 * /payment/confirmation?OrderMerchantReference=&OrderTrackingId= (SPEC.md section 2, Confirmation
 * page), where the payment provider sends the browser back; both parameters are needed (a
 * reference alone reveals nothing: docs/decisions/031). The server verifies the payment with
 * the provider; then 'Thank you, {first_name}!' with Start Screenings and Download Your Receipt,
 * or a clear pending state that checks again by itself, or a failed one with Try again.
 */
import { t } from '@lingui/core/macro'
import { useMachine } from '@xstate/react'
import { Link, useSearchParams } from 'react-router-dom'
import { LoadingStatus, ProblemStatus } from '../../shared/page-load-status.tsx'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { BookingDetailsCard } from './booking-details-card.tsx'
import { confirmationMachine } from './confirmation-machine.ts'
import { paymentLinkOf, paymentQuery, type PaymentLink } from './payment-api.ts'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'
import type { ServiceData } from '#schemas/generated/service-data.ts'

type Props = { delayMs?: number; maxChecks?: number }

export function ConfirmationPage({ delayMs, maxChecks }: Props = {}) {
  useDocumentTitle(t`Payment confirmation`)
  const [query] = useSearchParams()
  // Both the reference and the provider's tracking id: the server reveals nothing for one alone.
  const payment = paymentLinkOf(query)
  return <Confirmation key={payment ? paymentQuery(payment) : ''} payment={payment} delayMs={delayMs} maxChecks={maxChecks} />
}

function Confirmation({ payment, delayMs, maxChecks }: Props & { payment: PaymentLink | undefined }) {
  const [snapshot, send] = useMachine(confirmationMachine, {
    input: { payment, delayMs, maxChecks },
  })
  const { status } = snapshot.context
  const shown: ConfirmationState = snapshot.matches('paid')
    ? 'paid'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('reversed')
        ? 'reversed'
        : snapshot.matches('notFound')
          ? 'notFound'
          : snapshot.matches('unreachable')
            ? 'unreachable'
            : snapshot.matches({ pending: 'stopped' })
              ? 'pendingStopped'
              : snapshot.matches('pending')
                ? 'pending'
                : 'checking'
  return <ConfirmationView state={shown} status={status} payment={payment} recheck={() => send({ type: 'status.recheck' })} />
}

/** What the confirmation page shows: each state of the payment as the server verified it. */
export type ConfirmationState = 'checking' | 'paid' | 'failed' | 'reversed' | 'notFound' | 'unreachable' | 'pending' | 'pendingStopped'

type ViewProps = {
  state: ConfirmationState
  status: PaymentStatus | undefined
  payment: PaymentLink | undefined
  /** Check the payment again: the machine's event, or (without JavaScript) the page's own address, loaded again. */
  recheck: (() => void) | string
  /** The booking as the server read it, for a page drawn without JavaScript (issue 21). */
  service?: ServiceData | undefined
}

/** The confirmation page's content for a state (also drawn by the server without JavaScript, issue 21). */
export function ConfirmationView({ state, status, payment, recheck, service }: ViewProps) {
  const serviceId = status ? encodeURIComponent(status.service_id) : ''

  if (state === 'paid' && status) {
    const firstName = status.first_name
    return (
      <main className="page">
        <h1>{t`Thank you, ${firstName}!`}</h1>
        <p>{t`Your payment has been successfully processed.`}</p>
        <BookingDetailsCard serviceId={status.service_id} loaded={service} />
        <section className="card" aria-labelledby="screenings-invitation">
          <h2 id="screenings-invitation">{t`Optional pre-session screenings`}</h2>
          <p>
            {t`Before your session you can take a few short screenings. They help you think about how you have been, and you can share your results with your practitioner in the session if you choose.`}
          </p>
        </section>
        <div className="button-row">
          <Link className="button" to={`/screening?service=${serviceId}`}>
            {t`Start Screenings`}
          </Link>
          <Link className="button button-secondary" to={`/payment/receipt?${payment ? paymentQuery(payment) : ''}`}>
            {t`Download Your Receipt`}
          </Link>
        </div>
      </main>
    )
  }
  if (state === 'failed' && status) {
    return (
      <main className="page">
        <h1>{t`Your payment did not go through`}</h1>
        <ProblemStatus
          message={
            status.payment_status === 'cancelled'
              ? t`The payment was cancelled, so nothing was paid for your booking. Your booking is still saved: you can try again with M-Pesa or another card.`
              : t`The payment was declined, so nothing was paid for your booking. Your booking is still saved: you can try again with M-Pesa or another card.`
          }
          retry={`/checkout/${serviceId}`}
        />
      </main>
    )
  }
  if (state === 'reversed') {
    return (
      <main className="page">
        <h1>{t`This payment was refunded`}</h1>
        <p>{t`The payment for this booking was refunded or reversed. Please contact us if you would like to book again.`}</p>
      </main>
    )
  }
  if (state === 'notFound') {
    return (
      <main className="page">
        <h1>{t`We could not find that payment`}</h1>
        <ProblemStatus message={t`Please check the link, or open the link in your booking message and press Pay Now again.`}>
          <Link className="button button-secondary" to="/">
            {t`Go to the home page`}
          </Link>
        </ProblemStatus>
      </main>
    )
  }
  if (state === 'unreachable') {
    return (
      <main className="page">
        <h1>{t`We could not check your payment just now`}</h1>
        <ProblemStatus message={t`Your connection may have dropped. If you paid, your payment is safe: check again in a moment.`} retry={recheck} retryLabel={t`Check again`} />
      </main>
    )
  }
  if (state === 'pending' || state === 'pendingStopped') {
    const stopped = state === 'pendingStopped'
    return (
      <main className="page">
        <h1>{t`We are still confirming your payment`}</h1>
        <p role="status">
          {stopped
            ? t`Your payment has not been confirmed yet. If you approved it on your phone, it can take a few minutes: check again shortly.`
            : t`This can take a minute, especially with M-Pesa. Please keep this page open: we are checking again every few seconds.`}
        </p>
        <div className="button-row">
          {typeof recheck === 'string' ? (
            <Link className="button" to={recheck}>
              {t`Check again`}
            </Link>
          ) : (
            <button type="button" className="button" onClick={recheck}>
              {t`Check again`}
            </button>
          )}
        </div>
      </main>
    )
  }
  return (
    <main className="page">
      <LoadingStatus text={t`Confirming your payment...`} />
    </main>
  )
}
