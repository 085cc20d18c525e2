/**
 * Per-client-IP limits on writes: every POST, PUT, PATCH and DELETE under /api (the chat, which
 * calls the assistant, included) shares one counter of RATE_LIMIT_WRITES_PER_MINUTE requests a
 * minute. Reads are not limited here. Above the limit the answer is 429 in the usual error shape
 * with a Retry-After header (seconds).
 *
 * With REDIS_URL the counters live in Redis, so every instance behind a load balancer counts
 * together; otherwise in memory. If Redis stops answering, requests go through (logged once)
 * rather than fail: the limit is a brake on abuse, not a reason to refuse care.
 *
 * A route may set its own, stricter limit with `config: { rateLimit: { max, timeWindow } }`.
 * The client IP is the socket's address: X-Forwarded-For is not trusted.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'

export const rateLimitNamespace = 'afya-rate-limit-'

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function isApiWrite(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? ''
  return writeMethods.has(request.method) && pathname.startsWith('/api/')
}

export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests from your connection. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`
}

type RateLimitOptions = { config: Pick<Config, 'redisUrl' | 'rateLimitWritesPerMinute'> }

async function writeRateLimit(app: FastifyInstance, { config }: RateLimitOptions): Promise<void> {
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitWritesPerMinute,
    timeWindow: 60_000,
    allowList: (request) => !isApiWrite(request),
    ...(redis ? { redis, nameSpace: rateLimitNamespace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      // Thrown by the plugin; the error handler answers { message, errors: [] }.
      Object.assign(new Error(tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000)))), {
        statusCode: context.statusCode,
      }),
  })
}

const redisTimeoutMs = 500

/**
 * A Redis client that fails fast (no queue while disconnected, a 500 ms limit per command), reports
 * an outage once rather than on every retry, and closes with the app. Boot waits for the first
 * connection (or its failure) so the first requests are counted.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: redisTimeoutMs,
    commandTimeout: redisTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  })
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', resolve)
    redis.once('error', () => resolve())
    setTimeout(resolve, redisTimeoutMs * 2).unref()
  })
  let reported = false
  redis.on('error', (error: Error) => {
    if (reported) return
    reported = true
    app.log.warn({ err: { message: error.message } }, 'Redis is not answering: rate limits are not applied until it is back')
  })
  redis.on('ready', () => {
    if (reported) app.log.info('Redis is answering again: rate limits apply')
    reported = false
  })
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  await firstConnection
  return redis
}

export default fp(writeRateLimit, { name: 'rate-limit' })
