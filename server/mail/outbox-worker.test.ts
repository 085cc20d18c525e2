/**
 * The mail worker against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
 * and a real SMTP server on 127.0.0.1: it sends each row once, even with two workers draining at
 * the same time; a failure leaves the row unsent with the error and a later retry time; a
 * permanent refusal is given up; without SMTP the row is the record. Time is a fixed clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { openTestDatabase, testDatabaseKinds } from '../testing/test-database.ts'
import { recordOnlyTransport, smtpTransport, type MailTransport } from './mail-transport.ts'
import { claimDueMail, drainOutboxOnce, messageIdFor, startMailWorker, type OutboxWorkerOptions } from './outbox-worker.ts'
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.ts'

const from = 'Afya Hub <hello@afyahub.example>'
const t0 = new Date('2030-01-01T08:00:00.000Z')
const at = (ms: number) => new Date(t0.getTime() + ms)

let catcher: SmtpCatcher
const transports: MailTransport[] = []
beforeAll(async () => {
  catcher = await startSmtpCatcher()
})
afterAll(async () => {
  await catcher.close()
})
afterEach(() => {
  catcher.refuse(undefined)
  catcher.messages.length = 0
  transports.splice(0).forEach((transport) => transport.close())
})

function smtp(): MailTransport {
  const transport = smtpTransport(catcher.url)
  transports.push(transport)
  return transport
}

describe.each(testDatabaseKinds)('the outbox worker on %s', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  }, 30_000)
  afterAll(async () => {
    await database.close()
  })
  afterEach(async () => {
    await database.db.deleteFrom('outbox').execute()
  })

  async function queue(count: number, extra: { channel?: string } = {}): Promise<string[]> {
    const rows = Array.from({ length: count }, (_, i) => ({
      kind: 'subscribe-confirmation',
      recipient: `person${i}@example.co.ke`,
      subject: `Message ${i}`,
      body: `Body ${i}`,
      available_at: t0,
      ...extra,
    }))
    return (await database.db.insertInto('outbox').values(rows).returning('id').execute()).map((row) => row.id)
  }

  const rowOf = (id: string) => database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const options = (transport: MailTransport, extra: Partial<OutboxWorkerOptions> = {}): OutboxWorkerOptions => ({
    db: database.db, transport, from, now: () => t0, retryBaseMs: 60_000, ...extra,
  })

  it('sends each due row over SMTP with the right From, To and Subject, and marks it sent', async () => {
    const [id] = await queue(1)
    expect(await drainOutboxOnce(options(smtp()))).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 })

    expect(catcher.messages).toHaveLength(1)
    const [mail] = catcher.messages
    expect(mail!.headers).toMatchObject({ from, to: 'person0@example.co.ke', subject: 'Message 0', 'message-id': messageIdFor(id!, from) })
    expect(mail!.text.trim()).toBe('Body 0')
    const row = await rowOf(id!)
    expect(row).toMatchObject({ attempts: 1, delivered_via: 'smtp', last_error: null, failed_at: null })
    expect(row.sent_at?.toISOString()).toBe(t0.toISOString())
    expect(await drainOutboxOnce(options(smtp()))).toMatchObject({ claimed: 0 })
  })

  it('never sends one row twice when two workers drain at the same time', async () => {
    const ids = await queue(24)
    const drainAll = async (transport: MailTransport) => {
      let sent = 0
      for (;;) {
        const result = await drainOutboxOnce(options(transport, { batchSize: 3 }))
        if (result.claimed === 0) return sent
        sent += result.sent
      }
    }
    const [first, second] = await Promise.all([drainAll(smtp()), drainAll(smtp())])

    expect(first + second).toBe(24)
    expect(first).toBeGreaterThan(0)
    expect(second).toBeGreaterThan(0)
    const messageIds = catcher.messages.map((mail) => mail.headers['message-id'])
    expect(new Set(messageIds).size).toBe(24)
    expect(messageIds.sort()).toEqual(ids.map((id) => messageIdFor(id, from)).sort())
    const rows = await database.db.selectFrom('outbox').select(['attempts', 'sent_at']).execute()
    expect(rows.every((row) => row.attempts === 1 && row.sent_at !== null)).toBe(true)
  })

  it('leaves a row unsent with the error and a later retry time when SMTP fails, then retries it', async () => {
    const [id] = await queue(1)
    catcher.refuse({ stage: 'data', responseCode: 451, message: 'Mailbox busy, try again later' })
    expect(await drainOutboxOnce(options(smtp()))).toMatchObject({ claimed: 1, retrying: 1 })

    const failed = await rowOf(id!)
    expect(failed).toMatchObject({ sent_at: null, failed_at: null, delivered_via: null, attempts: 1 })
    expect(failed.last_error).toMatch(/^EMESSAGE 451: .*try again later/)
    expect(failed.available_at.toISOString()).toBe(at(60_000).toISOString())

    catcher.refuse(undefined)
    expect(await drainOutboxOnce(options(smtp(), { now: () => at(59_999) }))).toMatchObject({ claimed: 0 })
    expect(await drainOutboxOnce(options(smtp(), { now: () => at(60_000) }))).toMatchObject({ claimed: 1, sent: 1 })
    expect(await rowOf(id!)).toMatchObject({ attempts: 2, last_error: null, delivered_via: 'smtp' })
    expect(catcher.messages).toHaveLength(1)
  })

  it('backs off exponentially and gives up after the last allowed attempt', async () => {
    const [id] = await queue(1)
    catcher.refuse({ stage: 'data', responseCode: 421, message: 'Service not available' })
    const waits: number[] = []
    let now = t0
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await drainOutboxOnce(options(smtp(), { now: () => now, maxAttempts: 3 }))
      const row = await rowOf(id!)
      if (row.failed_at) break
      waits.push(row.available_at.getTime() - now.getTime())
      now = row.available_at
    }
    expect(waits).toEqual([60_000, 120_000])
    expect(await rowOf(id!)).toMatchObject({ attempts: 3, sent_at: null })
    expect((await rowOf(id!)).failed_at).not.toBeNull()
    expect(await drainOutboxOnce(options(smtp(), { now: () => at(10 ** 9) }))).toMatchObject({ claimed: 0 })
  })

  it('gives up at once when the mail server refuses the recipient for good', async () => {
    const [id] = await queue(1)
    catcher.refuse({ stage: 'recipient', responseCode: 550, message: 'No such user' })
    const lines: object[] = []
    const log = { info: (d: object) => lines.push(d), warn: (d: object) => lines.push(d), error: (d: object) => lines.push(d) }
    expect(await drainOutboxOnce(options(smtp(), { log }))).toMatchObject({ failed: 1 })

    const row = await rowOf(id!)
    expect(row.failed_at?.toISOString()).toBe(t0.toISOString())
    expect(row.last_error).toMatch(/^EENVELOPE 550/)
    expect(JSON.stringify(lines)).not.toContain('@')
    expect(lines).toEqual([expect.objectContaining({ outboxId: id, code: 'EENVELOPE', responseCode: 550 })])
  })

  it('hides a claimed row from other workers until its lease ends (a worker that died mid-send)', async () => {
    const [id] = await queue(1)
    expect(await claimDueMail(database.db, t0, 10, 300_000)).toHaveLength(1)
    expect(await drainOutboxOnce(options(smtp(), { now: () => at(299_999) }))).toMatchObject({ claimed: 0 })
    expect(await drainOutboxOnce(options(smtp(), { now: () => at(300_000) }))).toMatchObject({ sent: 1 })
    expect(await rowOf(id!)).toMatchObject({ attempts: 2 })
  })

  it('without SMTP keeps the row, readable, as the record and sends nothing', async () => {
    const [id] = await queue(1)
    expect(await drainOutboxOnce(options(recordOnlyTransport()))).toMatchObject({ sent: 1 })
    expect(await rowOf(id!)).toMatchObject({ delivered_via: 'record-only', recipient: 'person0@example.co.ke', subject: 'Message 0', body: 'Body 0' })
    expect(catcher.messages).toHaveLength(0)
  })

  it('leaves rows of another channel alone', async () => {
    const [id] = await queue(1, { channel: 'sms' })
    expect(await drainOutboxOnce(options(smtp()))).toMatchObject({ claimed: 0 })
    expect(await rowOf(id!)).toMatchObject({ attempts: 0, sent_at: null })
  })

  it('runs from main.ts: polls, sends what is queued, and stops cleanly', async () => {
    await database.db.insertInto('outbox').values({ kind: 'subscribe-confirmation', recipient: 'amina@example.co.ke', subject: 'Hi', body: 'Hello' }).execute()
    const lines: { details: object; message: string }[] = []
    const record = (details: object, message: string) => void lines.push({ details, message })
    const worker = startMailWorker({ db: database.db, mail: { smtpUrl: catcher.url, from, operationsEmail: 'ops@afyahub.example' }, log: { info: record, warn: record, error: record }, pollIntervalMs: 20 })
    try {
      for (let i = 0; i < 200 && catcher.messages.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10))
    } finally {
      await worker.stop()
    }
    expect(catcher.messages.map((mail) => mail.headers['to'])).toEqual(['amina@example.co.ke'])
    expect(lines.map((line) => line.message)).toEqual(['Mail worker started', 'Mail sent'])
    expect(JSON.stringify(lines)).not.toContain('amina')
  })
})
