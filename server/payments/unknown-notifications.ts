/**
 * Notifications (IPNs) about orders we never made: a forgery, or another site's order. Each is
 * acknowledged and changes nothing; one row per tracking id is kept in payment_events
 * ('review:unknown_notification') so staff can see them, but a stranger can send any number, so
 * the rows are capped (UNKNOWN_NOTIFICATIONS_MAX, default 1000: beyond it new ones are only
 * logged) and expire (UNKNOWN_NOTIFICATIONS_KEEP_DAYS, default 7, deleted by the purge job).
 * See docs/decisions/032-forged-notifications-and-uploads.md.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { logId } from './log-id.ts'
import type { SettlementDeps } from './settlement.ts'

export const unknownNotificationKind = 'review:unknown_notification'

export type UnknownNotificationLimits = { readonly max: number; readonly keepDays: number }

export const defaultUnknownNotificationLimits: UnknownNotificationLimits = { max: 1000, keepDays: 7 }

/** Serialises the count-then-insert across requests and server instances, so the cap is exact. */
const UNKNOWN_NOTIFICATIONS_LOCK = 727_060

export type UnknownNotificationOutcome = 'recorded' | 'already-recorded' | 'list-full'

export async function recordUnknownNotification(
  deps: Pick<SettlementDeps, 'db' | 'log'>,
  trackingId: string,
  limits: UnknownNotificationLimits = defaultUnknownNotificationLimits,
): Promise<UnknownNotificationOutcome> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${UNKNOWN_NOTIFICATIONS_LOCK})`.execute(trx)
    const known = await trx
      .selectFrom('payment_events')
      .select('id')
      .where('kind', '=', unknownNotificationKind)
      .where('provider_order_id', '=', trackingId)
      .executeTakeFirst()
    if (known) return 'already-recorded' as const
    const { count } = await trx
      .selectFrom('payment_events')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('kind', '=', unknownNotificationKind)
      .executeTakeFirstOrThrow()
    if (Number(count) >= limits.max) return 'list-full' as const
    await trx
      .insertInto('payment_events')
      .values({ provider_order_id: trackingId, kind: unknownNotificationKind, detail: '{}' })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    return 'recorded' as const
  })
  deps.log.warn({ payment: logId(trackingId), problem: 'unknown_notification', outcome }, 'Notification about an unknown order: acknowledged, nothing changed')
  return outcome
}

/** Deletes the unknown-notification rows older than keepDays; returns how many went. */
export async function purgeUnknownNotifications(db: Kysely<Tables>, now: Date, limits: UnknownNotificationLimits = defaultUnknownNotificationLimits): Promise<number> {
  const rows = await db
    .deleteFrom('payment_events')
    .where('kind', '=', unknownNotificationKind)
    .where('created_at', '<', new Date(now.getTime() - limits.keepDays * 24 * 60 * 60 * 1000))
    .executeTakeFirst()
  return Number(rows.numDeletedRows)
}
