/**
 * The guard every /api/staff route stands behind (ASVS V3, V4, and 13.2.3/50.x CSRF). Registered
 * once, in the staff API's own Fastify context, so it covers every route registered there:
 * 1. a write (POST, PUT, PATCH, DELETE) must show it comes from this site: an Origin that is the
 *    site's, or `Sec-Fetch-Site: same-origin` (what browsers send from the console's own pages);
 *    otherwise 403 (the app-wide plugin already refuses writes another site sends);
 * 2. the `__Host-staff` cookie is resumed into a session (idle deadline moved on);
 * 3. a route not marked `staffPublic` refuses a request without a live session (401), and a write
 *    whose `x-csrf-token` header is not its session's token (403, audited).
 * `requireRole(...)` is each route's preHandler for its roles (403, audited) and `currentStaff`
 * gives a handler the session. Both are for every staff route, the operations ones too.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { staffHeaders } from '#schemas/staff-calls.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { isOwnOrigin } from '../plugins/same-origin-writes.ts'
import { staffMessages } from './messages.ts'
import type { StaffRole } from './roles.ts'
import { sameSecret } from './secrets.ts'
import { resumeSession, sessionIdOf, type StaffSession } from './sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's session, on /api/staff routes (null when none). */
    staffSession: StaffSession | null
  }
  interface FastifyContextConfig {
    /** A staff route a person uses before having a session (signing in, following a link). */
    staffPublic?: boolean
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export class StaffRefusal extends Error {
  constructor(message: string, readonly statusCode: 401 | 403) {
    super(message)
    this.name = 'StaffRefusal'
  }
}

/** True when a write positively comes from this site's own pages. */
export function comesFromThisSite(request: FastifyRequest, publicBaseUrl: URL | undefined): boolean {
  const origin = request.headers.origin
  if (origin !== undefined && origin !== 'null') return isOwnOrigin(origin, request.headers.host, publicBaseUrl)
  return request.headers['sec-fetch-site'] === 'same-origin'
}

/** The audit actor of a request's session (or none). */
export function actorOf(request: FastifyRequest): { staffId: string | null; email: string | null } {
  return { staffId: request.staffSession?.staffId ?? null, email: request.staffSession?.email ?? null }
}

export function registerStaffGuard(app: FastifyInstance): void {
  app.decorateRequest('staffSession', null)
  app.addHook('onRequest', async (request) => {
    const write = writeMethods.has(request.method)
    if (write && !comesFromThisSite(request, app.config.publicBaseUrl)) throw new StaffRefusal(staffMessages.notSameOrigin, 403)
    const id = sessionIdOf(request.headers.cookie)
    request.staffSession = id ? ((await resumeSession(app.db, id)) ?? null) : null
    if (request.routeOptions.config.staffPublic) return
    if (!request.staffSession) throw new StaffRefusal(staffMessages.signInRequired, 401)
    if (!write) return
    const sent = request.headers[staffHeaders.csrf]
    if (typeof sent === 'string' && sameSecret(sent, request.staffSession.csrfToken)) return
    await recordAudit(app.db, { actor: actorOf(request), action: 'staff.csrf-refused', outcome: 'refused', record: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? ''}` }, request })
    throw new StaffRefusal(staffMessages.csrfRefused, 403)
  })
}

/** The signed-in staff member (the guard has already refused a request without one). */
export function currentStaff(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new StaffRefusal(staffMessages.signInRequired, 401)
  return request.staffSession
}

/** A preHandler letting only these roles through; anyone else gets 403, and the refusal is audited. */
export function requireRole(app: FastifyInstance, ...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const staff = currentStaff(request)
    if (roles.includes(staff.role)) return
    await recordAudit(app.db, { actor: actorOf(request), action: 'access.denied', outcome: 'refused', record: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? ''}` }, request })
    throw new StaffRefusal(staffMessages.wrongRole, 403)
  }
}
