/**
 * Sharing results from the booking form (issue 22 part 6; decision 102): each ticked result goes
 * with the new booking, scored again by the server, encrypted, tied to that booking only, seen by
 * its assigned practitioner and withdrawable on the manage page; without consent, a bad result or
 * an unknown field, the booking is refused naming the field and nothing is written; a booking
 * without results to share ties none to the person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, consent, dayAhead, rowCounts, testEnv } from '../testing/booking-test-helpers.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { manageToken, openWithCode } from '../testing/manage-fixtures.ts'
import { enrolledStaff, signInAs, staffRead } from '../testing/staff-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: testEnv })
}, 120_000)
afterAll(async () => test.app.close())

// PHQ-9 with the difficulty question: 2+2+2+1+1+1+1+0+0 = 10, moderate. GAD-7: 1+1+1+1+0+0+0 = 4, minimal.
const depression = { testCode: 'MH-001', language: 'en', answers: [2, 2, 2, 1, 1, 1, 1, 0, 0, 1] }
const anxiety = { testCode: 'MH-002', language: 'en', answers: [1, 1, 1, 1, 0, 0, 0, 0] }
const book = (fields: Record<string, unknown>) => test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), ...fields } })
const sharesOf = (serviceId: string) => test.app.db.selectFrom('shared_results').selectAll().where('service_id', '=', serviceId).orderBy('created_at').execute()
const allShares = async () => Number((await test.app.db.selectFrom('shared_results').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

describe('sharing results from the booking form', () => {
  it('stores each ticked result with the booking, encrypted; its practitioner sees it and the visitor withdraws it', async () => {
    const email = 'form-share@example.com'
    const booked = await book({ email, appointment_date: dayAhead(6), appointment_time: '09:30', shared_results: [{ result: depression, consent }, { result: anxiety, consent }] })
    expect(booked.statusCode, booked.body).toBe(201)
    const serviceId = booked.json().data.service_id as string
    const rows = await sharesOf(serviceId)
    expect(rows.map((row) => row.test_code).sort()).toEqual(['MH-001', 'MH-002'])
    const phq = JSON.parse(rows.find((row) => row.test_code === 'MH-001')!.content!)
    // The server's own score of the answers, with every answer on the path, the date and the band.
    expect(phq).toMatchObject({ testCode: 'MH-001', totalScore: 10, expectedTotalScore: 27, grade: expect.stringMatching(/moderate/i), takenOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(phq.answers).toHaveLength(10)
    expect(rows.every((row) => row.consent_version === consent.version)).toBe(true)
    const dump = await rawDatabaseDump(test.app.db)
    expect(dump).not.toContain(phq.grade)
    expect(dump).not.toContain(phq.answers[0].question)
    const audit = await test.app.db.selectFrom('staff_audit_log').select(['action', 'outcome']).where('record_id', '=', serviceId).execute()
    expect(audit).toEqual([{ action: 'booking.visitor-share-result', outcome: 'success' }, { action: 'booking.visitor-share-result', outcome: 'success' }])

    // The assigned practitioner reads both in their schedule.
    const practitioner = await enrolledStaff(test.database.db, 'dr-form-share@clinic.example', 'practitioner')
    await test.app.db.updateTable('services').set({ practitioner_id: practitioner.id, confirmed_at: new Date() }).where('id', '=', serviceId).execute()
    const signedIn = await signInAs(test.app, practitioner)
    const opened = await staffRead(test.app, signedIn, `/api/staff/schedule/session?id=${serviceId}`)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json().sharedResults.map((shared: { testCode: string }) => shared.testCode).sort()).toEqual(['MH-001', 'MH-002'])

    // The manage page lists them and withdraws one before the session.
    const session = await openWithCode(test.app, await manageToken(test.app, serviceId), email)
    const withdrawn = await test.app.inject({ method: 'POST', url: '/api/manage/share/withdraw', payload: { session, share: rows[0]!.id } })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().sharedResults).toHaveLength(1)
    expect((await staffRead(test.app, signedIn, `/api/staff/schedule/session?id=${serviceId}`)).json().sharedResults).toHaveLength(1)
  }, 180_000)

  it('ties no result to a booking made without one', async () => {
    const before = await allShares()
    const booked = await book({ email: 'form-no-share@example.com', appointment_date: dayAhead(6), appointment_time: '10:00' })
    expect(booked.statusCode, booked.body).toBe(201)
    expect(await sharesOf(booked.json().data.service_id)).toEqual([])
    expect(await allShares()).toBe(before)
  })

  it('refuses the booking, naming the field, without consent, under an old notice, for an unknown test, bad answers or a sent score, and writes nothing', async () => {
    const cases: [unknown, string, number][] = [
      [[{ result: depression, consent: { ...consent, accepted: false } }], '/shared_results/0/consent/accepted', 400],
      [[{ result: anxiety, consent }, { result: depression, consent: { version: '2001-01', accepted: true } }], '/shared_results/1/consent/version', 400],
      [[{ result: { ...depression, testCode: 'ZZ-999' }, consent }], '/shared_results/0/result/testCode', 400],
      [[{ result: { ...depression, answers: [9, 9] }, consent }], '/shared_results/0/result/answers', 400],
      [[{ result: { ...depression, totalScore: 0 }, consent }], '/shared_results/0/result/totalScore', 400],
      [[{ result: depression }], '/shared_results/0/consent', 400],
      [Array.from({ length: 11 }, () => ({ result: depression, consent })), '/shared_results', 400],
    ]
    const before = await rowCounts(test.app.db)
    const sharesBefore = await allShares()
    for (const [shared, path, status] of cases) {
      const refused = await book({ email: 'form-share-refused@example.com', appointment_date: dayAhead(6), appointment_time: '11:00', shared_results: shared })
      expect(refused.statusCode, refused.body).toBe(status)
      const paths = (refused.json().errors as { path: string }[]).map((error) => error.path)
      expect(paths.some((found) => found.startsWith(path)), `${path} in ${paths.join(', ')}`).toBe(true)
    }
    expect(await rowCounts(test.app.db)).toEqual(before)
    expect(await allShares()).toBe(sharesBefore)
  })
})
