/**
 * The payment pages' calls: Pay Now again after a reload (call 9), the confirmation page's status
 * check, and the receipt. Failures come back as values with the words the pages show.
 */
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'

export const alreadyPaidMessage = 'You have already paid.'
export const paymentNotStartedMessage = 'We could not start the payment. Please try again.'

export class PaymentError extends Error {
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

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await response.json().catch(() => null)
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
}

/** POST /api/payments/get_payment_data/: the provider's page again, or 'already paid' (409). */
export async function startPayment(serviceId: string): Promise<PaymentStart> {
  let response: Response
  try {
    response = await fetch('/api/payments/get_payment_data/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ service_id: serviceId }),
    })
  } catch {
    throw new PaymentError(paymentNotStartedMessage)
  }
  const body = await readJson(response)
  if (response.status === 409 && body?.message === alreadyPaidMessage) return { kind: 'already-paid' }
  const redirectUrl = (body?.payment_data as { redirect_url?: unknown } | undefined)?.redirect_url
  if (response.ok && typeof redirectUrl === 'string' && redirectUrl !== '') return { kind: 'redirect', redirectUrl }
  throw new PaymentError(
    typeof body?.message === 'string' && !response.ok ? body.message : paymentNotStartedMessage,
    response.status === 404 ? 'not-found' : 'failed',
  )
}

/** GET /api/payments/status/ with the reference and tracking id the provider sent back. */
export async function fetchPaymentStatus(payment: PaymentLink): Promise<PaymentStatus> {
  const response = await fetch(`/api/payments/status/?${paymentQuery(payment)}`, {
    headers: { Accept: 'application/json' },
  })
  const body = await readJson(response)
  if (response.status === 404 || response.status === 400) {
    throw new PaymentError('We could not find that payment. Please check the link or contact us.', 'not-found')
  }
  if (!response.ok || !body || typeof body.payment_status !== 'string') throw new PaymentError('We could not check your payment just now.')
  return body as unknown as PaymentStatus
}

/** GET /api/payments/receipt/: only a paid booking has one (409 otherwise). */
export async function fetchReceipt(payment: PaymentLink): Promise<PaymentReceipt> {
  let response: Response
  try {
    response = await fetch(`/api/payments/receipt/?${paymentQuery(payment)}`, {
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw new PaymentError('We could not load your receipt. Please check your connection and try again.')
  }
  const body = await readJson(response)
  if (response.ok && body) return body as unknown as PaymentReceipt
  const message = typeof body?.message === 'string' ? body.message : 'We could not load your receipt. Please try again.'
  throw new PaymentError(message, response.status === 409 ? 'not-paid' : response.status === 404 || response.status === 400 ? 'not-found' : 'failed')
}
