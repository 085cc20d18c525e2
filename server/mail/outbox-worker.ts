/**
 * Drains the outbox's email rows. A worker claims a batch in a short transaction
 * (SELECT ... FOR UPDATE SKIP LOCKED, then moves the rows' available_at forward by a lease and
 * counts the attempt), commits, and only then talks to the mail server, so no transaction stays
 * open during a slow send (on PGlite that would stall every request). Any number of workers, in
 * one process or many, can run: a row is claimed by one worker at a time, and the lease lets
 * another take it over only if its worker died mid-send (at-least-once; the Message-ID stays the
 * same, so a copy sent twice can be recognised).
 *
 * After a send: success sets sent_at and delivered_via; a temporary failure records the error and
 * a later available_at (exponential back-off); a permanent refusal, or the last allowed attempt,
 * sets failed_at. Logs carry the outbox id, kind and error code, never an address or a body.
 */
import { sql, type Kysely } from 'kysely'
import type { MailConfig } from '../config.ts'
import type { Tables } from '../db/tables.ts'
import { createMailTransport, describeSendFailure, type MailTransport } from './mail-transport.ts'

export type WorkerLog = {
  info(details: object, message: string): void
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export type OutboxWorkerOptions = {
  db: Kysely<Tables>
  transport: MailTransport
  /** The From of every message (MAIL_FROM). */
  from: string
  batchSize?: number
  /** How long a claimed row stays hidden from other workers while it is being sent. */
  leaseMs?: number
  /** Back-off after the first failure; doubles after each further one, up to retryMaxMs. */
  retryBaseMs?: number
  retryMaxMs?: number
  /** Attempts before the worker gives up on a row. */
  maxAttempts?: number
  now?: () => Date
  log?: WorkerLog
}

export type DrainResult = { claimed: number; sent: number; retrying: number; failed: number }

type ClaimedMail = {
  id: string
  kind: string
  recipient: string
  subject: string
  body: string
  attempts: number
  attachment: Buffer | null
  attachment_name: string | null
  list_unsubscribe: string | null
  purge_when_done: boolean
}

const silentLog: WorkerLog = { info() {}, warn() {}, error() {} }

function settings(options: OutboxWorkerOptions) {
  return {
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 5 * 60_000,
    retryBaseMs: options.retryBaseMs ?? 60_000,
    retryMaxMs: options.retryMaxMs ?? 6 * 60 * 60_000,
    maxAttempts: options.maxAttempts ?? 10,
    now: options.now ?? (() => new Date()),
    log: options.log ?? silentLog,
  }
}

/** Claims up to batchSize due email rows for this worker alone, counting the attempt. */
export async function claimDueMail(db: Kysely<Tables>, now: Date, batchSize: number, leaseMs: number): Promise<ClaimedMail[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'email')
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
      .updateTable('outbox')
      .set({ attempts: sql<number>`attempts + 1`, available_at: new Date(now.getTime() + leaseMs) })
      .where('id', 'in', due.map((row) => row.id))
      .returning(['id', 'kind', 'recipient', 'subject', 'body', 'attempts', 'attachment', 'attachment_name', 'list_unsubscribe', 'purge_when_done'])
      .execute()
  })
}

