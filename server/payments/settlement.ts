/**
 * Applies a provider's status answer to our rows. The notification, the confirmation page and the
 * reconciliation job all end here, and none of them is trusted: only a status query answered by
 * the provider counts, and a completed payment makes the service paid only when the amount, the
 * currency and the merchant reference match the order. Each change is one transaction of
 * conditional updates (`... where status = 'pending'`), so duplicates and races change nothing.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { queueConfirmationSms } from '../sms/booking-sms.ts'
import { mailManageLink } from '../manage/manage-link-mail.ts'
import { paymentReceivedMail, type MailLinks } from '../mail/templates.ts'
import { localeOrDefault } from '../i18n/index.ts'
import { logId } from './log-id.ts'
import type { ProviderPaymentStatus } from './payment-provider.ts'

export type SettlementDeps = {
  db: Kysely<Tables>
  log: FastifyBaseLogger
  /** Staff address told about every problem for review (OPERATIONS_EMAIL). */
  operationsEmail: string
  /** The site's address and contacts for the payment mail's signature (site.json's placeholders when left out). */
  mailLinks?: MailLinks
  now?: () => Date
}

export type AttemptRef = { merchant_reference: string; order_id: string }

export type SettlementOutcome = 'pending' | 'paid' | 'failed' | 'cancelled' | 'reversed' | 'unchanged' | 'review'

type Db = Kysely<Tables> | Transaction<Tables>

export async function applyProviderStatus(deps: SettlementDeps, attempt: AttemptRef, status: ProviderPaymentStatus): Promise<SettlementOutcome> {
  const ref = attempt.merchant_reference
  if (status.state === 'pending') return 'pending'
  if (status.merchantReference.toLowerCase() !== ref.toLowerCase()) {
    await flagForReview(deps, ref, 'reference_mismatch', {})
    return 'review'
  }
  if (status.state === 'completed') return settlePaid(deps, attempt, status)
  if (status.state === 'reversed') return settleReversed(deps, attempt)
  const state = status.state
  const moved = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('payment_attempts')
      .set({ status: state, updated_at: now(deps) })
      .where('merchant_reference', '=', ref)
      .where('status', 'in', ['pending', 'submitting'])
      .returning('merchant_reference')
      .executeTakeFirst()
    if (row) await recordEvent(trx, ref, state, {})
    return row !== undefined
  })
  if (moved) deps.log.info({ payment: logId(ref) }, `Payment attempt ${state}`)
  return moved ? state : 'unchanged'
}

async function settlePaid(deps: SettlementDeps, attempt: AttemptRef, status: ProviderPaymentStatus): Promise<SettlementOutcome> {
  const ref = attempt.merchant_reference
  const order = await deps.db.selectFrom('payment_orders').select(['amount_kes', 'currency']).where('id', '=', attempt.order_id).executeTakeFirstOrThrow()
  if (status.currency.toUpperCase() !== order.currency.toUpperCase()) {
    await flagForReview(deps, ref, 'currency_mismatch', { expected: order.currency, received: status.currency })
    return 'review'
  }
  if (!Number.isFinite(status.amount) || status.amount !== order.amount_kes) {
    await flagForReview(deps, ref, 'amount_mismatch', { expected: order.amount_kes, received: status.amount })
    return 'review'
  }
  const result = await deps.db.transaction().execute(async (trx) => {
    const at = now(deps)
    const moved = await trx
      .updateTable('payment_attempts')
      .set({ status: 'paid', confirmation_code: status.confirmationCode, payment_method: status.paymentMethod, updated_at: at })
      .where('merchant_reference', '=', ref)
      .where('status', 'in', ['pending', 'submitting', 'failed', 'cancelled', 'abandoned'])
      .returning('merchant_reference')
      .executeTakeFirst()
    if (!moved) return 'unchanged' as const
    await recordEvent(trx, ref, 'paid', { amount: status.amount, currency: status.currency })
    const paidOrder = await trx
      .updateTable('payment_orders')
      .set({ status: 'paid', updated_at: at })
      .where('id', '=', attempt.order_id)
      .where('status', '=', 'pending')
      .returning('service_id')
      .executeTakeFirst()
    if (!paidOrder) return 'second payment' as const
    const service = await trx
      .updateTable('services')
      .set({ is_paid: true, paid_at: at })
      .where('id', '=', paidOrder.service_id)
      .where('is_paid', '=', false)
      .returning(['first_name', 'email', 'language'])
      .executeTakeFirst()
    // In the language the person booked in (issue 20).
    if (service?.email) {
      const payment = { firstName: service.first_name, amountKes: order.amount_kes, paymentReference: ref }
      await enqueueMail(trx, { ...paymentReceivedMail(service.email, payment, deps.mailLinks, localeOrDefault(service.language)), serviceId: paidOrder.service_id })
      // How to move or cancel it: the manage link, with the payment (server/manage/, decision 073).
      await mailManageLink(trx, paidOrder.service_id, service.email, localeOrDefault(service.language), deps.mailLinks?.publicBaseUrl, at)
    }
    // Paid, the booking goes ahead: its SMS confirmation (server/sms/; once, whatever repeats).
    if (service) await queueConfirmationSms(trx, paidOrder.service_id, deps.mailLinks ?? {})
    return 'paid' as const
  })
  if (result === 'second payment') {
    // The service was already paid through another attempt: money came in twice.
    await flagForReview(deps, ref, 'second_payment', { amount: status.amount })
    return 'review'
  }
  if (result === 'paid') deps.log.info({ payment: logId(ref) }, 'Payment completed')
  return result
}

