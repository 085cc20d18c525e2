/**
 * The practitioner's schedule (issue 22 part 4; decision 085): their own sessions with the
 * screenings and the results the person shared; another practitioner's booking, or one assigned to
 * no one, is refused (403, audited); other roles and anonymous requests are refused; every read is
 * audited with the fields it showed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { consent, dayAhead, testEnv } from '../testing/booking-test-helpers.ts'
import { bookAndPay, manageToken, openWithCode } from '../testing/manage-fixtures.ts'
import { enrolledStaff, signInAs, staffRead, type SignedIn, type TestStaff } from '../testing/staff-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let test: TestApp
let mine: TestStaff
let other: TestStaff
let me: SignedIn
let them: SignedIn
beforeAll(async () => {
  test = await createTestApp({ env: testEnv })
  mine = await enrolledStaff(test.database.db, 'dr-wanjiru@clinic.example', 'practitioner')
  other = await enrolledStaff(test.database.db, 'dr-otieno@clinic.example', 'practitioner')
  me = await signInAs(test.app, mine)
  them = await signInAs(test.app, other)
}, 60_000)
afterAll(async () => {
  vi.useRealTimers()
  await test.app.close()
})

const assign = (serviceId: string, staffId: string | null) => test.app.db.updateTable('services').set({ practitioner_id: staffId, confirmed_at: new Date() }).where('id', '=', serviceId).execute()
const auditOf = (serviceId: string) => test.app.db.selectFrom('staff_audit_log').select(['action', 'outcome', 'staff_email', 'fields']).where('record_id', '=', serviceId).where('action', '=', 'booking.read').execute()

describe("a practitioner's schedule", () => {
  it('lists only their own sessions, and opens one with its screenings and the result the person shared', async () => {
    const email = 'schedule-journey@example.com'
    const serviceId = await bookAndPay(test.app, { email, first_name: 'Amina', last_name: 'Njeri', practitioner: 'Psychologist', appointment_date: dayAhead(5), appointment_time: '10:00' })
    const othersBooking = await bookAndPay(test.app, { email: 'schedule-other@example.com', appointment_date: dayAhead(5), appointment_time: '11:00' })
    await assign(serviceId, mine.id)
    await assign(othersBooking, other.id)
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)
    const shared = await test.app.inject({ method: 'POST', url: '/api/manage/share', payload: { session, result: { testCode: 'MH-001', answers: [2, 2, 2, 1, 1, 1, 1, 0, 0, 1] }, consent } })
    expect(shared.statusCode, shared.body).toBe(200)

    const schedule = await staffRead(test.app, me, '/api/staff/schedule')
    expect(schedule.statusCode, schedule.body).toBe(200)
    const sessions = schedule.json().sessions
    expect(sessions.map((entry: { id: string }) => entry.id)).toEqual([serviceId])
    expect(sessions[0]).toMatchObject({ name: 'Amina Njeri', day: dayAhead(5), time: '10:00', confirmed: true, cancelled: false, sharedResults: 1 })

    const opened = await staffRead(test.app, me, `/api/staff/schedule/session?id=${serviceId}`)
    expect(opened.statusCode, opened.body).toBe(200)
    const detail = opened.json()
    expect(detail.screenings.length).toBeGreaterThan(0)
    expect(detail.screenings.every((screening: { completed: boolean }) => screening.completed === false)).toBe(true)
    expect(detail.sharedResults).toHaveLength(1)
    expect(detail.sharedResults[0]).toMatchObject({ testCode: 'MH-001', totalScore: 10, expectedTotalScore: 27, grade: expect.stringMatching(/moderate/i) })
    expect(detail.sharedResults[0].answers).toHaveLength(10)

    // Withdrawn before the session: the practitioner no longer sees it.
    const view = await test.app.inject({ method: 'POST', url: '/api/manage/share/withdraw', payload: { session, share: shared.json().sharedResults[0].id } })
    expect(view.statusCode).toBe(200)
    expect((await staffRead(test.app, me, `/api/staff/schedule/session?id=${serviceId}`)).json().sharedResults).toEqual([])

    const reads = await auditOf(serviceId)
    expect(reads).toHaveLength(2)
    expect(reads.every((entry) => entry.outcome === 'success' && entry.staff_email === mine.email && entry.fields.includes('shared_results'))).toBe(true)
  })

  it("refuses another practitioner's booking and an unassigned one with 403, audited, showing nothing", async () => {
    const theirs = await bookAndPay(test.app, { email: 'schedule-theirs@example.com', first_name: 'Kamau', appointment_date: dayAhead(6), appointment_time: '09:30' })
    const unassigned = await bookAndPay(test.app, { email: 'schedule-none@example.com', appointment_date: dayAhead(6), appointment_time: '10:30' })
    await assign(theirs, other.id)
    for (const serviceId of [theirs, unassigned]) {
      const refused = await staffRead(test.app, me, `/api/staff/schedule/session?id=${serviceId}`)
      expect(refused.statusCode).toBe(403)
      expect(refused.body).not.toContain('Kamau')
      expect(await auditOf(serviceId)).toEqual([expect.objectContaining({ outcome: 'refused', staff_email: mine.email })])
    }
    expect((await staffRead(test.app, them, `/api/staff/schedule/session?id=${theirs}`)).statusCode).toBe(200)
    const unknown = await staffRead(test.app, me, '/api/staff/schedule/session?id=00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect((await staffRead(test.app, me, '/api/staff/schedule/session?id=not-an-id')).statusCode).toBe(400)
  })

  it('refuses other roles and anonymous requests', async () => {
    const operations = await signInAs(test.app, await enrolledStaff(test.database.db, 'ops-schedule@clinic.example', 'operations'))
    expect((await staffRead(test.app, operations, '/api/staff/schedule')).statusCode).toBe(403)
    expect((await test.app.inject({ method: 'GET', url: '/api/staff/schedule' })).statusCode).toBe(401)
    expect((await test.app.inject({ method: 'GET', url: '/api/staff/schedule/session?id=00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401)
  })
})
