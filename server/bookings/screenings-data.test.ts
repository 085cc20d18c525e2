/**
 * The screenings a booking offers come from tests-catalog/practitioner-screenings.json, not from
 * code: with another file in its place (mocked here), the service record lists that file's tests,
 * in its order, with each test's own catalogue title, and only those can be marked completed. A
 * file naming a test that does not exist stops the server at load, naming the file and the entry.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { appointmentForm, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { payerCookie } from '../testing/payment-fixtures.ts'
import { loadScreeningPlan } from './screenings.ts'

vi.mock('#catalog/practitioner-screenings.json', () => ({
  default: {
    consultations: { Doctor: ['obesity-risk'], Nutritionist: [], Psychologist: ['social_support', 'ptsd'] },
    wellnessCheckup: ['physical-activity'],
  },
}))

const titleOf = (slug: string): string =>
  (JSON.parse(readFileSync(new URL(`../../tests-catalog/tests/${slug}.json`, import.meta.url), 'utf8')) as { informalTitle: string }).informalTitle

type Screening = { routeSlug: string; title: string; completed: boolean }

describe('screenings from the catalogue file', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind: 'pglite', env: testEnv })
  }, 60_000)
  afterAll(async () => test.app.close())

  async function book(url: string, body: Record<string, unknown>): Promise<string> {
    const response = await test.app.inject({ method: 'POST', url, payload: body })
    expect(response.statusCode, response.body).toBe(201)
    return (response.json() as { data: { service_id: string } }).data.service_id
  }

  async function screenings(serviceId: string): Promise<Screening[]> {
    const response = await test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/?service_id=${serviceId}` })
    expect(response.statusCode).toBe(200)
    return (response.json() as { screenings: Screening[] }).screenings
  }

  const bookAppointment = (practitioner: string) => book('/api/appointments/book_appointment/', { ...appointmentForm(), practitioner })

  it("lists the file's tests for each kind of booking, in its order, with their catalogue titles", async () => {
    const therapist = await screenings(await bookAppointment('Psychologist'))
    expect(therapist.map((screening) => [screening.routeSlug, screening.title])).toEqual([
      ['social_support', titleOf('social_support')],
      ['ptsd', titleOf('ptsd')],
    ])
    expect((await screenings(await bookAppointment('Doctor'))).map((screening) => screening.routeSlug)).toEqual(['obesity-risk'])
    expect(await screenings(await bookAppointment('Nutritionist'))).toEqual([])
    expect((await screenings(await book('/api/wellness/create/', wellnessForm()))).map((screening) => screening.routeSlug)).toEqual(['physical-activity'])
    expect(await screenings(await book('/api/vitalcare/create/', vitalCareForm()))).toEqual([])
  })

  it("marks completed only a test of the file's list for the booking", async () => {
    const serviceId = await bookAppointment('Psychologist')
    const start = await test.app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
    const page = (start.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url
    await test.app.inject({ method: 'POST', url: `${page}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await payerCookie(test.app.db, page) }, payload: '' })
    const complete = (routeSlug: string) => test.app.inject({ method: 'POST', url: '/api/appointments/screenings/', payload: { service_id: serviceId, routeSlug } })
    expect((await complete('depression')).statusCode).toBe(400)
    expect((await complete('ptsd')).statusCode).toBe(200)
    expect((await screenings(serviceId)).map((screening) => [screening.routeSlug, screening.completed])).toEqual([
      ['social_support', false],
      ['ptsd', true],
    ])
  })
})

describe('loadScreeningPlan', () => {
  const valid = { consultations: { Doctor: [], Nutritionist: [], Psychologist: ['depression'] }, wellnessCheckup: [] }

  it('refuses a file naming a test that does not exist, with the file, the entry and the fix', () => {
    expect(() => loadScreeningPlan({ ...valid, wellnessCheckup: ['lifestyle'] })).toThrow(
      'tests-catalog/practitioner-screenings.json is not valid:\n- /wellnessCheckup/0: "lifestyle" is not a test in tests-catalog/tests/ (there is no tests/lifestyle.json)',
    )
  })

  it('refuses a file without an entry for a practitioner the booking form offers, or broken in shape', () => {
    expect(() => loadScreeningPlan({ ...valid, consultations: { Doctor: [], Psychologist: [] } })).toThrow('/consultations: has no entry for Nutritionist')
    expect(() => loadScreeningPlan({ consultations: valid.consultations })).toThrow('/: "wellnessCheckup" is missing')
  })

  it("reads each offered test's title and description", () => {
    expect(loadScreeningPlan(valid).tests.get('depression')).toEqual({ routeSlug: 'depression', title: titleOf('depression'), description: expect.stringContaining('PHQ-9') })
  })
})
