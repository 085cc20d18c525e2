/**
 * Moving a session (the visitor's manage page and the operations console): under a row lock, the
 * engine's rule (`rescheduleIssue`: 24 hours' notice, an offered slot inside consultation hours, 24
 * hours ahead) decides, and a refused move changes nothing. Once practitioners have working hours
 * (server/operations/, decision 080) an appointment moves only to a time some practitioner can
 * still take; its practitioner stays when they work then and are free, and is released otherwise
 * (operations confirms it again). The new time is locked first (`lockSlot`), so a move and a new
 * booking racing for its last practitioner, on any instances, are checked one after the other
 * (decision 102).
 */
import type { Kysely } from 'kysely'
import { rescheduleIssue, type ConsultationHours, type RescheduleIssue } from '#engine/index.ts'
import type { Tables } from '../db/tables.ts'
import { sessionColumns, sessionStartOf } from './manage-links.ts'
import { withdrawPendingSms } from '../sms/sms-outbox.ts'
import { isBusyAt, lockPractitioner, worksAt } from '../operations/practitioners.ts'
import { isTimeFree, lockSlot } from '../operations/slot-availability.ts'

export type RescheduleResult = { kind: 'moved'; practitionerReleased: boolean } | { kind: 'not-found' } | { kind: 'cancelled' } | { kind: 'no-session' } | RescheduleIssue

export async function rescheduleBooking(db: Kysely<Tables>, serviceId: string, to: { date: string; time: string }, hours: ConsultationHours, now: Date): Promise<RescheduleResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('services')
      .select(['service_type', 'cancelled_at', 'practitioner_id']).select(sessionColumns)
      .where('id', '=', serviceId)
      .forUpdate()
      .executeTakeFirst()
    if (!row) return { kind: 'not-found' as const }
    if (row.cancelled_at !== null) return { kind: 'cancelled' as const }
    const from = sessionStartOf(row)
    if (from === undefined || row.service_type === 'VitalCare') return { kind: 'no-session' as const }
    const issue = rescheduleIssue(from, to, hours, now)
    if (issue) return issue
    if (row.service_type === 'Appointment') await lockSlot(trx, to.date, to.time)
    const practitionerId = row.practitioner_id
    const kept = practitionerId !== null && (await lockPractitioner(trx, practitionerId)) && (await worksAt(trx, practitionerId, to.date, to.time)) && !(await isBusyAt(trx, practitionerId, to.date, to.time, serviceId))
    if (!kept && row.service_type === 'Appointment' && !(await isTimeFree(trx, to.date, to.time, now, serviceId))) return { kind: 'not-offered' as const }
    const released = practitionerId !== null && !kept
    const slot = row.service_type === 'Wellness' ? { wellness_date: to.date, wellness_time: to.time } : { appointment_date: to.date, appointment_time: to.time }
    const assignment = released ? { practitioner_id: null, confirmed_at: null, confirmed_by: null } : {}
    await trx.updateTable('services').set({ ...slot, ...assignment, rescheduled_at: now }).where('id', '=', serviceId).execute()
    // The SMS of the old time not sent yet will not be; the new time gets its own reminders (server/sms/).
    await withdrawPendingSms(trx, serviceId, 'rescheduled', now)
    // The link lives until a day after the new session.
    await trx
      .updateTable('manage_links')
      .set({ expires_at: new Date(Math.max(sessionStartOf({ ...row, ...slot })!, now.getTime()) + 86_400_000) })
      .where('service_id', '=', serviceId)
      .execute()
    return { kind: 'moved' as const, practitionerReleased: released }
  })
}
