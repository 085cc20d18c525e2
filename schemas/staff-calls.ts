/**
 * The staff console's calls (issue 22), a table beside the visitors' (api-calls.ts): same shape,
 * kept apart so that no visitor page's client can name them and the staff chunk carries only its
 * own. Every path is under /api/staff/; every call but the three of `staffPublicCalls` needs a
 * signed-in session, and every write (POST) a session's CSRF token in `staffHeaders.csrf` (or, for
 * the public three, the console's same origin). Other helpers add the operations calls here.
 */
import type { MessageAnswer } from './generated/message-answer.ts'
import type { StaffAccountRequest } from './generated/staff-account-request.ts'
import type { StaffAccounts } from './generated/staff-accounts.ts'
import type { StaffAuditCsv } from './generated/staff-audit-csv.ts'
import type { StaffAuditPage } from './generated/staff-audit-page.ts'
import type { StaffAuditQuery } from './generated/staff-audit-query.ts'
import type { StaffEmailRequest } from './generated/staff-email-request.ts'
import type { StaffEnrolment } from './generated/staff-enrolment.ts'
import type { StaffLinkRequest } from './generated/staff-link-request.ts'
import type { StaffPasswordLink } from './generated/staff-password-link.ts'
import type { StaffSession } from './generated/staff-session.ts'
import type { StaffSetPasswordRequest } from './generated/staff-set-password-request.ts'
import type { StaffSignInRequest } from './generated/staff-sign-in-request.ts'
import type { ApiCallSpec } from './api-calls.ts'

type Call<Body, Answer, Query = never> = { body: Body; answer: Answer; query: Query }

export interface StaffCallTypes {
  staffSignIn: Call<StaffSignInRequest, StaffSession>
  staffOpenLink: Call<StaffLinkRequest, StaffEnrolment>
  staffUseLink: Call<StaffSetPasswordRequest, MessageAnswer>
  staffSession: Call<undefined, StaffSession>
  staffSignOut: Call<undefined, MessageAnswer>
  staffAccounts: Call<undefined, StaffAccounts>
  staffCreateAccount: Call<StaffAccountRequest, StaffPasswordLink>
  staffResetLink: Call<StaffEmailRequest, StaffPasswordLink>
  staffDisableAccount: Call<StaffEmailRequest, MessageAnswer>
  staffRevokeSessions: Call<StaffEmailRequest, MessageAnswer>
  staffAudit: Call<undefined, StaffAuditPage, StaffAuditQuery>
  staffAuditExport: Call<undefined, StaffAuditCsv, StaffAuditQuery>
}

export type StaffCallName = keyof StaffCallTypes

export const staffCalls = {
  staffSignIn: { method: 'POST', path: '/api/staff/sign-in', body: 'staff-sign-in-request.schema.json', answer: 'staff-session.schema.json' },
  staffOpenLink: { method: 'POST', path: '/api/staff/password-links/open', body: 'staff-link-request.schema.json', answer: 'staff-enrolment.schema.json' },
  staffUseLink: { method: 'POST', path: '/api/staff/password-links/use', body: 'staff-set-password-request.schema.json', answer: 'message-answer.schema.json' },
  staffSession: { method: 'GET', path: '/api/staff/session', answer: 'staff-session.schema.json' },
  staffSignOut: { method: 'POST', path: '/api/staff/sign-out', answer: 'message-answer.schema.json' },
  staffAccounts: { method: 'GET', path: '/api/staff/accounts', answer: 'staff-accounts.schema.json' },
  staffCreateAccount: { method: 'POST', path: '/api/staff/accounts', body: 'staff-account-request.schema.json', answer: 'staff-password-link.schema.json' },
  staffResetLink: { method: 'POST', path: '/api/staff/accounts/reset-link', body: 'staff-email-request.schema.json', answer: 'staff-password-link.schema.json' },
  staffDisableAccount: { method: 'POST', path: '/api/staff/accounts/disable', body: 'staff-email-request.schema.json', answer: 'message-answer.schema.json' },
  staffRevokeSessions: { method: 'POST', path: '/api/staff/accounts/end-sessions', body: 'staff-email-request.schema.json', answer: 'message-answer.schema.json' },
  staffAudit: { method: 'GET', path: '/api/staff/audit', query: 'staff-audit-query.schema.json', answer: 'staff-audit-page.schema.json' },
  staffAuditExport: { method: 'GET', path: '/api/staff/audit/export', query: 'staff-audit-query.schema.json', answer: 'staff-audit-csv.schema.json' },
} as const satisfies Record<StaffCallName, ApiCallSpec>

/** The calls a person makes before having a session: signing in and following a one-time link. */
export const staffPublicCalls = ['staffSignIn', 'staffOpenLink', 'staffUseLink'] as const satisfies readonly StaffCallName[]

/** Headers the console and the server both name. */
export const staffHeaders = {
  /** The session's CSRF token on every staff write. */
  csrf: 'x-csrf-token',
} as const
