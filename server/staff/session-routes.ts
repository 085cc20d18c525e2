/**
 * Signing in and out, the session, and the one-time links (issue 22 part 1):
 * - POST /api/staff/sign-in: email, password and code; 200 with the session (a new id in the
 *   cookie, any session the browser brought revoked), 401 with one neutral sentence, 429 with
 *   Retry-After when locked. Every outcome is audited.
 * - POST /api/staff/password-links/open and /use: a link's authenticator to enrol, then the new
 *   password proven by a code from it (every session of the account ends).
 * - GET /api/staff/session: who is signed in, with the CSRF token; POST /api/staff/sign-out.
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { StaffSetPasswordRequest } from '#schemas/generated/staff-set-password-request.ts'
import type { StaffLinkRequest } from '#schemas/generated/staff-link-request.ts'
import type { StaffSignInRequest } from '#schemas/generated/staff-sign-in-request.ts'
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import staffEnrolmentSchema from '#schemas/staff-enrolment.schema.json' with { type: 'json' }
import staffLinkRequestSchema from '#schemas/staff-link-request.schema.json' with { type: 'json' }
import staffSessionSchema from '#schemas/staff-session.schema.json' with { type: 'json' }
import staffSetPasswordRequestSchema from '#schemas/staff-set-password-request.schema.json' with { type: 'json' }
import staffSignInRequestSchema from '#schemas/staff-sign-in-request.schema.json' with { type: 'json' }
import { recordAudit } from '../audit/record-audit.ts'
import { answerSchema, errorAnswers } from '../routes/answer-schemas.ts'
import { addCallRoute, requestSchemas } from '../routes/call-schemas.ts'
import { openLink, StaffAccountError, usePasswordLink } from './accounts.ts'
import { staffMessages } from './messages.ts'
import { clearedSessionCookie, revokeSession, sessionCookie, type StaffSession } from './sessions.ts'
import { signIn } from './sign-in.ts'
import { actorOf, currentStaff } from './staff-guard.ts'
import { asAnswer } from './staff-errors.ts'

registerSchema('staff-sign-in-request.schema.json', staffSignInRequestSchema)
registerSchema('staff-link-request.schema.json', staffLinkRequestSchema)
registerSchema('staff-set-password-request.schema.json', staffSetPasswordRequestSchema)

const sessionAnswer = answerSchema(staffSessionSchema)
const messageAnswer = answerSchema(messageAnswerSchema)
const publicRoute = { staffPublic: true }

function sessionBody(session: Pick<StaffSession, 'email' | 'role' | 'csrfToken' | 'expiresAt'>) {
  return { email: session.email, role: session.role, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() }
}

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Body: StaffSignInRequest }>(
    app,
    'staffSignIn',
    { config: publicRoute, schema: { ...requestSchemas('staffSignIn'), response: { 200: sessionAnswer, ...errorAnswers } } },
    async (request, reply) => {
      const outcome = await signIn(app.db, { ...request.body, ip: request.ip })
      const actor = { staffId: outcome.staffId, email: outcome.email }
      if (outcome.kind === 'locked') {
        await recordAudit(app.db, { actor, action: 'staff.sign-in.locked', outcome: 'refused', record: { type: 'staff-account', id: outcome.staffId ?? outcome.email }, request })
        return reply.code(429).header('retry-after', String(outcome.minutes * 60)).send({ message: staffMessages.tooManyAttempts(outcome.minutes), errors: [] })
      }
      if (outcome.kind === 'refused') {
        await recordAudit(app.db, { actor, action: 'staff.sign-in', outcome: 'refused', record: { type: 'staff-account', id: outcome.staffId ?? outcome.email }, request })
        return reply.code(401).send({ message: staffMessages.signInRefused, errors: [] })
      }
      // A session the browser already had ends: the new one has a new id (no fixation).
      if (request.staffSession) await revokeSession(app.db, request.staffSession.sessionId, 'replaced by a new sign-in')
      await recordAudit(app.db, { actor, action: 'staff.sign-in', record: { type: 'staff-account', id: outcome.staffId }, request })
      return reply.header('set-cookie', sessionCookie(outcome.sessionId)).send(sessionBody(outcome))
    },
  )

  addCallRoute<{ Body: StaffLinkRequest }>(
    app,
    'staffOpenLink',
    { config: publicRoute, schema: { ...requestSchemas('staffOpenLink'), response: { 200: answerSchema(staffEnrolmentSchema), ...errorAnswers } } },
    async (request) => {
      try {
        const enrolment = await openLink(app.db, request.body.token)
        await recordAudit(app.db, { actor: { staffId: enrolment.accountId, email: enrolment.email }, action: 'account.link-opened', record: { type: 'staff-account', id: enrolment.accountId }, request })
        return { email: enrolment.email, purpose: enrolment.purpose, totpUri: enrolment.totpUri, totpSecret: enrolment.totpSecret }
      } catch (error) {
        if (error instanceof StaffAccountError) await recordAudit(app.db, { actor: { staffId: null, email: null }, action: 'account.link-opened', outcome: 'refused', request })
        throw asAnswer(error)
      }
    },
  )

  addCallRoute<{ Body: StaffSetPasswordRequest }>(
    app,
    'staffUseLink',
    { config: publicRoute, schema: { ...requestSchemas('staffUseLink'), response: { 200: messageAnswer, ...errorAnswers } } },
    async (request) => {
      try {
        const account = await usePasswordLink(app.db, request.body.token, request.body.password, request.body.code)
        await recordAudit(app.db, { actor: { staffId: account.accountId, email: account.email }, action: 'account.password-set', record: { type: 'staff-account', id: account.accountId }, fields: ['password', 'second factor'], request })
        return { message: staffMessages.passwordSet }
      } catch (error) {
        if (error instanceof StaffAccountError) await recordAudit(app.db, { actor: { staffId: null, email: null }, action: 'account.password-set', outcome: 'refused', request })
        throw asAnswer(error)
      }
    },
  )

  addCallRoute(app, 'staffSession', { schema: { response: { 200: sessionAnswer, ...errorAnswers } } }, async (request) => sessionBody(currentStaff(request)))

  addCallRoute(app, 'staffSignOut', { schema: { response: { 200: messageAnswer, ...errorAnswers } } }, async (request, reply) => {
    const staff = currentStaff(request)
    await revokeSession(app.db, staff.sessionId, 'signed out')
    await recordAudit(app.db, { actor: actorOf(request), action: 'staff.sign-out', record: { type: 'staff-session', id: staff.sessionId }, request })
    return reply.header('set-cookie', clearedSessionCookie()).send({ message: staffMessages.signedOut })
  })
}
