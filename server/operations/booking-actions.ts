/**
 * What operations does to a booking (decision 080): confirm it with a practitioner, and record
 * whether the visitor came. Each runs in one transaction under a lock on the booking's row; a
 * refused action changes nothing. Moving and cancelling reuse the visitor's code
 * (server/manage/reschedule-booking.ts, server/bookings/cancel-booking.ts).
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { sessionColumns, sessionStartOf } from '../manage/manage-links.ts'
import { isBusyAt, isDoubleBooking, lockPractitioner, worksAt } from './practitioners.ts'

export type ConfirmResult =
  | { kind: 'confirmed'; replaced: string | null }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  | { kind: 'no-session' }
  | { kind: 'not-practitioner' }
  | { kind: 'not-working' }
  | { kind: 'busy' }

/**
 * Confirms a booking with a practitioner who works for the whole slot and has no other live
 * booking starting then. Assigning another practitioner to a confirmed booking replaces the first.
 */
export async function confirmBooking(db: Kysely<Tables>, bookingId: string, practitionerId: string, staffId: string, now: Date): Promise<ConfirmResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('services')
        .select(['cancelled_at', 'practitioner_id', sql<string>`to_char(session_day, 'YYYY-MM-DD')`.as('day'), 'session_time'])
        .where('id', '=', bookingId)
        .forUpdate()
        .executeTakeFirst()
      if (!row) return { kind: 'not-found' as const }
      if (row.cancelled_at !== null) return { kind: 'cancelled' as const }
      if (row.session_time === null) return { kind: 'no-session' as const }
      // Every assignment to one practitioner queues on their account row (two instances included).
      if (!(await lockPractitioner(trx, practitionerId))) return { kind: 'not-practitioner' as const }
      if (!(await worksAt(trx, practitionerId, row.day, row.session_time))) return { kind: 'not-working' as const }
      if (await isBusyAt(trx, practitionerId, row.day, row.session_time, bookingId)) return { kind: 'busy' as const }
      await trx.updateTable('services').set({ practitioner_id: practitionerId, confirmed_at: now, confirmed_by: staffId }).where('id', '=', bookingId).execute()
      return { kind: 'confirmed' as const, replaced: row.practitioner_id !== practitionerId ? row.practitioner_id : null }
    })
  } catch (error) {
    // The database's own guard (migration 140): never two live sessions of one practitioner at one start.
    if (isDoubleBooking(error)) return { kind: 'busy' }
    throw error
  }
}

export type AttendanceResult = { kind: 'recorded' } | { kind: 'not-found' } | { kind: 'cancelled' } | { kind: 'no-session' } | { kind: 'not-started' }

/** Records that the visitor came or did not; only once the session has started, and not for a cancelled booking. */
export async function recordAttendance(db: Kysely<Tables>, bookingId: string, attendance: 'attended' | 'no-show', staffId: string, now: Date): Promise<AttendanceResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('services').select(['cancelled_at']).select(sessionColumns).where('id', '=', bookingId).forUpdate().executeTakeFirst()
    if (!row) return { kind: 'not-found' as const }
    if (row.cancelled_at !== null) return { kind: 'cancelled' as const }
    const start = sessionStartOf(row)
    if (start === undefined) return { kind: 'no-session' as const }
    if (start > now.getTime()) return { kind: 'not-started' as const }
    await trx.updateTable('services').set({ attendance, attendance_at: now, attendance_by: staffId }).where('id', '=', bookingId).execute()
    return { kind: 'recorded' as const }
  })
}
