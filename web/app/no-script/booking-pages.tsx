/**
 * Booking and checkout drawn on the server for a browser without JavaScript (issue 21 item 1):
 * the app's booking page, whose appointment form posts to its own address and comes back with the
 * server's error summary (the same summary as with scripts, decision 074); and the checkout's
 * summary with Pay Now as a form post, after which the server sends the browser to the payment
 * provider's page as a whole page (no frame); and, when the provider sends the browser back, the
 * confirmation and the receipt as the server verified the payment.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { i18n } from '@lingui/core'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { BookingPage, type NoScriptBooking as NoScriptForm } from '../../features/booking/index.ts'
import { CheckoutSummary, WaitListJoined } from '../../features/checkout/index.ts'
import { ConfirmationView, PrintableReceipt, paymentLinkOf, receiptTitle } from '../../features/payment/index.ts'
import { SafetyCard } from '../../features/result/index.ts'
import { ProblemStatus } from '../../shared/page-load-status.tsx'

export function NoScriptBooking({ noScript }: { noScript: NoScriptForm }) {
  return <BookingPage crisisCard={<SafetyCard message="" />} noScript={noScript} />
}

export function NoScriptCheckout({ service, action, problem }: { service: ServiceData; action: string; problem?: string | undefined }) {
  if (service.service_type === 'VitalCare') return <WaitListJoined />
  return (
    <main className="page checkout-page">
      <CheckoutSummary service={service} />
      {problem ? (
        <p className="error-text" role="alert">
          {problem}
        </p>
      ) : null}
      <form method="post" action={action} className="button-row">
        <button type="submit" className="button pay-now">
          {t`Pay Now`}
        </button>
      </form>
      <p className="checkout-terms">
        <Trans>You will pay on our payment provider's secure page, then come back here.</Trans>
      </p>
    </main>
  )
}

/**
 * /payment/confirmation?OrderMerchantReference=&OrderTrackingId= as the server verified the payment:
 * paid (with the booking), failed, reversed, still pending (Check again loads the page again, which
 * asks again), not found, or not checked.
 */
export function NoScriptConfirmation({ search, status, service, unreachable }: { search: string; status: PaymentStatus | undefined; service: ServiceData | undefined; unreachable: boolean }) {
  const payment = paymentLinkOf(new URLSearchParams(search))
  const state = unreachable
    ? 'unreachable'
    : !status
      ? 'notFound'
      : status.payment_status === 'paid'
        ? 'paid'
        : status.payment_status === 'reversed'
          ? 'reversed'
          : status.payment_status === 'pending'
            ? 'pendingStopped'
            : 'failed'
  return <ConfirmationView state={state} status={status} payment={payment} recheck={`/payment/confirmation${search}`} service={service} />
}

/** /payment/receipt?...: the receipt of a paid booking (the browser's own Print saves it), or why there is none. */
export function NoScriptReceipt({ search, receipt, problem }: { search: string; receipt: PaymentReceipt | undefined; problem?: string | undefined }) {
  if (receipt) return <PrintableReceipt receipt={receipt} search={search.replace(/^\?/, '')} printButton={false} />
  return (
    <main className="page">
      <h1>{i18n._(receiptTitle)}</h1>
      <ProblemStatus message={problem ?? ''} />
    </main>
  )
}
