// @vitest-environment jsdom
/**
 * The checkout page (SPEC.md section 2, Checkout; section 8's red errors): a spinner, then the
 * appointment, wellness and VitalCare variants in SPEC.md's words and amounts, 'You have already
 * paid.', the three red errors, Pay Now busy and disabled while the server answers, the payment
 * page reached with the provider's address in navigation state, and a clear message when no
 * address comes back. Terms and privacy links open in a new tab.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { CheckoutPage } from './index.ts'

const id = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const fetchMock = vi.fn<typeof fetch>()

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const appointment: ServiceData = {
  service_type: 'Appointment',
  practitioner: 'Psychologist',
  appointment_date: '2026-03-02',
  appointment_time: '14:30',
  wellness_date: null,
  wellness_time: null,
  description: 'Virtual consultation with a Psychologist',
  amount: 2500,
  package: null,
  is_paid: false,
  testId: null,
  screenings: [],
}

const wellness: ServiceData = {
  ...appointment,
  service_type: 'Wellness',
  practitioner: null,
  appointment_date: null,
  appointment_time: null,
  wellness_date: '2026-03-05',
  wellness_time: '08:00',
  description: 'Afya Thabiti (31 - 40 years)',
  amount: 13500,
  package: 'w-007',
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

/** Where Pay Now went, with the navigation state, as the payment page would read it. */
function PaymentProbe() {
  const location = useLocation()
  return (
    <p>
      Payment page {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  )
}

function renderCheckout(path = `/checkout/${id}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/checkout/:serviceId" element={<CheckoutPage />} />
        <Route path="/checkout/" element={<CheckoutPage />} />
        <Route path="/payments/*" element={<PaymentProbe />} />
      </Routes>
    </MemoryRouter>,
  )
}

/** Answers the service record, then whatever Pay Now should get. */
function answer(service: ServiceData | Response, pay?: () => Promise<Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url.startsWith('/api/appointments/get_service_data/')) return service instanceof Response ? service : json(service)
    if (url === '/api/payments/get_payment_data/' && pay) return pay()
    return json({ message: 'Not found' }, 404)
  })
}

describe('the checkout page', () => {
  it('shows a spinner, then the appointment in SPEC.md words with the amount for one session', async () => {
    answer(appointment)
    renderCheckout()
    expect(screen.getByRole('status')).toHaveProperty('textContent', ' Loading your booking...')
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello!' })).toBeDefined()
    expect(fetchMock).toHaveBeenCalledWith(`/api/appointments/get_service_data/?service_id=${id}`, expect.anything())
    screen.getByText('Virtual consultation with a Psychologist')
    screen.getByText('You are paying for a virtual appointment with an Afya Hub Psychologist, scheduled for Monday, 2 March 2026, at 2:30 PM.')
    screen.getByText(/^KES\s2,500 for one session$/)
    expect(screen.getByRole('heading', { name: 'What you get' })).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Good to know' })).toBeDefined()
    // jsdom drops the space before the hidden words that a browser reads out.
    for (const name of [/^Terms of Service ?\(opens in a new tab\)$/, /^Privacy Policy ?\(opens in a new tab\)$/]) {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    expect(screen.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe('/terms-and-conditions')
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy-policy')
  })

  it('shows a wellness check-up with the package display name and "Amount: KES ..."', async () => {
    answer(wellness)
    renderCheckout()
    await screen.findByRole('heading', { level: 1, name: 'Hello!' })
    screen.getByText('You are paying for a wellness check-up for the package Afya Thabiti (31 - 40 years), with sample collection scheduled for Thursday, 5 March 2026 at 8:00 AM.')
    screen.getByText(/^Amount: KES\s13,500$/)
  })

  it('shows an unknown package code as it is', async () => {
    answer({ ...wellness, package: 'w-999' })
    renderCheckout()
    await screen.findByText(/for the package w-999, with sample collection/)
  })

  it('thanks a VitalCare360 wait-list member without any payment', async () => {
    answer({ ...appointment, service_type: 'VitalCare', practitioner: null, amount: 0 })
    renderCheckout()
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeDefined()
    screen.getByText(/our team will be in touch soon/)
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull()
  })

  it('says "You have already paid." for a paid booking, with no Pay Now', async () => {
    answer({ ...appointment, is_paid: true })
    renderCheckout()
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Status' })).toBeDefined()
    screen.getByText('You have already paid.')
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Go to your screenings' }).getAttribute('href')).toBe(`/screening?service=${id}`)
  })

  it.each([
    ['no service id in the address', '/checkout/', undefined, 'Service ID is missing.'],
    ['an unknown booking', `/checkout/${id}`, json({ message: 'No service data found.', errors: [] }, 404), 'No service data found.'],
    ['an empty answer', `/checkout/${id}`, json({}), 'No service data found.'],
    [
      'a booking that is over',
      `/checkout/${id}`,
      json({ message: 'This booking link has expired. Please contact us if you need help with your booking.', errors: [] }, 410),
      'This booking link has expired. Please contact us if you need help with your booking.',
    ],
    ['a server failure', `/checkout/${id}`, json({ message: 'Internal Server Error' }, 500), 'Failed to fetch service details.'],
  ])('shows the red error for %s', async (_case, path, response, message) => {
    if (response) answer(response)
    renderCheckout(path)
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    if (!response) expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows "Failed to fetch service details." when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderCheckout()
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch service details.')
  })

  it('keeps Pay Now busy and disabled while the server answers, then opens the payment page with the address in navigation state', async () => {
    let release: (response: Response) => void = () => {}
    answer(appointment, () => new Promise((resolve) => (release = resolve)))
    renderCheckout()
    const user = userEvent.setup()
    const payNow = await screen.findByRole('button', { name: 'Pay Now' })
    await user.click(payNow)
    expect(payNow).toHaveProperty('disabled', true)
    expect(payNow.getAttribute('aria-busy')).toBe('true')
    await user.click(payNow)
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payments/get_payment_data/')).toHaveLength(1)
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/payments/get_payment_data/')!
    expect(JSON.parse(String(init?.body))).toEqual({ service_id: id })

    release(json({ payment_data: { redirect_url: '/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d' } }))
    const landed = await screen.findByText(/^Payment page/)
    expect(landed.textContent).toBe(
      `Payment page /payments/pesapal?service=${id} ${JSON.stringify({ redirectUrl: '/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d', serviceId: id })}`,
    )
  })

  it('stays put with a clear message when no payment address comes back, and Pay Now works again', async () => {
    answer(appointment, async () => json({ payment_data: {} }))
    renderCheckout()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('We could not start the payment. Please try again.')
    expect(screen.getByRole('button', { name: 'Pay Now' })).toHaveProperty('disabled', false)
    expect(screen.queryByText(/^Payment page/)).toBeNull()
  })

  it('shows the server message when the provider refuses, and "You have already paid." on 409', async () => {
    let status = 502
    answer(appointment, async () =>
      status === 502 ? json({ message: 'We could not start the payment. Please try again in a moment.', errors: [] }, 502) : json({ message: 'You have already paid.', errors: [] }, 409),
    )
    renderCheckout()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('We could not start the payment. Please try again in a moment.')
    status = 409
    await user.click(screen.getByRole('button', { name: 'Pay Now' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Status' })).toBeDefined()
    screen.getByText('You have already paid.')
  })
})