/** Claims one batch and sends it, one message after another. */
export async function drainOutboxOnce(options: OutboxWorkerOptions): Promise<DrainResult> {
  const { batchSize, leaseMs, retryBaseMs, retryMaxMs, maxAttempts, now, log } = settings(options)
  const { db, transport } = options
  const claimed = await claimDueMail(db, now(), batchSize, leaseMs)
  const result: DrainResult = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 }
  for (const mail of claimed) {
    try {
      await transport.send({
        messageId: messageIdFor(mail.id, options.from),
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.body,
        ...(mail.attachment ? { attachment: { name: mail.attachment_name ?? 'attachment.pdf', contentType: 'application/pdf', bytes: mail.attachment } } : {}),
        ...(mail.list_unsubscribe ? { listUnsubscribe: mail.list_unsubscribe } : {}),
      })
    } catch (error) {
      const failure = describeSendFailure(error)
      const details = { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts, code: failure.code, responseCode: failure.responseCode }
      if (failure.permanent || mail.attempts >= maxAttempts) {
        // A purged row keeps the error code only: a mail server's reply may quote the address.
        const lastError = mail.purge_when_done ? `${failure.code}${failure.responseCode ? ` ${failure.responseCode}` : ''}` : failure.detail
        await db.updateTable('outbox').set({ last_error: lastError, failed_at: now(), ...purged(mail, now()) }).where('id', '=', mail.id).execute()
        log.error(details, 'Mail not sent; giving up')
        result.failed += 1
      } else {
        const retryAt = new Date(now().getTime() + Math.min(retryBaseMs * 2 ** (mail.attempts - 1), retryMaxMs))
        await db.updateTable('outbox').set({ last_error: failure.detail, available_at: retryAt }).where('id', '=', mail.id).execute()
        log.warn({ ...details, retryAt: retryAt.toISOString() }, 'Mail not sent; will retry')
        result.retrying += 1
      }
      continue
    }
    await db.updateTable('outbox').set({ sent_at: now(), delivered_via: transport.via, last_error: null, ...purged(mail, now()) }).where('id', '=', mail.id).execute()
    log.info({ outboxId: mail.id, kind: mail.kind, via: transport.via }, transport.via === 'smtp' ? 'Mail sent' : 'Mail recorded (not sent: SMTP_URL is unset)')
    result.sent += 1
  }
  return result
}

/**
 * What a purge-when-done row (the mailed report, decision 089) keeps once it is sent or given up
 * on: no address, no text, no attachment; only that a mail of its kind went (or did not) and when.
 * The blanks are written through the encryption like any value, so the columns keep their shape.
 */
function purged(mail: ClaimedMail, at: Date) {
  if (!mail.purge_when_done) return {}
  return { recipient: '', subject: '', body: '', attachment: null, attachment_name: null, list_unsubscribe: null, purged_at: at }
}

/** `<outbox id@sender's domain>`: the same for every attempt at one row. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<${outboxId}@${domain}>`
}

export type OutboxWorker = {
  /** Drains now instead of at the next poll (e.g. right after a mail is queued). */
  wake(): void
  /** Stops polling and waits for the batch in hand to finish. */
  stop(): Promise<void>
}

/** Polls every pollIntervalMs (at once again while full batches keep coming) until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions & { pollIntervalMs?: number }): OutboxWorker {
  const { batchSize, log } = settings(options)
  const pollIntervalMs = options.pollIntervalMs ?? 5_000
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  const schedule = (delayMs: number) => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(run, delayMs)
  }
  function run() {
    if (running || stopped) return
    running = (async () => {
      let full = false
      try {
        full = (await drainOutboxOnce(options)).claimed === batchSize
      } catch (error) {
        const { name, code } = (error ?? {}) as { name?: string; code?: string }
        log.error({ err: { name, code } }, 'The mail worker could not reach the outbox; it will try again')
      } finally {
        running = undefined
        schedule(full ? 0 : pollIntervalMs)
      }
    })()
  }

  schedule(0)
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      options.transport.close()
    },
  }
}

/** The worker main.ts runs: SMTP when SMTP_URL is set, else record-only. */
export function startMailWorker(options: { db: Kysely<Tables>; mail: MailConfig; log: WorkerLog; pollIntervalMs?: number }): OutboxWorker {
  const transport = createMailTransport(options.mail)
  options.log.info({ via: transport.via }, transport.via === 'smtp' ? 'Mail worker started' : 'Mail worker started: SMTP_URL is unset, so mail is kept in the outbox table and not sent')
  return startOutboxWorker({ db: options.db, transport, from: options.mail.from, log: options.log, ...(options.pollIntervalMs ? { pollIntervalMs: options.pollIntervalMs } : {}) })
}
