/**
 * Saves a booking: an earlier answer for the same Idempotency-Key is returned as it was; otherwise
 * the form is checked, and the key, the booking, its two mails and (when it goes ahead without an
 * online payment) its SMS confirmation are written in one transaction.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { enqueueMail } from '../mail/outbox.ts'
import { queueConfirmationSms } from '../sms/booking-sms.ts'
import { bookingMails } from './booking-mail.ts'
import type { PreparedBooking } from './booking-fields.ts'
import { earlierAnswer, idempotencyKeyOf, inTransactionWithKey, requestFingerprint, type StoredAnswer } from './idempotency.ts'

export type PrepareBooking = (now: Date) => PreparedBooking | Promise<PreparedBooking>

export async function createBooking(app: FastifyInstance, request: FastifyRequest, route: string, prepare: PrepareBooking): Promise<StoredAnswer> {
  const key = idempotencyKeyOf(request)
  const claim = key === undefined ? undefined : { key, route, fingerprint: requestFingerprint(route, request.body) }
  if (claim) {
    const earlier = await earlierAnswer(app.db, claim.key, claim.fingerprint)
    if (earlier) return earlier
  }
  const { row, message } = await prepare(new Date())
  const serviceId = randomUUID()
  const answer: StoredAnswer = { statusCode: 201, body: { message, data: { service_id: serviceId } } }
  return inTransactionWithKey(app.db, claim, answer, async (trx) => {
    await trx.insertInto('services').values({ ...row, id: serviceId }).execute()
    for (const mail of bookingMails(row, serviceId, app.config)) await enqueueMail(trx, mail)
    // A booking that goes ahead without an online payment is confirmed by SMS now (server/sms/).
    await queueConfirmationSms(trx, serviceId, app.config)
  })
}
