/**
 * The operations console's server side (issue 22 part 3; decision 080), on PGlite and (when
 * TEST_DATABASE_URL is set) PostgreSQL: the day list with the provider's payment state and its
 * audit entry, working hours, confirming with a practitioner, no double-booking (refused by the
 * route, by the database itself, and when two instances race), moving inside consultation hours,
 * cancelling with a refund, attendance, the CSV export, and every refusal changing nothing.
 */
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDays, todayInNairobi } from '#engine/index.ts'
import { dayAhead, nextWeekday, testEnv } from '../testing/booking-test-helpers.ts'
import { instancesOverOneDatabase } from '../testing/instances-over-one-database.ts'
import { bookAndPay } from '../testing/manage-fixtures.ts'
import { insertService } from '../testing/payment-fixtures.ts'
import { enrolledStaff, fromConsole, signInAs, staffRead, staffWrite, type SignedIn, type TestStaff } from '../testing/staff-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { shortReference } from '../mail/booking-lines.ts'
import { createAccount } from '../staff/accounts.ts'
import { confirmBooking } from './booking-actions.ts'
import { operationsMessages } from './operations-messages.ts'
import { isoWeekday, setWorkingHours } from './practitioners.ts'

const weekday = (day: string) => isoWeekday(day)

// Each test makes an app and signs three staff in (argon2id): slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

