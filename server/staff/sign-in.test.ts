/**
 * Staff sign-in as a person and an attacker meet it (issue 22 part 1; decision 070): an account
 * made without a password signs in only after its one-time link; the cookie's flags; every
 * refusal the same sentence (unknown account, wrong password, wrong or reused code, disabled),
 * taking about as long; the throttle per account and per address with its sentence; a new
 * session id at each sign-in (no fixation). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { enrolledStaff, nextTotpStep, signInAs, signInRequest, sessionIdSet, staffPassword, staffRead, totpCode, type TestStaff } from '../testing/staff-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { createAccount, disableAccount } from './accounts.ts'
import { staffMessages } from './messages.ts'

describe.each(testDatabaseKinds)('staff sign-in (%s)', (kind) => {
  let test: TestApp
  let admin: TestStaff
  beforeEach(async () => {
    test = await createTestApp({ kind, env: testEnv })
    admin = await enrolledStaff(test.database.db, 'Amina.Admin@Clinic.example', 'admin')
  }, 60_000)
  afterEach(async () => {
    vi.useRealTimers()
    await test.app.close()
  })

  it('signs in with email (any case), password and code, in a Secure, HttpOnly, SameSite=Strict __Host- cookie', async () => {
    nextTotpStep()
    const response = await signInRequest(test.app, { email: '  AMINA.admin@clinic.EXAMPLE ', password: staffPassword, code: totpCode(admin) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ email: 'amina.admin@clinic.example', role: 'admin' })
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43}; /)
    for (const flag of ['Path=/', 'Secure', 'HttpOnly', 'SameSite=Strict']) expect(cookie.split('; ')).toContain(flag)
    expect(cookie).not.toMatch(/Domain=/i)
    const session = await staffRead(test.app, { cookie: `__Host-staff=${sessionIdSet(response)}` }, '/api/staff/session')
    expect(session.json()).toMatchObject({ email: 'amina.admin@clinic.example', role: 'admin', csrfToken: response.json().csrfToken })
  })

  it('never stores the session id, only its hash', async () => {
    const signedIn = await signInAs(test.app, admin)
    const rows = await test.database.db.withoutPlugins().selectFrom('staff_sessions').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(signedIn.sessionId)
  })

  it('an account the CLI just made has no password: nothing signs it in until its link is used', async () => {
    await createAccount(test.database.db, 'new.person@clinic.example', 'operations', null)
    for (const password of ['', 'password', 'new.person@clinic.example', staffPassword]) {
      const response = await signInRequest(test.app, { email: 'new.person@clinic.example', password, code: '000000' })
      expect(response.statusCode).toBe(401)
    }
  })

  it('answers every refusal alike, whether or not the account exists, and takes about as long', async () => {
    const disabled = await enrolledStaff(test.database.db, 'gone@clinic.example', 'operations')
    await disableAccount(test.database.db, disabled.email)
    nextTotpStep()
    const attempts = {
      unknownAccount: { email: 'nobody@clinic.example', password: staffPassword, code: '123456' },
      wrongPassword: { email: admin.email, password: 'not the password at all', code: totpCode(admin) },
      wrongCode: { email: admin.email, password: staffPassword, code: totpCode(admin) === '000000' ? '111111' : '000000' },
      disabledAccount: { email: disabled.email, password: staffPassword, code: totpCode(disabled) },
    }
    const answers: Record<string, { status: number; body: string; ms: number }> = {}
    for (const [name, body] of Object.entries(attempts)) {
      const started = performance.now()
      const response = await signInRequest(test.app, body)
      answers[name] = { status: response.statusCode, body: response.body, ms: performance.now() - started }
    }
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(401)
      expect(answer.body).toBe(JSON.stringify({ message: staffMessages.signInRefused, errors: [] }))
    }
    // argon2id runs for every refusal: an unknown address is not answered faster than a known one.
    expect(answers['unknownAccount']!.ms).toBeGreaterThan(answers['wrongPassword']!.ms * 0.4)
  })

  it('refuses a code already used, even with the right password', async () => {
    nextTotpStep()
    const code = totpCode(admin)
    expect((await signInRequest(test.app, { email: admin.email, password: staffPassword, code })).statusCode).toBe(200)
    expect((await signInRequest(test.app, { email: admin.email, password: staffPassword, code })).statusCode).toBe(401)
  })

  it('locks an account after 5 failures for 15 minutes, right password or not, and says so the same way for an unknown address', async () => {
    for (let i = 0; i < 5; i++) expect((await signInRequest(test.app, { email: admin.email, password: `wrong ${i}`, code: '000000' })).statusCode).toBe(401)
    nextTotpStep()
    const locked = await signInRequest(test.app, { email: admin.email, password: staffPassword, code: totpCode(admin) })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toBe('Too many attempts, try again in 15 minutes.')
    expect(locked.headers['retry-after']).toBe('900')
    for (let i = 0; i < 5; i++) await signInRequest(test.app, { email: 'nobody@clinic.example', password: `wrong ${i}`, code: '000000' })
    const unknown = await signInRequest(test.app, { email: 'nobody@clinic.example', password: staffPassword, code: '000000' })
    expect(unknown.statusCode).toBe(429)
    expect(unknown.body).toBe(locked.body)
  })

  it('locks an address after 20 failures across accounts, while other addresses still sign in', async () => {
    for (let i = 0; i < 20; i++) {
      await signInRequest(test.app, { email: `guess${i}@clinic.example`, password: 'wrong password!', code: '000000' }, { remoteAddress: '10.1.1.1' })
    }
    nextTotpStep()
    const fromThatAddress = await signInRequest(test.app, { email: admin.email, password: staffPassword, code: totpCode(admin) }, { remoteAddress: '10.1.1.1' })
    expect(fromThatAddress.statusCode).toBe(429)
    const fromElsewhere = await signInRequest(test.app, { email: admin.email, password: staffPassword, code: totpCode(admin) }, { remoteAddress: '10.2.2.2' })
    expect(fromElsewhere.statusCode).toBe(200)
  })

  it('gives a new session id at every sign-in and ends the one the browser brought (no fixation)', async () => {
    const first = await signInAs(test.app, admin)
    const second = await signInAs(test.app, admin, { cookie: first.cookie })
    expect(second.sessionId).not.toBe(first.sessionId)
    expect((await staffRead(test.app, first, '/api/staff/session')).statusCode).toBe(401)
    expect((await staffRead(test.app, second, '/api/staff/session')).statusCode).toBe(200)
    // An id the attacker planted is never taken on: the server makes its own.
    const planted = `__Host-staff=${'A'.repeat(43)}`
    const third = await signInAs(test.app, admin, { cookie: planted })
    expect(third.sessionId).not.toBe('A'.repeat(43))
    expect((await staffRead(test.app, { cookie: planted }, '/api/staff/session')).statusCode).toBe(401)
  })
})
