/**
 * The embedded sandbox provider: the default when no Pesapal keys are set, so the whole payment
 * journey works offline. Its orders live in sandbox_payment_orders (not in memory, so any server
 * instance can answer); its hosted page (sandbox-routes.ts) lets a tester approve, decline or
 * cancel, then notifies this server the way Pesapal does. No money ever moves.
 */
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { ProviderError, type OrderRequest, type PaymentProvider, type ProviderPaymentStatus, type RefundAnswer, type RefundRequest, type SubmittedOrder } from './payment-provider.ts'

/** Where the sandbox page is served, under the API prefix. */
export const sandboxPagePath = '/api/payments/sandbox'

export type SandboxOutcome = 'approved' | 'declined' | 'cancelled'

export type SandboxProviderOptions = {
  db: Kysely<Tables>
  /** PUBLIC_BASE_URL when set, so the frame address is absolute; otherwise a path on this site. */
  publicBaseUrl: URL | undefined
  /**
   * Set when the sandbox must not run here (a public address: anyone could approve their own
   * payment). Every order and status query is then refused with this sentence; main.ts does not
   * even start.
   */
  refusal?: string
}

export function sandboxPageUrl(publicBaseUrl: URL | undefined, trackingId: string): string {
  const origin = publicBaseUrl ? publicBaseUrl.href.replace(/\/+$/, '') : ''
  return `${origin}${sandboxPagePath}/${trackingId}`
}

export function createSandboxProvider({ db, publicBaseUrl, refusal }: SandboxProviderOptions): PaymentProvider {
  return {
    name: 'sandbox',

    async submitOrder(order: OrderRequest): Promise<SubmittedOrder> {
      if (refusal) throw new ProviderError(refusal, 'sandbox_refused')
      const row = await db
        .insertInto('sandbox_payment_orders')
        .values({
          merchant_reference: order.merchantReference,
          amount_kes: order.amountKes,
          currency: order.currency,
          description: order.description.slice(0, 100),
          callback_url: order.callbackUrl,
          outcome: null,
          confirmation_code: null,
          // The payer's browser gets it as a cookie when the payment starts (sandbox-payer.ts).
          payer_secret: randomBytes(24).toString('base64url'),
          updated_at: new Date(),
        })
        .returning('tracking_id')
        .executeTakeFirstOrThrow()
      return { providerOrderId: row.tracking_id, redirectUrl: sandboxPageUrl(publicBaseUrl, row.tracking_id) }
    },

    async getStatus(providerOrderId: string): Promise<ProviderPaymentStatus> {
      if (refusal) throw new ProviderError(refusal, 'sandbox_refused')
      const row = isUuid(providerOrderId)
        ? await db.selectFrom('sandbox_payment_orders').selectAll().where('tracking_id', '=', providerOrderId).executeTakeFirst()
        : undefined
      if (!row) throw new ProviderError('The sandbox has no such order', 'invalid_order_tracking_id')
      const states = { 0: 'pending', 1: 'completed', 3: 'reversed' } as const
      const state = row.status_code === 2 ? (row.outcome === 'cancelled' ? 'cancelled' : 'failed') : states[row.status_code as 0 | 1 | 3]
      return {
        state,
        amount: row.amount_kes,
        currency: row.currency,
        merchantReference: row.merchant_reference,
        confirmationCode: row.confirmation_code,
        paymentMethod: row.status_code === 1 ? 'Sandbox' : null,
      }
    },

    /** As Pesapal: only a completed order, at most its amount, once (the order then reads refunded, status 3). */
    async requestRefund(refund: RefundRequest): Promise<RefundAnswer> {
      if (refusal) throw new ProviderError(refusal, 'sandbox_refused')
      const refunded = await db
        .updateTable('sandbox_payment_orders')
        .set({ status_code: 3, updated_at: new Date() })
        .where('confirmation_code', '=', refund.confirmationCode)
        .where('status_code', '=', 1)
        .where('amount_kes', '>=', refund.amountKes)
        .returning('tracking_id')
        .executeTakeFirst()
      return refunded ? { outcome: 'received', code: undefined } : { outcome: 'rejected', code: 'refund_rejected' }
    },
  }
}

/**
 * Records the tester's decision, once: an order already decided keeps its first outcome.
 * Returns the order (for the callback address), or undefined when there is no such order.
 */
export async function decideSandboxOrder(db: Kysely<Tables>, trackingId: string, outcome: SandboxOutcome) {
  if (!isUuid(trackingId)) return undefined
  await db
    .updateTable('sandbox_payment_orders')
    .set({
      status_code: outcome === 'approved' ? 1 : 2,
      outcome,
      confirmation_code: outcome === 'approved' ? `SBX${randomBytes(5).toString('hex').toUpperCase()}` : null,
      updated_at: new Date(),
    })
    .where('tracking_id', '=', trackingId)
    .where('status_code', '=', 0)
    .execute()
  return db.selectFrom('sandbox_payment_orders').selectAll().where('tracking_id', '=', trackingId).executeTakeFirst()
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
