/**
 * /checkout/:serviceId (SPEC.md section 2, Checkout): a spinner while the booking loads, then the
 * summary with Pay Now (busy and disabled while the server asks the payment provider), or
 * 'You have already paid.', or the VitalCare360 thank-you, or one of the red errors. Pay Now hands
 * the provider's address to the payment page through navigation state, with the service id in
 * the query so a reload there can ask for it again.
 */
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { pagePath } from '../../shared/i18n.ts'
import { LoadingStatus, ProblemStatus } from '../../shared/page-load-status.tsx'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { checkoutMachine } from './checkout-machine.ts'
import { CheckoutSummary } from './checkout-summary.tsx'
import { apiMessageDescriptors } from '#schemas/api-contract.ts'

export function CheckoutPage() {
  const { serviceId = '' } = useParams()
  return <Checkout key={serviceId} serviceId={serviceId} />
}

function Checkout({ serviceId }: { serviceId: string }) {
  useDocumentTitle(t({ message: 'Checkout', comment: 'The checkout page title' }))
  const [snapshot, send] = useMachine(checkoutMachine, {
    input: { serviceId },
  })
  const navigate = useNavigate()
  const { service, error, payError, redirectUrl } = snapshot.context

  useEffect(() => {
    if (snapshot.matches('redirecting') && redirectUrl) {
      navigate(`/payments/pesapal?service=${encodeURIComponent(serviceId)}`, {
        state: { redirectUrl, serviceId },
      })
    }
  }, [snapshot, redirectUrl, serviceId, navigate])

  if (snapshot.matches('checking') || snapshot.matches('loading')) {
    return (
      <main className="page checkout-page">
        <LoadingStatus text={t`Loading your booking...`} />
      </main>
    )
  }
  if (snapshot.matches('failed')) {
    return (
      <main className="page checkout-page">
        <h1>{t({ message: 'Checkout', comment: 'The checkout page title' })}</h1>
        <ProblemStatus message={error} />
        <p>
          <Trans>
            Please check the link in your booking message, or <Link to="/">go to the home page</Link>.
          </Trans>
        </p>
      </main>
    )
  }
  if (snapshot.matches('alreadyPaid')) {
    return (
      <main className="page checkout-page">
        <h1>{t`Payment Status`}</h1>
        <p className="checkout-paid">{i18n._(apiMessageDescriptors.alreadyPaid)}</p>
        <p>{t`You can take the optional pre-session screenings while you wait for your session.`}</p>
        <p>
          <Link className="button" to={`/screening?service=${encodeURIComponent(serviceId)}`}>
            {t`Go to your screenings`}
          </Link>
        </p>
      </main>
    )
  }
  if (snapshot.matches('free') && service) return <WaitListJoined />
  if (!service) return null
  const busy = snapshot.matches('paying') || snapshot.matches('redirecting')
  return (
    <main className="page checkout-page">
      <CheckoutSummary service={service} />
      {payError ? (
        <p className="error-text" role="alert">
          {payError}
        </p>
      ) : null}
      <div className="button-row">
        <button type="button" className="button pay-now" disabled={busy} aria-busy={busy} onClick={() => send({ type: 'payment.start' })}>
          {busy ? <span className="payment-spinner" aria-hidden="true" /> : null}
          {t`Pay Now`}
        </button>
      </div>
      <p className="checkout-terms">
        <Trans>
          By clicking Pay Now you agree to our{' '}
          <a href={pagePath('/terms-and-conditions')} target="_blank" rel="noopener noreferrer">
            Terms of Service
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          and{' '}
          <a href={pagePath('/privacy-policy')} target="_blank" rel="noopener noreferrer">
            Privacy Policy
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </Trans>
      </p>
    </main>
  )
}

/** The checkout of a free VitalCare360 wait-list place: a thank-you, nothing to pay (also drawn by the server without JavaScript). */
export function WaitListJoined() {
  return (
    <main className="page checkout-page">
      <h1>{t`Thank You!`}</h1>
      <p>{t`You have joined the VitalCare360 wait-list. There is nothing to pay: our team will be in touch soon.`}</p>
      <p>
        <Link to="/">{t`Back to the home page`}</Link>
      </p>
    </main>
  )
}
