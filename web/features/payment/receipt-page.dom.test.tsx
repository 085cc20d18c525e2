// @vitest-environment jsdom
/**
 * The receipt ('Download Your Receipt'): the service, amount, date paid, payment reference,
 * provider tracking id and receipt number from the server, a button that opens the print dialog
 * (Save as PDF), and the server's words when there is no receipt because nothing was paid.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import { ReceiptPage } from './index.ts'

const reference = 'ee48d3a8-9551-490b-8eb8-6decd6bebaf7'
const trackingId = 'e4bac012-fe66-422e-94a6-295178ebb0bd'
const both = `OrderMerchantReference=${reference}&OrderTrackingId=${trackingId}`
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const receipt: PaymentReceipt = {
  receipt_number: 'R-EE48D3A8',
  first_name: 'Amina',
  service_type: 'Appointment',
  description: 'Virtual consultation with a Doctor',
  session_date: '2026-03-02',
  session_time: '14:30',
  amount: 2000,
  currency: 'KES',
  paid_at: '2026-02-20T09:05:00.000Z',
  payment_reference: reference,
  provider_reference: 'e4bac012-fe66-422e-94a6-295178ebb0bd',
  confirmation_code: 'SBX123',
  payment_method: 'Sandbox',
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderReceipt(search = `?${both}`) {
  return render(
    <MemoryRouter initialEntries={[`/payment/receipt${search}`]}>
      <Routes>
        <Route path="/payment/receipt" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The receipt's facts as label: value pairs. */
function facts(): Record<string, string> {
  return Object.fromEntries([...document.querySelectorAll('.receipt-facts div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]))
}

describe('the receipt page', () => {
  it('shows the receipt facts and prints on request', async () => {
    fetchMock.mockResolvedValue(json(receipt))
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderReceipt()
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })).toBeDefined()
    expect(fetchMock).toHaveBeenCalledWith(`/api/payments/receipt/?${both}`, expect.anything())
    expect(facts()).toEqual({
      'Receipt number': 'R-EE48D3A8',
      'Date paid': '20 February 2026 at 12:05 PM (Nairobi time)',
      'Received from': 'Amina',
      For: 'Virtual consultation with a Doctor',
      Session: 'Monday, 2 March 2026, at 2:30 PM',
      'Amount paid': 'KES\u00a02,000',
      'Payment method': 'Sandbox',
      'Confirmation code': 'SBX123',
      'Payment reference': reference,
      'Provider tracking id': 'e4bac012-fe66-422e-94a6-295178ebb0bd',
    })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print or save as PDF' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('leaves out facts the provider did not give', async () => {
    fetchMock.mockResolvedValue(json({ ...receipt, confirmation_code: null, payment_method: null, service_type: 'Wellness', session_time: null }))
    renderReceipt()
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })
    expect(Object.keys(facts())).not.toContain('Confirmation code')
    expect(Object.keys(facts())).not.toContain('Payment method')
    expect(facts()['Sample collection']).toBe('Monday, 2 March 2026')
  })

  it("shows the server's words when the payment has not gone through", async () => {
    fetchMock.mockResolvedValue(json({ message: 'This payment has not gone through, so there is no receipt for it yet.', errors: [] }, 409))
    renderReceipt()
    expect((await screen.findByRole('alert')).textContent).toBe('This payment has not gone through, so there is no receipt for it yet.')
    expect(document.querySelector('.receipt')).toBeNull()
  })

  it.each([
    ['no query', ''],
    ['a reference without its tracking id', `?OrderMerchantReference=${reference}`],
  ])('says the link is incomplete with %s, without asking the server', (_case, search) => {
    renderReceipt(search)
    expect(screen.getByRole('alert').textContent).toMatch(/^This receipt link is incomplete/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('links back to the confirmation page with both the reference and the tracking id', async () => {
    fetchMock.mockResolvedValue(json(receipt))
    renderReceipt()
    await screen.findByRole('heading', { level: 1, name: 'Payment receipt' })
    expect(screen.getByRole('link', { name: 'Back to your confirmation' }).getAttribute('href')).toBe(`/payment/confirmation?${both}`)
  })
})
