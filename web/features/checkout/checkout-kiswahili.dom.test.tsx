// @vitest-environment jsdom
/**
 * The checkout on a Kiswahili page (issue 20): the summary's sentences, the practitioner, the day
 * and time (sw-KE through Intl), the KES amount, the benefits and notes, Pay Now and the links to
 * the terms and privacy policy in Kiswahili, with no English interface text of the checkout left;
 * the server's 409 'already paid' recognised in Kiswahili; the errors in Kiswahili.
 */
import { i18n } from '@lingui/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { formatClock } from '../../shared/format-date-time.ts'
import { loadCatalogues } from '../../shared/i18n.ts'
import { englishLeftIn, shownText } from '../../testing/english-left.ts'
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
  description: 'Mashauriano ya mtandaoni na Mwanasaikolojia',
  amount: 2500,
  package: null,
  is_paid: false,
  testId: null,
  screenings: [],
}

const catalogues = ['checkout']

beforeAll(() => loadCatalogues('sw', catalogues))
afterAll(() => i18n.activate('en'))
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={[`/checkout/${id}`]}>
      <Routes>
        <Route path="/checkout/:serviceId" element={<CheckoutPage />} />
        <Route path="/payments/*" element={<p>Payment page</p>} />
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
    return json({}, 404)
  })
}

describe('the checkout in Kiswahili', () => {
  it('says what is paid for, when and how much in Kiswahili, with sw-KE dates and times, and no English of the checkout', async () => {
    answer(appointment)
    renderCheckout()
    expect(screen.getByRole('status').textContent).toContain('Inapakia miadi yako...')
    expect(await screen.findByRole('heading', { level: 1, name: 'Habari!' })).toBeDefined()
    screen.getByText('Unalipia miadi ya mtandaoni na Mwanasaikolojia wa Afya Hub, iliyopangwa Jumatatu, 2 Machi 2026, saa 8:30 mchana (14:30).')
    screen.getByText(/^KES\s2,500 kwa kipindi kimoja$/)
    expect(screen.getByRole('heading', { name: 'Malipo yako' })).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Utakachopata' })).toBeDefined()
    screen.getByText('Simu ya faragha ya video au sauti na mtaalamu aliyehitimu, popote ulipo')
    expect(screen.getByRole('heading', { name: 'Ni vizuri kujua' })).toBeDefined()
    expect(screen.getByRole('button', { name: 'Lipa Sasa' })).toBeDefined()
    // The links leave the router (a new tab), so they carry the Kiswahili address themselves.
    expect(screen.getByRole('link', { name: /^Masharti yetu ya Huduma/ }).getAttribute('href')).toBe('/sw/terms-and-conditions')
    expect(screen.getByRole('link', { name: /^Sera yetu ya Faragha/ }).getAttribute('href')).toBe('/sw/privacy-policy')
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('shows a wellness check-up with its date, time and amount in Kiswahili', async () => {
    answer({ ...appointment, service_type: 'Wellness', practitioner: null, appointment_date: null, appointment_time: null, wellness_date: '2026-03-05', wellness_time: '08:00', amount: 13500, package: 'w-007' })
    renderCheckout()
    await screen.findByRole('heading', { level: 1, name: 'Habari!' })
    // The clock is the site's sw-KE time (web/shared/format-date-time.ts); the day is spelt out here.
    screen.getByText(`Unalipia uchunguzi wa afya wa kifurushi Afya Thabiti (miaka 31 - 40), sampuli zikichukuliwa Alhamisi, 5 Machi 2026, ${formatClock('08:00')}.`)
    screen.getByText(/^Kiasi: KES\s13,500$/)
    screen.getByText('Vipimo vya maabara vilivyochaguliwa kwa kifurushi chako, sampuli zikichukuliwa nyumbani au ofisini bila malipo')
    expect(englishLeftIn(shownText(), catalogues)).toEqual([])
  })

  it('recognises the server saying in Kiswahili that the booking is paid', async () => {
    answer(appointment, async () => json({ message: 'Umeshalipa.' }, 409))
    renderCheckout()
    await userEvent.click(await screen.findByRole('button', { name: 'Lipa Sasa' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Hali ya Malipo' })).toBeDefined()
    screen.getByText('Umeshalipa.')
    expect(screen.getByRole('link', { name: 'Nenda kwenye uchunguzi wako' })).toBeDefined()
    expect(englishLeftIn(shownText(), [...catalogues, 'shell'])).toEqual([])
  })

  it('says in Kiswahili that a payment could not start, and that a booking has no record', async () => {
    answer(appointment, async () => json({ payment_data: {} }))
    renderCheckout()
    await userEvent.click(await screen.findByRole('button', { name: 'Lipa Sasa' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Hatukuweza kuanzisha malipo. Tafadhali jaribu tena.')
    cleanup()

    answer(json({}, 404))
    renderCheckout()
    expect(await screen.findByRole('heading', { level: 1, name: 'Malipo' })).toBeDefined()
    screen.getByText('Hakuna taarifa za huduma zilizopatikana.')
    expect(englishLeftIn(shownText(), [...catalogues, 'shell'])).toEqual([])
  })
})
