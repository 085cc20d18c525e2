/**
 * /payments/pesapal?service=<id> (SPEC.md section 2, Payment page): the payment provider's page in
 * a frame, with 'Please wait...' until it has loaded. Its address comes through navigation state
 * from the checkout; after a reload (state lost) it is asked for again with the service id from
 * the query, so the payment is not lost. Only an allowed address (frame-address.ts) is framed.
 */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { LoadingStatus, ProblemStatus } from '../../shared/page-load-status.tsx'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { allowedFrameAddress } from './frame-address.ts'
import { alreadyPaidMessage, PaymentError, paymentNotStartedMessage, startPayment } from './payment-api.ts'

/** `refused`: the address was not our provider's, so asking again cannot help. */
type Frame = { kind: 'asking' } | { kind: 'frame'; address: string } | { kind: 'already-paid' } | { kind: 'problem'; message: string; refused?: true }

const refusedMessage = msg`This payment page cannot be shown here, because its address is not our payment provider. Please go back to your booking and press Pay Now again.`
const noBookingMessage = msg`We could not tell which booking this payment is for. Please open the link in your booking message and press Pay Now again.`

function frameFor(address: string): Frame {
  const allowed = allowedFrameAddress(address, window.location.origin)
  return allowed ? { kind: 'frame', address: allowed } : { kind: 'problem', message: i18n._(refusedMessage), refused: true }
}

export function PaymentPage() {
  useDocumentTitle(t({ message: 'Payment', comment: 'The payment page title' }))
  const location = useLocation()
  const [query] = useSearchParams()
  const state = (location.state ?? {}) as {
    redirectUrl?: unknown
    serviceId?: unknown
  }
  const serviceId = typeof state.serviceId === 'string' ? state.serviceId : (query.get('service') ?? '')
  const fromCheckout = typeof state.redirectUrl === 'string' ? state.redirectUrl : undefined
  const [frame, setFrame] = useState<Frame>(() =>
    fromCheckout ? frameFor(fromCheckout) : serviceId ? { kind: 'asking' } : { kind: 'problem', message: i18n._(noBookingMessage) },
  )

  // After a reload the state is gone: ask the server for the provider's page again (the same open order comes back).
  useEffect(() => {
    if (frame.kind !== 'asking') return
    let current = true
    startPayment(serviceId).then(
      (start) => current && setFrame(start.kind === 'already-paid' ? { kind: 'already-paid' } : frameFor(start.redirectUrl)),
      (error: unknown) =>
        current &&
        setFrame({
          kind: 'problem',
          message: error instanceof PaymentError ? error.message : i18n._(paymentNotStartedMessage),
        }),
    )
    return () => {
      current = false
    }
  }, [frame.kind, serviceId])

  const checkout = serviceId ? `/checkout/${encodeURIComponent(serviceId)}` : '/'
  return (
    <main className="page page-wide payment-page">
      <h1>{t`Complete your payment`}</h1>
      {frame.kind === 'asking' ? <LoadingStatus text={t`Please wait...`} /> : null}
      {frame.kind === 'frame' ? <PaymentFrame address={frame.address} /> : null}
      {frame.kind === 'already-paid' ? (
        <>
          <p className="checkout-paid">{i18n._(alreadyPaidMessage)}</p>
          <p>
            <Link className="button" to={`/screening?service=${encodeURIComponent(serviceId)}`}>
              {t`Go to your screenings`}
            </Link>
          </p>
        </>
      ) : null}
      {frame.kind === 'problem' ? (
        <ProblemStatus message={frame.message} retry={serviceId && !frame.refused ? () => setFrame({ kind: 'asking' }) : undefined}>
          <Link className="button button-secondary" to={checkout}>
            {t`Back to your booking`}
          </Link>
        </ProblemStatus>
      ) : null}
    </main>
  )
}

/** The provider's page; 'Please wait...' shows until the frame's load event. */
function PaymentFrame({ address }: { address: string }) {
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      {loaded ? null : <LoadingStatus text={t`Please wait...`} />}
      <p className="payment-hint">{t`Pay with M-Pesa or a card in the form below. When the payment is done you will see your confirmation.`}</p>
      <iframe
        className={loaded ? 'payment-frame' : 'payment-frame payment-frame-loading'}
        src={address}
        title={t`Secure payment form`}
        allow="payment"
        onLoad={() => setLoaded(true)}
      />
    </>
  )
}
