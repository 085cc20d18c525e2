/**
 * The one-time code a manage link asks for (decision 073): 6 digits, valid 10 minutes, 5 tries,
 * and only the newest code of a booking counts. Sending is throttled per booking and per address;
 * the counts are rows of manage_codes, taken under a transaction-scoped advisory lock per booking,
 * so instances sharing one PostgreSQL count together. A wrong try is counted by one conditional
 * update (`attempts < 5`), so parallel guesses cannot pass the limit, and a right code is used once.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { addressKey, hashCode, isCode, newCode } from './manage-secrets.ts'

export const codePolicy = {
  lifetimeMinutes: 10,
  maxTries: 5,
  /** Codes sent for one booking in an hour. */
  perBookingPerHour: 3,
  /** Codes sent to one address's requests in an hour, whatever the booking. */
  perAddressPerHour: 10,
} as const

const minuteMs = 60_000

export type CodeIssue = { kind: 'issued'; code: string } | { kind: 'throttled' }

export async function issueCode(db: Kysely<Tables>, serviceId: string, ip: string, now: Date): Promise<CodeIssue> {
  const address = addressKey(ip)
  const hourAgo = new Date(now.getTime() - 60 * minuteMs)
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`manage-code:${serviceId}`}))`.execute(trx)
    const counts = await trx
      .selectFrom('manage_codes')
      .select([
        sql<number>`count(*) filter (where service_id = ${serviceId})::int`.as('booking'),
        sql<number>`count(*) filter (where address_hash = ${address})::int`.as('address'),
      ])
      .where('created_at', '>', hourAgo)
      .where((where) => where.or([where('service_id', '=', serviceId), where('address_hash', '=', address)]))
      .executeTakeFirstOrThrow()
    if (counts.booking >= codePolicy.perBookingPerHour || counts.address >= codePolicy.perAddressPerHour) return { kind: 'throttled' as const }
    const code = newCode()
    await trx
      .insertInto('manage_codes')
      .values({ service_id: serviceId, code_hash: hashCode(code), address_hash: address, expires_at: new Date(now.getTime() + codePolicy.lifetimeMinutes * minuteMs) })
      .execute()
    return { kind: 'issued' as const, code }
  })
}

export type CodeCheck = 'right' | 'wrong' | 'expired' | 'no-tries-left'

/** Checks a code against the booking's newest one, counting the try first. */
export async function checkCode(db: Kysely<Tables>, serviceId: string, code: string, now: Date): Promise<CodeCheck> {
  const newest = await db
    .selectFrom('manage_codes')
    .select(['id', 'expires_at', 'used_at', 'attempts'])
    .where('service_id', '=', serviceId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!newest || newest.used_at !== null || newest.expires_at <= now) return 'expired'
  const counted = await db
    .updateTable('manage_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', newest.id)
    .where('attempts', '<', codePolicy.maxTries)
    .where('used_at', 'is', null)
    .returning(['code_hash'])
    .executeTakeFirst()
  if (!counted) return 'no-tries-left'
  if (!/^\d{6}$/.test(code) || !isCode(code, counted.code_hash)) return 'wrong'
  const used = await db.updateTable('manage_codes').set({ used_at: now }).where('id', '=', newest.id).where('used_at', 'is', null).returning('id').executeTakeFirst()
  return used ? 'right' : 'expired'
}
