// @vitest-environment jsdom
/**
 * The payment page (SPEC.md section 2, Payment page): the provider's page in a frame with
 * 'Please wait...' until the frame loads; the address from navigation state, or, after a reload,
 * asked for again with the service id from the query; an address off the allowlist refused;
 * 'You have already paid.' when the server says so.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PaymentPage } from './index.ts'

const id = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const sandbox = '/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d'
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderPayment(entry: string | { pathname: string; search?: string; state?: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/payments/*" element={<PaymentPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const frame = () => screen.getByTitle('Secure payment form')

describe('the payment page', () => {
  it('frames the address from navigation state and shows "Please wait..." until it loads', () => {
    renderPayment({ pathname: '/payments/pesapal', search: `?service=${id}`, state: { redirectUrl: sandbox, serviceId: id } })
    expect(screen.getByRole('status').textContent).toContain('Please wait...')
    expect(frame().getAttribute('src')).toBe(`${window.location.origin}${sandbox}`)
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.load(frame())
    expect(screen.queryByText('Please wait...')).toBeNull()
    expect(frame()).toBeDefined()
  })

  it('frames a Pesapal https page', () => {
    const pesapal = 'https://pay.pesapal.com/iframe/PesapalIframe3/Index?OrderTrackingId=abc'
    renderPayment({ pathname: '/payments/pesapal', state: { redirectUrl: pesapal, serviceId: id } })
    expect(frame().getAttribute('src')).toBe(pesapal)
  })

  it.each(['https://evil.example/pay', 'http://pay.pesapal.com/iframe', 'javascript:alert(1)'])('refuses to frame %s', (address) => {
    renderPayment({ pathname: '/payments/pesapal', state: { redirectUrl: address, serviceId: id } })
    expect(screen.getByRole('alert').textContent).toMatch(/^This payment page cannot be shown here/)
    expect(screen.queryByTitle('Secure payment form')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to your booking' }).getAttribute('href')).toBe(`/checkout/${id}`)
  })

  it('after a reload asks the server again with the service id from the address, and frames its answer', async () => {
    fetchMock.mockResolvedValue(json({ payment_data: { redirect_url: sandbox } }))
    renderPayment(`/payments/pesapal?service=${id}`)
    expect(screen.getByRole('status').textContent).toContain('Please wait...')
    expect((await screen.findByTitle('Secure payment form')).getAttribute('src')).toBe(`${window.location.origin}${sandbox}`)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/payments/get_payment_data/')
    expect(JSON.parse(String(init?.body))).toEqual({ service_id: id })
  })

  it('after a reload of a paid booking says "You have already paid." with the way to the screenings', async () => {
    fetchMock.mockResolvedValue(json({ message: 'You have already paid.', errors: [] }, 409))
    renderPayment(`/payments/pesapal?service=${id}`)
    await screen.findByText('You have already paid.')
    expect(screen.getByRole('link', { name: 'Go to your screenings' }).getAttribute('href')).toBe(`/screening?service=${id}`)
    expect(screen.queryByTitle('Secure payment form')).toBeNull()
  })

  it('says what went wrong when the payment cannot start, and Try again asks once more', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json({ payment_data: { redirect_url: sandbox } }))
    renderPayment(`/payments/pesapal?service=${id}`)
    expect((await screen.findByRole('alert')).textContent).toBe('We could not start the payment. Please try again.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTitle('Secure payment form')).toBeDefined()
  })

  it('explains that it cannot tell the booking when there is neither state nor service id', () => {
    renderPayment('/payments/pesapal')
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not tell which booking this payment is for/)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
