/**
 * Limits on writes (every POST, PUT, PATCH and DELETE under /api), in two layers, so that the many
 * people a mobile operator puts behind one address are not blocked together:
 * - per client: the address plus the browser (a hash of its User-Agent and Accept-Language, or the
 *   random per-tab `x-client-token` a browser may send), RATE_LIMIT_WRITES_PER_MINUTE shared by
 *   every write route; the routes of `routeLimits` (chat, survey, subscribe, pre-orders, Pesapal's
 *   notification) have their own counter with their configured limit instead;
 * - per address: every client of one address together, RATE_LIMIT_WRITES_PER_ADDRESS_PER_MINUTE
 *   (never below the per-client limit). Only writes the client limit let through are counted, so
 *   one abusive client is refused on its own and does not use up its neighbours' ceiling;
 * - per address and route, for the `mailSendingRoutes` (subscribe, bookings):
 *   RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE, so a script sending a new x-client-token with each
 *   request cannot queue mail without end (decision 048).
 * The `computeOnlyRoutes` (scoring) are counted by none of these: they write and send nothing.
 * Reads are not limited here (a route may set its own `config: { rateLimit }`, counted per address).
 * Above a limit the answer is 429 in the usual error shape with Retry-After (seconds).
 *
 * With REDIS_URL the counters live in Redis, so every instance behind a load balancer counts
 * together; otherwise in memory. If Redis stops answering, requests go through (logged once)
 * rather than fail: the limit is a brake on abuse, not a reason to refuse care.
 * The client address is the socket's address: X-Forwarded-For is not trusted.
 */
import { createHash } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { computeOnlyRoutes, mailSendingRoutes, routeLimits } from './rate-limit-table.ts'
import { apiHeaders } from '#schemas/api-contract.ts'
import { answerSentence } from '../i18n/answer-messages.ts'

export const rateLimitNamespace = 'afya-rate-limit-'

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const oneMinute = 60_000

function isApiWrite(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? ''
  return writeMethods.has(request.method) && pathname.startsWith('/api/')
}

export function tooManyRequestsMessage(seconds: number): string {
  return answerSentence(
    /*i18n*/ { id: 'api.too-many-requests', message: 'Too many requests from your connection. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.' },
    { seconds },
  )
}

const clientTokenPattern = /^[A-Za-z0-9_-]{16,64}$/

/**
 * One browser behind an address: its per-tab token when it sends one, otherwise a hash of what
 * its requests say about it (never stored as such, so no header lands in Redis).
 */
export function clientKey(ip: string, headers: FastifyRequest['headers']): string {
  const token = headers[apiHeaders.clientToken]
  if (typeof token === 'string' && clientTokenPattern.test(token)) return `${ip}|t:${token}`
  const browser = `${headers['user-agent'] ?? ''}\n${headers['accept-language'] ?? ''}`
  return `${ip}|b:${createHash('sha256').update(browser).digest('hex').slice(0, 16)}`
}

function trimmedPath(url: string): string {
  return url.replace(/\/+$/, '') || '/'
}

type RateLimitOptions = { config: Pick<Config, 'redisUrl' | 'rateLimits'> }

async function writeRateLimit(app: FastifyInstance, { config }: RateLimitOptions): Promise<void> {
  const { rateLimits } = config
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined
  const tooMany = (seconds: number) => Object.assign(new Error(tooManyRequestsMessage(seconds)), { statusCode: 429 })

  // Before the plugin's own onRoute hook: the routes of the table get their configured limit, and
  // the compute-only routes none.
  app.addHook('onRoute', (route: RouteOptions) => {
    const path = trimmedPath(route.url)
    const entry = routeLimits.find((limit) => limit.path === path)
    if (entry) route.config = { ...route.config, rateLimit: { max: rateLimits[entry.limit], timeWindow: oneMinute } }
    if (computeOnlyRoutes.includes(path)) route.config = { ...route.config, rateLimit: false }
  })

  await app.register(rateLimit, {
    global: true,
    max: rateLimits.writesPerClient,
    timeWindow: oneMinute,
    allowList: (request) => !isApiWrite(request) && request.routeOptions.config?.rateLimit === undefined,
    keyGenerator: (request) => (isApiWrite(request) ? clientKey(request.ip, request.headers) : request.ip),
    ...(redis ? { redis, nameSpace: rateLimitNamespace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      // Thrown by the plugin; the error handler answers { message, errors: [] }.
      Object.assign(tooMany(Math.max(1, Math.ceil(context.ttl / 1000))), { statusCode: context.statusCode }),
  })

  /** A per-address check run after the client limit (route hooks run in the order added). */
  const addressCheck = (limiter: ReturnType<FastifyInstance['createRateLimit']>) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiWrite(request)) return
    const result = await limiter(request)
    if (result.isAllowed || !result.isExceeded) return
    const seconds = Math.max(1, result.ttlInSeconds)
    reply.header('retry-after', seconds)
    throw tooMany(seconds)
  }
  const addressCeiling = addressCheck(
    app.createRateLimit({
      max: Math.max(rateLimits.writesPerAddress, rateLimits.writesPerClient),
      timeWindow: oneMinute,
      keyGenerator: (request) => `${request.ip}|address`,
    }),
  )
  const mailPerAddress = addressCheck(
    app.createRateLimit({
      max: rateLimits.mailPerAddress,
      timeWindow: oneMinute,
      keyGenerator: (request) => `${request.ip}|mail:${trimmedPath(request.routeOptions.url ?? '')}`,
    }),
  )
  app.addHook('onRoute', (route: RouteOptions) => {
    const path = trimmedPath(route.url)
    if (computeOnlyRoutes.includes(path)) return
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    // The mail limit first: a request it refuses does not use up the address's ceiling.
    const mail = mailSendingRoutes.includes(path) ? [mailPerAddress] : []
    route.onRequest = [...hooks, ...mail, addressCeiling] as never
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
