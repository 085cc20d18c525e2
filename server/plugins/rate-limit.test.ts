/**
 * Per-IP limits on writes: past RATE_LIMIT_WRITES_PER_MINUTE the answer is 429 in the error shape
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
import { appsOverOneDatabase } from './apps-over-one-database.ts'
import { rateLimitNamespace } from './rate-limit.ts'

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

  const write = (app: FastifyInstance, remoteAddress: string, method: 'POST' | 'DELETE' = 'POST') =>
    app.inject({ method, url: writeUrl, payload: method === 'POST' ? {} : undefined, remoteAddress })

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
      if (usedAddresses.length > 0) await redis.del(...usedAddresses.map((address) => `${rateLimitNamespace}${address}`))
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

      const key = `${rateLimitNamespace}${address}`
      expect(await redis.get(key)).toBe(String(limit + 1))
      const ttl = await redis.pttl(key)
      expect(ttl).toBeGreaterThan(0)
      expect(ttl).toBeLessThanOrEqual(60_000)
    })
  })

  it('lets writes through, without a 5xx, when Redis does not answer', async () => {
    const closedPort = await freePort()
    const app = await testApp({ REDIS_URL: `redis://127.0.0.1:${closedPort}` })
    const address = uniqueAddress()
    for (let i = 0; i <= limit; i++) expect((await write(app, address)).statusCode).toBe(200)
  })
})

