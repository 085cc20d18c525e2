/**
 * The database's tables as Kysely sees them. These are storage rows, not API shapes: API bodies
 * take their types from schemas/. Keep in step with migrations/. Personal columns
 * (crypto/personal-columns.ts) hold ciphertext in the database; the types here are the plain
 * values the encrypting database (crypto/encrypted-database.ts) writes and reads.
 */
import type { ColumnType, Generated } from 'kysely'
import type { StaffTables } from '../staff/staff-tables.ts'
import type { ManageTables } from '../manage/manage-tables.ts'
import type { OperationsTables, ServiceOperationsColumns } from '../operations/operations-tables.ts'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>
type CreatedAt = ColumnType<Date, never, never>

export type SubscriptionsTable = {
  id: Generated<string>
  email: string
  email_normalized: string
  created_at: CreatedAt
}

export type UploadsTable = {
  id: Generated<string>
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf'
  size_bytes: number
  bytes: Uint8Array
  created_at: CreatedAt
}

export type ServicesTable = {
  id: Generated<string>
  service_type: 'Appointment' | 'Wellness' | 'VitalCare'
  first_name: string
  last_name: string
  phone_number: string
  email: string | null
  practitioner: string | null
  mode_of_consultation: string | null
  payment_mode: string | null
  patient_notes: string | null
  appointment_date: ColumnType<string | null, string | null | undefined, string | null>
  appointment_time: string | null
  collection_preference: string | null
  location: string | null
  latitude: ColumnType<string | null, number | null | undefined, number | null>
  longitude: ColumnType<string | null, number | null | undefined, number | null>
  cash_payment_option: string | null
  sex: string | null
  wellness_date: ColumnType<string | null, string | null | undefined, string | null>
  wellness_time: string | null
  package: string | null
  attachment_id: string | null
  description: string | null
  amount_kes: number
  consent_version: string
  consent_given_at: Timestamp
  is_paid: Generated<boolean>
  paid_at: Timestamp | null
  /** The language the booking was made in ('en' or 'sw', migration 100); null before it. */
  language: ColumnType<'en' | 'sw' | null, 'en' | 'sw' | null | undefined, 'en' | 'sw' | null>
  /** 125: when and by whom ('visitor' or a staff id) the booking was cancelled; null while it stands. */
  cancelled_at: Timestamp | null
  cancelled_by: string | null
  /** 125: the last time the session was moved. */
  rescheduled_at: Timestamp | null
  /** 130: when retention erased its name, contact, notes and location (server/retention/). */
  anonymised_at: Timestamp | null
  /** 160: blind indexes of email (lower case) and phone_number, to find a person's bookings (server/data-rights/). */
  email_index: ColumnType<string | null, string | null | undefined, string | null>
  phone_index: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
} & ServiceOperationsColumns

export type IdempotencyKeysTable = {
  key: string
  route: string
  request_hash: string
  status_code: number
  response: ColumnType<unknown, string, string>
  created_at: CreatedAt
}

export type PaymentOrdersTable = {
  id: Generated<string>
  service_id: string
  provider: string
  provider_order_id: string | null
  redirect_url: string | null
  amount_kes: number
  currency: Generated<string>
  status: Generated<'pending' | 'paid' | 'failed' | 'cancelled' | 'reversed'>
  created_at: CreatedAt
  updated_at: Timestamp
  /** The attempt (payment_attempts.attempt) Pay Now uses now (020). */
  current_attempt: Generated<number>
}

/** One provider order for a payment order: a new one after a failed or cancelled attempt (020). */
export type PaymentAttemptsTable = {
  merchant_reference: Generated<string>
  order_id: string
  attempt: number
  provider: string
  provider_order_id: string | null
  redirect_url: string | null
  status: Generated<'submitting' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'reversed' | 'abandoned'>
  confirmation_code: string | null
  payment_method: string | null
  submitted_at: Timestamp | null
  last_checked_at: Timestamp | null
  created_at: CreatedAt
  updated_at: Timestamp
}

/** The payment ledger: each state change and each problem for review, once (020). */
export type PaymentEventsTable = {
  id: Generated<string>
  merchant_reference: string | null
  provider_order_id: string | null
  kind: string
  detail: ColumnType<unknown, string | undefined, string>
  created_at: CreatedAt
}

/** The embedded sandbox provider's orders (020). */
export type SandboxPaymentOrdersTable = {
  tracking_id: Generated<string>
  merchant_reference: string
  amount_kes: number
  currency: string
  description: string
  callback_url: string
  status_code: Generated<number>
  outcome: 'approved' | 'declined' | 'cancelled' | null
  confirmation_code: string | null
  /** 081: the secret the payer's browser holds as a cookie; a decision without it is refused. */
  payer_secret: string | null
  created_at: CreatedAt
  updated_at: Timestamp
}

