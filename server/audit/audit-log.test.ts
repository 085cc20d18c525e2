/**
 * The audit log (issue 22 part 2; decision 071): each staff action leaves its row (who, what,
 * which record and fields, outcome, from where); the table refuses UPDATE, DELETE and TRUNCATE
 * in the database itself; admins page, filter and export it as CSV (a formula in a field is
 * neutralised); no other role reads it. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../testing/booking-test-helpers.ts'
import { enrolledStaff, signInAs, signInRequest, staffRead, staffWrite, type TestStaff } from '../testing/staff-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { auditPageSize, csvField } from './audit-log.ts'
import { recordAudit } from './record-audit.ts'

describe.each(testDatabaseKinds)('the audit log (%s)', (kind) => {
  let test: TestApp
  let admin: TestStaff
  beforeEach(async () => {
    test = await createTestApp({ kind, env: testEnv })
    admin = await enrolledStaff(test.database.db, 'admin@clinic.example', 'admin')
  }, 60_000)
  afterEach(async () => {
    vi.useRealTimers()
    await test.app.close()
  })

  const rows = () => test.database.db.selectFrom('staff_audit_log').selectAll().orderBy('id').execute()

  it('records sign-ins, refusals, account changes, revocations and sign-out, each with who, what, record, fields and where from', async () => {
    await signInRequest(test.app, { email: 'nobody@clinic.example', password: 'wrong password!', code: '000000' }, { remoteAddress: '10.9.9.9' })
    const session = await signInAs(test.app, admin)
    const created = await staffWrite(test.app, session, '/api/staff/accounts', { email: 'Pat.Practitioner@clinic.example', role: 'practitioner' })
    expect(created.statusCode).toBe(200)
    expect(created.json().link).toMatch(/^http:\/\/localhost:80\/staff\/set-password#token=[A-Za-z0-9_-]{43}$/)
    await staffWrite(test.app, session, '/api/staff/accounts/reset-link', { email: 'pat.practitioner@clinic.example' })
    await staffWrite(test.app, session, '/api/staff/accounts/end-sessions', { email: 'pat.practitioner@clinic.example' })
    await staffWrite(test.app, session, '/api/staff/accounts/disable', { email: 'pat.practitioner@clinic.example' })
    await staffRead(test.app, session, '/api/staff/accounts')
    await staffWrite(test.app, session, '/api/staff/sign-out')
    const entries = await rows()
    const pat = entries.find((entry) => entry.action === 'account.create')!.record_id
    expect(entries.map(({ staff_email, action, outcome, record_type, record_id, fields, ip_address }) => ({ staff_email, action, outcome, record_type, record_id, fields, ip_address }))).toEqual([
      { staff_email: 'nobody@clinic.example', action: 'staff.sign-in', outcome: 'refused', record_type: 'staff-account', record_id: 'nobody@clinic.example', fields: [], ip_address: '10.9.9.9' },
      { staff_email: admin.email, action: 'staff.sign-in', outcome: 'success', record_type: 'staff-account', record_id: admin.id, fields: [], ip_address: '127.0.0.1' },
      { staff_email: admin.email, action: 'account.create', outcome: 'success', record_type: 'staff-account', record_id: pat, fields: ['email', 'role'], ip_address: '127.0.0.1' },
      { staff_email: admin.email, action: 'account.reset-link', outcome: 'success', record_type: 'staff-account', record_id: pat, fields: ['password link'], ip_address: '127.0.0.1' },
      { staff_email: admin.email, action: 'session.revoke-all', outcome: 'success', record_type: 'staff-account', record_id: pat, fields: ['sessions'], ip_address: '127.0.0.1' },
      { staff_email: admin.email, action: 'account.disable', outcome: 'success', record_type: 'staff-account', record_id: pat, fields: ['disabled', 'sessions'], ip_address: '127.0.0.1' },
      { staff_email: admin.email, action: 'account.list', outcome: 'success', record_type: 'staff-account', record_id: '*', fields: ['email', 'role', 'has password', 'disabled', 'created at'], ip_address: '127.0.0.1' },
      { staff_email: admin.email, action: 'staff.sign-out', outcome: 'success', record_type: 'staff-session', record_id: expect.any(String), fields: [], ip_address: '127.0.0.1' },
    ])
    expect(entries.every((entry) => entry.user_agent === 'lightMyRequest')).toBe(true)
  })

  it('refuses to change, delete or empty a row, in the database itself', async () => {
    await recordAudit(test.database.db, { actor: { staffId: admin.id, email: admin.email }, action: 'booking.read', record: { type: 'booking', id: 'b-1' }, fields: ['name'] })
    for (const statement of [sql`update staff_audit_log set action = 'nothing'`, sql`delete from staff_audit_log`, sql`truncate staff_audit_log`]) {
      await expect(statement.execute(test.database.db)).rejects.toThrow(/append-only/)
    }
    expect((await rows()).map((entry) => entry.action)).toEqual(['booking.read'])
  })

  it('shows admins a page of 50, newest first, filtered by staff, record and day, and audits the reading', async () => {
    for (let i = 0; i < 60; i++) await recordAudit(test.database.db, { actor: { staffId: null, email: i % 2 ? 'a@clinic.example' : 'b@clinic.example' }, action: 'booking.read', record: { type: 'booking', id: `b-${i}` } })
    const session = await signInAs(test.app, admin)
    const first = (await staffRead(test.app, session, '/api/staff/audit')).json()
    expect(first).toMatchObject({ total: 62, page: 1, pageCount: 2 })
    expect(first.entries).toHaveLength(auditPageSize)
    expect(first.entries[0].action).toBe('audit.view')
    const second = (await staffRead(test.app, session, '/api/staff/audit?page=2')).json()
    expect(second.entries.at(-1).recordId).toBe('b-0')
    const byStaff = (await staffRead(test.app, session, '/api/staff/audit?staff=A@clinic.example')).json()
    expect(byStaff.total).toBe(30)
    const byRecord = (await staffRead(test.app, session, '/api/staff/audit?recordType=booking&recordId=b-7')).json()
    expect(byRecord.entries.map((entry: { recordId: string }) => entry.recordId)).toEqual(['b-7'])
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    expect((await staffRead(test.app, session, `/api/staff/audit?from=${tomorrow}`)).json().total).toBe(0)
    const views = await test.database.db.selectFrom('staff_audit_log').select('record_id').where('action', '=', 'audit.view').execute()
    expect(views.map((view) => view.record_id)).toContain('recordType=booking&recordId=b-7')
  })

  it('exports the selection as CSV, oldest first, with formulas neutralised', async () => {
    await recordAudit(test.database.db, { actor: { staffId: null, email: 'x@clinic.example' }, action: 'booking.read', record: { type: 'booking', id: '=HYPERLINK("http://evil")' }, fields: ['name', 'phone'] })
    const session = await signInAs(test.app, admin)
    const csv = await staffRead(test.app, session, '/api/staff/audit/export?recordType=booking')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = csv.body.split('\r\n')
    expect(lines[0]).toBe('id,at,staffId,staffEmail,action,outcome,recordType,recordId,fields,ipAddress,userAgent')
    expect(lines[1]).toContain(`"booking","'=HYPERLINK(""http://evil"")","name phone"`)
    expect(lines).toHaveLength(3)
    expect(csvField('-1+2')).toBe(`"'-1+2"`)
  })

  it('is read by admins only', async () => {
    const operations = await enrolledStaff(test.database.db, 'ops@clinic.example', 'operations')
    const session = await signInAs(test.app, operations)
    expect((await staffRead(test.app, session, '/api/staff/audit')).statusCode).toBe(403)
    expect((await staffRead(test.app, session, '/api/staff/audit/export')).statusCode).toBe(403)
  })
})