describe.each(testDatabaseKinds)('the operations console (%s)', (kind) => {
  let test: TestApp
  let operations: TestStaff
  let practitionerA: TestStaff
  let practitionerB: TestStaff
  let ops: SignedIn
  beforeEach(async () => {
    test = await createTestApp({ kind, env: testEnv })
    operations = await enrolledStaff(test.database.db, 'ops@clinic.example', 'operations')
    practitionerA = await enrolledStaff(test.database.db, 'dr.a@clinic.example', 'practitioner')
    practitionerB = await enrolledStaff(test.database.db, 'dr.b@clinic.example', 'practitioner')
    ops = await signInAs(test.app, operations)
  }, 180_000)
  afterEach(async () => {
    vi.useRealTimers()
    await test.app.close()
  })

  const db = () => test.app.db
  const bookingRow = (id: string) =>
    db()
      .selectFrom('services')
      .select(['practitioner_id', 'confirmed_at', 'attendance', 'cancelled_at', 'appointment_time', sql<string>`to_char(appointment_date, 'YYYY-MM-DD')`.as('appointment_date')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const auditOf = (id: string) => db().selectFrom('staff_audit_log').select(['action', 'outcome', 'staff_id', 'fields']).where('record_id', '=', id).orderBy('id').execute()
  const workEveryWeekday = async (staff: TestStaff, start = '08:00', end = '18:00') =>
    setWorkingHours(db(), staff.id, [1, 2, 3, 4, 5].map((day) => ({ weekday: day, start, end })))

  it('lists a day with the payment state, filters by state, kind and reference, and audits the read', async () => {
    const day = dayAhead(7)
    const paid = await bookAndPay(test.app, { appointment_date: day, appointment_time: '10:30', first_name: 'Amina' })
    const unpaid = await bookAndPay(test.app, { appointment_date: day, appointment_time: '09:00', first_name: 'Baraka', email: 'baraka@example.com' }, { pay: false })
    await bookAndPay(test.app, { appointment_date: dayAhead(8), appointment_time: '09:00' }, { pay: false })

    const listed = await staffRead(test.app, ops, `/api/staff/bookings?day=${day}`)
    expect(listed.statusCode, listed.body).toBe(200)
    const page = listed.json()
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1, day })
    expect(page.bookings.map((booking: { id: string }) => booking.id)).toEqual([unpaid, paid])
    expect(page.bookings[1]).toMatchObject({ reference: shortReference(paid), name: 'Amina Otieno', time: '10:30', status: 'paid', paymentStatus: 'paid', serviceType: 'Appointment', practitioner: null })
    expect(page.bookings[0]).toMatchObject({ status: 'awaiting-payment', name: 'Baraka Otieno' })

    const onlyPaid = (await staffRead(test.app, ops, `/api/staff/bookings?day=${day}&status=paid`)).json()
    expect(onlyPaid.bookings.map((booking: { id: string }) => booking.id)).toEqual([paid])
    expect((await staffRead(test.app, ops, `/api/staff/bookings?day=${day}&type=Wellness`)).json().total).toBe(0)
    const found = (await staffRead(test.app, ops, `/api/staff/bookings?reference=${shortReference(paid).toLowerCase()}`)).json()
    expect(found).toMatchObject({ total: 1, day: null })
    expect(found.bookings[0].id).toBe(paid)

    const reads = await db().selectFrom('staff_audit_log').select(['action', 'staff_id', 'fields', 'record_id']).where('action', '=', 'booking.list').orderBy('id').execute()
    expect(reads).toHaveLength(4)
    expect(reads[0]).toMatchObject({ staff_id: operations.id, record_id: `day=${day}&page=1` })
    expect(reads[0]!.fields).toEqual(expect.arrayContaining(['first_name', 'last_name']))
    // A bad filter is refused by its schema, naming the field.
    const bad = await staffRead(test.app, ops, '/api/staff/bookings?day=tomorrow')
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('day')
  })

  it('refuses the list and every action to a practitioner and to an anonymous request, and a write without the CSRF token', async () => {
    const booking = await insertService(db())
    const practitioner = await signInAs(test.app, practitionerA)
    expect((await staffRead(test.app, practitioner, '/api/staff/bookings')).statusCode).toBe(403)
    expect((await staffWrite(test.app, practitioner, '/api/staff/bookings/confirm', { bookingId: booking, practitionerId: practitionerA.id })).statusCode).toBe(403)
    expect((await staffWrite(test.app, practitioner, '/api/staff/bookings/cancel', { bookingId: booking, refund: 'full' })).statusCode).toBe(403)
    expect((await test.app.inject({ method: 'GET', url: '/api/staff/bookings' })).statusCode).toBe(401)
    expect((await test.app.inject({ method: 'GET', url: '/api/staff/bookings/export?day=2030-01-01' })).statusCode).toBe(401)
    expect((await test.app.inject({ method: 'POST', url: '/api/staff/bookings/attendance', headers: fromConsole, payload: { bookingId: booking, attendance: 'attended' } })).statusCode).toBe(401)
    const noToken = await test.app.inject({ method: 'POST', url: '/api/staff/bookings/cancel', headers: { ...fromConsole, cookie: ops.cookie }, payload: { bookingId: booking, refund: 'full' } })
    expect(noToken.statusCode).toBe(403)
    expect((await bookingRow(booking)).cancelled_at).toBeNull()
    const denied = await db().selectFrom('staff_audit_log').select(['action', 'staff_id']).where('outcome', '=', 'refused').execute()
    expect(denied).toEqual(expect.arrayContaining([{ action: 'access.denied', staff_id: practitionerA.id }, { action: 'staff.csrf-refused', staff_id: operations.id }]))
  })

  it('sets working hours, confirms with a practitioner who works then, and refuses one who does not or is busy', async () => {
    const day = nextWeekday('Tue', 7)
    // Two visitors took 10:30 while no practitioner had hours (the clinic then books by consultation
    // hours alone); once A alone works then, a third 10:30 would be refused (decision 103).
    const first = await bookAndPay(test.app, { appointment_date: day, appointment_time: '10:30' })
    const second = await bookAndPay(test.app, { appointment_date: day, appointment_time: '10:30', email: 'second@example.com' })
    const hours = await staffWrite(test.app, ops, '/api/staff/practitioners/hours', { practitionerId: practitionerA.id, hours: [{ weekday: weekday(day), start: '09:00', end: '12:00' }] })
    expect(hours.statusCode, hours.body).toBe(200)
    expect(hours.json().practitioners).toContainEqual({ id: practitionerA.id, email: practitionerA.email, hours: [{ weekday: weekday(day), start: '09:00', end: '12:00' }] })
    const overlapping = await staffWrite(test.app, ops, '/api/staff/practitioners/hours', { practitionerId: practitionerA.id, hours: [{ weekday: 2, start: '09:00', end: '12:00' }, { weekday: 2, start: '11:00', end: '13:00' }] })
    expect(overlapping.statusCode).toBe(400)
    expect((await staffRead(test.app, ops, '/api/staff/practitioners')).json().practitioners[0].hours).toHaveLength(1)
    // Operations is not a practitioner: it cannot be given hours.
    expect((await staffWrite(test.app, ops, '/api/staff/practitioners/hours', { practitionerId: operations.id, hours: [] })).statusCode).toBe(400)

    const late = await bookAndPay(test.app, { appointment_date: day, appointment_time: '11:30', email: 'late@example.com' })

    const confirmed = await staffWrite(test.app, ops, '/api/staff/bookings/confirm', { bookingId: first, practitionerId: practitionerA.id })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ message: operationsMessages.confirmed, booking: { status: 'confirmed', practitioner: { id: practitionerA.id, email: practitionerA.email } } })

    const busy = await staffWrite(test.app, ops, '/api/staff/bookings/confirm', { bookingId: second, practitionerId: practitionerA.id })
    expect(busy.statusCode).toBe(409)
    expect(busy.json()).toMatchObject({ message: operationsMessages.busy, errors: [{ path: '/practitionerId' }] })
    // 11:30 to 12:00 is inside 09:00-12:00; B has no hours at all.
    expect((await staffWrite(test.app, ops, '/api/staff/bookings/confirm', { bookingId: late, practitionerId: practitionerA.id })).statusCode).toBe(200)
    const notWorking = await staffWrite(test.app, ops, '/api/staff/bookings/confirm', { bookingId: second, practitionerId: practitionerB.id })
    expect(notWorking.statusCode).toBe(409)
    expect(notWorking.json().message).toBe(operationsMessages.notWorking)
    expect(await bookingRow(second)).toMatchObject({ practitioner_id: null, confirmed_at: null })
    expect((await auditOf(second)).map((row) => `${row.action}:${row.outcome}`)).toEqual(['booking.confirm:refused', 'booking.confirm:refused'])
    expect((await auditOf(first))[0]).toMatchObject({ action: 'booking.confirm', outcome: 'success', staff_id: operations.id })
  })

  it('has the database refuse a second live booking of one practitioner at one start, whatever the code does', async () => {
    const day = dayAhead(7)
    const [one, two] = [await insertService(db()), await insertService(db())]
    await sql`update services set appointment_date = ${day}::date, appointment_time = '10:00' where id in (${one}, ${two})`.execute(db())
    await db().updateTable('services').set({ practitioner_id: practitionerA.id }).where('id', '=', one).execute()
    await expect(db().updateTable('services').set({ practitioner_id: practitionerA.id }).where('id', '=', two).execute()).rejects.toThrow(/services_practitioner_slot/)
    // Another practitioner, or the same one once the first booking is cancelled, is allowed.
    await db().updateTable('services').set({ practitioner_id: practitionerB.id }).where('id', '=', two).execute()
    await db().updateTable('services').set({ cancelled_at: new Date() }).where('id', '=', one).execute()
    await db().updateTable('services').set({ practitioner_id: practitionerA.id }).where('id', '=', two).execute()
  })

  it('moves a session inside consultation hours, keeps a free practitioner, and refuses a time outside hours changing nothing', async () => {
    const day = nextWeekday('Wed', 7)
    await workEveryWeekday(practitionerA)
    const booking = await bookAndPay(test.app, { appointment_date: day, appointment_time: '10:30' })
    expect((await staffWrite(test.app, ops, '/api/staff/bookings/confirm', { bookingId: booking, practitionerId: practitionerA.id })).statusCode).toBe(200)

    for (const outside of [{ date: day, time: '19:00' }, { date: nextWeekday('Sun', 7), time: '10:00' }, { date: day, time: '10:30' }]) {
      const refused = await staffWrite(test.app, ops, '/api/staff/bookings/reschedule', { bookingId: booking, ...outside })
      expect(refused.statusCode, JSON.stringify(outside)).toBe(400)
      expect(refused.json().errors[0].path).toBe('/time')
      expect(await bookingRow(booking)).toMatchObject({ appointment_date: day, appointment_time: '10:30', practitioner_id: practitionerA.id })
    }
    const moved = await staffWrite(test.app, ops, '/api/staff/bookings/reschedule', { bookingId: booking, date: day, time: '14:00' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ message: operationsMessages.moved, booking: { time: '14:00', status: 'confirmed', practitioner: { id: practitionerA.id } } })
    // To a Saturday morning (open 09:00-13:00) when A works weekdays only: moved, A released.
    const saturday = nextWeekday('Sat', 7)
    const released = await staffWrite(test.app, ops, '/api/staff/bookings/reschedule', { bookingId: booking, date: saturday, time: '09:00' })
    expect(released.statusCode, released.body).toBe(400)
    // Nobody works on Saturday once practitioners have hours, so the time is not offered at all.
    expect(released.json().message).toBe(operationsMessages.notOffered)
    expect((await auditOf(booking)).filter((row) => row.action === 'booking.reschedule').map((row) => row.outcome)).toEqual(['refused', 'refused', 'refused', 'success', 'refused'])
  })

  it('releases the practitioner when the session moves to a time they are taken, if another is free', async () => {
    const day = nextWeekday('Thu', 7)
    await workEveryWeekday(practitionerA)
    await workEveryWeekday(practitionerB)
    const moving = await bookAndPay(test.app, { appointment_date: day, appointment_time: '10:00' })
    const staying = await bookAndPay(test.app, { appointment_date: day, appointment_time: '15:00', email: 'staying@example.com' })
    await confirmBooking(db(), moving, practitionerA.id, operations.id, new Date())
    await confirmBooking(db(), staying, practitionerA.id, operations.id, new Date())
    const moved = await staffWrite(test.app, ops, '/api/staff/bookings/reschedule', { bookingId: moving, date: day, time: '15:00' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ message: operationsMessages.movedReleased, booking: { time: '15:00', status: 'paid', practitioner: null } })
  })

  it('cancels with a refund through the payment provider, once, and mails the visitor', async () => {
    const email = 'refund-me@example.com'
    const booking = await bookAndPay(test.app, { email, appointment_date: dayAhead(7), appointment_time: '11:00' })
    const cancelled = await staffWrite(test.app, ops, '/api/staff/bookings/cancel', { bookingId: booking, refund: 'full' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().booking).toMatchObject({ status: 'cancelled', refundStatus: 'requested' })
    const refunds = await db().selectFrom('refunds').select(['amount_kes', 'status', 'requested_by']).where('service_id', '=', booking).execute()
    expect(refunds).toEqual([{ amount_kes: cancelled.json().booking.amountKes, status: 'requested', requested_by: operations.id }])
    expect((await db().selectFrom('services').select('cancelled_by').where('id', '=', booking).executeTakeFirstOrThrow()).cancelled_by).toBe(operations.id)
    const again = await staffWrite(test.app, ops, '/api/staff/bookings/cancel', { bookingId: booking, refund: 'full' })
    expect(again.statusCode).toBe(409)
    expect(await db().selectFrom('refunds').select('status').where('service_id', '=', booking).execute()).toHaveLength(1)
    const mails = (await db().selectFrom('outbox').select(['recipient', 'kind']).where('kind', '=', 'booking-cancelled').execute()).filter((row) => row.recipient === email)
    expect(mails).toHaveLength(1)
    expect((await auditOf(booking)).map((row) => `${row.action}:${row.outcome}`)).toEqual(['booking.cancel:success', 'booking.cancel:refused'])
    // A body that names no refund policy is refused by its schema and cancels nothing.
    const other = await insertService(db())
    const invalid = await staffWrite(test.app, ops, '/api/staff/bookings/cancel', { bookingId: other, refund: 'some' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.body).toContain('refund')
    expect((await bookingRow(other)).cancelled_at).toBeNull()
  })

  it('records attendance only once the session has started', async () => {
    const future = await insertService(db())
    const early = await staffWrite(test.app, ops, '/api/staff/bookings/attendance', { bookingId: future, attendance: 'attended' })
    expect(early.statusCode).toBe(409)
    expect((await bookingRow(future)).attendance).toBeNull()
    const past = await insertService(db())
    await sql`update services set appointment_date = ${addDays(todayInNairobi(new Date()), -1)}::date where id = ${past}`.execute(db())
    const attended = await staffWrite(test.app, ops, '/api/staff/bookings/attendance', { bookingId: past, attendance: 'no-show' })
    expect(attended.statusCode, attended.body).toBe(200)
    expect(attended.json()).toMatchObject({ message: operationsMessages.noShow, booking: { status: 'no-show' } })
    expect((await bookingRow(past)).attendance).toBe('no-show')
    expect((await auditOf(past))[0]).toMatchObject({ action: 'booking.attendance', outcome: 'success', fields: ['attendance'] })
  })

  it('exports the day as CSV with no cell a spreadsheet would run as a formula', async () => {
    const day = dayAhead(7)
    const booking = await insertService(db(), { first_name: '=HYPERLINK("http://evil.example","x")' })
    await sql`update services set appointment_date = ${day}::date, appointment_time = '09:30' where id = ${booking}`.execute(db())
    const other = await insertService(db(), { first_name: '@SUM(1+1)' })
    await sql`update services set appointment_date = ${day}::date, appointment_time = '10:00' where id = ${other}`.execute(db())
    const exported = await staffRead(test.app, ops, `/api/staff/bookings/export?day=${day}`)
    expect(exported.statusCode, exported.body).toBe(200)
    expect(exported.headers['content-type']).toContain('text/csv')
    const lines = exported.body.trim().split('\r\n')
    expect(lines[0]).toBe('Time,Reference,Type,Name,Status,Payment,Refund,Consultation,Practitioner,Amount KES')
    expect(lines[1]).toContain(`09:30,${shortReference(booking)},Appointment,"'=HYPERLINK(""http://evil.example"",""x"") Kamau",awaiting-payment`)
    expect(lines[2]).toContain(`,'@SUM(1+1) Kamau,`)
    expect(lines.slice(1).every((line) => !/(^|,)[=+\-@]/.test(line))).toBe(true)
    const audit = await db().selectFrom('staff_audit_log').select(['action', 'record_id']).where('action', '=', 'booking.export').execute()
    expect(audit).toEqual([{ action: 'booking.export', record_id: `day=${day}` }])
  })

  it('offers visitors only the times a practitioner working then is still free', async () => {
    const day = nextWeekday('Tue', 7)
    const availability = async () => (await test.app.inject({ method: 'GET', url: `/api/slot-availability?date=${day}` })).json()
    // No practitioner has hours: every time inside consultation hours is offered, as before.
    expect(await availability()).toEqual({ date: day, full: [] })
    await setWorkingHours(db(), practitionerA.id, [{ weekday: weekday(day), start: '09:00', end: '12:00' }])
    const full = (await availability()).full as string[]
    expect(full).toContain('08:00')
    expect(full).toContain('12:00')
    expect(full).not.toContain('09:00')
    expect(full).not.toContain('11:30')
    await bookAndPay(test.app, { appointment_date: day, appointment_time: '10:30' })
    expect((await availability()).full).toContain('10:30')
    // The visitor's manage page cannot move another booking into the taken time either.
    const second = await bookAndPay(test.app, { appointment_date: day, appointment_time: '11:00', email: 'other@example.com' })
    const refused = await staffWrite(test.app, ops, '/api/staff/bookings/reschedule', { bookingId: second, date: day, time: '10:30' })
    expect(refused.statusCode).toBe(400)
    expect((await bookingRow(second)).appointment_time).toBe('11:00')
    expect((await test.app.inject({ method: 'GET', url: '/api/slot-availability?date=soon' })).statusCode).toBe(400)
  })
})

