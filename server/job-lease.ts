/**
 * Leases in PostgreSQL (or PGlite) for jobs that must run once across all instances sharing one
 * database (table job_leases, migration 090; decision 051). An instance takes a job's lease for
 * `ms` before it runs the job; while the lease lasts no other instance can take it. One atomic
 * upsert decides, so two instances asking at the same moment cannot both win. Times come from the
 * database's clock, never the instances' own.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { sql, type Kysely } from 'kysely'
import type { Tables } from './db/tables.ts'

/** This process, as it signs its leases: host, pid and a random part (a restarted pid is a new holder). */
export const thisInstance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

export type LeaseClaim = { taken: true } | { taken: false; holder: string; freeInMs: number }

const millis = (ms: number) => sql`(${String(Math.max(0, Math.round(ms)))}::double precision * interval '1 millisecond')`

/** Takes the job's lease for `ms` if no one holds it (or its lease ran out); else says who does and for how long. */
export async function takeLease(db: Kysely<Tables>, job: string, holder: string, ms: number): Promise<LeaseClaim> {
  const taken = await sql<{ holder: string }>`
    insert into job_leases (job, holder, taken_at, expires_at)
    values (${job}, ${holder}, now(), now() + ${millis(ms)})
    on conflict (job) do update
      set holder = excluded.holder, taken_at = excluded.taken_at, expires_at = excluded.expires_at
      where job_leases.expires_at <= excluded.taken_at
    returning holder`.execute(db)
  if (taken.rows.length > 0) return { taken: true }
  const current = await sql<{ holder: string; free_in_ms: number | string }>`
    select holder, greatest(0, extract(epoch from (expires_at - now())) * 1000) as free_in_ms
    from job_leases where job = ${job}`.execute(db)
  const row = current.rows[0]
  // Gone between the two statements (never deleted today): free now.
  if (!row) return { taken: false, holder: '', freeInMs: 0 }
  return { taken: false, holder: row.holder, freeInMs: Math.ceil(Number(row.free_in_ms)) }
}

/** Keeps the lease this holder has for `ms` from now (after a run: the next one is due then). */
export async function holdLease(db: Kysely<Tables>, job: string, holder: string, ms: number): Promise<boolean> {
  const held = await sql`update job_leases set expires_at = now() + ${millis(ms)} where job = ${job} and holder = ${holder} returning job`.execute(db)
  return held.rows.length > 0
}
