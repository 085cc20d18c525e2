/**
 * Two instances over one database (two connection pools on PostgreSQL, issue 18 item 7): each
 * job that must happen once is done once. The retention purge and the payment reconciliation run
 * on both instances at once, and only one runs each turn (job leases, decision 051): runs never
 * come closer than the interval, whichever instance makes them. The reconciliation asks the
 * provider once per open payment per turn; the mail in the outbox is sent once, each message with
 * its own id, while both instances' workers drain it together.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { drainOutboxOnce } from './mail/outbox-worker.ts'
import type { MailMessage, MailTransport } from './mail/mail-transport.ts'
import type { PaymentProvider, ProviderPaymentStatus } from './payments/payment-provider.ts'
import { startPaymentReconciliation } from './payments/reconciliation.ts'
import { startPurgeJob } from './purge-job.ts'
import type { RepeatingJob } from './repeating-job.ts'
import { takeLease } from './job-lease.ts'
import { instancesOverOneDatabase, type InstancesOverOneDatabase } from './testing/instances-over-one-database.ts'
import { insertService } from './testing/payment-fixtures.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

/** A logger that keeps nothing (the jobs take Fastify's logger type). */
const quietLog = { info() {}, warn() {}, error() {}, fatal() {}, debug() {}, trace() {}, silent() {}, child: () => quietLog, level: 'silent' } as never
const intervalMs = 400
const windowMs = 2_200
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Run = { instance: string; at: number }

/** Both instances start the job at the same moment; returns every run, in order, after the window. */
async function runOnBoth(start: (instance: string, onRun: () => void) => RepeatingJob): Promise<Run[]> {
  const runs: Run[] = []
  const jobs = ['first', 'second'].map((instance) => start(instance, () => runs.push({ instance, at: Date.now() })))
  await sleep(windowMs)
  await Promise.all(jobs.map((job) => job.stop()))
  return runs
}

/** Runs never closer than the interval (a little slack for the timers), and about one per interval. */
function expectOnceAnInterval(runs: Run[]): void {
  expect(runs.length).toBeGreaterThanOrEqual(2)
  expect(runs.length).toBeLessThanOrEqual(Math.ceil(windowMs / intervalMs))
  const gaps = runs.slice(1).map((run, i) => run.at - runs[i]!.at)
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(intervalMs - 25)
}

describe.each(testDatabaseKinds)('jobs on two instances over one database (%s)', (kind) => {
  let instances: InstancesOverOneDatabase
  const dbOf = (instance: string) => (instance === 'first' ? instances.first : instances.second).db
  beforeEach(async () => {
    instances = await instancesOverOneDatabase(kind)
  }, 60_000)
  afterEach(async () => instances.close())

  it('a lease is taken by one instance at a time, however many ask at once', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => takeLease(dbOf(i % 2 ? 'first' : 'second'), 'race', `instance-${i}`, 60_000)))
    expect(claims.filter((claim) => claim.taken)).toHaveLength(1)
    const refused = claims.find((claim) => !claim.taken)
    expect(refused && !refused.taken && refused.freeInMs).toBeGreaterThan(55_000)
  })

  it('the retention purge runs once an interval across both instances', async () => {
    const runs = await runOnBoth((instance, onRun) =>
      startPurgeJob({
        db: dbOf(instance),
        log: quietLog,
        unknownNotifications: { max: 1000, keepDays: 7 },
        // The job reads its clock once a run: that is how the test counts runs.
        now: () => (onRun(), new Date()),
        intervalMs,
        firstRunAfterMs: 0,
        instance,
      }),
    )
    expectOnceAnInterval(runs)
  })

  it('the payment reconciliation runs once an interval and asks the provider once per open payment each time', async () => {
    const db = instances.first.db
    const open = 3
    for (let i = 0; i < open; i++) {
      const serviceId = await insertService(db)
      const order = await db.insertInto('payment_orders').values({ service_id: serviceId, provider: 'pesapal', amount_kes: 4000 }).returning('id').executeTakeFirstOrThrow()
      await db
        .insertInto('payment_attempts')
        .values({ order_id: order.id, attempt: 1, provider: 'pesapal', provider_order_id: `order-${i}`, status: 'pending', submitted_at: new Date(Date.now() - 60 * 60_000) })
        .execute()
    }
    const asked: string[] = []
    const provider = (): PaymentProvider => ({
      name: 'pesapal',
      submitOrder: () => Promise.reject(new Error('not in this test')),
      requestRefund: () => Promise.reject(new Error('not in this test')),
      async getStatus(providerOrderId): Promise<ProviderPaymentStatus> {
        asked.push(providerOrderId)
        return { state: 'pending', amount: 4000, currency: 'KES', merchantReference: '', confirmationCode: null, paymentMethod: null }
      },
    })
    const runs = await runOnBoth((instance, onRun) =>
      startPaymentReconciliation({
        db: dbOf(instance),
        provider: provider(),
        log: quietLog,
        operationsEmail: 'operations@afyahub.example',
        now: () => (onRun(), new Date()),
        // Every turn finds every open attempt due again.
        frequentIntervalMs: 1,
        intervalMs,
        instance,
      }),
    )
    expectOnceAnInterval(runs)
    expect(asked.length).toBe(open * runs.length)
    for (let i = 0; i < open; i++) expect(asked.filter((id) => id === `order-${i}`)).toHaveLength(runs.length)
  })

  it('the outbox is sent once, each message with its own id, while both instances drain it together', async () => {
    const mails = 40
    await instances.first.db
      .insertInto('outbox')
      .values(Array.from({ length: mails }, (_, i) => ({ kind: 'test', recipient: `person-${i}@example.com`, subject: `Message ${i}`, body: 'Hello' })))
      .execute()
    const sent: MailMessage[] = []
    const transport: MailTransport = {
      via: 'smtp',
      async send(message) {
        await sleep(2)
        sent.push(message)
      },
      close() {},
    }
    const drain = async (instance: string) => {
      while ((await drainOutboxOnce({ db: dbOf(instance), transport, from: 'Afya Hub <hello@afyahub.example>', batchSize: 3 })).claimed > 0);
    }
    await Promise.all([drain('first'), drain('second'), drain('first'), drain('second')])
    expect(sent).toHaveLength(mails)
    expect(new Set(sent.map((message) => message.to)).size).toBe(mails)
    expect(new Set(sent.map((message) => message.messageId)).size).toBe(mails)
    const unsent = await instances.second.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute()
    expect(unsent).toEqual([])
  })
})
