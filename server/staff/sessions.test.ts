/**
 * Staff sessions and the guard (issue 22 part 1; decision 070): idle and absolute expiry (the
 * session's times moved back in the database, whose clock the server reads), revocation by
 * sign-out, by an admin and by a password change, CSRF on every write, the same-origin proof,
 * roles, and every /api/staff route refusing an anonymous request (the routes enumerated from
 * the app, so a route added later is checked too).
 */
import type { RouteOptions } from 'fastify'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { staffCalls, staffPublicCalls } from '#schemas/staff-calls.ts'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { enrolledStaff, fromConsole, nextTotpStep, signInAs, staffRead, staffWrite, totpCode, type TestStaff } from '../testing/staff-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { issueResetLink, openLink, usePasswordLink } from './accounts.ts'
import { staffMessages } from './messages.ts'

describe.each(testDatabaseKinds)('staff sessions and the guard (%s)', (kind) => {
  let test: TestApp
  let admin: TestStaff
  let operations: TestStaff
  const staffRoutes: { method: string; url: string }[] = []
  beforeEach(async () => {
    test = await createTestApp({ kind, env: testEnv })
    staffRoutes.length = 0
    test.app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && route.url.startsWith('/api/staff')) staffRoutes.push({ method, url: route.url })
    })
    await test.app.ready()
    admin = await enrolledStaff(test.database.db, 'admin@clinic.example', 'admin')
    operations = await enrolledStaff(test.database.db, 'ops@clinic.example', 'operations')
  }, 60_000)
  afterEach(async () => {
    vi.useRealTimers()
    await test.app.close()
  })

  const moveSessionBack = (sessionTimes: { lastSeenMinutes?: number; expiresMinutes?: number }) =>
    sql`update staff_sessions set
          last_seen_at = now() - make_interval(mins => ${sessionTimes.lastSeenMinutes ?? 0}),
          expires_at = ${sessionTimes.expiresMinutes === undefined ? sql`expires_at` : sql`now() - make_interval(mins => ${sessionTimes.expiresMinutes})`}`.execute(test.database.db)

  it('keeps a session used within 30 minutes, and ends it after 30 idle minutes', async () => {
    const session = await signInAs(test.app, admin)
    await moveSessionBack({ lastSeenMinutes: 29 })
    expect((await staffRead(test.app, session, '/api/staff/session')).statusCode).toBe(200)
    // That use moved the idle deadline on.
    await moveSessionBack({ lastSeenMinutes: 29 })
    expect((await staffRead(test.app, session, '/api/staff/session')).statusCode).toBe(200)
    await moveSessionBack({ lastSeenMinutes: 31 })
    const idle = await staffRead(test.app, session, '/api/staff/session')
    expect(idle.statusCode).toBe(401)
    expect(idle.json().message).toBe(staffMessages.signInRequired)
  })

  it('ends a session 12 hours after sign-in however busy it was', async () => {
    const session = await signInAs(test.app, admin)
    const row = await test.database.db.selectFrom('staff_sessions').select(sql<number>`extract(epoch from expires_at - created_at)::int`.as('seconds')).executeTakeFirstOrThrow()
    expect(row.seconds).toBe(12 * 3600)
    await moveSessionBack({ expiresMinutes: 1 })
    expect((await staffRead(test.app, session, '/api/staff/session')).statusCode).toBe(401)
  })

  it('ends a session at sign-out, and the cookie is cleared', async () => {
    const session = await signInAs(test.app, admin)
    const out = await staffWrite(test.app, session, '/api/staff/sign-out')
    expect(out.statusCode).toBe(200)
    expect(String(out.headers['set-cookie'])).toMatch(/^__Host-staff=; Path=\/; Max-Age=0; Secure; HttpOnly; SameSite=Strict/)
    expect((await staffRead(test.app, session, '/api/staff/session')).statusCode).toBe(401)
  })

  it('lets an admin end every session of another account', async () => {
    const adminSession = await signInAs(test.app, admin)
    const opsSession = await signInAs(test.app, operations)
    expect((await staffWrite(test.app, adminSession, '/api/staff/accounts/end-sessions', { email: operations.email })).statusCode).toBe(200)
    expect((await staffRead(test.app, opsSession, '/api/staff/session')).statusCode).toBe(401)
    expect((await staffRead(test.app, adminSession, '/api/staff/session')).statusCode).toBe(200)
  })

  it('ends every session of an account when its password is changed through a reset link', async () => {
    const opsSession = await signInAs(test.app, operations)
    const link = await issueResetLink(test.database.db, operations.email, admin.id)
    const enrolment = await openLink(test.database.db, link.token)
    nextTotpStep()
    await usePasswordLink(test.database.db, link.token, 'a brand new long password', totpCode({ email: operations.email, totpSecret: enrolment.totpSecret }))
    expect((await staffRead(test.app, opsSession, '/api/staff/session')).statusCode).toBe(401)
    // The link works once.
    await expect(usePasswordLink(test.database.db, link.token, 'another new long password', '123456')).rejects.toThrow(staffMessages.linkInvalid)
  })

  it('refuses a staff write without the CSRF token, or with another session’s, and takes it with its own', async () => {
    const session = await signInAs(test.app, admin)
    const other = await signInAs(test.app, operations)
    const send = (headers: Record<string, string>) => test.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: { ...fromConsole, cookie: session.cookie, ...headers } })
    const without = await send({})
    expect(without.statusCode).toBe(403)
    expect(without.json().message).toBe(staffMessages.csrfRefused)
    expect((await send({ 'x-csrf-token': other.csrfToken })).statusCode).toBe(403)
    expect((await send({ 'x-csrf-token': 'x'.repeat(43) })).statusCode).toBe(403)
    expect((await staffRead(test.app, session, '/api/staff/session')).statusCode).toBe(200)
    expect((await send({ 'x-csrf-token': session.csrfToken })).statusCode).toBe(200)
  })

  it('refuses a staff write that does not show it comes from the console of this site', async () => {
    const session = await signInAs(test.app, admin)
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken }
    const noProof = await test.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers })
    expect(noProof.statusCode).toBe(403)
    expect(noProof.json().message).toBe(staffMessages.notSameOrigin)
    expect((await test.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: { ...headers, origin: 'https://evil.example' } })).statusCode).toBe(403)
    expect((await test.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: { ...headers, host: 'clinic.example', origin: 'http://clinic.example' } })).statusCode).toBe(200)
  })

  it('refuses an admin call to another role with 403, and audits the refusal', async () => {
    const session = await signInAs(test.app, operations)
    const refused = await staffRead(test.app, session, '/api/staff/accounts')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(staffMessages.wrongRole)
    const entry = await test.database.db.selectFrom('staff_audit_log').selectAll().where('action', '=', 'access.denied').executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ staff_email: operations.email, outcome: 'refused', record_id: 'GET /api/staff/accounts' })
  })

  it('refuses an anonymous request on every /api/staff route but signing in and the one-time link', async () => {
    const publicPaths = new Set<string>(staffPublicCalls.map((name) => staffCalls[name].path))
    const guarded = staffRoutes.filter((route) => !publicPaths.has(route.url))
    expect(guarded.length).toBeGreaterThanOrEqual(Object.keys(staffCalls).length - publicPaths.size)
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')
      const response = await test.app.inject({ method: route.method as 'GET', url, headers: fromConsole, ...(route.method === 'GET' ? {} : { payload: {} }) })
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 401 })
    }
  })
})
