/**
 * What the server counts for operators, as Prometheus metrics (prom-client), one registry per app:
 * - requests by method, route pattern and status, their latency, and the 429s among them;
 * - replies of the assistant that carry the crisis contacts, or ask a check-in question (counts
 *   only: never the text, never who);
 * - read from the database at each scrape, so every instance reports the same shared truth:
 *   payment orders and attempts by state, payments flagged for review, and the outbox backlog by
 *   channel (mail today; SMS rows would count under their own channel), failed messages and the
 *   age of the oldest message waiting;
 * - Node's own process metrics (memory, event-loop lag, CPU).
 * No label holds an id, an address or anything a person typed: routes are patterns.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Tables } from '../db/tables.ts'

export type ChatReplyKind = 'crisis' | 'check-in'

export type ServerMetrics = {
  readonly registry: Registry
  readonly requests: Counter<'method' | 'route' | 'status_code'>
  readonly requestDuration: Histogram<'method' | 'route'>
  readonly rateLimited: Counter<'route'>
  readonly chatSafetyReplies: Counter<'reply'>
}

const prefix = 'afya_'

export function createMetrics(db: Kysely<Tables>): ServerMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix })
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  })
  const requestDuration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time from receiving a request to sending its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const rateLimited = new Counter({
    name: `${prefix}http_rate_limited_total`,
    help: 'Requests refused with 429 by a rate limit, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  const chatSafetyReplies = new Counter({
    name: `${prefix}chat_safety_replies_total`,
    help: "The assistant's replies that showed the crisis contacts (reply=crisis) or asked a check-in question (reply=check-in). Counts only.",
    labelNames: ['reply'] as const,
    registers: [registry],
  })
  registerDatabaseGauges(registry, db)
  return { registry, requests, requestDuration, rateLimited, chatSafetyReplies }
}

/** Gauges read from the shared database when scraped. */
function registerDatabaseGauges(registry: Registry, db: Kysely<Tables>): void {
  /** Sets the gauge to the rows' counts, each label in `always` shown (as 0) even when no row has it. */
  const counted = async (gauge: Gauge<string>, label: string, rows: Promise<{ key: string; count: number | string | bigint }[]>, always: string[] = []) => {
    const values = await rows
    gauge.reset()
    for (const key of always) gauge.set({ [label]: key }, 0)
    for (const row of values) gauge.set({ [label]: row.key }, Number(row.count))
  }
  new Gauge({
    name: `${prefix}payment_orders`,
    help: 'Payment orders (one per booking paid online) by status: pending, paid, failed, cancelled, reversed.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      await counted(this, 'status', db.selectFrom('payment_orders').select(['status as key', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('status').execute())
    },
  })
  new Gauge({
    name: `${prefix}payment_attempts`,
    help: 'Payment attempts (one per provider order) by status: submitting, pending, paid, failed, cancelled, reversed, abandoned.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      await counted(this, 'status', db.selectFrom('payment_attempts').select(['status as key', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('status').execute())
    },
  })
  new Gauge({
    name: `${prefix}payment_reviews`,
    help: 'Payments flagged for an operator to review (a mismatch or an unknown order), ever.',
    registers: [registry],
    async collect() {
      const row = await db.selectFrom('payment_events').select((eb) => eb.fn.countAll<string>().as('count')).where('kind', 'like', 'review:%').executeTakeFirst()
      this.set(Number(row?.count ?? 0))
    },
  })
  new Gauge({
    name: `${prefix}outbox_backlog`,
    help: 'Messages waiting to be sent (neither sent nor given up), by channel (email; sms from sms_outbox).',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const mail = pendingOutbox(db).select(['channel as key', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('channel').execute()
      const sms = pendingSms(db).select([sql<string>`'sms'`.as('key'), (eb) => eb.fn.countAll<string>().as('count')]).execute()
      await counted(this, 'channel', merged([mail, sms], (a, b) => a + b), ['email', 'sms'])
    },
  })
  new Gauge({
    name: `${prefix}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest message still waiting to be sent, by channel (0 when none waits).',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const age = sql<string>`greatest(0, round(extract(epoch from (now() - min(created_at)))))`.as('count')
      const mail = pendingOutbox(db).select(['channel as key', age]).groupBy('channel').execute()
      const sms = pendingSms(db).select([sql<string>`'sms'`.as('key'), age]).having((eb) => eb.fn.countAll(), '>', 0).execute()
      await counted(this, 'channel', merged([mail, sms], Math.max), ['email', 'sms'])
    },
  })
  new Gauge({
    name: `${prefix}outbox_failed`,
    help: 'Messages the worker gave up on (refused for good or too many attempts), by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const mail = db.selectFrom('outbox').select(['channel as key', (eb) => eb.fn.countAll<string>().as('count')]).where('failed_at', 'is not', null).groupBy('channel').execute()
      // An SMS withdrawn because its booking was cancelled or moved (server/sms/) is not a failure.
      const sms = db.selectFrom('sms_outbox').select([sql<string>`'sms'`.as('key'), (eb) => eb.fn.countAll<string>().as('count')]).where('failed_at', 'is not', null).where((eb) => eb.or([eb('last_error', 'is', null), eb('last_error', 'not like', 'withdrawn:%')])).execute()
      await counted(this, 'channel', merged([mail, sms], (a, b) => a + b), ['email', 'sms'])
    },
  })
}

function pendingOutbox(db: Kysely<Tables>) {
  return db.selectFrom('outbox').where('sent_at', 'is', null).where('failed_at', 'is', null)
}

/** SMS waiting to be sent (server/sms/: their own table, counted under channel "sms" with any SMS in the outbox). */
function pendingSms(db: Kysely<Tables>) {
  return db.selectFrom('sms_outbox').where('sent_at', 'is', null).where('failed_at', 'is', null)
}

type KeyCount = { key: string; count: number | string | bigint }

/** Rows of several queries as one row per key, their counts combined. */
async function merged(queries: Promise<KeyCount[]>[], combine: (a: number, b: number) => number): Promise<KeyCount[]> {
  const totals = new Map<string, number>()
  for (const row of (await Promise.all(queries)).flat()) totals.set(row.key, totals.has(row.key) ? combine(totals.get(row.key)!, Number(row.count)) : Number(row.count))
  return [...totals].map(([key, count]) => ({ key, count }))
}
