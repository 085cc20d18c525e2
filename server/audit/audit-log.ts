/**
 * Reading the audit log for admins: a page of entries, newest first, filtered by staff member,
 * record, action and date range (Nairobi days), and the same selection as CSV (oldest first).
 * Pages of 50 by offset over the id (indexes on time, staff and record keep the filters quick).
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export const auditPageSize = 50
/** At most this many rows in one export; a wider one is refused with a message to narrow it. */
export const auditExportLimit = 100_000

export type AuditFilter = { staffEmail?: string; recordType?: string; recordId?: string; action?: string; fromDay?: string; toDay?: string }

export type AuditRow = {
  id: string
  at: string
  staffId: string | null
  staffEmail: string | null
  action: string
  outcome: 'success' | 'refused'
  recordType: string | null
  recordId: string | null
  fields: string[]
  ipAddress: string | null
  userAgent: string | null
}

function filtered(db: Kysely<Tables>, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit_log')
  if (filter.staffEmail) query = query.where('staff_email', '=', filter.staffEmail.trim().toLowerCase())
  if (filter.recordType) query = query.where('record_type', '=', filter.recordType)
  if (filter.recordId) query = query.where('record_id', '=', filter.recordId)
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.fromDay) query = query.where('at', '>=', sql<Date>`(${filter.fromDay}::date)::timestamp at time zone 'Africa/Nairobi'`)
  if (filter.toDay) query = query.where('at', '<', sql<Date>`(${filter.toDay}::date + 1)::timestamp at time zone 'Africa/Nairobi'`)
  return query
}

function toRow(row: Record<string, unknown>): AuditRow {
  return {
    id: String(row['id']),
    at: new Date(row['at'] as Date).toISOString(),
    staffId: (row['staff_id'] as string | null) ?? null,
    staffEmail: (row['staff_email'] as string | null) ?? null,
    action: row['action'] as string,
    outcome: row['outcome'] as 'success' | 'refused',
    recordType: (row['record_type'] as string | null) ?? null,
    recordId: (row['record_id'] as string | null) ?? null,
    fields: (row['fields'] as string[]) ?? [],
    ipAddress: (row['ip_address'] as string | null) ?? null,
    userAgent: (row['user_agent'] as string | null) ?? null,
  }
}

export type AuditPage = { entries: AuditRow[]; total: number; page: number; pageCount: number }

/** Page `page` (1 = newest) of the entries matching the filter. */
export async function auditPage(db: Kysely<Tables>, filter: AuditFilter, page: number): Promise<AuditPage> {
  const { total } = await filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()
  const count = Number(total)
  const pageCount = Math.max(1, Math.ceil(count / auditPageSize))
  const rows = await filtered(db, filter).selectAll().orderBy('id', 'desc').limit(auditPageSize).offset((Math.min(page, pageCount) - 1) * auditPageSize).execute()
  return { entries: rows.map((row) => toRow(row as Record<string, unknown>)), total: count, page: Math.min(page, pageCount), pageCount }
}

const csvColumns = ['id', 'at', 'staffId', 'staffEmail', 'action', 'outcome', 'recordType', 'recordId', 'fields', 'ipAddress', 'userAgent'] as const

/** One CSV field: quoted, quotes doubled, and a leading = + - @ tab or CR neutralised (CSV injection, OWASP). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** The entries matching the filter, oldest first, as CSV (RFC 4180, CRLF line ends); undefined when more than the export limit match. */
export async function auditCsv(db: Kysely<Tables>, filter: AuditFilter): Promise<string | undefined> {
  const rows = await filtered(db, filter).selectAll().orderBy('id', 'asc').limit(auditExportLimit + 1).execute()
  if (rows.length > auditExportLimit) return undefined
  const lines = [csvColumns.join(',')]
  for (const raw of rows) {
    const row = toRow(raw as Record<string, unknown>)
    lines.push(csvColumns.map((column) => csvField(column === 'fields' ? row.fields.join(' ') : String(row[column] ?? ''))).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