async function settleReversed(deps: SettlementDeps, attempt: AttemptRef): Promise<SettlementOutcome> {
  const ref = attempt.merchant_reference
  const moved = await deps.db.transaction().execute(async (trx) => {
    const at = now(deps)
    const row = await trx
      .updateTable('payment_attempts')
      .set({ status: 'reversed', updated_at: at })
      .where('merchant_reference', '=', ref)
      .where('status', '=', 'paid')
      .returning('merchant_reference')
      .executeTakeFirst()
    if (!row) return false
    await recordEvent(trx, ref, 'reversed', {})
    const order = await trx
      .updateTable('payment_orders')
      .set({ status: 'reversed', updated_at: at })
      .where('id', '=', attempt.order_id)
      .where('status', '=', 'paid')
      .returning('service_id')
      .executeTakeFirst()
    if (order) await trx.updateTable('services').set({ is_paid: false, paid_at: null }).where('id', '=', order.service_id).execute()
    return true
  })
  if (!moved) return 'unchanged'
  await flagForReview(deps, ref, 'payment_reversed', {})
  return 'reversed'
}

/** Writes a ledger row once per attempt and kind; true when this call wrote it. */
async function recordEvent(db: Db, ref: string, kind: string, detail: object): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({ merchant_reference: ref, kind, detail: JSON.stringify(detail) })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * A problem staff must look at (no state change): one ledger row per attempt and problem, a
 * warning in the log, and one mail to operations about an order of ours. Ids appear in the
 * mail, never in the log. A notification about an id we do not know (`target: 'tracking'`, a
 * forgery or another site's order) gets the row and the warning but no mail, so forged
 * notifications cannot flood the staff mailbox.
 */
export async function flagForReview(deps: SettlementDeps, ref: string, problem: string, detail: object, target: 'reference' | 'tracking' = 'reference'): Promise<void> {
  const written = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('payment_events')
      .values({ ...(target === 'reference' ? { merchant_reference: ref } : { provider_order_id: ref }), kind: `review:${problem}`, detail: JSON.stringify(detail) })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
    if (row && target === 'reference') {
      await enqueueMail(trx, {
        kind: 'payment-review',
        recipient: deps.operationsEmail,
        subject: `Payment to review: ${problem.replace(/_/g, ' ')}`,
        body: `A payment needs a look (${problem.replace(/_/g, ' ')}); nothing was marked paid.\nMerchant reference: ${ref}\nDetails: ${JSON.stringify(detail)}\n`,
      })
    }
    return row !== undefined
  })
  deps.log.warn({ payment: logId(ref), problem, firstTime: written }, 'Payment left unchanged for review')
}

function now(deps: SettlementDeps): Date {
  return deps.now?.() ?? new Date()
}
