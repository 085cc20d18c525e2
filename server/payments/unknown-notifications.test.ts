/**
 * Forged notifications cannot grow the database without bound: 10,000 IPNs about orders we never
 * made (from 40 addresses, each under the route's own rate limit) are all acknowledged, change
 * nothing, and leave exactly UNKNOWN_NOTIFICATIONS_MAX rows; the purge deletes rows older than
 * UNKNOWN_NOTIFICATIONS_KEEP_DAYS (fake clock), after which new ones are recorded again.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { purgeOnce } from '../purge-job.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { unknownNotificationKind } from './unknown-notifications.ts'

const max = 250
const day = 24 * 60 * 60 * 1000

describe.each(testDatabaseKinds)('notifications about unknown orders on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: { ...testEnv, PAYMENTS_SANDBOX: '1', UNKNOWN_NOTIFICATIONS_MAX: String(max), UNKNOWN_NOTIFICATIONS_KEEP_DAYS: '7' } })
  }, 30_000)
  afterAll(async () => test.app.close())

  const unknownRows = async () =>
    Number((await test.database.db.selectFrom('payment_events').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', unknownNotificationKind).executeTakeFirstOrThrow()).n)
  const allRows = async (table: 'payment_events' | 'payment_attempts' | 'outbox') =>
    Number((await test.database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

  async function forge(count: number, offset = 0): Promise<number[]> {
    const statuses: number[] = []
    const batch = 50
    for (let start = 0; start < count; start += batch) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(batch, count - start) }, (_, index) => {
          const n = offset + start + index
          return test.app.inject({
            method: 'POST',
            url: '/api/payments/pesapal/ipn',
            remoteAddress: `10.0.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`,
            payload: { OrderTrackingId: randomUUID(), OrderMerchantReference: randomUUID(), OrderNotificationType: 'IPNCHANGE' },
          })
        }),
      )
      for (const answer of answers) statuses.push(answer.statusCode === 200 && answer.json().status === 200 ? 200 : answer.statusCode)
    }
    return statuses
  }

  it('acknowledges 10,000 forged IPNs and keeps at most UNKNOWN_NOTIFICATIONS_MAX rows, with no mail and no other row', async () => {
    const outboxBefore = await allRows('outbox')
    const statuses = await forge(10_000)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(await unknownRows()).toBe(max)
    expect(await allRows('payment_events')).toBe(max)
    expect(await allRows('payment_attempts')).toBe(0)
    expect(await allRows('outbox')).toBe(outboxBefore)
  }, 300_000)

  it('deletes the rows after UNKNOWN_NOTIFICATIONS_KEEP_DAYS, then records new ones again', async () => {
    const options = { db: test.database.db, log: test.app.log, unknownNotifications: test.app.config.unknownNotifications }
    expect((await purgeOnce({ ...options, now: () => new Date(Date.now() + 6 * day) })).unknownNotifications).toBe(0)
    expect(await unknownRows()).toBe(max)
    expect((await purgeOnce({ ...options, now: () => new Date(Date.now() + 7 * day + 60_000) })).unknownNotifications).toBe(max)
    expect(await unknownRows()).toBe(0)
    expect(await forge(3, 20_000)).toEqual([200, 200, 200])
    expect(await unknownRows()).toBe(3)
  })
})
