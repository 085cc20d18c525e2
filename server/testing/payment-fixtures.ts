/**
 * Shared by the payment tests: a booked service inserted straight into `services` (the booking
 * routes are not needed), and counts of the rows payments write.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { dayAhead } from './booking-test-helpers.ts'
import { sandboxPayerCookie, trackingIdOf } from '../payments/sandbox-payer.ts'

export type ServiceFixture = { service_type?: 'Appointment' | 'Wellness' | 'VitalCare'; amount_kes?: number; email?: string | null; first_name?: string }

/** A booked service with its own email address (so its mail can be counted); returns its id. */
export async function insertService(db: Kysely<Tables>, fixture: ServiceFixture = {}): Promise<string> {
  const row = await db
    .insertInto('services')
    .values({
      service_type: fixture.service_type ?? 'Appointment',
      first_name: fixture.first_name ?? 'Wanjiku',
      last_name: 'Kamau',
      phone_number: '0712345678',
      email: fixture.email === undefined ? `${randomUUID()}@example.com` : fixture.email,
      practitioner: 'Doctor',
      mode_of_consultation: null,
      payment_mode: 'payNow',
      patient_notes: null,
      appointment_date: dayAhead(7),
      appointment_time: '10:00',
      collection_preference: null,
      location: null,
      cash_payment_option: null,
      sex: null,
      wellness_date: null,
      wellness_time: null,
      package: null,
      attachment_id: null,
      description: null,
      amount_kes: fixture.amount_kes ?? 4000,
      consent_version: 'test',
      consent_given_at: new Date(),
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The service's ledger rows, optionally of one kind ('paid', 'review:amount_mismatch', ...). */
export async function countEvents(db: Kysely<Tables>, serviceId: string, kind?: string): Promise<number> {
  const rows = await db
    .selectFrom('payment_events')
    .innerJoin('payment_attempts', 'payment_attempts.merchant_reference', 'payment_events.merchant_reference')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id')
    .select('payment_events.kind')
    .where('payment_orders.service_id', '=', serviceId)
    .execute()
  return rows.filter((row) => kind === undefined || row.kind === kind).length
}

/** Mail waiting in the outbox for a recipient, optionally of one kind ('payment-receipt', 'payment-review'). */
export async function countMail(db: Kysely<Tables>, recipient: string, kind?: string): Promise<number> {
  // Recipients are encrypted at rest (server/crypto/): compared after decryption, not in SQL.
  const rows = await db.selectFrom('outbox').select(['kind', 'recipient']).execute()
  return rows.filter((row) => row.recipient === recipient && (kind === undefined || row.kind === kind)).length
}

/** The service's attempts, oldest first. */
export async function attemptsOf(db: Kysely<Tables>, serviceId: string) {
  return db
    .selectFrom('payment_attempts')
    .innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id')
    .select(['payment_attempts.attempt', 'payment_attempts.status', 'payment_attempts.merchant_reference', 'payment_attempts.provider_order_id'])
    .where('payment_orders.service_id', '=', serviceId)
    .orderBy('payment_attempts.attempt')
    .execute()
}

export async function serviceIsPaid(db: Kysely<Tables>, serviceId: string): Promise<boolean> {
  const row = await db.selectFrom('services').select('is_paid').where('id', '=', serviceId).executeTakeFirstOrThrow()
  return row.is_paid
}

/** Write-heavy tests send far more than the per-IP writes limit from one address. */
/**
 * The Cookie header of the browser that started the sandbox payment shown at `page` (the payer
 * secret its start answer set as a cookie), so a test can decide it as that browser.
 */
export async function payerCookie(db: Kysely<Tables>, page: string): Promise<string> {
  const trackingId = trackingIdOf(page)
  const order = trackingId ? await db.selectFrom('sandbox_payment_orders').select('payer_secret').where('tracking_id', '=', trackingId).executeTakeFirst() : undefined
  if (!order?.payer_secret) throw new Error(`No sandbox payment with a payer secret at ${page}`)
  return `${sandboxPayerCookie}=${order.payer_secret}`
}

export const testEnv = { RATE_LIMIT_WRITES_PER_MINUTE: '10000', RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '10000' }

export async function emailOf(db: Kysely<Tables>, serviceId: string): Promise<string> {
  const row = await db.selectFrom('services').select('email').where('id', '=', serviceId).executeTakeFirstOrThrow()
  return row.email ?? ''
}
