/**
 * One pass of the retention table (decision 078): each row's data past its time is deleted, or
 * anonymised where the law keeps a record (a booking and its payments keep service, amount, status,
 * references and dates for the tax records; its name, contact, notes, location, insurance picture,
 * the test it came from and its payments' provider details go). Every statement is idempotent and
 * bounded by the cut-off, so two instances running it at once only repeat each other's work; the
 * repeating job runs it under a lease (purge-job.ts) so normally one does.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { anonymiseBookings } from './anonymise-bookings.ts'
import { retentionRow } from './retention-table.ts'

const day = 24 * 60 * 60 * 1000

/** What one pass did, by row id: rows deleted or anonymised. */
export type RetentionReport = Record<string, number>

const cutoff = (now: Date, id: string): Date => {
  const keepDays = retentionRow(id).keepDays
  if (keepDays === null) throw new Error(`retention row '${id}' has no time limit`)
  return new Date(now.getTime() - keepDays * day)
}

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }[]): number =>
  result.reduce((sum, entry) => sum + Number(entry.numDeletedRows ?? entry.numUpdatedRows ?? 0n), 0)

/** Bookings made before the cut-off, not yet anonymised: erased in one transaction each pass (at most `batch`). */
async function anonymiseDueBookings(db: Kysely<Tables>, now: Date, batch: number): Promise<number> {
  const before = cutoff(now, 'bookings')
  return db.transaction().execute(async (trx) => {
    const due = await trx.selectFrom('services').select('id').where('anonymised_at', 'is', null).where('created_at', '<', before).orderBy('created_at').limit(batch).forUpdate().skipLocked().execute()
    const ids = due.map((row) => row.id)
    if (ids.length === 0) return 0
    await anonymiseBookings(trx, ids, now)
    return ids.length
  })
}

/** Each delete, by row id, with its cut-off column. */
const deletions: [string, (db: Kysely<Tables>, before: Date) => Promise<unknown[]>][] = [
  // An upload still named by a booking goes when the booking is anonymised (attachment_id cleared).
  ['uploads', (db, before) => db.deleteFrom('uploads').where('created_at', '<', before).where(({ not, exists, selectFrom }) => not(exists(selectFrom('services').select('id').whereRef('services.attachment_id', '=', 'uploads.id')))).execute()],
  ['mail', (db, before) => db.deleteFrom('outbox').where(sql<boolean>`coalesce(sent_at, failed_at) < ${before}`).execute()],
  // A mailed report is purged by the worker once sent or given up on (decision 089); this is the ceiling for any it never finished.
  ['mailed-report', (db, before) => db.deleteFrom('outbox').where('kind', '=', 'full-report').where('created_at', '<', before).execute()],
  ['sms', (db, before) => db.deleteFrom('sms_outbox').where(sql<boolean>`coalesce(sent_at, failed_at) < ${before}`).execute()],
  ['manage-access', async (db, before) => [
    await db.deleteFrom('manage_links').where('expires_at', '<', before).executeTakeFirst(),
    await db.deleteFrom('manage_codes').where('expires_at', '<', before).executeTakeFirst(),
    await db.deleteFrom('manage_sessions').where('expires_at', '<', before).executeTakeFirst(),
  ]],
  ['repeat-protection', (db, before) => db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute()],
  ['survey', (db, before) => db.deleteFrom('survey_responses').where('created_at', '<', before).execute()],
  ['premium', (db, before) => db.deleteFrom('premium_pre_orders').where('created_at', '<', before).execute()],
  ['staff-sign-in', async (db, before) => [
    await db.deleteFrom('staff_sessions').where('expires_at', '<', before).executeTakeFirst(),
    await db.deleteFrom('staff_password_links').where('expires_at', '<', before).executeTakeFirst(),
    await db.deleteFrom('staff_sign_in_throttle').where(sql<boolean>`coalesce(locked_until, window_started_at) < ${before}`).executeTakeFirst(),
  ]],
  // The audit log refuses deletes (migration 111) except from a transaction that says it is this job (migration 131).
  ['audit-log', (db, before) =>
    db.transaction().execute(async (trx) => {
      await sql`select set_config('afya.retention', 'on', true)`.execute(trx)
      return trx.deleteFrom('staff_audit_log').where('at', '<', before).execute()
    })],
  ['payment-sandbox', (db, before) => db.deleteFrom('sandbox_payment_orders').where('created_at', '<', before).execute()],
]

/** The row ids this module enforces (the coverage test holds them to the table). */
export const enforcedRowIds: readonly string[] = ['bookings', 'payments', ...deletions.map(([id]) => id)]

/** One pass: bookings (and their payments) first, so an upload they named is free to go. */
export async function enforceRetention(db: Kysely<Tables>, now: Date, { batch = 500 }: { batch?: number } = {}): Promise<RetentionReport> {
  const report: RetentionReport = {}
  let anonymised = 0
  for (let done = batch; done === batch; ) {
    done = await anonymiseDueBookings(db, now, batch)
    anonymised += done
  }
  report.bookings = anonymised
  // One kind that fails (logged by the purge job, tried again next run) does not keep the others.
  const failures: Error[] = []
  for (const [id, remove] of deletions) {
    try {
      report[id] = count((await remove(db, cutoff(now, id))) as { numDeletedRows?: bigint }[])
    } catch (error) {
      failures.push(new Error(`${id}: ${(error as Error).message}`))
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `Retention failed for ${failures.map((failure) => failure.message).join('; ')}`)
  return report
}
