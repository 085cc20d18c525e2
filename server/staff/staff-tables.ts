/**
 * The staff tables as Kysely sees them (migration 110; the audit log's is in server/audit/).
 * Storage rows, not API shapes. `totp_secret` and `pending_totp_secret` hold ciphertext in the
 * database (crypto/personal-columns.ts); the types here are the plain values the encrypting
 * database reads and writes.
 */
import type { ColumnType, Generated } from 'kysely'
import type { StaffRole } from './roles.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type CreatedAt = ColumnType<Date, never, never>
/** A bigint column: pg gives it back as text. */
type BigIntColumn = ColumnType<string | null, number | null | undefined, number | null>

export type StaffAccountsTable = {
  id: Generated<string>
  login_email: string
  role: StaffRole
  password_hash: string | null
  totp_secret: string | null
  totp_last_step: BigIntColumn
  password_changed_at: Timestamp | null
  disabled_at: Timestamp | null
  created_at: CreatedAt
}

export type StaffPasswordLinksTable = {
  id: Generated<string>
  token_hash: string
  staff_id: string
  purpose: 'set' | 'reset'
  issued_by: string | null
  pending_totp_secret: string | null
  created_at: CreatedAt
  expires_at: Timestamp
  used_at: Timestamp | null
}

export type StaffSessionsTable = {
  id: Generated<string>
  id_hash: string
  staff_id: string
  csrf_token: string
  created_at: CreatedAt
  last_seen_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
  revoked_reason: string | null
}

export type StaffSignInThrottleTable = {
  key: string
  failures: number
  window_started_at: Timestamp
  locked_until: Timestamp | null
}

export type StaffAuditLogTable = {
  id: Generated<string>
  at: CreatedAt
  staff_id: string | null
  staff_email: string | null
  action: string
  outcome: 'success' | 'refused'
  record_type: string | null
  record_id: string | null
  fields: ColumnType<string[], string[] | undefined, never>
  ip_address: string | null
  user_agent: string | null
}

export type StaffTables = {
  staff_accounts: StaffAccountsTable
  staff_password_links: StaffPasswordLinksTable
  staff_sessions: StaffSessionsTable
  staff_sign_in_throttle: StaffSignInThrottleTable
  staff_audit_log: StaffAuditLogTable
}
