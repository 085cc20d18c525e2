/**
 * Pre-session screenings through app.inject() on both databases: the service record lists the
 * tests that suit the booked practitioner (or the wellness check-up), each a real catalogue test;
 * marking one completed works only for a paid booking and a test in its list, is remembered for
 * that booking alone, and stores the slug and a time, never answers or scores.
 */
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { allScreeningSlugs } from '../bookings/screenings.ts'
import { payerCookie } from '../testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

type Screening = { routeSlug: string; title: string; description: string; completed: boolean }

it('offers only tests that exist in the catalogue', () => {
  for (const slug of allScreeningSlugs()) expect(existsSync(new URL(`../../tests-catalog/tests/${slug}.json`, import.meta.url)), slug).toBe(true)
})

describe.each(testDatabaseKinds)('screenings on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: testEnv })
  }, 60_000)
  afterAll(async () => test.app.close())

  async function book(url: string, body: Record<string, unknown>): Promise<string> {
    const response = await test.app.inject({ method: 'POST', url, payload: body })
    expect(response.statusCode, response.body).toBe(201)
    return (response.json() as { data: { service_id: string } }).data.service_id
  }

  const bookAppointment = (practitioner: string) => book('/api/appointments/book_appointment/', { ...appointmentForm(), practitioner })

  /** Pays through the sandbox page, approving, as a person would. */
  async function pay(serviceId: string): Promise<void> {
    const start = await test.app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
    const page = (start.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url
    const approved = await test.app.inject({ method: 'POST', url: `${page}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await payerCookie(test.app.db, page) }, payload: '' })
    expect(approved.statusCode).toBe(303)
  }

  async function screenings(serviceId: string): Promise<Screening[]> {
    const response = await test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/?service_id=${serviceId}` })
    expect(response.statusCode).toBe(200)
    return (response.json() as { screenings: Screening[] }).screenings
  }

  const complete = (service_id: string, routeSlug: string, extra: Record<string, unknown> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/appointments/screenings/', payload: { service_id, routeSlug, ...extra } })

  it('lists the tests that suit the practitioner, with catalogue titles, none completed', async () => {
    const therapist = await screenings(await bookAppointment('Psychologist'))
    expect(therapist.map((screening) => screening.routeSlug)).toEqual(['depression', 'anxiety', 'burnout'])
    expect(therapist[0]).toEqual({
      routeSlug: 'depression',
      title: 'Depression Symptoms Screening',
      description: expect.stringContaining('PHQ-9'),
      completed: false,
    })
    expect((await screenings(await bookAppointment('Doctor'))).map((screening) => screening.routeSlug)).toEqual(['diabetes-risk', 'hypertension-risk'])
    expect((await screenings(await bookAppointment('Nutritionist'))).map((screening) => screening.routeSlug)).toEqual(['dietary-assessment'])
    const wellness = await screenings(await book('/api/wellness/create/', wellnessForm()))
    expect(wellness.map((screening) => screening.routeSlug)).toEqual(['lifestyle-habits', 'diabetes-risk', 'hypertension-risk'])
    expect(await screenings(await book('/api/vitalcare/create/', vitalCareForm()))).toEqual([])
  })

  it('marks a screening completed for a paid booking only, remembered for that booking', async () => {
    const serviceId = await bookAppointment('Psychologist')
    const unpaid = await complete(serviceId, 'anxiety')
    expect(unpaid.statusCode).toBe(409)
    expect(unpaid.json().message).toBe('The screenings unlock once the booking is paid. Please complete the payment first.')
    expect((await screenings(serviceId)).every((screening) => !screening.completed)).toBe(true)

    await pay(serviceId)
    const done = await complete(serviceId.toUpperCase(), 'anxiety')
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toEqual({ routeSlug: 'anxiety', completed: true })
    expect((await complete(serviceId, 'anxiety')).statusCode).toBe(200) // again: no change, no error
    expect((await screenings(serviceId)).map((screening) => [screening.routeSlug, screening.completed])).toEqual([
      ['depression', false],
      ['anxiety', true],
      ['burnout', false],
    ])

    // Another paid booking of the same kind starts with nothing completed.
    const other = await bookAppointment('Psychologist')
    await pay(other)
    expect((await screenings(other)).some((screening) => screening.completed)).toBe(false)
  })

  it('refuses a test outside the booking list, an unknown booking and any extra field such as answers or a score', async () => {
    const serviceId = await bookAppointment('Doctor')
    await pay(serviceId)
    const notOffered = await complete(serviceId, 'depression')
    expect(notOffered.statusCode).toBe(400)
    expect(notOffered.json().message).toBe('This test is not one of the screenings for this booking.')
    expect((await complete('0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d', 'diabetes-risk')).statusCode).toBe(404)
    for (const extra of [{ answers: [0, 1, 2] }, { totalScore: 12 }, { grade: 'High risk' }]) {
      const refused = await complete(serviceId, 'diabetes-risk', extra)
      expect(refused.statusCode).toBe(400)
    }
    for (const bad of [{ service_id: '123', routeSlug: 'diabetes-risk' }, { service_id: serviceId, routeSlug: '../etc' }, { service_id: serviceId }]) {
      expect((await test.app.inject({ method: 'POST', url: '/api/appointments/screenings/', payload: bad })).statusCode).toBe(400)
    }
    expect((await screenings(serviceId)).some((screening) => screening.completed)).toBe(false)
  })

  it('stores only the booking, the slug and a time', async () => {
    const serviceId = await bookAppointment('Nutritionist')
    await pay(serviceId)
    expect((await complete(serviceId, 'dietary-assessment')).statusCode).toBe(200)
    const rows = await test.database.db.selectFrom('screening_completions').selectAll().where('service_id', '=', serviceId).execute()
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]!).sort()).toEqual(['completed_at', 'route_slug', 'service_id'])
    expect(rows[0]!.route_slug).toBe('dietary-assessment')
  })
})
