/**
 * The two places a browser or a provider asks about a payment: a notification (Pesapal's IPN,
 * which carries no status) and the confirmation page. Neither is believed: both look the order up
 * among our own rows and ask the provider, then settlement.ts decides.
 */
import type { Selectable } from 'kysely'
import type { PaymentAttemptsTable } from '../db/tables.ts'
import { logId } from './log-id.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { applyProviderStatus, type SettlementDeps } from './settlement.ts'
import { recordUnknownNotification, type UnknownNotificationLimits } from './unknown-notifications.ts'

export type CheckDeps = SettlementDeps & {
  provider: PaymentProvider
  /** The confirmation page asks the provider at most this often per attempt (default 5 s). */
  statusCheckIntervalMs?: number
  /** How many notifications about unknown orders are kept, and for how long (unknown-notifications.ts). */
  unknownNotifications?: UnknownNotificationLimits
}

export type NotificationResult = 'handled' | 'unknown' | 'retry-later'

/** Handles one notification; 'retry-later' when the provider could not be asked (the IPN answer then says 500). */
export async function handleNotification(deps: CheckDeps, trackingId: string): Promise<NotificationResult> {
  const attempt = await deps.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('provider', '=', deps.provider.name)
    .where('provider_order_id', '=', trackingId)
    .executeTakeFirst()
  if (!attempt) {
    // A forged notification, or another site's order: acknowledged, nothing changes; kept for review within a cap.
    await recordUnknownNotification(deps, trackingId, deps.unknownNotifications)
    return 'unknown'
  }
  try {
    const status = await deps.provider.getStatus(trackingId)
    await applyProviderStatus(deps, attempt, status)
    return 'handled'
  } catch (error) {
    deps.log.warn({ payment: logId(attempt.merchant_reference), err: { message: (error as Error).message } }, 'Payment status could not be checked')
    return 'retry-later'
  }
}

export type PaymentView = { payment_status: 'paid' | 'pending' | 'failed' | 'cancelled' | 'reversed'; first_name: string; service_id: string }

/** Whether the tracking id the browser came back with is the provider's id of this attempt. */
function trackingMatches(attempt: { provider_order_id: string | null }, trackingId: string): boolean {
  return attempt.provider_order_id !== null && attempt.provider_order_id.toLowerCase() === trackingId.toLowerCase()
}

/**
 * What the confirmation page shows for a merchant reference and the provider's tracking id of the
 * same attempt (both come back in the provider's redirect; the reference alone is not enough, so a
 * leaked or guessed reference reveals nothing): the first name, the state and the
 * booking's id (for its screenings link, or back to its checkout), after
 * asking the provider when the attempt is still open (at most once per interval, across every
 * server instance: the check is claimed with a conditional update). Undefined when unknown.
 */
export async function paymentView(deps: CheckDeps, merchantReference: string, trackingId: string): Promise<PaymentView | undefined> {
  const attempt = await findAttempt(deps, merchantReference)
  if (!attempt || !trackingMatches(attempt, trackingId)) return undefined
  if (attempt.status === 'pending' && attempt.provider === deps.provider.name && attempt.provider_order_id && attempt.order_status === 'pending') {
    const now = new Date()
    const claimed = await deps.db
      .updateTable('payment_attempts')
      .set({ last_checked_at: now })
      .where('merchant_reference', '=', merchantReference)
      .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<', new Date(now.getTime() - (deps.statusCheckIntervalMs ?? 5_000)))]))
      .returning('merchant_reference')
      .executeTakeFirst()
    if (claimed) {
      try {
        await applyProviderStatus(deps, attempt, await deps.provider.getStatus(attempt.provider_order_id))
      } catch (error) {
        deps.log.warn({ payment: logId(merchantReference), err: { message: (error as Error).message } }, 'Payment status could not be checked')
      }
      return viewOf((await findAttempt(deps, merchantReference)) ?? attempt)
    }
  }
  return viewOf(attempt)
}

type AttemptWithOrder = Selectable<PaymentAttemptsTable> & { order_status: string; first_name: string; service_id: string }

async function findAttempt(deps: CheckDeps, merchantReference: string): Promise<AttemptWithOrder | undefined> {
  return deps.db
    .selectFrom('payment_attempts')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id')
    .innerJoin('services', 'services.id', 'payment_orders.service_id')
    .selectAll('payment_attempts')
    .select(['payment_orders.status as order_status', 'services.first_name', 'payment_orders.service_id'])
    .where('payment_attempts.merchant_reference', '=', merchantReference)
    .executeTakeFirst()
}

function viewOf(attempt: AttemptWithOrder): PaymentView {
  const byAttempt = { submitting: 'pending', pending: 'pending', paid: 'paid', failed: 'failed', abandoned: 'failed', cancelled: 'cancelled', reversed: 'reversed' } as const
  // The order decides first: a service paid through another attempt is paid.
  const payment_status = attempt.order_status === 'paid' ? 'paid' : attempt.order_status === 'reversed' ? 'reversed' : byAttempt[attempt.status]
  return { payment_status, first_name: attempt.first_name, service_id: attempt.service_id }
}
