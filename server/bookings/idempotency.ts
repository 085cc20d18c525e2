/**
 * Idempotency-Key for bookings (Stripe's design, brandur.org/idempotency-keys): the first request
 * with a key stores its answer in the same transaction as the booking it made, so the two can
 * never part; a retry with the same key and the same body gets that answer again (same
 * service_id); the same key with a different body is refused with 409. The key row is claimed
 * with INSERT ... ON CONFLICT DO NOTHING, which waits for a concurrent claim of the same key to
 * commit, so ten identical requests at once make exactly one booking.
 */
import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { RequestValidationError } from '../plugins/validation.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export type StoredAnswer = { statusCode: number; body: unknown }

export class IdempotencyConflictError extends Error {
  readonly statusCode = 409
  constructor(message: string) {
    super(message)
    this.name = 'IdempotencyConflictError'
  }
}

export const keyReusedMessage =
  'This Idempotency-Key was already used for a different booking. Send a new key for a new booking.'
const keyBusyMessage = answerMessage(/*i18n*/ { id: 'api.key-busy', message: 'A booking with this Idempotency-Key is still being saved. Please try again in a moment.' })

/** The request's Idempotency-Key, undefined when absent; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key']
  if (raw === undefined) return undefined
  const key = Array.isArray(raw) ? raw.join(',') : raw
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new RequestValidationError([
      { path: '/headers/idempotency-key', message: 'Idempotency-Key must be 1 to 255 visible characters, such as a UUID.' },
    ])
  }
  return key
}

/** A hash of the route and the body, the same whatever the order of the body's properties. */
export function requestFingerprint(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${canonicalJson(inner)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The answer stored for the key, undefined when the key is new; 409 when it was used for another body. */
export async function earlierAnswer(db: Kysely<Tables>, key: string, fingerprint: string): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row) return undefined
  if (row.request_hash !== fingerprint) throw new IdempotencyConflictError(keyReusedMessage)
  const body = typeof row.response === 'string' ? (JSON.parse(row.response) as unknown) : row.response
  return { statusCode: row.status_code, body }
}

/** Signals, inside a transaction, that another request already holds the key. */
class KeyTakenError extends Error {}

export type IdempotentClaim = { key: string; route: string; fingerprint: string }

/**
 * Runs `work` in one transaction together with storing `answer` under the key (when there is one).
 * When a concurrent request with the same key committed first, nothing of `work` is kept and that
 * request's answer is returned instead (or 409 when its body differed).
 */
export async function inTransactionWithKey(
  db: Kysely<Tables>,
  claim: IdempotentClaim | undefined,
  answer: StoredAnswer,
  work: (trx: Transaction<Tables>) => Promise<void>,
): Promise<StoredAnswer> {
  try {
    await db.transaction().execute(async (trx) => {
      if (claim) {
        const claimed = await trx
          .insertInto('idempotency_keys')
          .values({
            key: claim.key,
            route: claim.route,
            request_hash: claim.fingerprint,
            status_code: answer.statusCode,
            response: JSON.stringify(answer.body),
          })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .returning('key')
          .executeTakeFirst()
        if (!claimed) throw new KeyTakenError()
      }
      await work(trx)
    })
    return answer
  } catch (error) {
    if (!(error instanceof KeyTakenError) || !claim) throw error
    const earlier = await earlierAnswer(db, claim.key, claim.fingerprint)
    if (!earlier) throw new IdempotencyConflictError(keyBusyMessage)
    return earlier
  }
}
