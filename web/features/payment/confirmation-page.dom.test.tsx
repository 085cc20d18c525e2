// @vitest-environment jsdom
/**
 * The confirmation page (SPEC.md section 2, Confirmation page): it asks the server to verify the
 * payment, then says 'Thank you, {first_name}!' with Start Screenings and Download Your Receipt;
 * a pending payment is checked again by itself, then waits for 'Check again'; a declined or
 * cancelled one says so with Try again back to the checkout; an unknown reference says so.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmationPage } from './index.ts'

const serviceId = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const reference = 'ee48d3a8-9551-490b-8eb8-6decd6bebaf7'
const trackingId = 'e4bac012-fe66-422e-94a6-295178ebb0bd'
const both = `OrderMerchantReference=${reference}&OrderTrackingId=${trackingId}`
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const status = (payment_status: string) => json({ payment_status, first_name: 'Amina', service_id: serviceId })
/** The payment status checks the page made (a paid page also reads the booking and its manage link). */
const statusChecks = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/payments/status')).length

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderConfirmation(props: { delayMs?: number; maxChecks?: number } = {}, search = `?OrderTrackingId=${trackingId}&OrderMerchantReference=${reference}&OrderNotificationType=CALLBACKURL`) {
  return render(
    <MemoryRouter initialEntries={[`/payment/confirmation${search}`]}>
      <Routes>
        <Route path="/payment/confirmation" element={<ConfirmationPage {...props} />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the confirmation page', () => {
  it('asks the server about the payment, then thanks the person with the screenings and the receipt', async () => {
    fetchMock.mockResolvedValue(status('paid'))
    renderConfirmation()
    expect(screen.getByRole('status').textContent).toContain('Confirming your payment...')
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Amina!' })).toBeDefined()
    expect(fetchMock).toHaveBeenCalledWith(`/api/payments/status/?${both}`, expect.anything())
    screen.getByText('Your payment has been successfully processed.')
    expect(screen.getByRole('heading', { name: 'Optional pre-session screenings' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Start Screenings' }).getAttribute('href')).toBe(`/screening?service=${serviceId}`)
    expect(screen.getByRole('link', { name: 'Download Your Receipt' }).getAttribute('href')).toBe(`/payment/receipt?${both}`)
  })

  it('checks a pending payment again by itself until it is paid', async () => {
    fetchMock.mockResolvedValueOnce(status('pending')).mockResolvedValueOnce(status('pending')).mockResolvedValue(status('paid'))
    renderConfirmation({ delayMs: 10 })
    expect(await screen.findByRole('heading', { level: 1, name: 'We are still confirming your payment' })).toBeDefined()
    expect(screen.getByRole('status').textContent).toMatch(/checking again every few seconds/)
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Amina!' })).toBeDefined()
    expect(statusChecks()).toBe(3)
  })

  it('says what was booked, when in Kenyan time, how, how to prepare, and links to Manage my booking', async () => {
    const token = 'T'.repeat(43)
    fetchMock.mockImplementation(async (input) => {
      const path = String(input)
      if (path.startsWith('/api/payments/status')) return status('paid')
      if (path.startsWith('/api/appointments/get_service_data')) {
        return json({ service_type: 'Appointment', practitioner: 'Doctor', appointment_date: '2026-12-14', appointment_time: '08:00', wellness_date: null, wellness_time: null, description: null, amount: 2500, package: null, is_paid: true, testId: null, screenings: [] })
      }
      if (path === '/api/manage/link') return json({ path: `/manage#${token}` })
      throw new Error(`unexpected call ${path}`)
    })
    renderConfirmation()
    const details = await screen.findByRole('region', { name: 'Your booking' })
    expect(details.textContent).toContain('Virtual consultation with a doctor')
    expect(details.textContent).toMatch(/Monday, 14 December 2026/)
    expect(details.textContent).toMatch(/How to prepare/)
    const manage = await screen.findByRole('link', { name: 'Manage my booking' })
    expect(manage.getAttribute('href')).toBe(`/manage#${token}`)
    const linkCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/manage/link')
    expect(JSON.parse(String(linkCall?.[1]?.body))).toEqual({ service_id: serviceId })
  })

  it('stops checking after the last try and checks again when asked', async () => {
    fetchMock.mockImplementation(async () => status('pending'))
    renderConfirmation({ delayMs: 5, maxChecks: 3 })
    await screen.findByText(/Your payment has not been confirmed yet/)
    expect(statusChecks()).toBe(3)
    fetchMock.mockResolvedValue(status('paid'))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Amina!' })).toBeDefined()
    expect(statusChecks()).toBe(4)
  })

  it.each([
    ['failed', 'declined'],
    ['cancelled', 'cancelled'],
  ])('says a %s payment did not go through, with Try again back to the checkout', async (state, word) => {
    fetchMock.mockResolvedValue(status(state))
    renderConfirmation()
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeDefined()
    expect(screen.getByRole('alert').textContent).toContain(`The payment was ${word}`)
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/checkout/${serviceId}`)
    expect(screen.queryByRole('link', { name: 'Start Screenings' })).toBeNull()
  })

  it('says when the payment is unknown, or the address has no reference', async () => {
    fetchMock.mockResolvedValue(json({ message: 'We could not find that payment.', errors: [] }, 404))
    renderConfirmation()
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that payment' })).toBeDefined()
    cleanup()
    fetchMock.mockClear()
    renderConfirmation({}, '')
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that payment' })).toBeDefined()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks nothing for a merchant reference without the tracking id (an address that did not come from the provider)', () => {
    renderConfirmation({}, `?OrderMerchantReference=${reference}`)
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that payment' })).toBeDefined()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers Check again when the server cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(status('paid'))
    renderConfirmation()
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not check your payment just now' })).toBeDefined()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Amina!' })).toBeDefined()
  })
})
