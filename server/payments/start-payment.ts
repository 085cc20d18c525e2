/**
 * Pay Now: one payment order per service and one provider order per attempt, however many times
 * and however concurrently it is clicked. The first request to insert an attempt row claims it and
 * asks the provider (outside any transaction: PGlite has one connection, and a provider call must
 * not hold it); the others wait for that row's redirect_url and answer the same one. A failed,
 * cancelled or stale attempt is followed by a new one with a new merchant reference.
 */
import type { Selectable } from 'kysely'
import type { PaymentAttemptsTable } from '../db/tables.ts'
import { logId } from './log-id.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { applyProviderStatus, type SettlementDeps } from './settlement.ts'

export type StartPaymentDeps = SettlementDeps & {
  provider: PaymentProvider
  callbackUrl: string
  /** An open attempt older than this is checked with the provider, then replaced (default 30 min). */
  attemptTtlMs?: number
  /** A claimed attempt still without a provider order after this long was abandoned (default 60 s). */
  claimStaleMs?: number
  /** How long a concurrent request waits for the claimer's redirect_url (default 15 s). */
  waitMs?: number
}

export type StartPaymentResult =
  | { kind: 'redirect'; redirectUrl: string }
  | { kind: 'not-found' | 'already-paid' | 'reversed' | 'nothing-to-pay' | 'provider-failed' | 'busy' }

type Attempt = Selectable<PaymentAttemptsTable>

const pollMs = 25

export async function startPayment(deps: StartPaymentDeps, serviceId: string): Promise<StartPaymentResult> {
  const { db } = deps
  const service = await db
    .selectFrom('services')
    .select(['id', 'service_type', 'first_name', 'last_name', 'phone_number', 'email', 'amount_kes', 'is_paid'])
    .where('id', '=', serviceId)
    // A cancelled booking (server/bookings/cancel-booking.ts) can no longer be paid.
    .where('cancelled_at', 'is', null)
    .executeTakeFirst()
  if (!service) return { kind: 'not-found' }
  if (service.is_paid) return { kind: 'already-paid' }
  if (service.amount_kes <= 0) return { kind: 'nothing-to-pay' }

  await db
    .insertInto('payment_orders')
    .values({ service_id: service.id, provider: deps.provider.name, amount_kes: service.amount_kes, currency: 'KES', updated_at: new Date() })
    .onConflict((conflict) => conflict.column('service_id').doNothing())
    .execute()

  const deadline = Date.now() + (deps.waitMs ?? 15_000)
  for (;;) {
    const order = await db.selectFrom('payment_orders').selectAll().where('service_id', '=', service.id).executeTakeFirstOrThrow()
    if (order.status === 'paid') return { kind: 'already-paid' }
    if (order.status === 'reversed') return { kind: 'reversed' }
    const attempt = await db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('attempt', '=', order.current_attempt)
      .executeTakeFirst()

    if (!attempt) {
      const claimed = await db
        .insertInto('payment_attempts')
        .values({ order_id: order.id, attempt: order.current_attempt, provider: deps.provider.name, updated_at: new Date() })
        .onConflict((conflict) => conflict.columns(['order_id', 'attempt']).doNothing())
        .returningAll()
        .executeTakeFirst()
      if (claimed) return submit(deps, claimed, { ...service, amount_kes: order.amount_kes })
      continue
    }

    const next = await judgeAttempt(deps, attempt)
    if (next === 'answer' && attempt.redirect_url) return { kind: 'redirect', redirectUrl: attempt.redirect_url }
    if (next === 'paid') return { kind: 'already-paid' }
    if (next === 'replace') {
      await db
        .updateTable('payment_orders')
        .set({ current_attempt: order.current_attempt + 1, updated_at: new Date() })
        .where('id', '=', order.id)
        .where('current_attempt', '=', order.current_attempt)
        .execute()
      continue
    }
    if (Date.now() > deadline) return { kind: 'busy' }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/** What to do with the current attempt: answer its page, wait for its claimer, or replace it. */
async function judgeAttempt(deps: StartPaymentDeps, attempt: Attempt): Promise<'answer' | 'wait' | 'replace' | 'paid'> {
  const age = (since: Date | null) => Date.now() - (since ?? attempt.created_at).getTime()
  if (attempt.provider !== deps.provider.name) return attempt.status === 'paid' ? 'paid' : 'replace'
  switch (attempt.status) {
    case 'submitting':
      if (age(attempt.created_at) < (deps.claimStaleMs ?? 60_000)) return 'wait'
      await deps.db
        .updateTable('payment_attempts')
        .set({ status: 'abandoned', updated_at: new Date() })
        .where('merchant_reference', '=', attempt.merchant_reference)
        .where('status', '=', 'submitting')
        .execute()
      return 'replace'
    case 'pending': {
      if (age(attempt.submitted_at) < (deps.attemptTtlMs ?? 30 * 60_000)) return 'answer'
      // Before replacing an old open order, make sure it was not paid after all.
      const outcome = await deps.provider
        .getStatus(attempt.provider_order_id ?? '')
        .then((status) => applyProviderStatus(deps, attempt, status))
        .catch(() => 'pending' as const)
      return outcome === 'paid' || outcome === 'review' ? 'paid' : 'replace'
    }
    case 'paid':
      return 'paid'
    default:
      return 'replace'
  }
}

type Payer = { service_type: string; first_name: string; last_name: string; phone_number: string; email: string | null; amount_kes: number }

async function submit(deps: StartPaymentDeps, attempt: Attempt, payer: Payer): Promise<StartPaymentResult> {
  const ref = attempt.merchant_reference
  try {
    const order = await deps.provider.submitOrder({
      merchantReference: ref,
      amountKes: payer.amount_kes,
      currency: 'KES',
      description: orderDescription(payer.service_type),
      callbackUrl: deps.callbackUrl,
      billing: { firstName: payer.first_name, lastName: payer.last_name, phoneNumber: payer.phone_number, email: payer.email },
    })
    const stored = await deps.db
      .updateTable('payment_attempts')
      .set({ status: 'pending', provider_order_id: order.providerOrderId, redirect_url: order.redirectUrl, submitted_at: new Date(), updated_at: new Date() })
      .where('merchant_reference', '=', ref)
      .where('status', '=', 'submitting')
      .returning('merchant_reference')
      .executeTakeFirst()
    if (!stored) return { kind: 'busy' }
    deps.log.info({ payment: logId(ref), attempt: attempt.attempt }, 'Payment order created')
    return { kind: 'redirect', redirectUrl: order.redirectUrl }
  } catch (error) {
    deps.log.warn({ payment: logId(ref), err: { message: (error as Error).message } }, 'The payment provider did not create the order')
    await deps.db
      .updateTable('payment_attempts')
      .set({ status: 'abandoned', updated_at: new Date() })
      .where('merchant_reference', '=', ref)
      .where('status', '=', 'submitting')
      .execute()
    return { kind: 'provider-failed' }
  }
}

/** What the payer sees on the provider's page: the kind of care, never a name or a note. */
function orderDescription(serviceType: string): string {
  if (serviceType === 'Wellness') return 'Wellness check-up'
  if (serviceType === 'Appointment') return 'Virtual consultation'
  return 'Afya booking'
}
