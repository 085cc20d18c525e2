/**
 * GET /api/consultation-hours answers the configured CONSULTATION_HOURS in the shape of
 * schemas/consultation-hours.schema.json, and the booking routes follow the same hours.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { schemaProblems } from '#schemas/ajv.ts'
import { appointmentForm, nextWeekday, rowCounts, testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import './consultation-hours.ts'

let test: TestApp | undefined
afterEach(async () => {
  await test?.app.close()
  test = undefined
})

describe('GET /api/consultation-hours', () => {
  it('answers the default hours, Monday first, with the 180-day limit', async () => {
    test = await createTestApp({ env: testEnv })
    const response = await test.app.inject({ method: 'GET', url: '/api/consultation-hours' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    const body = response.json()
    expect(body).toEqual({
      timeZone: 'Africa/Nairobi',
      maxDaysAhead: 180,
      days: [
        { day: 'Mon', open: '08:00', close: '18:00' },
        { day: 'Tue', open: '08:00', close: '18:00' },
        { day: 'Wed', open: '08:00', close: '18:00' },
        { day: 'Thu', open: '08:00', close: '18:00' },
        { day: 'Fri', open: '08:00', close: '18:00' },
        { day: 'Sat', open: '09:00', close: '13:00' },
      ],
    })
  })

  it('answers CONSULTATION_HOURS as configured, and the booking routes refuse a day it leaves closed', async () => {
    test = await createTestApp({ env: { ...testEnv, CONSULTATION_HOURS: 'Sun 10:00-24:00;Tue 07:30-12:00' } })
    const body = (await test.app.inject({ method: 'GET', url: '/api/consultation-hours' })).json()
    expect(body.days).toEqual([
      { day: 'Tue', open: '07:30', close: '12:00' },
      { day: 'Sun', open: '10:00', close: '24:00' },
    ])
    expect(schemaProblems('consultation-hours.schema.json', body)).toEqual([])

    const before = await rowCounts(test.database.db)
    const monday = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), appointment_date: nextWeekday('Mon'), appointment_time: '10:00' } })
    expect(monday.statusCode).toBe(400)
    expect(monday.json().errors).toEqual([{ path: '/appointment_date', message: 'Appointment date is a Monday, when we are closed; choose Tuesday or Sunday.' }])
    expect(await rowCounts(test.database.db)).toEqual(before)

    const sunday = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), appointment_date: nextWeekday('Sun'), appointment_time: '23:59' } })
    expect(sunday.statusCode, sunday.body).toBe(201)
  })
})
