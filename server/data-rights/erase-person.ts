/**
 * Erasure at once (decision 087). A person's values are envelope-encrypted with a data key each
 * (server/crypto/envelope.ts), and that key exists only inside its envelope, wrapped: overwriting
 * the value destroys the only copy of its data key, so the value cannot be decrypted again from
 * this database by anyone, key-encryption keys included (crypto-shredding). Rows that are only the
 * person's (notes, uploads, shared results, mails, SMS, manage codes, links and sessions) are
 * deleted outright; a booking's row stays, blanked, as the record its payments point to. The
 * payments keep what the tax records need (amount, currency, status, dates, our and the
 * provider's references) and lose what the provider said about the payer, as retention does
 * (server/retention/). A booking still to come is first cancelled under the refund rule the page
 * states (engine/bookings/booking-changes.ts), so a paid session is refunded as a cancellation would.
 */
import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { cancelBooking } from '../bookings/cancel-booking.ts'
import { anonymiseBookings } from '../retention/anonymise-bookings.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import type { Person } from './person.ts'

export type ErasureReport = { bookings: number; cancelled: number; refundedKes: number }

type EraseRequest = { db: Kysely<Tables>; provider: PaymentProvider; log: FastifyBaseLogger; person: Person; now: Date }

export async function erasePerson({ db, provider, log, person, now }: EraseRequest): Promise<ErasureReport> {
  const ids = person.serviceIds
  let cancelled = 0
  let refundedKes = 0
  // Bookings still standing: cancelled first, under the rule (a session already started is only erased).
  const standing = await db.selectFrom('services').select('id').where('id', 'in', ids).where('cancelled_at', 'is', null).execute()
  for (const { id } of standing) {
    const result = await cancelBooking({ db, provider, log, serviceId: id, by: 'visitor', now })
    if (result.kind !== 'cancelled') continue
    cancelled += 1
    refundedKes += result.refund?.amountKes ?? 0
  }
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('services').select(['id', 'attachment_id']).where('id', 'in', ids).forUpdate().execute()
    const uploads = rows.map((row) => row.attachment_id).filter((id): id is string => id !== null)
    await trx.deleteFrom('outbox').where('service_id', 'in', ids).execute()
    // The answer a repeated booking request would get back names only the booking's id; it goes too.
    for (const id of ids) await trx.deleteFrom('idempotency_keys').where(sql<boolean>`response::text like ${`%${id}%`}`).execute()
    // The rest as retention anonymises a booking: notes, shared results, links, SMS, the row blanked, payments kept.
    await anonymiseBookings(trx, ids, now)
    if (uploads.length > 0) await trx.deleteFrom('uploads').where('id', 'in', uploads).execute()
  })
  return { bookings: ids.length, cancelled, refundedKes }
}
