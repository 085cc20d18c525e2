/**
 * The admin's account calls (issue 22 part 1), each audited: list the accounts, create one (its
 * set-password link in the answer), issue a reset link, disable an account, end its sessions.
 * The same operations are in the CLI (tools/staff.ts).
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { StaffAccountRequest } from '#schemas/generated/staff-account-request.ts'
import type { StaffEmailRequest } from '#schemas/generated/staff-email-request.ts'
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import staffAccountRequestSchema from '#schemas/staff-account-request.schema.json' with { type: 'json' }
import staffAccountsSchema from '#schemas/staff-accounts.schema.json' with { type: 'json' }
import staffEmailRequestSchema from '#schemas/staff-email-request.schema.json' with { type: 'json' }
import staffPasswordLinkSchema from '#schemas/staff-password-link.schema.json' with { type: 'json' }
import { recordAudit } from '../audit/record-audit.ts'
import { answerSchema, errorAnswers } from '../routes/answer-schemas.ts'
import { addCallRoute, requestSchemas } from '../routes/call-schemas.ts'
import { createAccount, disableAccount, findAccountByEmail, issueResetLink, listAccounts, type IssuedLink } from './accounts.ts'
import { staffMessages } from './messages.ts'
import { revokeAllSessions } from './sessions.ts'
import { actorOf, currentStaff, requireRole } from './staff-guard.ts'
import { answering } from './staff-errors.ts'
import { passwordLink, siteBase } from './staff-links.ts'

registerSchema('staff-account-request.schema.json', staffAccountRequestSchema)
registerSchema('staff-email-request.schema.json', staffEmailRequestSchema)

const linkAnswer = answerSchema(staffPasswordLinkSchema)
const messageAnswer = answerSchema(messageAnswerSchema)
const accountFields = ['email', 'role', 'has password', 'disabled', 'created at']

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const adminOnly = requireRole(app, 'admin')
  const linkBody = (request: { protocol: string; headers: { host?: string } }, link: IssuedLink) => ({
    email: link.email,
    link: passwordLink(siteBase(app.config, { protocol: request.protocol, host: request.headers.host }), link.token),
    expiresAt: link.expiresAt.toISOString(),
  })

  addCallRoute(app, 'staffAccounts', { preHandler: adminOnly, schema: { response: { 200: answerSchema(staffAccountsSchema), ...errorAnswers } } }, async (request) => {
    const accounts = await listAccounts(app.db)
    await recordAudit(app.db, { actor: actorOf(request), action: 'account.list', record: { type: 'staff-account', id: '*' }, fields: accountFields, request })
    return { accounts: accounts.map((account) => ({ ...account, createdAt: account.createdAt.toISOString() })) }
  })

  addCallRoute<{ Body: StaffAccountRequest }>(
    app,
    'staffCreateAccount',
    { preHandler: adminOnly, schema: { ...requestSchemas('staffCreateAccount'), response: { 200: linkAnswer, ...errorAnswers } } },
    async (request) => {
      const link = await answering(() => createAccount(app.db, request.body.email, request.body.role, currentStaff(request).staffId))
      await recordAudit(app.db, { actor: actorOf(request), action: 'account.create', record: { type: 'staff-account', id: link.accountId }, fields: ['email', 'role'], request })
      return linkBody(request, link)
    },
  )

  addCallRoute<{ Body: StaffEmailRequest }>(
    app,
    'staffResetLink',
    { preHandler: adminOnly, schema: { ...requestSchemas('staffResetLink'), response: { 200: linkAnswer, ...errorAnswers } } },
    async (request) => {
      const link = await answering(() => issueResetLink(app.db, request.body.email, currentStaff(request).staffId))
      await recordAudit(app.db, { actor: actorOf(request), action: 'account.reset-link', record: { type: 'staff-account', id: link.accountId }, fields: ['password link'], request })
      return linkBody(request, link)
    },
  )

  addCallRoute<{ Body: StaffEmailRequest }>(
    app,
    'staffDisableAccount',
    { preHandler: adminOnly, schema: { ...requestSchemas('staffDisableAccount'), response: { 200: messageAnswer, ...errorAnswers } } },
    async (request) => {
      const account = await answering(() => disableAccount(app.db, request.body.email))
      await recordAudit(app.db, { actor: actorOf(request), action: 'account.disable', record: { type: 'staff-account', id: account.id }, fields: ['disabled', 'sessions'], request })
      return { message: staffMessages.accountDisabled }
    },
  )

  addCallRoute<{ Body: StaffEmailRequest }>(
    app,
    'staffRevokeSessions',
    { preHandler: adminOnly, schema: { ...requestSchemas('staffRevokeSessions'), response: { 200: messageAnswer, ...errorAnswers } } },
    async (request) => {
      const account = await findAccountByEmail(app.db, request.body.email)
      if (!account) throw Object.assign(new Error(staffMessages.noSuchAccount), { statusCode: 404 })
      await revokeAllSessions(app.db, account.id, 'revoked by an admin')
      await recordAudit(app.db, { actor: actorOf(request), action: 'session.revoke-all', record: { type: 'staff-account', id: account.id }, fields: ['sessions'], request })
      return { message: staffMessages.sessionsRevoked }
    },
  )
}
