/**
 * Writes from other sites are refused: a POST, PUT, PATCH or DELETE answers 403 before anything
 * is parsed or written (OWASP ASVS 5.0 3.5.x: Origin and Sec-Fetch-* checks for requests that need
 * no CORS preflight, such as form posts) when
 * - the browser says it comes from another site (`Sec-Fetch-Site: cross-site` or `same-site`), or
 * - its Origin is a real origin that is not this site's (PUBLIC_BASE_URL's, or the request's Host).
 * `Origin: null` alone is not refused: this site's own pages send it, because their
 * `Referrer-Policy: no-referrer` makes browsers hide the origin of same-origin form posts and
 * fetches; a browser that sends `null` from another site also sends `Sec-Fetch-Site: cross-site`.
 * A request with neither header (curl, another server) goes on.
 *
 * Pesapal's payment notification is exempt: it comes from Pesapal's servers, and it is only a
 * hint that makes this server ask Pesapal for the status, so a forged one changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export const crossSiteMessage = answerMessage(/*i18n*/ { id: 'api.cross-site', message: 'This request came from another site, so it was refused.' })

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const exemptPaths = new Set(['/api/payments/pesapal/ipn'])

function pathnameOf(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').replace(/\/+$/, '')
}

/** True when the Origin is this site's: PUBLIC_BASE_URL's origin, or the same host the request was sent to. */
export function isOwnOrigin(origin: string, host: string | undefined, publicBaseUrl: URL | undefined): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (publicBaseUrl && url.origin === publicBaseUrl.origin) return true
  return host !== undefined && url.host === host.toLowerCase()
}

async function sameOriginWrites(app: FastifyInstance, { config }: { config: Pick<Config, 'publicBaseUrl'> }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!writeMethods.has(request.method)) return
    if (exemptPaths.has(pathnameOf(request))) return
    const site = request.headers['sec-fetch-site']
    const origin = request.headers.origin
    const fromAnotherSite = site === 'cross-site' || site === 'same-site'
    const foreignOrigin = origin !== undefined && origin !== 'null' && !isOwnOrigin(origin, request.headers.host, config.publicBaseUrl)
    if (!fromAnotherSite && !foreignOrigin) return
    // The error handler answers { message, errors: [] } and logs it with the request id.
    throw Object.assign(new Error(crossSiteMessage), { statusCode: 403 })
  })
}

export default fp(sameOriginWrites, { name: 'same-origin-writes' })
