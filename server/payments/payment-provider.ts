/**
 * The one interface every payment provider sits behind: Pesapal API 3.0, or the embedded sandbox
 * used when no Pesapal keys are set. A provider creates orders and answers status queries; it
 * never decides on its own that a service is paid (settlement.ts does, from a status query).
 */

export type ProviderName = 'pesapal' | 'sandbox'

/** What the site asks the provider to collect. The amount always comes from the services row. */
export type OrderRequest = {
  /** Our merchant reference: the attempt's random UUID (never the service id). */
  merchantReference: string
  amountKes: number
  currency: 'KES'
  /** What the payer sees on the provider's page; no personal data. At most 100 characters. */
  description: string
  /** Where the provider sends the browser when the payment ends. */
  callbackUrl: string
  /** The provider needs an email address or a phone number. */
  billing: { firstName: string; lastName: string; phoneNumber: string; email: string | null }
}

export type SubmittedOrder = {
  /** The provider's id of the order (Pesapal's OrderTrackingId). */
  providerOrderId: string
  /** The provider's hosted payment page, shown in the payment frame. */
  redirectUrl: string
}

/** The provider's answer to a status query, normalised. Only `completed` can make a service paid. */
export type ProviderPaymentStatus = {
  state: 'pending' | 'completed' | 'failed' | 'cancelled' | 'reversed'
  /** The amount the provider reports for the order (whole KES expected). */
  amount: number
  currency: string
  merchantReference: string
  confirmationCode: string | null
  paymentMethod: string | null
}

/** A refund of a completed payment (Pesapal's RefundRequest): one per payment, at most what was paid. */
export type RefundRequest = {
  /** The processor's receipt of the payment (the status query's confirmation_code). */
  confirmationCode: string
  amountKes: number
  /** Who asks, as the provider records it: 'visitor' or a staff id, never a name. */
  requestedBy: string
  /** Why, for the merchant's approval; no personal data. */
  remarks: string
}

/**
 * The provider's answer: `received` means the provider took the request (the merchant still
 * approves it; the payment reads `reversed` once refunded), `rejected` that it refused it.
 * Throws a ProviderError when it gave no answer (then ask again later).
 */
export type RefundAnswer = { outcome: 'received' | 'rejected'; code: string | undefined }

export interface PaymentProvider {
  readonly name: ProviderName
  submitOrder(order: OrderRequest): Promise<SubmittedOrder>
  /** Asks the provider; throws a ProviderError when it cannot tell (then ask again later). */
  getStatus(providerOrderId: string): Promise<ProviderPaymentStatus>
  requestRefund(refund: RefundRequest): Promise<RefundAnswer>
}

/**
 * The provider failed or answered something unexpected. The message says what happened in
 * words safe to log: never a key, a secret, a token or personal data.
 */
export class ProviderError extends Error {
  readonly code: string | undefined

  constructor(message: string, code?: string) {
    super(message)
    this.name = 'ProviderError'
    this.code = code
  }
}
