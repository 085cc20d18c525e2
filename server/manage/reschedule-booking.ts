/**
 * Moving a session (the visitor's manage page; staff may reuse it): under a row lock, the engine's
 * rule (`rescheduleIssue`: 24 hours' notice, an offered slot inside consultation hours, 24 hours
 * ahead) decides, and a refused move changes nothing.
 */
import type { Kysely } from 'kysely'
import { rescheduleIssue, type ConsultationHours, type RescheduleIssue } from '#engine/index.ts'
import type { Tables } from '../db/tables.ts'
import { sessionColumns, sessionStartOf } from './manage-links.ts'
import { withdrawPendingSms } from '../sms/sms-outbox.ts'

export type RescheduleResult = { kind: 'moved' } | { kind: 'not-found' } | { kind: 'cancelled' } | { kind: 'no-session' } | RescheduleIssue

export async function rescheduleBooking(db: Kysely<Tables>, serviceId: string, to: { date: string; time: string }, hours: ConsultationHours, now: Date): Promise<RescheduleResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('services')
      .select(['service_type', 'cancelled_at']).select(sessionColumns)
      .where('id', '=', serviceId)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return { kind: 'not-found' as const }
    if (row.cancelled_at !== null) return { kind: 'cancelled' as const }
    const from = sessionStartOf(row)
    if (from === undefined || row.service_type === 'VitalCare') return { kind: 'no-session' as const }
    const issue = rescheduleIssue(from, to, hours, now)
    if (issue) return issue
    const slot = row.service_type === 'Wellness' ? { wellness_date: to.date, wellness_time: to.time } : { appointment_date: to.date, appointment_time: to.time }
    await trx.updateTable('services').set({ ...slot, rescheduled_at: now }).where('id', '=', serviceId).execute()
    // The SMS of the old time not sent yet will not be; the new time gets its own reminders (server/sms/).
    await withdrawPendingSms(trx, serviceId, 'rescheduled', now)
    // The link lives until a day after the new session.
    await trx
      .updateTable('manage_links')
      .set({ expires_at: new Date(Math.max(sessionStartOf({ ...row, ...slot })!, now.getTime()) + 86_400_000) })
      .where('service_id', '=', serviceId)
      .execute()
    return { kind: 'moved' as const }
  })
}
