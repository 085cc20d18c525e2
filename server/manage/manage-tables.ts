/**
 * The manage-my-booking and refund tables as Kysely sees them (migrations 125 and 150). Storage rows, not
 * API shapes. `booking_notes.note` holds ciphertext in the database (crypto/personal-columns.ts).
 */
import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type CreatedAt = ColumnType<Date, never, never>

export type ManageTables = {
  manage_links: { token_hash: string; service_id: string; expires_at: Timestamp; created_at: CreatedAt }
  manage_codes: {
    id: Generated<string>
    service_id: string
    code_hash: string
    address_hash: string
    attempts: Generated<number>
    expires_at: Timestamp
    used_at: Timestamp | null
    created_at: CreatedAt
  }
  manage_sessions: { token_hash: string; service_id: string; expires_at: Timestamp; created_at: CreatedAt }
  booking_notes: { id: Generated<string>; service_id: string; note: string; risk_flagged: boolean; created_at: CreatedAt }
  /** 150: a result shared with this booking's practitioner; `content` holds ciphertext (decision 083). */
  shared_results: {
    id: Generated<string>
    service_id: string
    test_code: string
    content: string | null
    consent_version: string
    consented_at: Timestamp
    withdrawn_at: Timestamp | null
    created_at: CreatedAt
  }
  refunds: {
    merchant_reference: string
    service_id: string
    amount_kes: number
    status: Generated<'pending' | 'sending' | 'requested' | 'rejected' | 'failed'>
    requested_by: string
    provider_code: string | null
    attempts: Generated<number>
    created_at: CreatedAt
    updated_at: Timestamp
  }
}
