/**
 * The payment pages' calls: Pay Now again after a reload (call 9), the confirmation page's status
 * check, and the receipt. Failures come back as values with the words the pages show.
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'
import { callApi } from '../../shared/api-client.ts'
import { PageLoadError } from '../../shared/page-load-machine.ts'
import { apiMessageDescriptors, apiMessages } from '#schemas/api-contract.ts'

export const alreadyPaidMessage = apiMessageDescriptors.alreadyPaid
export const paymentNotStartedMessage = msg`We could not start the payment. Please try again.`
const statusUncheckedMessage = msg`We could not check your payment just now.`
const receiptOfflineMessage = msg`We could not load your receipt. Please check your connection and try again.`
export const receiptFailedMessage = msg`We could not load your receipt. Please try again.`

/** The server's 409 'You have already paid.', in English or in the page's language (the server answers in it). */
function isAlreadyPaid(status: number | undefined, message: string | undefined): boolean {
  return status === 409 && (message === apiMessages.alreadyPaid || message === i18n._(alreadyPaidMessage))
}

export class PaymentError extends PageLoadError {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'not-paid' | 'failed' = 'failed',
  ) {
    super(message)
  }
}

export type PaymentStart = { kind: 'redirect'; redirectUrl: string } | { kind: 'already-paid' }

/**
 * The payment the provider sent the browser back about: its merchant reference and the provider's
 * tracking id. The server answers only when both belong to the same attempt.
 */
export type PaymentLink = { reference: string; trackingId: string }

/** The query string (without '?') that names a payment to the status and receipt calls and pages. */
export function paymentQuery({ reference, trackingId }: PaymentLink): string {
  return new URLSearchParams({ OrderMerchantReference: reference, OrderTrackingId: trackingId }).toString()
}

/** The payment named by a page's query (as the provider's redirect gives it); undefined when incomplete. */
export function paymentLinkOf(query: URLSearchParams): PaymentLink | undefined {
  const reference = query.get('OrderMerchantReference') ?? ''
  const trackingId = query.get('OrderTrackingId') ?? ''
  return reference && trackingId ? { reference, trackingId } : undefined
}

const queryOf = ({ reference, trackingId }: PaymentLink) => ({ OrderMerchantReference: reference, OrderTrackingId: trackingId })

/** POST /api/payments/get_payment_data/: the provider's page again, or 'already paid' (409). */
export async function startPayment(serviceId: string): Promise<PaymentStart> {
  const result = await callApi('startPayment', { body: { service_id: serviceId } })
  if (result.ok) {
    const redirectUrl: unknown = result.answer?.payment_data?.redirect_url
    if (typeof redirectUrl === 'string' && redirectUrl !== '') return { kind: 'redirect', redirectUrl }
    throw new PaymentError(i18n._(paymentNotStartedMessage))
  }
  const { status, message } = result.failure
  if (isAlreadyPaid(status, message)) return { kind: 'already-paid' }
  throw new PaymentError(message ?? i18n._(paymentNotStartedMessage), status === 404 ? 'not-found' : 'failed')
}

/** GET /api/payments/status/ with the reference and tracking id the provider sent back. */
export async function fetchPaymentStatus(payment: PaymentLink): Promise<PaymentStatus> {
  const result = await callApi('paymentStatus', { query: queryOf(payment) })
  if (!result.ok && (result.failure.status === 404 || result.failure.status === 400)) {
    throw new PaymentError(i18n._(apiMessageDescriptors.paymentNotFound), 'not-found')
  }
  if (!result.ok || typeof result.answer?.payment_status !== 'string') throw new PaymentError(i18n._(statusUncheckedMessage))
  return result.answer
}

/** GET /api/payments/receipt/: only a paid booking has one (409 otherwise). */
export async function fetchReceipt(payment: PaymentLink): Promise<PaymentReceipt> {
  const result = await callApi('receipt', { query: queryOf(payment) })
  if (result.ok && result.answer && typeof result.answer === 'object') return result.answer
  if (!result.ok && (result.failure.kind === 'network' || result.failure.kind === 'timeout')) {
    throw new PaymentError(i18n._(receiptOfflineMessage))
  }
  const status = result.ok ? result.status : result.failure.status
  const message = (!result.ok && result.failure.message) || i18n._(receiptFailedMessage)
  throw new PaymentError(message, status === 409 ? 'not-paid' : status === 404 || status === 400 ? 'not-found' : 'failed')
}
