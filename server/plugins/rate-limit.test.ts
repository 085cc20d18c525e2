/**
 * Limits on writes: past RATE_LIMIT_WRITES_PER_MINUTE per client (address + browser), or the
 * address ceiling, the answer is 429 in the error shape
 * with Retry-After; reads and other addresses are not held back; with REDIS_URL two instances
 * share one count (the machine's Redis on 127.0.0.1:6379 must be running); and when Redis is down
 * writes still go through rather than fail.
 */
import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../testing/free-port.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { appsOverOneDatabase } from '../testing/apps-over-one-database.ts'
import { clientKey, rateLimitNamespace } from './rate-limit.ts'

const redisUrl = 'redis://127.0.0.1:6379'
const writeUrl = '/api/__test__/write'
const limit = 3

/** A client address no other test (or earlier run) uses, so counts in Redis never collide. */
function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

describe.each(testDatabaseKinds)('rate limits on writes (%s)', (kind) => {
  const instances = appsOverOneDatabase(kind)
  // The first database of a worker is migrated from scratch: do it here, not inside a timed test.
  beforeAll(async () => void (await testApp()), 30_000)
  afterAll(async () => instances.closeAll())

  async function testApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const { app } = await instances.create({ env: { RATE_LIMIT_WRITES_PER_MINUTE: String(limit), ...env } })
    app.register(async (scope) => {
      scope.post(writeUrl, async () => ({ ok: true }))
      scope.delete(writeUrl, async () => ({ ok: true }))
    })
    return app
  }

  const browser = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/120.0.0.0 Mobile Safari/537.36'
  const write = (app: FastifyInstance, remoteAddress: string, method: 'POST' | 'DELETE' = 'POST', userAgent = browser) =>
    app.inject({ method, url: writeUrl, payload: method === 'POST' ? {} : undefined, remoteAddress, headers: { 'user-agent': userAgent } })

  it('answers 429 with Retry-After after the limit, in the error shape, and counts every write method together', async () => {
    const app = await testApp()
    const address = uniqueAddress()
    const statuses = []
    for (let i = 0; i < limit; i++) statuses.push((await write(app, address, i === 0 ? 'DELETE' : 'POST')).statusCode)
    expect(statuses).toEqual([200, 200, 200])

    const refused = await write(app, address)
    expect(refused.statusCode).toBe(429)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const body = refused.json() as { message: string; errors: unknown[] }
    expect(body.message).toMatch(/^Too many requests from your connection\. Please wait (60|59|58) seconds and try again\.$/)
    expect(body.errors).toEqual([])
  })

  it('does not hold back reads or another address', async () => {
    const app = await testApp()
    const address = uniqueAddress()
    for (let i = 0; i <= limit; i++) await write(app, address)
    expect((await write(app, address)).statusCode).toBe(429)

    for (let i = 0; i < limit * 3; i++) {
      const read = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: address })
      expect(read.statusCode).toBe(200)
    }
    expect((await write(app, uniqueAddress())).statusCode).toBe(200)
  })

  describe('with Redis', () => {
    let redis: Redis
    const usedAddresses: string[] = []

    beforeAll(async () => {
      redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null })
      try {
        await redis.connect()
        await redis.ping()
      } catch (error) {
        throw new Error(
          `These tests need Redis on ${redisUrl} (Debian: apt-get install redis-server, then start it); ` +
            `it did not answer: ${(error as Error).message}`,
        )
      }
    })
    afterAll(async () => {
      if (usedAddresses.length > 0) await redis.del(...usedAddresses.map((address) => `${rateLimitNamespace}${clientKey(address, { 'user-agent': browser })}`))
      redis.disconnect()
    })

    it('shares one count between two instances, kept in Redis with a one-minute expiry', async () => {
      const first = await testApp({ REDIS_URL: redisUrl })
      const second = await testApp({ REDIS_URL: redisUrl })
      const address = uniqueAddress()
      usedAddresses.push(address)

      expect((await write(first, address)).statusCode).toBe(200)
      expect((await write(second, address)).statusCode).toBe(200)
      expect((await write(first, address)).statusCode).toBe(200)
      const refused = await write(second, address)
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

      const key = `${rateLimitNamespace}${clientKey(address, { 'user-agent': browser })}`
      expect(await redis.get(key)).toBe(String(limit + 1))
      const ttl = await redis.pttl(key)
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(60_000)
    })
  })

  it('counts 50 people behind one address (a mobile operator) apart: none is refused at a load where one abusive client is', async () => {
    const app = await testApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10', RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '600' })
    const address = uniqueAddress()
    const abuser = 'Abusive script/1.0'
    const abuserStatuses: number[] = []
    for (let i = 0; i < 40; i++) abuserStatuses.push((await write(app, address, 'POST', abuser)).statusCode)
    expect(abuserStatuses.filter((status) => status === 200)).toHaveLength(10)
    expect(abuserStatuses.slice(10).every((status) => status === 429)).toBe(true)

    const refusedPeople: number[] = []
    for (let person = 0; person < 50; person++) {
      for (let i = 0; i < 10; i++) {
        const status = (await write(app, address, 'POST', `${browser} person-${person}`)).statusCode
        if (status !== 200) refusedPeople.push(person)
      }
    }
    expect(refusedPeople).toEqual([])
  })

  it('tells apart two tabs with the same browser by the x-client-token they send', async () => {
    const app = await testApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' })
    const address = uniqueAddress()
    const tab = (token: string) => app.inject({ method: 'POST', url: writeUrl, payload: {}, remoteAddress: address, headers: { 'user-agent': browser, 'x-client-token': token } })
    const first = 'tab-one-0123456789abcdef'
    const second = 'tab-two-0123456789abcdef'
    expect([(await tab(first)).statusCode, (await tab(first)).statusCode, (await tab(first)).statusCode]).toEqual([200, 200, 429])
    expect([(await tab(second)).statusCode, (await tab(second)).statusCode]).toEqual([200, 200])
  })

  it('stops every client of one address at RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE, counting only writes the client limit let through', async () => {
    const app = await testApp({ RATE_LIMIT_WRITES_PER_MINUTE: '5', RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE: '12' })
    const address = uniqueAddress()
    // One client refused 20 times does not use up the address's ceiling...
    for (let i = 0; i < 25; i++) await write(app, address, 'POST', 'noisy')
    const statuses: number[] = []
    for (const person of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) statuses.push((await write(app, address, 'POST', person)).statusCode)
    // ...5 (noisy) + 7 more are allowed, then the address is full for everyone.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429, 429])
    const refused = await write(app, address, 'POST', 'someone new')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((refused.json() as { message: string }).message).toMatch(/^Too many requests from your connection/)
    expect((await write(app, uniqueAddress(), 'POST', 'someone new')).statusCode).toBe(200)
  })

  it('gives the routes of the table their limit from the configuration', async () => {
    const app = await testApp({ RATE_LIMIT_SURVEY_PER_MINUTE: '2', RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MINUTE: '1' })
    const address = uniqueAddress()
    const survey = () => app.inject({ method: 'POST', url: '/api/survey', payload: {}, remoteAddress: address })
    expect([(await survey()).statusCode, (await survey()).statusCode, (await survey()).statusCode]).toEqual([201, 201, 429])
    const notify = () => app.inject({ method: 'GET', url: '/api/payments/pesapal/ipn', remoteAddress: address })
    expect([(await notify()).statusCode, (await notify()).statusCode]).toEqual([400, 429])
  })

  it('lets writes through, without a 5xx, when Redis does not answer', async () => {
    const closedPort = await freePort()
    const app = await testApp({ REDIS_URL: `redis://127.0.0.1:${closedPort}` })
    const address = uniqueAddress()
    for (let i = 0; i <= limit; i++) expect((await write(app, address)).statusCode).toBe(200)
  })
})

