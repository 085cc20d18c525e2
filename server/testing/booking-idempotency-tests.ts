/**
 * Idempotency-Key on bookings: a retry gets the stored answer (same service_id) and writes nothing
 * more; reusing a key for another body is a 409; ten identical requests at once make exactly one
 * booking, one key row and one set of mails. Run by server/routes/bookings.test.ts on each
 * database, over its app.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { TestApp } from './test-app.ts'
import { appointmentForm, rowCounts, wellnessForm } from './booking-test-helpers.ts'
import { keyReusedMessage } from '../bookings/idempotency.ts'

const appointment = '/api/appointments/book_appointment/'

export function bookingIdempotencyTests(app: () => TestApp): void {
  const db = () => app().database.db
  const post = (url: string, body: unknown, key?: string) =>
    app().app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers: key ? { 'idempotency-key': key } : {} })

  it('answers a retry with the same key and body with the same service_id, writing nothing more', async () => {
    const key = randomUUID()
    const form = appointmentForm()
    const first = await post(appointment, form, key)
    expect(first.statusCode).toBe(201)
    const after = await rowCounts(db())
    const reordered = Object.fromEntries(Object.entries(form).reverse())
    for (const body of [form, reordered]) {
      const retry = await post('/api/appointments/book_appointment', body, key)
      expect(retry.statusCode).toBe(201)
      expect(retry.json()).toEqual(first.json())
    }
    expect(await rowCounts(db())).toEqual(after)
    const stored = await db().selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow()
    expect(stored.status_code).toBe(201)
  })

  it('makes a new booking for each request without a key', async () => {
    const first = await post(appointment, appointmentForm())
    const second = await post(appointment, appointmentForm())
    expect(first.json().data.service_id).not.toBe(second.json().data.service_id)
  })

  it('refuses the same key with a different body, or on another booking call, with 409 and writes nothing', async () => {
    const key = randomUUID()
    expect((await post(appointment, appointmentForm(), key)).statusCode).toBe(201)
    const before = await rowCounts(db())
    for (const [url, body] of [
      [appointment, { ...appointmentForm(), appointment_time: '11:00' }],
      ['/api/wellness/create/', wellnessForm()],
    ] as const) {
      const response = await post(url, body, key)
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: keyReusedMessage, errors: [] })
    }
    expect(await rowCounts(db())).toEqual(before)
  })

  it('stores no key for a refused request, so the corrected form can use it', async () => {
    const key = randomUUID()
    const refused = await post(appointment, { ...appointmentForm(), phone_number: '12345' }, key)
    expect(refused.statusCode).toBe(400)
    expect(await db().selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([])
    expect((await post(appointment, appointmentForm(), key)).statusCode).toBe(201)
  })

  it('refuses a malformed key', async () => {
    const before = await rowCounts(db())
    const response = await post(appointment, appointmentForm(), 'x'.repeat(256))
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual([{ path: '/headers/idempotency-key', message: 'Idempotency-Key must be 1 to 255 visible characters, such as a UUID.' }])
    expect(await rowCounts(db())).toEqual(before)
  })

  it('makes exactly one booking from ten identical requests sent at once', async () => {
    const key = randomUUID()
    const form = appointmentForm()
    const before = await rowCounts(db())
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(appointment, form, key)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201))
    const ids = new Set(responses.map((response) => (response.json() as { data: { service_id: string } }).data.service_id))
    expect(ids.size).toBe(1)
    const after = await rowCounts(db())
    expect(after).toEqual({ ...before, services: before.services + 1, idempotency_keys: before.idempotency_keys + 1, outbox: before.outbox + 2 })
    const [serviceId] = [...ids]
    expect(await db().selectFrom('services').select('id').where('id', '=', serviceId!).execute()).toHaveLength(1)
  })
}
