/**
 * What anonymising a booking means, once: the rows that are only the person's go (notes, shared
 * results, screenings, manage links, codes and sessions, SMS), the booking row stays blanked as the
 * record its payments point to, and the payments keep what the tax records need (Tax Procedures Act
 * 2015 s.23: amount, status, references, dates) and lose the provider's page address and what its
 * notifications said about the payer. Used by the retention job after a year (decision 078) and by
 * erasure at once (decision 087), each inside its own transaction.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'

export async function anonymiseBookings(trx: Transaction<Tables> | Kysely<Tables>, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return
  await trx.deleteFrom('booking_notes').where('service_id', 'in', ids).execute()
  await trx.deleteFrom('shared_results').where('service_id', 'in', ids).execute()
  await trx.deleteFrom('screening_completions').where('service_id', 'in', ids).execute()
  await trx.deleteFrom('manage_links').where('service_id', 'in', ids).execute()
  await trx.deleteFrom('manage_codes').where('service_id', 'in', ids).execute()
  await trx.deleteFrom('manage_sessions').where('service_id', 'in', ids).execute()
  await trx.deleteFrom('sms_outbox').where('service_id', 'in', ids).execute()
  await trx
    .updateTable('services')
    .set({ first_name: '', last_name: '', phone_number: '', email: null, email_index: null, phone_index: null, patient_notes: null, location: null, latitude: null, longitude: null, sex: null, attachment_id: null, anonymised_at: now })
    .where('id', 'in', ids)
    .execute()
  const orders = trx.selectFrom('payment_orders').select('id').where('service_id', 'in', ids)
  const attempts = trx.selectFrom('payment_attempts').select('merchant_reference').where('order_id', 'in', orders)
  await trx.updateTable('payment_events').set({ detail: '{}' }).where('merchant_reference', 'in', attempts).execute()
  await trx.updateTable('payment_attempts').set({ redirect_url: null }).where('order_id', 'in', orders).execute()
  await trx.updateTable('payment_orders').set({ redirect_url: null }).where('service_id', 'in', ids).execute()
}
