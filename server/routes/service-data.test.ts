/**
 * GET /api/appointments/get_service_data/?service_id= through app.inject() on both databases:
 * exactly the fields the checkout and screening pages read, nothing saying who booked (no name,
 * phone, email, location or notes); 400 for a missing or malformed id, 404 'No service data
 * found.' for an unknown one, 410 once the booking is over, 429 above the per-IP read limit.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import servicesJson from '#catalog/services.json' with { type: 'json' }
import packagesJson from '#catalog/wellness-packages.json' with { type: 'json' }
import { addDays, todayInNairobi } from '#engine/index.ts'
import { appointmentForm, dayAhead, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const fields = ['service_type', 'practitioner', 'appointment_date', 'appointment_time', 'wellness_date', 'wellness_time', 'description', 'amount', 'package', 'is_paid', 'testId', 'screenings']

describe.each(testDatabaseKinds)('service data on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: testEnv })
  }, 30_000)
  afterAll(async () => test.app.close())

  async function book(url: string, body: Record<string, unknown>): Promise<string> {
    const response = await test.app.inject({ method: 'POST', url, payload: body })
    expect(response.statusCode, response.body).toBe(201)
    return (response.json() as { data: { service_id: string } }).data.service_id
  }

  const read = (query: string) => test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/${query}` })

  it('answers an appointment with only what checkout shows, without the name', async () => {
    const form = { ...appointmentForm(), practitioner: 'Psychologist', appointment_date: dayAhead(3) }
    const id = await book('/api/appointments/book_appointment/', form)
    const response = await read(`?service_id=${id}`)
    expect(response.statusCode).toBe(200)
    const data = response.json() as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual([...fields].sort())
    expect(data).toEqual({
      service_type: 'Appointment',
      practitioner: 'Psychologist',
      appointment_date: dayAhead(3),
      appointment_time: '10:30',
      wellness_date: null,
      wellness_time: null,
      description: 'Virtual consultation with a Psychologist',
      amount: servicesJson.services.find((service) => service.routeSlug === 'talk-to-a-therapist')!.priceKES,
      package: null,
      is_paid: false,
      testId: null,
      screenings: expect.any(Array),
    })
    for (const secret of ['Amina', 'Otieno', '712345', '712 345', 'amina@example.com', 'headaches', '36.8219', 'consent']) expect(response.body).not.toContain(secret)
  })

  it('answers a wellness booking with its package, date and price, without the location', async () => {
    const id = await book('/api/wellness/create/', { ...wellnessForm(), package: 'w-007', sex: 'male', wellness_date: dayAhead(2) })
    const response = await read(`?service_id=${id.toUpperCase()}`)
    expect(response.json()).toMatchObject({
      service_type: 'Wellness',
      package: 'w-007',
      description: packagesJson.packages.find((entry) => entry.packageId === 'w-007')!.title,
      amount: 3000,
      wellness_date: dayAhead(2),
      wellness_time: '08:00',
      practitioner: null,
      appointment_date: null,
    })
    for (const secret of ['Wanjiru', 'Kilimani', 'Kamau', '798765432', 'wanjiru@', 'male']) expect(response.body).not.toContain(secret)
  })

  it('answers a wait-list place with amount 0', async () => {
    const id = await book('/api/vitalcare/create/', vitalCareForm())
    const response = await read(`?service_id=${id}`)
    expect(response.json()).toMatchObject({ service_type: 'VitalCare', amount: 0, is_paid: false })
    expect(response.body).not.toContain('Baraka')
  })

  it('answers 410 once the day after the session is over, and a wait-list place 30 days after payment or booking', async () => {
    const db = test.database.db
    const session = await book('/api/appointments/book_appointment/', appointmentForm())
    const setSessionDate = (date: string) => db.updateTable('services').set({ appointment_date: date }).where('id', '=', session).execute()
    // Days are Nairobi's, as the server counts them (a UTC date is a day behind from 21:00 UTC).
    const ago = (days: number) => addDays(todayInNairobi(new Date()), -days)
    await setSessionDate(ago(1))
    expect((await read(`?service_id=${session}`)).statusCode).toBe(200)
    await setSessionDate(ago(2))
    const expired = await read(`?service_id=${session}`)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({ message: 'This booking link has expired. Please contact us if you need help with your booking.', errors: [] })

    const waitList = await book('/api/vitalcare/create/', vitalCareForm())
    const bookedDaysAgo = (days: number) => sql`update services set created_at = now() - make_interval(days => ${days}) where id = ${waitList}`.execute(db)
    await bookedDaysAgo(29)
    expect((await read(`?service_id=${waitList}`)).statusCode).toBe(200)
    await bookedDaysAgo(31)
    expect((await read(`?service_id=${waitList}`)).statusCode).toBe(410)
    await db.updateTable('services').set({ paid_at: new Date(Date.now() - 10 * 86_400_000) }).where('id', '=', waitList).execute()
    expect((await read(`?service_id=${waitList}`)).statusCode).toBe(200)
  })

  it('answers 404 "No service data found." for an unknown id', async () => {
    const response = await read('?service_id=0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'No service data found.', errors: [] })
  })

  it('answers 400 for a missing or malformed id', async () => {
    const missing = await read('')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ message: 'Service ID is required.', errors: [{ path: '/querystring/service_id', message: 'Service ID is required.' }] })
    for (const bad of ['123', "1'%20or%20'1'='1", 'a'.repeat(37)]) {
      const response = await read(`?service_id=${bad}`)
      expect(response.statusCode).toBe(400)
      expect((response.json() as { errors: { path: string }[] }).errors[0]!.path).toBe('/querystring/service_id')
    }
    expect((await read('?service_id=123')).json().message).toBe(
      'Service ID is not in the expected form: the id the booking answer gave (data.service_id), a UUID such as 3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60.',
    )
  })
})

describe('service data read limit', () => {
  it('answers 429 after RATE_LIMIT_RECORD_READS_PER_MINUTE reads from one address, known id or not', async () => {
    const test = await createTestApp({ env: { ...testEnv, RATE_LIMIT_RECORD_READS_PER_MINUTE: '5' } })
    try {
      const statuses: number[] = []
      for (let index = 0; index < 7; index++) {
        const response = await test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/?service_id=0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3${String(index).padStart(3, '0')}` })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429])
      const limited = await test.app.inject({ method: 'GET', url: '/api/appointments/get_service_data/?service_id=0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d' })
      expect(limited.json().message).toMatch(/^Too many requests from your connection\. Please wait \d+ seconds? and try again\.$/)
      expect(limited.headers['retry-after']).toBeDefined()
      // Other pages are not counted with it.
      expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).not.toBe(429)
    } finally {
      await test.app.close()
    }
  }, 30_000)
})
