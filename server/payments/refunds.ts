/**
 * Refunds of cancelled bookings (issue 22; Pesapal's RefundRequest, integrations.md 1.10). A refund
 * is written in the cancellation's transaction (`recordRefundDue`), keyed by the paid attempt's
 * merchant reference, so one payment never gets two refunds whatever repeats. `sendRefund` then
 * claims the row (pending or failed to sending, one conditional update) and asks the provider:
 * `requested` when the provider took it (the merchant approves it; the payment later reads
 * reversed), `rejected` when it refused (staff review it), `failed` when it gave no answer (asked
 * again by the next call). The amount always comes from our rows, never from a request.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { logId } from './log-id.ts'
import { ProviderError, type PaymentProvider } from './payment-provider.ts'


/** The paid attempt of a booking, if it was paid online. */
export async function paidAttempt(db: Kysely<Tables> | Transaction<Tables>, serviceId: string) {
  return db
    .selectFrom('payment_attempts')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id')
    .select(['payment_attempts.merchant_reference', 'payment_attempts.confirmation_code', 'payment_orders.amount_kes'])
    .where('payment_orders.service_id', '=', serviceId)
    .where('payment_attempts.status', '=', 'paid')
    .executeTakeFirst()
}

/** Writes the refund a cancellation owes (once per payment). Returns its merchant reference, or undefined when nothing was paid online. */
export async function recordRefundDue(trx: Transaction<Tables>, serviceId: string, amountKes: number, requestedBy: string): Promise<string | undefined> {
  const paid = await paidAttempt(trx, serviceId)
  if (!paid || amountKes <= 0) return undefined
  await trx
    .insertInto('refunds')
    .values({ merchant_reference: paid.merchant_reference, service_id: serviceId, amount_kes: Math.min(amountKes, paid.amount_kes), requested_by: requestedBy, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('merchant_reference').doNothing())
    .execute()
  return paid.merchant_reference
}

export type RefundDeps = { db: Kysely<Tables>; provider: PaymentProvider; log: FastifyBaseLogger; now?: () => Date }

/** Asks the provider for a due refund, once; returns the refund's status afterwards. */
export async function sendRefund(deps: RefundDeps, merchantReference: string): Promise<string | undefined> {
  const at = () => deps.now?.() ?? new Date()
  const claimed = await deps.db
    .updateTable('refunds')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: at() }))
    .where('merchant_reference', '=', merchantReference)
    .where('status', 'in', ['pending', 'failed'])
    .returning(['amount_kes', 'requested_by'])
    .executeTakeFirst()
  if (claimed) {
    const paid = await deps.db.selectFrom('payment_attempts').select('confirmation_code').where('merchant_reference', '=', merchantReference).executeTakeFirstOrThrow()
    let status: 'requested' | 'rejected' | 'failed'
    let code: string | null = null
    try {
      if (!paid.confirmation_code) throw new ProviderError('The payment has no confirmation code to refund', 'no_confirmation_code')
      const answer = await deps.provider.requestRefund({
        confirmationCode: paid.confirmation_code,
        amountKes: claimed.amount_kes,
        requestedBy: claimed.requested_by === 'visitor' ? 'visitor' : 'staff',
        remarks: 'Booking cancelled',
      })
      status = answer.outcome === 'received' ? 'requested' : 'rejected'
      code = answer.code ?? null
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      status = 'failed'
      code = error.code ?? null
    }
    await deps.db.updateTable('refunds').set({ status, provider_code: code, updated_at: at() }).where('merchant_reference', '=', merchantReference).where('status', '=', 'sending').execute()
    deps.log.info({ payment: logId(merchantReference), refund: status }, 'Refund request')
  }
  const row = await deps.db.selectFrom('refunds').select('status').where('merchant_reference', '=', merchantReference).executeTakeFirst()
  return row?.status
}
