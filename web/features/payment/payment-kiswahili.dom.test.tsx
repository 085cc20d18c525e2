// @vitest-environment jsdom
/**
 * The payment pages on a Kiswahili page (issue 20): the payment frame, the confirmation (paid,
 * still confirming, cancelled) and the printable receipt, its facts named in Kiswahili with the
 * dates, times and KES amount through Intl sw-KE, and no English interface text of the payment
 * pages left on screen.
 */
import { i18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import { formatClock } from '../../shared/format-date-time.ts'
import { loadCatalogues } from '../../shared/i18n.ts'
import { englishLeftIn, shownText } from '../../testing/english-left.ts'
import { ConfirmationPage, PaymentPage, ReceiptPage } from './index.ts'

const serviceId = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const reference = 'ee48d3a8-9551-490b-8eb8-6decd6bebaf7'
const trackingId = 'e4bac012-fe66-422e-94a6-295178ebb0bd'
const both = `OrderMerchantReference=${reference}&OrderTrackingId=${trackingId}`
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const status = (payment_status: string) => json({ payment_status, first_name: 'Amina', service_id: serviceId })

const receipt: PaymentReceipt = {
  receipt_number: 'R-EE48D3A8',
  first_name: 'Amina',
  service_type: 'Appointment',
  description: 'Mashauriano ya mtandaoni na Daktari',
  session_date: '2026-03-02',
  session_time: '14:30',
  amount: 12000,
  currency: 'KES',
  paid_at: '2026-02-20T09:05:00.000Z',
  payment_reference: reference,
  provider_reference: trackingId,
  confirmation_code: 'SBX123',
  payment_method: 'M-Pesa',
}

const catalogues = ['payment']

beforeAll(() => loadCatalogues('sw', catalogues))
afterAll(() => i18n.activate('en'))
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderAt(path: string, element: ReactNode, entry: string | { pathname: string; search: string; state: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  )
}

/** The receipt's facts as label: value pairs. */
function facts(): Record<string, string> {
  return Object.fromEntries([...document.querySelectorAll('.receipt-facts div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]))
}

describe('the payment pages in Kiswahili', () => {
  it('frame the provider with its title and hint in Kiswahili', () => {
    renderAt('/payments/*', <PaymentPage />, { pathname: '/payments/pesapal', search: `?service=${serviceId}`, state: { redirectUrl: '/api/payments/sandbox/pay?OrderTrackingId=x', serviceId } })
    expect(screen.getByRole('heading', { level: 1, name: 'Kamilisha malipo yako' })).toBeDefined()
    expect(screen.getByTitle('Fomu salama ya malipo')).toBeDefined()
    expect(screen.getByRole('status').textContent).toContain('Tafadhali subiri...')
    screen.getByText('Lipa kwa M-Pesa au kadi kwenye fomu iliyo hapa chini. Malipo yakikamilika utaona uthibitisho wako.')
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('thank the person by name with the screenings and the receipt, in Kiswahili', async () => {
    fetchMock.mockResolvedValue(status('paid'))
    renderAt('/payment/confirmation', <ConfirmationPage />, `/payment/confirmation?${both}`)
    expect(screen.getByRole('status').textContent).toContain('Tunathibitisha malipo yako...')
    expect(await screen.findByRole('heading', { level: 1, name: 'Asante, Amina!' })).toBeDefined()
    screen.getByText('Malipo yako yamekamilika kwa mafanikio.')
    expect(screen.getByRole('heading', { name: 'Uchunguzi wa hiari kabla ya kipindi' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Anza Uchunguzi' }).getAttribute('href')).toBe(`/screening?service=${serviceId}`)
    expect(screen.getByRole('link', { name: 'Pakua Risiti Yako' }).getAttribute('href')).toBe(`/payment/receipt?${both}`)
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('say a payment still being confirmed, and a cancelled one, in Kiswahili', async () => {
    fetchMock.mockResolvedValue(status('pending'))
    renderAt('/payment/confirmation', <ConfirmationPage delayMs={10} maxChecks={1} />, `/payment/confirmation?${both}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Bado tunathibitisha malipo yako' })).toBeDefined()
    expect(await screen.findByText(/^Malipo yako bado hayajathibitishwa\./)).toBeDefined()
    expect(screen.getByRole('button', { name: 'Kagua tena' })).toBeDefined()
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
    cleanup()

    fetchMock.mockResolvedValue(status('cancelled'))
    renderAt('/payment/confirmation', <ConfirmationPage />, `/payment/confirmation?${both}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Malipo yako hayakufaulu' })).toBeDefined()
    expect(screen.getByRole('alert').textContent).toBe(
      'Malipo yalighairiwa, kwa hivyo hakuna kilicholipwa kwa miadi yako. Miadi yako bado imehifadhiwa: unaweza kujaribu tena kwa M-Pesa au kadi nyingine.',
    )
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('print a receipt named in Kiswahili, with its dates, time and amount through sw-KE', async () => {
    fetchMock.mockResolvedValue(json(receipt))
    renderAt('/payment/receipt', <ReceiptPage />, `/payment/receipt?${both}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Risiti ya malipo' })).toBeDefined()
    const shown = facts()
    expect(Object.keys(shown)).toEqual([
      'Nambari ya risiti',
      'Tarehe ya malipo',
      'Imepokelewa kutoka kwa',
      'Kwa ajili ya',
      'Kipindi',
      'Kiasi kilicholipwa',
      'Njia ya malipo',
      'Nambari ya uthibitisho',
      'Kumbukumbu ya malipo',
      'Nambari ya ufuatiliaji ya mtoa huduma',
    ])
    expect(shown['Tarehe ya malipo']).toMatch(/^20 Februari 2026/)
    expect(shown['Kipindi']).toBe(`Jumatatu, 2 Machi 2026, ${formatClock('14:30')}`)
    expect(shown['Kiasi kilicholipwa']).toBe('KES\u00a012,000')
    screen.getByText('Imelipwa kikamilifu. Asante.')
    expect(screen.getByRole('button', { name: 'Chapisha au hifadhi kama PDF' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Rudi kwenye uthibitisho wako' }).getAttribute('href')).toBe(`/payment/confirmation?${both}`)
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('say an incomplete receipt link in Kiswahili', () => {
    renderAt('/payment/receipt', <ReceiptPage />, '/payment/receipt')
    expect(screen.getByRole('alert').textContent).toBe('Kiungo hiki cha risiti hakijakamilika. Tafadhali kifungue tena kutoka kwenye ukurasa wako wa uthibitisho.')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