export type OutboxTable = {
  id: Generated<string>
  kind: string
  recipient: string
  subject: string
  body: string
  attempts: Generated<number>
  last_error: string | null
  available_at: Timestamp
  sent_at: Timestamp | null
  created_at: CreatedAt
  /** 030: 'email' rows are drained by the mail worker. */
  channel: Generated<string>
  /** 030: with sent_at, 'smtp' (it left the machine) or 'record-only' (SMTP_URL unset). */
  delivered_via: string | null
  /** 030: the worker gave up; last_error says why. */
  failed_at: Timestamp | null
  /** 160: the booking the mail is about, if any (exported and erased with it, server/data-rights/). */
  service_id: ColumnType<string | null, string | null | undefined, string | null>
  /** 170: a file sent with the mail (the full report PDF), encrypted; null once purged. */
  attachment: Buffer | null
  /** 170: the attachment's file name, encrypted. */
  attachment_name: string | null
  /** 170: blank recipient, body and attachment once sent or given up on (the mailed report). */
  purge_when_done: Generated<boolean>
  purged_at: Timestamp | null
  /** 170: the List-Unsubscribe address of a mail to a subscriber, encrypted. */
  list_unsubscribe: string | null
  /** 170: the subscription a mail went to (erased with it). */
  subscription_id: string | null
}

/** 170: the unsubscribe tokens of a subscription's mails, by SHA-256 hash; deleted with the subscription. */
export type SubscriptionTokensTable = {
  token_hash: string
  subscription_id: string
  language: Generated<'en' | 'sw'>
  created_at: CreatedAt
}

/** SMS to the people who booked (120, server/sms/): one row per booking, kind and session start. recipient and body encrypted, null once purged. */
export type SmsOutboxTable = {
  id: Generated<string>
  kind: 'booking-confirmation' | 'reminder-24h' | 'reminder-1h' | 'manage-code'
  service_id: string
  session_start: Timestamp
  recipient: string | null
  body: string | null
  attempts: Generated<number>
  last_error: string | null
  available_at: Generated<Date>
  sent_at: Timestamp | null
  failed_at: Timestamp | null
  /** 'africas-talking' (it left the machine) or 'record-only' (AT_API_KEY unset). */
  delivered_via: string | null
  provider_message_id: string | null
  provider_status_code: number | null
  /** The latest delivery report's status (Success, Failed, ...). */
  delivery_status: string | null
  delivery_failure_reason: string | null
  delivery_reported_at: Timestamp | null
  purged_at: Timestamp | null
  created_at: CreatedAt
}

export type SurveyResponsesTable = {
  id: Generated<string>
  /** The ratings and choices (JSON). */
  answers: ColumnType<unknown, string, string>
  /** 080: what the person wrote (free text, contact details), a JSON object stored encrypted; null when nothing was written. */
  written_answers: string | null
  created_at: CreatedAt
}

/** Pre-session screenings finished for a booking (040): which test and when, never answers or scores. */
export type ScreeningCompletionsTable = {
  service_id: string
  route_slug: string
  completed_at: CreatedAt
}

/** People to tell when Premium launches (050): an email address and/or a phone number, never a name. Contact columns encrypted, *_normalized blind indexes (070, server/crypto/). */
export type PremiumPreOrdersTable = {
  id: Generated<string>
  email: string | null
  email_normalized: string | null
  phone_number: string | null
  /** 070: the blind index of phone_number (the unique column); email_normalized is email's. */
  phone_normalized: string | null
  consent_given_at: Timestamp
  created_at: CreatedAt
}

/** The staff tables (migrations 110 and 111) are typed in server/staff/staff-tables.ts. */
export type Tables = StaffTables & ManageTables & OperationsTables & {
  subscriptions: SubscriptionsTable
  subscription_tokens: SubscriptionTokensTable
  uploads: UploadsTable
  services: ServicesTable
  idempotency_keys: IdempotencyKeysTable
  payment_orders: PaymentOrdersTable
  payment_attempts: PaymentAttemptsTable
  payment_events: PaymentEventsTable
  sandbox_payment_orders: SandboxPaymentOrdersTable
  outbox: OutboxTable
  sms_outbox: SmsOutboxTable
  survey_responses: SurveyResponsesTable
  screening_completions: ScreeningCompletionsTable
  premium_pre_orders: PremiumPreOrdersTable
}
