/**
 * Africa's Talking's delivery reports (integrations.md §3): each says where one message is, by the
 * message id AT gave when it took it. The latest status is kept on the sms_outbox row, with the
 * failure reason; the phone number in the report is never stored. Recording is idempotent: a
 * report repeated, or an intermediate one (Sent, Submitted, Buffered) arriving after a final one
 * (Success, Failed, Rejected, AbsentSubscriber, Expired), changes nothing. A report about a
 * message this server never sent changes nothing either (and is acknowledged, so AT stops).
 */
import { timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SmsDeliveryReport } from '#schemas/generated/sms-delivery-report.ts'
import type { Tables } from '../db/tables.ts'

/** Statuses after which AT sends nothing more about the message. */
export const finalDeliveryStatuses = ['Success', 'Failed', 'Rejected', 'AbsentSubscriber', 'Expired'] as const

/** Records the report on its message; true when it changed what was recorded. */
export async function recordDeliveryReport(db: Kysely<Tables>, report: SmsDeliveryReport, now: Date = new Date()): Promise<boolean> {
  const changed = await db
    .updateTable('sms_outbox')
    .set({ delivery_status: report.status, delivery_failure_reason: report.failureReason?.trim() || null, delivery_reported_at: now })
    .where('provider_message_id', '=', report.id)
    .where((where) =>
      where.or([
        where('delivery_status', 'is', null),
        where.and([where('delivery_status', 'not in', [...finalDeliveryStatuses]), where('delivery_status', '<>', report.status)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst()
  return changed !== undefined
}

/** True when the key sent matches the configured one (compared in constant time). */
export function isDeliveryReportKey(sent: string, configured: string | undefined): boolean {
  if (!configured) return false
  const a = Buffer.from(sent)
  const b = Buffer.from(configured)
  return a.length === b.length && timingSafeEqual(a, b)
}
