/**
 * A booking whose session is over (its record closed the day after, decision 031) cannot be paid:
 * POST /api/payments/get_payment_data answers 410 and no payment is started; until then it can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { addDays, todayInNairobi } from '#engine/index.ts'

describe('paying for a booking that is over', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ env: testEnv })
  }, 30_000)
  afterAll(async () => test.app.close())

  it('is refused with 410 the second day after the session, with nothing started; the day after still pays', async () => {
    const booked = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: appointmentForm() })
    expect(booked.statusCode, booked.body).toBe(201)
    const serviceId = (booked.json() as { data: { service_id: string } }).data.service_id
    const db = test.database.db
    // Days are Nairobi's, as the server counts them (a UTC date is a day behind from 21:00 UTC).
    const ago = (days: number) => addDays(todayInNairobi(new Date()), -days)
    const pay = () => test.app.inject({ method: 'POST', url: '/api/payments/get_payment_data', payload: { service_id: serviceId } })

    await db.updateTable('services').set({ appointment_date: ago(2) }).where('id', '=', serviceId).execute()
    const attempts = () =>
      db.selectFrom('payment_attempts').innerJoin('payment_orders', 'payment_orders.id', 'payment_attempts.order_id').select('merchant_reference').where('payment_orders.service_id', '=', serviceId).execute()
    const refused = await pay()
    expect(refused.statusCode).toBe(410)
    expect(refused.json()).toEqual({ message: 'This booking is over, so it can no longer be paid. Please book a new time.', errors: [] })
    expect(await attempts()).toEqual([])

    await db.updateTable('services').set({ appointment_date: ago(1) }).where('id', '=', serviceId).execute()
    const started = await pay()
    expect(started.statusCode, started.body).toBe(200)
    expect(await attempts()).toHaveLength(1)
  })
})