describe.each(testDatabaseKinds)('two instances confirming at once (%s)', (kind) => {
  it('gives one practitioner one of two bookings at the same start, never both', async () => {
    const instances = await instancesOverOneDatabase(kind)
    try {
      const db = instances.first.db
      const day = dayAhead(7)
      const practitioner = await createAccount(db, 'dr.race@clinic.example', 'practitioner', null)
      const operations = await createAccount(db, 'ops.race@clinic.example', 'operations', null)
      await setWorkingHours(db, practitioner.accountId, [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })))
      for (let round = 0; round < 5; round++) {
        const time = `1${round}:00`
        const ids = [await insertService(db), await insertService(db)]
        await sql`update services set appointment_date = ${day}::date, appointment_time = ${time} where id in (${ids[0]!}, ${ids[1]!})`.execute(db)
        const results = await Promise.all([
          confirmBooking(instances.first.db, ids[0]!, practitioner.accountId, operations.accountId, new Date()),
          confirmBooking(instances.second.db, ids[1]!, practitioner.accountId, operations.accountId, new Date()),
        ])
        expect(results.map((result) => result.kind).sort()).toEqual(['busy', 'confirmed'])
        const assigned = await db.selectFrom('services').select('id').where('practitioner_id', '=', practitioner.accountId).where('appointment_time', '=', time).execute()
        expect(assigned).toHaveLength(1)
      }
    } finally {
      await instances.close()
    }
  }, 60_000)
})
