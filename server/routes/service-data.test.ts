/**
 * GET /api/appointments/get_service_data/?service_id= through app.inject() on both databases:
 * exactly the fields the checkout and confirmation pages read, never phone, email, location or
 * notes; 400 for a missing or malformed id, 404 'No service data found.' for an unknown one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import servicesJson from '#catalog/services.json' with { type: 'json' }
import packagesJson from '#catalog/wellness-packages.json' with { type: 'json' }
import { appointmentForm, dayAhead, testEnv, vitalCareForm, wellnessForm } from '../bookings/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const fields = ['service_type', 'first_name', 'practitioner', 'appointment_date', 'appointment_time', 'wellness_date', 'wellness_time', 'description', 'amount', 'package', 'is_paid', 'testId', 'screenings']

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

  it('answers an appointment with only what checkout shows', async () => {
    const form = { ...appointmentForm(), practitioner: 'Psychologist', appointment_date: dayAhead(3) }
    const id = await book('/api/appointments/book_appointment/', form)
    const response = await read(`?service_id=${id}`)
    expect(response.statusCode).toBe(200)
    const data = response.json() as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual([...fields].sort())
    expect(data).toEqual({
      service_type: 'Appointment',
      first_name: 'Amina',
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
    for (const secret of ['Otieno', '712', 'amina@example.com', 'headaches', '36.82', 'consent']) expect(response.body).not.toContain(secret)
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
    for (const secret of ['Kilimani', 'Kamau', '798765432', 'wanjiru@', 'male']) expect(response.body).not.toContain(secret)
  })

  it('answers a wait-list place with amount 0', async () => {
    const id = await book('/api/vitalcare/create/', vitalCareForm())
    expect((await read(`?service_id=${id}`)).json()).toMatchObject({ service_type: 'VitalCare', first_name: 'Baraka', amount: 0, is_paid: false })
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
