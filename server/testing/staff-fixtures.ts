/**
 * Staff accounts for tests: an account made the way the CLI makes it and enrolled through its
 * one-time link, codes from its authenticator, and signing in through the API. TOTP codes are
 * used once, so each sign-in moves the JavaScript clock (vitest's fake Date, which the server's
 * code check reads) one 30-second step on; the database's clock, which sessions use, is untouched.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Kysely } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import { vi } from 'vitest'
import type { Tables } from '../db/tables.ts'
import { createAccount, openLink, usePasswordLink } from '../staff/accounts.ts'
import type { StaffRole } from '../staff/roles.ts'
import { sessionCookieName } from '../staff/sessions.ts'

export type TestStaff = { id: string; email: string; role: StaffRole; password: string; totpSecret: string }

export const staffPassword = 'correct horse battery staple'

/** Headers of a request from the console's own page. */
export const fromConsole = { 'sec-fetch-site': 'same-origin' } as const

/** Moves the JavaScript clock one TOTP step (30 s) on, so a fresh code can be used. */
export function nextTotpStep(): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  vi.setSystemTime(Date.now() + 30_000)
}

export function totpCode(staff: Pick<TestStaff, 'email' | 'totpSecret'>): string {
  return new TOTP({ issuer: 'Afya Hub staff', label: staff.email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(staff.totpSecret) }).generate({ timestamp: Date.now() })
}

/** An account with a password and an enrolled authenticator. */
export async function enrolledStaff(db: Kysely<Tables>, email: string, role: StaffRole): Promise<TestStaff> {
  const link = await createAccount(db, email, role, null)
  const enrolment = await openLink(db, link.token)
  nextTotpStep()
  await usePasswordLink(db, link.token, staffPassword, totpCode({ email: enrolment.email, totpSecret: enrolment.totpSecret }))
  return { id: link.accountId, email: enrolment.email, role, password: staffPassword, totpSecret: enrolment.totpSecret }
}

export type SignedIn = { cookie: string; sessionId: string; csrfToken: string; response: LightMyRequestResponse }

export function signInRequest(app: FastifyInstance, body: { email: string; password: string; code: string }, options: { cookie?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    headers: { ...fromConsole, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: body,
  })
}

/** The session id a response's Set-Cookie gives, if any. */
export function sessionIdSet(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie']
  const values = Array.isArray(header) ? header : header ? [header] : []
  for (const value of values) {
    const match = new RegExp(`^${sessionCookieName}=([^;]*)`).exec(value)
    if (match?.[1]) return match[1]
  }
  return undefined
}

/** Signs in with a fresh code; fails the test when refused. */
export async function signInAs(app: FastifyInstance, staff: TestStaff, options: { cookie?: string } = {}): Promise<SignedIn> {
  nextTotpStep()
  const response = await signInRequest(app, { email: staff.email, password: staff.password, code: totpCode(staff) }, options)
  const sessionId = sessionIdSet(response)
  if (response.statusCode !== 200 || !sessionId) throw new Error(`Sign-in refused: ${response.statusCode} ${response.body}`)
  return { cookie: `${sessionCookieName}=${sessionId}`, sessionId, csrfToken: response.json<{ csrfToken: string }>().csrfToken, response }
}

/** A staff write from the console with the session's cookie and CSRF token. */
export function staffWrite(app: FastifyInstance, session: Pick<SignedIn, 'cookie' | 'csrfToken'>, url: string, payload?: unknown) {
  return app.inject({ method: 'POST', url, headers: { ...fromConsole, cookie: session.cookie, 'x-csrf-token': session.csrfToken }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) })
}

export function staffRead(app: FastifyInstance, session: Pick<SignedIn, 'cookie'>, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: session.cookie } })
}
