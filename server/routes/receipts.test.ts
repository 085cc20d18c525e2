/**
 * GET /api/payments/receipt/ through app.inject() on both databases: a paid booking's receipt
 * (service, amount, date paid, payment reference, provider tracking id, receipt number) found by
 * any reference of its payment; nothing for an unpaid or unknown payment; never the phone,
 * email, location or notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import servicesJson from '#catalog/services.json' with { type: 'json' }
import { appointmentForm, testEnv, wellnessForm } from '../testing/booking-test-helpers.ts'
import { payerCookie } from '../testing/payment-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

describe.each(testDatabaseKinds)('receipts on %s', (kind) => {
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

  /** Starts a payment and decides it on the sandbox page; returns the merchant reference and tracking id. */
  async function attempt(serviceId: string, action: 'approve' | 'decline') {
    const start = await test.app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
    const page = (start.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url
    const decided = await test.app.inject({ method: 'POST', url: `${page}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await payerCookie(test.app.db, page) }, payload: '' })
    const back = new URL(decided.headers.location as string, 'http://site')
    return { reference: back.searchParams.get('OrderMerchantReference')!, trackingId: back.searchParams.get('OrderTrackingId')!, query: back.search }
  }

  const receipt = (query: string) => test.app.inject({ method: 'GET', url: `/api/payments/receipt/${query}` })

  it('answers the receipt of a paid appointment, by the confirmation page query, without contact details', async () => {
    const serviceId = await book('/api/appointments/book_appointment/', { ...appointmentForm(), appointment_time: '14:00' })
    const before = Date.now()
    const paid = await attempt(serviceId, 'approve')
    const response = await receipt(paid.query)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      receipt_number: `R-${paid.reference.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      first_name: 'Amina',
      service_type: 'Appointment',
      description: 'Virtual consultation with a Doctor',
      session_time: '14:00',
      amount: servicesJson.services.find((service) => service.routeSlug === 'talk-to-a-doctor')!.priceKES,
      currency: 'KES',
      payment_reference: paid.reference,
      provider_reference: paid.trackingId,
    })
    expect(body.session_date).toBe(appointmentForm().appointment_date)
    expect(Date.parse(body.paid_at)).toBeGreaterThanOrEqual(before - 1000)
    for (const secret of ['Otieno', '712345', '712 345', 'amina@example.com', 'headaches', '36.8219', serviceId]) expect(response.body).not.toContain(secret)
  })

  it('shows the attempt that went through when asked with the reference of a declined one', async () => {
    const serviceId = await book('/api/wellness/create/', wellnessForm())
    const declined = await attempt(serviceId, 'decline')
    const notYet = await receipt(declined.query)
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().message).toBe('This payment has not gone through, so there is no receipt for it yet.')

    const paid = await attempt(serviceId, 'approve')
    const response = await receipt(`?OrderMerchantReference=${declined.reference.toUpperCase()}&OrderTrackingId=${declined.trackingId}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ payment_reference: paid.reference, service_type: 'Wellness', session_time: '08:00' })
    expect(response.body).not.toContain('Kilimani')
  })

  it('needs the attempt\'s own tracking id with the reference: 400 without one, 404 with another\'s', async () => {
    const paid = await attempt(await book('/api/appointments/book_appointment/', appointmentForm()), 'approve')
    const other = await attempt(await book('/api/appointments/book_appointment/', appointmentForm()), 'approve')
    const alone = await receipt(`?OrderMerchantReference=${paid.reference}`)
    expect(alone.statusCode).toBe(400)
    const mismatched = await receipt(`?OrderMerchantReference=${paid.reference}&OrderTrackingId=${other.trackingId}`)
    expect(mismatched.statusCode).toBe(404)
    for (const answer of [alone, mismatched]) expect(answer.body).not.toContain('Amina')
    expect((await receipt(paid.query)).statusCode).toBe(200)
  })

  it('answers 404 for an unknown reference and 400 for a malformed one', async () => {
    expect((await receipt('?OrderMerchantReference=0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d&OrderTrackingId=0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d')).statusCode).toBe(404)
    expect((await receipt('?OrderMerchantReference=abc&OrderTrackingId=abc')).statusCode).toBe(400)
    expect((await receipt('')).statusCode).toBe(400)
  })
})
