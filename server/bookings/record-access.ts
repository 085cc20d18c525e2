/**
 * How long a booking's id opens its record (the checkout and screening pages): a service id is
 * treated as public once it leaks (browser history on a shared phone, a forwarded link), so it
 * works only while the booking is current (docs/decisions/031-booking-id-exposure.md):
 * - a booking with a session date: until the end of the day after the session (Kenyan time);
 * - one without (the VitalCare360 wait-list): 30 days after payment, or after booking if unpaid.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

const day = 24 * 60 * 60 * 1000
/** Kenya has no daylight saving time: always UTC+3. */
const nairobiOffsetMs = 3 * 60 * 60 * 1000

export const undatedAccessDays = 30

export type RecordDates = {
  /** The appointment or sample collection date, YYYY-MM-DD (Kenyan calendar), or null. */
  sessionDate: string | null
  paidAt: Date | null
  createdAt: Date
}

/** The first moment the id no longer opens the record. */
export function accessEndsAt({ sessionDate, paidAt, createdAt }: RecordDates): Date {
  if (sessionDate) {
    // Midnight starting the second day after the session, in Nairobi.
    return new Date(Date.parse(`${sessionDate}T00:00:00Z`) + 2 * day - nairobiOffsetMs)
  }
  return new Date((paidAt ?? createdAt).getTime() + undatedAccessDays * day)
}

export function isAccessExpired(dates: RecordDates, now: Date): boolean {
  return now.getTime() >= accessEndsAt(dates).getTime()
}

/** The dates that decide access to a booking's record; undefined when there is no such booking. */
export async function findRecordDates(db: Kysely<Tables>, serviceId: string): Promise<RecordDates | undefined> {
  const row = await db
    .selectFrom('services')
    .select([sql<string | null>`to_char(coalesce(appointment_date, wellness_date), 'YYYY-MM-DD')`.as('session_date'), 'paid_at', 'created_at'])
    .where('id', '=', serviceId)
    .executeTakeFirst()
  return row && { sessionDate: row.session_date, paidAt: row.paid_at && new Date(row.paid_at), createdAt: new Date(row.created_at) }
}
