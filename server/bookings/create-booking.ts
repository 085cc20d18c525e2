/**
 * Saves a booking: an earlier answer for the same Idempotency-Key is returned as it was; otherwise
 * the form is checked, and the key, the booking, what is tied to it (results shared with consent),
 * its two mails and (when it goes ahead without an online payment) its SMS confirmation are written
 * in one transaction. A refusal found inside that transaction (a time that has just become full)
 * rolls all of it back, the key too, and is answered as it is.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { queueConfirmationSms } from '../sms/booking-sms.ts'
import { bookingMails } from './booking-mail.ts'
import type { BookingRefusal, PreparedBooking } from './booking-fields.ts'
import { earlierAnswer, idempotencyKeyOf, inTransactionWithKey, requestFingerprint, type StoredAnswer } from './idempotency.ts'

export type PrepareBooking = (now: Date) => PreparedBooking | Promise<PreparedBooking>

/** Carries a refusal out of the creating transaction, so that nothing of it is kept. */
class RefusedInTransaction extends Error {
  constructor(readonly refusal: BookingRefusal) {
    super(refusal.message)
  }
}

export async function createBooking(app: FastifyInstance, request: FastifyRequest, route: string, prepare: PrepareBooking): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(request)
  const claim = key === undefined ? undefined : { key, route, fingerprint: requestFingerprint(route, request.body) }
  if (claim) {
    const earlier = await earlierAnswer(app.db, claim.key, claim.fingerprint)
    if (earlier) return earlier
  }
  const { row, message, refusal, attach } = await prepare(new Date())
  const serviceId = randomUUID()
  const answer: StoredAnswer = { statusCode: 201, body: { message, data: { service_id: serviceId } } }
  try {
    return await inTransactionWithKey(app.db, claim, answer, async (trx) => {
      const refused = await refusal?.(trx)
      if (refused) throw new RefusedInTransaction(refused)
      await write(trx)
      await attach?.(trx, serviceId)
    })
  } catch (error) {
    if (!(error instanceof RefusedInTransaction)) throw error
    const { statusCode, message: sentence, errors } = error.refusal
    return { statusCode, body: { message: sentence, errors } }
  }

  async function write(trx: Transaction<Tables>): Promise<void> {
    // The blind indexes of the contact (160), written as the plain values the encrypting database indexes: a person's bookings are found by them (server/data-rights/).
    await trx.insertInto('services').values({ ...row, id: serviceId, email_index: row.email ? row.email.toLowerCase() : null, phone_index: row.phone_number || null }).execute()
    for (const mail of bookingMails(row, serviceId, app.config)) await enqueueMail(trx, mail)
    // A booking that goes ahead without an online payment is confirmed by SMS now (server/sms/).
    await queueConfirmationSms(trx, serviceId, app.config)
  }
}
