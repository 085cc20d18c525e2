/**
 * Which appointment times of a day no practitioner can take any more (decision 080), for the
 * visitor's slot picker and the checks behind it. While no practitioner has working hours the
 * clinic books by consultation hours alone, as before: nothing is full. Once some have, a time is
 * offered only while the practitioners working then outnumber the bookings holding it: live
 * appointments at that start (paid, or made in the last 30 minutes and still being paid) and any
 * other booking a practitioner was assigned to then. Whatever takes a time (a new appointment, a
 * move) first takes `lockSlot` for it, so two of them, on any instances, check and write one
 * after the other (decision 102).
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import { slotMinutes } from '#engine/index.ts'
import type { Tables } from '../db/tables.ts'
import { covers, isoWeekday, type WorkingHours } from './practitioners.ts'

type Db = Kysely<Tables> | Transaction<Tables>

/** How long an unpaid appointment holds its time while the visitor pays. */
export const unpaidHoldMinutes = 30

const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const hhmm = (time: string) => time.slice(0, 5)

/** The day's full times, HH:MM, in order (none when no practitioner has hours at all). */
export async function fullTimes(db: Db, day: string, now: Date, exceptBookingId?: string): Promise<string[]> {
  const anyHours = await db
    .selectFrom('practitioner_hours')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'practitioner_hours.staff_id')
    .select('practitioner_hours.id')
    .where('staff_accounts.role', '=', 'practitioner')
    .where('staff_accounts.disabled_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  if (!anyHours) return []
  const stretches: WorkingHours[] = (
    await db
      .selectFrom('practitioner_hours')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'practitioner_hours.staff_id')
      .select(['weekday', 'starts_at', 'ends_at'])
      .where('staff_accounts.role', '=', 'practitioner')
      .where('staff_accounts.disabled_at', 'is', null)
      .where('weekday', '=', isoWeekday(day))
      .execute()
  ).map((row) => ({ weekday: row.weekday, start: hhmm(row.starts_at), end: hhmm(row.ends_at) }))
  const held = await db
    .selectFrom('services')
    .select(['session_time', sql<string>`count(*)`.as('count')])
    .where(sql<boolean>`session_day = ${day}::date`)
    .where('session_time', 'is not', null)
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([
      eb('practitioner_id', 'is not', null),
      eb.and([eb('service_type', '=', 'Appointment'), eb.or([eb('is_paid', '=', true), eb('created_at', '>', new Date(now.getTime() - unpaidHoldMinutes * 60_000))])]),
    ]))
    .$if(exceptBookingId !== undefined, (query) => query.where('id', '<>', exceptBookingId!))
    .groupBy('session_time')
    .execute()
  const holding = new Map(held.map((row) => [row.session_time!, Number(row.count)]))
  const full: string[] = []
  for (let minutes = 0; minutes < 24 * 60; minutes += slotMinutes) {
    const time = clockOf(minutes)
    const working = stretches.filter((stretch) => covers(stretch, day, time)).length
    if (working <= (holding.get(time) ?? 0)) full.push(time)
  }
  return full
}

/** Whether an appointment may take the time (false when the day's practitioners are all taken then). */
export async function isTimeFree(db: Db, day: string, time: string, now: Date, exceptBookingId?: string): Promise<boolean> {
  return !(await fullTimes(db, day, now, exceptBookingId)).includes(time)
}

/**
 * Serialises, until the transaction ends, everything that takes one day's time: a
 * transaction-scoped advisory lock, so two instances over one PostgreSQL queue here, and the
 * second sees the first's booking when it asks `isTimeFree` (decision 102).
 */
export async function lockSlot(trx: Transaction<Tables>, day: string, time: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`slot:${day} ${time}`}))`.execute(trx)
}
