/**
 * The sign-in throttle (ASVS 2.2.1): failed attempts counted per account (the address typed,
 * whether or not an account has it, so the lock says nothing about existence) and per client
 * address, in the database, so every instance sharing it counts together. A fixed window: a key
 * with `maxFailures` failures inside `windowMinutes` is locked for `lockMinutes`. One atomic
 * upsert a failure, so two instances counting at once never lose a count.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export type ThrottlePolicy = { maxFailures: number; windowMinutes: number; lockMinutes: number }

export const accountPolicy: ThrottlePolicy = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 }
export const addressPolicy: ThrottlePolicy = { maxFailures: 20, windowMinutes: 15, lockMinutes: 15 }

export type ThrottleKeys = { account: string; address: string }

export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${ip}` }
}

/** Minutes until the later of the keys' locks ends (at least 1), or 0 when neither is locked. */
export async function lockedForMinutes(db: Kysely<Tables>, keys: ThrottleKeys): Promise<number> {
  const row = await sql<{ seconds: number | null }>`
    select extract(epoch from max(locked_until) - now())::float8 as seconds
    from staff_sign_in_throttle
    where key in (${keys.account}, ${keys.address}) and locked_until > now()`.execute(db)
  const seconds = row.rows[0]?.seconds
  return seconds ? Math.max(1, Math.ceil(seconds / 60)) : 0
}

async function countFailure(db: Kysely<Tables>, key: string, policy: ThrottlePolicy): Promise<void> {
  const window = `${policy.windowMinutes} minutes`
  const lock = `${policy.lockMinutes} minutes`
  await sql`
    insert into staff_sign_in_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), ${policy.maxFailures <= 1 ? sql`now() + ${lock}::interval` : sql`null`})
    on conflict (key) do update set
      failures = case when t.window_started_at <= now() - ${window}::interval then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at <= now() - ${window}::interval then now() else t.window_started_at end,
      locked_until = case
        when t.window_started_at > now() - ${window}::interval and t.failures + 1 >= ${policy.maxFailures} then now() + ${lock}::interval
        else t.locked_until end`.execute(db)
}

/** Counts one failed sign-in against both keys. */
export async function countFailedSignIn(db: Kysely<Tables>, keys: ThrottleKeys): Promise<void> {
  await countFailure(db, keys.account, accountPolicy)
  await countFailure(db, keys.address, addressPolicy)
}

/** A successful sign-in clears its account's count (the address keeps its own). */
export async function clearAccountFailures(db: Kysely<Tables>, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('staff_sign_in_throttle').where('key', '=', keys.account).execute()
}
