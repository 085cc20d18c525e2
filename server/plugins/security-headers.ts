/**
 * Security headers on every answer (pages, API, 404s and errors) with @fastify/helmet: a strict
 * Content Security Policy with no inline scripts but the page shell's own, by hash, HSTS for a year, nosniff, no referrer, and no
 * framing by other sites. The payment frame may load Pesapal (its origin, from PESAPAL_BASE_URL)
 * or, when Pesapal is not configured, the sandbox page this server serves under
 * /api/payments/sandbox/, which is the one page allowed inside the site's own frame.
 */
import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { apiPaths } from '#schemas/api-contract.ts'

/** The sandbox payment page, shown in the checkout's frame: framed by this site only. */
export const framedByThisSitePrefix = apiPaths.paymentsSandbox

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(self)'

const oneYearInSeconds = 31_536_000

type Directives = Record<string, string[]>

/**
 * The CSP directives, in the order they are sent; the payment provider's origin when there is one;
 * and the hashes of the few scripts the page shell inlines (server/web/inline-scripts.ts), the only
 * inline scripts allowed.
 */
export function cspDirectives(config: Pick<Config, 'pesapal'>, inlineScripts: readonly string[] = []): Directives {
  const paymentOrigins = config.pesapal ? [config.pesapal.baseUrl.origin] : []
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'frame-src': ["'self'", ...paymentOrigins],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...paymentOrigins],
  }
}

function isFramedByThisSite(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? ''
  return pathname.startsWith(framedByThisSitePrefix) || pathname === framedByThisSitePrefix.slice(0, -1)
}

type SecurityHeadersOptions = { config: Pick<Config, 'pesapal'>; inlineScripts?: readonly string[] }

async function securityHeaders(app: FastifyInstance, { config, inlineScripts }: SecurityHeadersOptions): Promise<void> {
  const directives = cspDirectives(config, inlineScripts)
  await app.register(helmet, {
    // Applied by the hook below, so the sandbox page can get its own frame-ancestors.
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: { maxAge: oneYearInSeconds, includeSubDomains: true },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })
  const framedBySelf = {
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, 'frame-ancestors': ["'self'"] } },
    xFrameOptions: { action: 'sameorigin' as const },
  }

  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(isFramedByThisSite(request) ? framedBySelf : undefined)
    reply.header('permissions-policy', permissionsPolicy)
    // API answers may carry a service id or personal data: never cached (a route may override).
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      reply.header('cache-control', 'no-store')
    }
  })
}

export default fp(securityHeaders, { name: 'security-headers' })
