/**
 * JSON bodies only. A request that carries a body in any other type, or with no type (text/plain
 * and form posts from other sites included), answers 415 `Send the request as JSON.` before
 * anything is parsed or written. Four routes are the exceptions, each for one other type: the
 * insurance-card upload takes multipart/form-data, and Pesapal's payment notification (sent by
 * Pesapal's servers, not a browser, and only a hint to check the payment) and Africa's Talking's
 * SMS delivery reports (sent by its servers, with a secret key) come as forms, as does the
 * subscriber list's unsubscribe (a mail program's one-click POST, RFC 8058, or the link's page).
 * The pages that work without JavaScript (server/no-script/, decision 092) take plain HTML form
 * posts too: a route says so with `config: { formPosts: true }` (a same-site browser form; other
 * sites' writes are refused before this by same-origin-writes.ts).
 * A request without a body (an empty form post included) goes on to its route's own checks.
 *
 * The check runs as a preParsing hook: after the rate limiter (so refused requests still count)
 * and before Fastify parses the body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { answerMessage } from '../i18n/answer-messages.ts'

export const notJsonMessage = answerMessage(/*i18n*/ { id: 'api.not-json', message: 'Send the request as JSON.' })

/** The routes that accept one body type besides JSON. */
export const otherBodyTypes: readonly { method: string; path: string; type: string }[] = [
  { method: 'POST', path: '/api/uploads', type: 'multipart/form-data' },
  { method: 'POST', path: '/api/payments/pesapal/ipn', type: 'application/x-www-form-urlencoded' },
  { method: 'POST', path: '/api/sms/delivery-reports', type: 'application/x-www-form-urlencoded' },
  // The subscriber list's unsubscribe link: RFC 8058's one-click POST and the page's buttons (decision 090).
  { method: 'POST', path: '/api/email/unsubscribe', type: 'application/x-www-form-urlencoded' },
]

/** The media type without parameters, in lower case: "application/json; charset=utf-8" → "application/json". */
function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

export function isAcceptedBody(request: FastifyRequest): boolean {
  if (!hasBody(request)) return true
  const type = mediaType(request)
  if (type === 'application/json') return true
  if (type === 'application/x-www-form-urlencoded' && request.routeOptions.config?.formPosts === true) return true
  const pathname = (request.url.split('?')[0] ?? '').replace(/\/+$/, '')
  return otherBodyTypes.some((route) => route.method === request.method && route.path === pathname && route.type === type)
}

async function contentType(app: FastifyInstance): Promise<void> {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (isAcceptedBody(request)) return payload
    // The error handler answers { message, errors: [] } and logs it with the request id.
    throw Object.assign(new Error(notJsonMessage), { statusCode: 415 })
  })
}

export default fp(contentType, { name: 'content-type' })

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is a page that works without JavaScript and reads plain HTML form posts (server/no-script/). */
    formPosts?: boolean
  }
}
