/**
 * `recordAudit`: the one way anything is written to the audit log (decision 071). Every staff
 * route calls it for what it reads or changes: who (staff id and address, or none for a refused
 * sign-in of an unknown address), the action, the record (type and id), the names of the fields
 * read or changed (never their values), the outcome, and from where (client IP and User-Agent).
 * The table refuses UPDATE and DELETE (migration 111), so a row once written stays as written.
 */
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export type AuditActor = { staffId: string | null; email: string | null }

export type AuditEntry = {
  actor: AuditActor
  /** What was done, as `area.verb`: 'staff.sign-in', 'booking.read', 'account.create'. */
  action: string
  outcome?: 'success' | 'refused'
  record?: { type: string; id: string }
  /** Names of the fields read or changed. */
  fields?: readonly string[]
  /** Where from: the request it came through (its IP and User-Agent), or none (the CLI). */
  request?: Pick<FastifyRequest, 'ip' | 'headers'>
  /** Where from when there is no request, such as 'cli'. */
  origin?: string
}

const userAgentLimit = 400

export async function recordAudit(db: Kysely<Tables>, entry: AuditEntry): Promise<void> {
  const userAgent = entry.request?.headers['user-agent']
  await db
    .insertInto('staff_audit_log')
    .values({
      staff_id: entry.actor.staffId,
      staff_email: entry.actor.email,
      action: entry.action,
      outcome: entry.outcome ?? 'success',
      record_type: entry.record?.type ?? null,
      record_id: entry.record?.id ?? null,
      fields: [...(entry.fields ?? [])],
      ip_address: entry.request?.ip ?? entry.origin ?? null,
      user_agent: typeof userAgent === 'string' ? userAgent.slice(0, userAgentLimit) : null,
    })
    .execute()
}
