/**
 * A booking refuses a time that has just become full (decision 102): once practitioners have
 * working hours, an appointment at a time every practitioner working then is held is refused with
 * 409 naming appointment_time, inside the creating transaction, and nothing is written (no
 * booking, no key, no mail). Two visitors racing for the last practitioner, on two server instances
 * over one database, get one booking and one refusal, every round (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { appointmentForm, dayAhead, rowCounts, testEnv } from '../testing/booking-test-helpers.ts'
import { instancesOverOneDatabase, type InstancesOverOneDatabase } from '../testing/instances-over-one-database.ts'
import { sandboxUnlessPesapal } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { createAccount } from '../staff/accounts.ts'
import { setWorkingHours } from '../operations/practitioners.ts'
import { appointmentTimeTakenMessage } from './appointment-booking.ts'

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 })

const weekdays = [1, 2, 3, 4, 5]

describe.each(testDatabaseKinds)('a time that has just become full (%s)', (kind) => {
  let instances: InstancesOverOneDatabase
  let apps: FastifyInstance[] = []
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()))
    apps = []
    await instances.close()
  })

  /** Two server instances, each with its own connections to one database (as two processes). */
  async function twoInstances(): Promise<[FastifyInstance, FastifyInstance]> {
    instances = await instancesOverOneDatabase(kind)
    const config = loadConfig({ DATA_DIR: '/nonexistent-test-data-dir', ...sandboxUnlessPesapal(), ...testEnv })
    apps = [instances.first, instances.second].map((database) => buildApp(config, { database: { ...database, close: async () => {} } }))
    await Promise.all(apps.map((app) => app.ready()))
    return [apps[0]!, apps[1]!]
  }
  const book = (app: FastifyInstance, fields: Record<string, unknown>, key?: string) =>
    app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), ...fields }, headers: key ? { 'idempotency-key': key } : {} })

  it('refuses the second booking of the one practitioner working then, naming appointment_time, and writes nothing', async () => {
    const [app] = await twoInstances()
    const practitioner = await createAccount(app.db, 'dr-one@clinic.example', 'practitioner', null)
    await setWorkingHours(app.db, practitioner.accountId, weekdays.map((weekday) => ({ weekday, start: '09:00', end: '12:00' })))
    const day = dayAhead(8)
    const first = await book(app, { appointment_date: day, appointment_time: '10:00', email: 'first@example.com' })
    expect(first.statusCode, first.body).toBe(201)
    const before = await rowCounts(app.db)
    const second = await book(app, { appointment_date: day, appointment_time: '10:00', email: 'second@example.com' }, 'full-time-key-1')
    expect(second.statusCode, second.body).toBe(409)
    expect(second.json()).toEqual({ message: appointmentTimeTakenMessage, errors: [{ path: '/appointment_time', message: appointmentTimeTakenMessage }] })
    expect(await rowCounts(app.db)).toEqual(before)
    // In Kiswahili too, and another time the same day is still free.
    const inSwahili = await app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), appointment_date: day, appointment_time: '10:00' }, headers: { 'accept-language': 'sw' } })
    expect(inSwahili.statusCode).toBe(409)
    expect(inSwahili.json().errors[0].path).toBe('/appointment_time')
    expect(inSwahili.json().message).not.toBe(appointmentTimeTakenMessage)
    expect((await book(app, { appointment_date: day, appointment_time: '10:30' })).statusCode).toBe(201)
    // The same key after the refusal was not kept: once the time frees (the first cancelled), it books.
    await app.db.updateTable('services').set({ cancelled_at: new Date() }).where('id', '=', first.json().data.service_id).execute()
    expect((await book(app, { appointment_date: day, appointment_time: '10:00', email: 'second@example.com' }, 'full-time-key-1')).statusCode).toBe(201)
  })

  it('gives two visitors racing for the last practitioner on two instances one booking and one refusal, every round', async () => {
    const [one, two] = await twoInstances()
    const practitioner = await createAccount(one.db, 'dr-race@clinic.example', 'practitioner', null)
    await setWorkingHours(one.db, practitioner.accountId, weekdays.map((weekday) => ({ weekday, start: '08:00', end: '18:00' })))
    const day = dayAhead(9)
    for (let round = 0; round < 5; round++) {
      const time = `1${round}:00`
      const answers = await Promise.all([
        book(one, { appointment_date: day, appointment_time: time, email: `race-a-${round}@example.com` }),
        book(two, { appointment_date: day, appointment_time: time, email: `race-b-${round}@example.com` }),
      ])
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
      const held = await one.db.selectFrom('services').select('id').where('appointment_time', '=', time).where('cancelled_at', 'is', null).execute()
      expect(held).toHaveLength(1)
    }
  })
})
