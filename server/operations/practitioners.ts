/**
 * Practitioners and their working hours (decision 080). A practitioner is a staff account with the
 * role practitioner, not disabled; its hours are stretches of a weekday in Nairobi time. A
 * practitioner can take a session when a stretch covers the whole 30-minute slot and no other live
 * booking of theirs starts then: the second is checked here under a lock on the practitioner's
 * account row (so two instances assigning at once queue), and enforced by the database's unique
 * index (migration 140) whatever happens.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import { slotMinutes } from '#engine/index.ts'
import type { Tables } from '../db/tables.ts'

export type WorkingHours = { weekday: number; start: string; end: string }
export type Practitioner = { id: string; email: string; hours: WorkingHours[] }

type Db = Kysely<Tables> | Transaction<Tables>

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday === 0 ? 7 : weekday
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** True when a stretch covers the whole slot starting at `time`. */
export function covers(hours: WorkingHours, day: string, time: string): boolean {
  return hours.weekday === isoWeekday(day) && minutesOf(hours.start) <= minutesOf(time) && minutesOf(time) + slotMinutes <= minutesOf(hours.end)
}

/** The overlapping or reversed stretches of a week, as a sentence; undefined when the week is sound. */
export function hoursProblem(hours: readonly WorkingHours[]): string | undefined {
  const sorted = [...hours].sort((a, b) => a.weekday - b.weekday || minutesOf(a.start) - minutesOf(b.start))
  for (const [index, stretch] of sorted.entries()) {
    if (minutesOf(stretch.end) <= minutesOf(stretch.start)) return `A stretch must end after it starts (${stretch.start} to ${stretch.end}).`
    const next = sorted[index + 1]
    if (next && next.weekday === stretch.weekday && minutesOf(next.start) < minutesOf(stretch.end)) return `Two stretches on one day overlap (${stretch.start} to ${stretch.end} and ${next.start} to ${next.end}).`
  }
  return undefined
}

const hhmm = (time: string) => time.slice(0, 5)

/** Every practitioner with their hours, by address. */
export async function practitioners(db: Db): Promise<Practitioner[]> {
  const accounts = await db
    .selectFrom('staff_accounts')
    .select(['id', 'login_email'])
    .where('role', '=', 'practitioner')
    .where('disabled_at', 'is', null)
    .orderBy('login_email')
    .execute()
  const hours = await db
    .selectFrom('practitioner_hours')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'practitioner_hours.staff_id')
    .select(['staff_id', 'weekday', 'starts_at', 'ends_at'])
    .where('staff_accounts.role', '=', 'practitioner')
    .where('staff_accounts.disabled_at', 'is', null)
    .orderBy('weekday')
    .orderBy('starts_at')
    .execute()
  return accounts.map((account) => ({
    id: account.id,
    email: account.login_email,
    hours: hours.filter((row) => row.staff_id === account.id).map((row) => ({ weekday: row.weekday, start: hhmm(row.starts_at), end: hhmm(row.ends_at) })),
  }))
}

/** Replaces a practitioner's week; 'not-practitioner' when the id is not a live practitioner's. */
export async function setWorkingHours(db: Kysely<Tables>, practitionerId: string, hours: readonly WorkingHours[]): Promise<'set' | 'not-practitioner'> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockPractitioner(trx, practitionerId))) return 'not-practitioner' as const
    await trx.deleteFrom('practitioner_hours').where('staff_id', '=', practitionerId).execute()
    if (hours.length > 0) {
      await trx.insertInto('practitioner_hours').values(hours.map((stretch) => ({ staff_id: practitionerId, weekday: stretch.weekday, starts_at: stretch.start, ends_at: stretch.end }))).execute()
    }
    return 'set' as const
  })
}

/** Locks a live practitioner's account row for the transaction; false when there is none. */
export async function lockPractitioner(trx: Transaction<Tables>, practitionerId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('staff_accounts')
    .select('id')
    .where('id', '=', practitionerId)
    .where('role', '=', 'practitioner')
    .where('disabled_at', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  return row !== undefined
}

/** Whether the practitioner works during the whole slot. */
export async function worksAt(db: Db, practitionerId: string, day: string, time: string): Promise<boolean> {
  const rows = await db.selectFrom('practitioner_hours').select(['weekday', 'starts_at', 'ends_at']).where('staff_id', '=', practitionerId).where('weekday', '=', isoWeekday(day)).execute()
  return rows.some((row) => covers({ weekday: row.weekday, start: hhmm(row.starts_at), end: hhmm(row.ends_at) }, day, time))
}

/** Whether another live booking of the practitioner starts at that slot. */
export async function isBusyAt(db: Db, practitionerId: string, day: string, time: string, exceptBookingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('practitioner_id', '=', practitionerId)
    .where(sql<boolean>`session_day = ${day}::date`)
    .where('session_time', '=', time)
    .where('cancelled_at', 'is', null)
    .where('id', '<>', exceptBookingId)
    .executeTakeFirst()
  return row !== undefined
}

/** True for the database's refusal of a second live booking of one practitioner at one start. */
export function isDoubleBooking(error: unknown): boolean {
  const found = error as { code?: unknown; constraint?: unknown; message?: unknown } | null
  if (!found || typeof found !== 'object') return false
  return found.code === '23505' && (found.constraint === 'services_practitioner_slot' || String(found.message).includes('services_practitioner_slot'))
}
