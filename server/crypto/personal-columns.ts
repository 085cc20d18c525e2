/**
 * Which columns hold personal data, and how each is protected at rest (decision 034).
 * - encrypted: envelope-encrypted (envelope.ts): text columns hold `enc:...`, uploads.bytes the
 *   binary envelope. Names, contact details and free text a person types are all here: first_name too (it is
 *   decrypted for the greeting in mail and on the receipt, but a database dump must not name anyone).
 * - blindIndexed: unique or looked-up columns holding a keyed HMAC (blind-index.ts) of the
 *   normalised value instead of the value; `from` recomputes it from the row's decrypted values.
 * Keep in step with migrations/ and db/tables.ts; personal-columns.test.ts checks every text and
 * bytea column of these tables after real writes.
 */
type Row = Record<string, unknown>

export type PersonalTable = {
  readonly encrypted: readonly string[]
  readonly blindIndexed: Readonly<Record<string, (row: Row) => string | null>>
}

const lowerCase = (column: string) => (row: Row) => (typeof row[column] === 'string' ? (row[column] as string).toLowerCase() : null)
const asIs = (column: string) => (row: Row) => (typeof row[column] === 'string' ? (row[column] as string) : null)

export const personalTables: Readonly<Record<string, PersonalTable>> = {
  services: {
    encrypted: ['first_name', 'last_name', 'phone_number', 'email', 'patient_notes', 'location', 'latitude', 'longitude'],
    // 160: to find a person's bookings (data rights, decision 086) without decrypting every row.
    blindIndexed: { email_index: lowerCase('email'), phone_index: asIs('phone_number') },
  },
  subscriptions: { encrypted: ['email'], blindIndexed: { email_normalized: lowerCase('email') } },
  premium_pre_orders: {
    encrypted: ['email', 'phone_number'],
    blindIndexed: { email_normalized: lowerCase('email'), phone_normalized: asIs('phone_number') },
  },
  // 170: the mailed report's PDF and file name, and a subscriber mail's unsubscribe address (its token).
  outbox: { encrypted: ['recipient', 'body', 'attachment', 'attachment_name', 'list_unsubscribe'], blindIndexed: {} },
  sms_outbox: { encrypted: ['recipient', 'body'], blindIndexed: {} },
  uploads: { encrypted: ['bytes'], blindIndexed: {} },
  // What a visitor adds to a booking through the manage page (migration 125).
  booking_notes: { encrypted: ['note'], blindIndexed: {} },
  // A result the visitor shared with the booking's practitioner (migration 150, decision 083).
  shared_results: { encrypted: ['content'], blindIndexed: {} },
  // The survey's free text and contact details (migration 080); its ratings and choices are not personal.
  survey_responses: { encrypted: ['written_answers'], blindIndexed: {} },
  // Staff authenticators' TOTP secrets (migration 110, decision 070): a copy of the database must
  // not be enough to make a staff member's codes.
  staff_accounts: { encrypted: ['totp_secret'], blindIndexed: {} },
  staff_password_links: { encrypted: ['pending_totp_secret'], blindIndexed: {} },
}

/** Every encrypted column's name, in any table: results are decrypted by name. */
export const encryptedColumnNames: ReadonlySet<string> = new Set(Object.values(personalTables).flatMap((table) => table.encrypted))

/** Every blind-indexed column's name, in any table: `where name = value` compares blind indexes. */
export const blindIndexedColumnNames: ReadonlySet<string> = new Set(Object.values(personalTables).flatMap((table) => Object.keys(table.blindIndexed)))
