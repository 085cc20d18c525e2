/**
 * The sms_outbox (migration 120) and its worker. A message is written once per booking, kind and
 * session start (`enqueueSms`: the unique key is the claim, so a second writer, on this instance
 * or another, writes nothing). The worker drains it as the mail worker drains the mail outbox: it
 * claims a batch in a short transaction (FOR UPDATE SKIP LOCKED, then a lease on available_at and
 * the attempt counted), commits, and only then talks to the provider, so any number of workers can
 * run and a row goes to one at a time. After a send: `sent` records the provider's message id and
 * status; `retry` waits (1 min, doubling, at most 6 h) up to maxAttempts; `refused` gives up.
 * Recipient and body are encrypted at rest, and erased `keepDays` after the row is done
 * (`purgeSentSms`). Logs carry the row id, kind and status code: never a number or a text.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'
import type { SmsTransport } from './sms-transport.ts'

export type SmsKind = Tables['sms_outbox']['kind']

export type OutgoingSms = { kind: SmsKind; serviceId: string; sessionStart: Date; recipient: string; body: string }

/** Writes the message unless this booking already has one of this kind for this session; true when written now. */
export async function enqueueSms(db: Kysely<Tables> | Transaction<Tables>, sms: OutgoingSms): Promise<boolean> {
  const written = await db
    .insertInto('sms_outbox')
    .values({ kind: sms.kind, service_id: sms.serviceId, session_start: sms.sessionStart, recipient: sms.recipient, body: sms.body })
    .onConflict((conflict) => conflict.columns(['service_id', 'kind', 'session_start']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return written !== undefined
}

export type SmsLog = {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export type SmsWorkerOptions = {
  db: Kysely<Tables>
  transport: SmsTransport
  batchSize?: number
  leaseMs?: number
  retryBaseMs?: number
  retryMaxMs?: number
  maxAttempts?: number
  now?: () => Date
  log?: SmsLog
}

export type SmsDrainResult = { claimed: number; sent: number; retrying: number; failed: number }

type ClaimedSms = { id: string; kind: SmsKind; recipient: string | null; body: string | null; attempts: number }

const silentLog: SmsLog = { info() {}, warn() {}, error() {} }

/** Claims up to batchSize due rows for this worker alone, counting the attempt. */
async function claimDueSms(db: Kysely<Tables>, now: Date, batchSize: number, leaseMs: number): Promise<ClaimedSms[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('sms_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('available_at', '<=', now)
      .orderBy('available_at')
      .limit(batchSize)
      .forUpdate()
      .skipLocked()
      .execute()
    if (due.length === 0) return []
    return trx
      .updateTable('sms_outbox')
      .set({ attempts: sql<number>`attempts + 1`, available_at: new Date(now.getTime() + leaseMs) })
      .where('id', 'in', due.map((row) => row.id))
      .returning(['id', 'kind', 'recipient', 'body', 'attempts'])
      .execute()
  })
}

/** Claims one batch and sends it, one message after another. */
export async function drainSmsOnce(options: SmsWorkerOptions): Promise<SmsDrainResult> {
  const { db, transport } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? silentLog
  const maxAttempts = options.maxAttempts ?? 8
  const claimed = await claimDueSms(db, now(), options.batchSize ?? 10, options.leaseMs ?? 5 * 60_000)
  const result: SmsDrainResult = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 }
  for (const sms of claimed) {
    const outcome = sms.recipient && sms.body ? await transport.send({ to: sms.recipient, text: sms.body }) : ({ kind: 'refused', statusCode: null, detail: 'purged before it was sent' } as const)
    const details = { smsId: sms.id, kind: sms.kind, attempts: sms.attempts, statusCode: outcome.statusCode }
    if (outcome.kind === 'sent') {
      await db
        .updateTable('sms_outbox')
        .set({ sent_at: now(), delivered_via: transport.via, provider_message_id: outcome.messageId, provider_status_code: outcome.statusCode, last_error: null })
        .where('id', '=', sms.id)
        .execute()
      log.info({ ...details, via: transport.via }, transport.via === 'record-only' ? 'SMS recorded (not sent: AT_API_KEY is unset)' : 'SMS sent')
      result.sent += 1
    } else if (outcome.kind === 'refused' || sms.attempts >= maxAttempts) {
      await db.updateTable('sms_outbox').set({ failed_at: now(), last_error: outcome.detail, provider_status_code: outcome.statusCode }).where('id', '=', sms.id).execute()
      log.error(details, 'SMS not sent; giving up')
      result.failed += 1
    } else {
      const waitMs = Math.min((options.retryBaseMs ?? 60_000) * 2 ** (sms.attempts - 1), options.retryMaxMs ?? 6 * 60 * 60_000)
      const retryAt = new Date(now().getTime() + waitMs)
      await db.updateTable('sms_outbox').set({ available_at: retryAt, last_error: outcome.detail, provider_status_code: outcome.statusCode }).where('id', '=', sms.id).execute()
      log.warn({ ...details, retryAt: retryAt.toISOString() }, 'SMS not sent; will retry')
      result.retrying += 1
    }
  }
  return result
}

/**
 * Gives up the messages of a booking not sent yet, because it no longer happens as they say (it
 * was cancelled, or its session moved: a moved session gets its own reminders by its new start).
 * Call it in the transaction that cancels or moves the booking. Returns how many were withdrawn.
 */
export async function withdrawPendingSms(db: Kysely<Tables> | Transaction<Tables>, serviceId: string, reason: 'cancelled' | 'rescheduled', now: Date = new Date()): Promise<number> {
  const withdrawn = await db
    .updateTable('sms_outbox')
    .set({ failed_at: now, last_error: `withdrawn: booking ${reason}` })
    .where('service_id', '=', serviceId)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst()
  return Number(withdrawn.numUpdatedRows)
}

/** Erases the number and the text of messages done (sent or given up) more than keepDays ago; the delivery record stays. */
export async function purgeSentSms(db: Kysely<Tables>, now: Date, keepDays: number): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 24 * 60 * 60_000)
  const purged = await db
    .updateTable('sms_outbox')
    .set({ recipient: null, body: null, purged_at: now })
    .where('purged_at', 'is', null)
    .where(sql<boolean>`coalesce(sent_at, failed_at) < ${before}`)
    .executeTakeFirst()
  return Number(purged.numUpdatedRows)
}
