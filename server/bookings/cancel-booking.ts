/**
 * Cancelling a booking, by the visitor (through the manage page) or by staff (the operations
 * console reuses this): one transaction locks the booking, marks it cancelled and writes the
 * refund it owes (`refundOnCancel`, the one rule the manage page also states); the provider is
 * asked after the commit (server/payments/refunds.ts), and a repeated cancellation changes nothing.
 * A visitor cannot cancel a session that has started; staff can (a session that did not happen).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { refundOnCancel } from '#engine/index.ts'
import type { Tables } from '../db/tables.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { paidAttempt, recordRefundDue, sendRefund } from '../payments/refunds.ts'
import { sessionColumns, sessionStartOf } from '../manage/manage-links.ts'
import { withdrawPendingSms } from '../sms/sms-outbox.ts'

export type CancelBy = 'visitor' | { staffId: string }

export type CancelRequest = {
  db: Kysely<Tables>
  provider: PaymentProvider
  log: FastifyBaseLogger
  serviceId: string
  by: CancelBy
  now: Date
  /** Staff may refund in full or not at all; a visitor always gets the rule. */
  refund?: 'rule' | 'full' | 'none'
}

export type CancelResult =
  | { kind: 'cancelled'; refund: { amountKes: number; status: string | undefined } | null }
  | { kind: 'not-found' }
  | { kind: 'already-cancelled' }
  | { kind: 'session-started' }

export async function cancelBooking(request: CancelRequest): Promise<CancelResult> {
  const { db, serviceId, now, by } = request
  const cancelledBy = by === 'visitor' ? 'visitor' : by.staffId
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('services')
      .select(['cancelled_at']).select(sessionColumns)
      .where('id', '=', serviceId)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return { kind: 'not-found' as const }
    if (row.cancelled_at !== null) return { kind: 'already-cancelled' as const }
    const start = sessionStartOf(row)
    if (by === 'visitor' && start !== undefined && start <= now.getTime()) return { kind: 'session-started' as const }
    await trx.updateTable('services').set({ cancelled_at: now, cancelled_by: cancelledBy }).where('id', '=', serviceId).execute()
    // Its SMS not sent yet (confirmation, reminders) will not be (server/sms/).
    await withdrawPendingSms(trx, serviceId, 'cancelled', now)
    const paid = await paidAttempt(trx, serviceId)
    if (!paid) return { kind: 'cancelled' as const, refundDue: undefined }
    const policy = by === 'visitor' ? 'rule' : (request.refund ?? 'rule')
    const amountKes = policy === 'none' ? 0 : policy === 'full' ? paid.amount_kes : refundOnCancel(paid.amount_kes, start, now).amountKes
    const reference = await recordRefundDue(trx, serviceId, amountKes, cancelledBy)
    return { kind: 'cancelled' as const, refundDue: reference ? { reference, amountKes } : undefined }
  })
  if (outcome.kind !== 'cancelled') return outcome
  if (!outcome.refundDue) return { kind: 'cancelled', refund: null }
  const status = await sendRefund({ db, provider: request.provider, log: request.log, now: () => now }, outcome.refundDue.reference)
  return { kind: 'cancelled', refund: { amountKes: outcome.refundDue.amountKes, status } }
}
