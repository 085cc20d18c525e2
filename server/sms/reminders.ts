/**
 * Reminders 24 hours and 1 hour before a session. Each turn of the reminder job finds the bookings
 * going ahead (booking-sms.ts) whose session is today or tomorrow in Nairobi and writes each
 * reminder that is due and not yet written. A reminder is due from its lead time before the
 * session until the next one takes over (the 24-hour one until 1 hour before; the 1-hour one until
 * 5 minutes before), and only for a booking that went ahead before its lead time (a booking made
 * 3 hours ahead gets its confirmation and the 1-hour reminder, not a "24 hours" one).
 *
 * Sent once, however many instances run: the job runs on one instance at a time (its lease in
 * job_leases), and each reminder is claimed by its unique key in sms_outbox (service, kind,
 * session start) when it is written, so even two turns at once write one row; the SMS worker then
 * gives each row to one sender.
 */
import type { Kysely } from 'kysely'
import { addDays, todayInNairobi } from '#engine/index.ts'
import type { Tables } from '../db/tables.ts'
import { goesAhead, queueBookingSms, smsBookingColumns, smsBookingOf, type SmsSettings } from './booking-sms.ts'

const minute = 60_000
const hour = 60 * minute

export const reminderSchedule = [
  { kind: 'reminder-24h', leadMs: 24 * hour, stopBeforeMs: 1 * hour },
  { kind: 'reminder-1h', leadMs: 1 * hour, stopBeforeMs: 5 * minute },
] as const

export type ReminderKind = (typeof reminderSchedule)[number]['kind']

/** The reminders due at `now` for a session starting at `start`, for a booking that went ahead at `wentAheadAt`. */
export function dueReminders(start: Date, wentAheadAt: Date, now: Date): ReminderKind[] {
  return reminderSchedule
    .filter(({ leadMs, stopBeforeMs }) => {
      const from = start.getTime() - leadMs
      return now.getTime() >= from && now.getTime() < start.getTime() - stopBeforeMs && wentAheadAt.getTime() <= from
    })
    .map(({ kind }) => kind)
}

/** Writes every reminder due now that is not written yet; returns how many this call wrote. */
export async function queueDueReminders(db: Kysely<Tables>, settings: SmsSettings, now: Date): Promise<number> {
  const today = todayInNairobi(now)
  const days = [today, addDays(today, 1)]
  const rows = await db
    .selectFrom('services')
    .select(smsBookingColumns)
    .where('service_type', 'in', ['Appointment', 'Wellness'])
    .where((where) => where.or([where('appointment_date', 'in', days), where('wellness_date', 'in', days)]))
    .execute()
  let written = 0
  for (const row of rows) {
    if (!goesAhead(row)) continue
    const found = smsBookingOf(row)
    if (!found) continue
    const wentAheadAt = row.is_paid && row.paid_at ? new Date(row.paid_at) : new Date(row.created_at)
    for (const kind of dueReminders(found.start, wentAheadAt, now)) {
      if (await queueBookingSms(db, kind, row, settings)) written += 1
    }
  }
  return written
}
