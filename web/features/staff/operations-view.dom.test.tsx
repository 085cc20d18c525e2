// @vitest-environment jsdom
/**
 * The operations console as an operations user sees it: the day's bookings in a table (reference,
 * name, state, the provider's payment state, practitioner), a search by reference that asks the
 * server for that reference on any day, paging, the day's CSV export link, and confirming a
 * booking with a practitioner: the call carries the CSRF token, the server's sentence is shown and
 * the list is read again. A new list starts with every booking closed. A refusal is shown as the server says it.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OperationsView } from './operations-view.tsx'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const csrfToken = 'csrf-of-this-session'
const nairobiToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date())
/** Another day than the list opens on (today in Nairobi), whatever the date the test runs: a week on. */
const otherDay = new Date(Date.parse(`${nairobiToday()}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
const booking = (id: string, reference: string, fields: Record<string, unknown> = {}) => ({
  id,
  reference,
  serviceType: 'Appointment',
  day: '2026-12-01',
  time: '10:30',
  name: 'Amina Otieno',
  status: 'paid',
  paymentStatus: 'paid',
  refundStatus: null,
  amountKes: 4000,
  mode: 'Video call',
  practitioner: null,
  ...fields,
})
const first = booking('0b9f3c1e-0000-4000-8000-000000000001', '0B9F3C1E')
const second = booking('7a1d2e3f-0000-4000-8000-000000000002', '7A1D2E3F', { time: '11:00', name: 'Baraka Mwangi', status: 'awaiting-payment', paymentStatus: 'pending' })
const practitioner = { id: '5c3a0e1f-0000-4000-8000-000000000009', email: 'dr.wanjiru@clinic.example', hours: [{ weekday: 2, start: '09:00', end: '17:00' }] }

let confirmAnswer: Response
beforeEach(() => {
  confirmAnswer = json({ message: 'Booking confirmed and the practitioner assigned.', booking: { ...first, status: 'confirmed', practitioner } })
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (url, init) => {
    const address = new URL(String(url), 'http://console')
    if (address.pathname === '/api/staff/practitioners') return json({ practitioners: [practitioner] })
    if (address.pathname === '/api/staff/bookings/confirm' && init?.method === 'POST') return confirmAnswer
    if (address.pathname === '/api/staff/bookings') {
      if (address.searchParams.get('reference')) return json({ bookings: [second], total: 1, page: 1, pageCount: 1, day: null })
      if (address.searchParams.get('day') === otherDay) return json({ bookings: [{ ...first, day: otherDay, time: '11:00' }], total: 1, page: 1, pageCount: 1, day: otherDay })
      const confirmed = fetchMock.mock.calls.some(([called]) => String(called) === '/api/staff/bookings/confirm')
      const page = Number(address.searchParams.get('page') ?? 1)
      return json({ bookings: page === 1 ? [confirmed ? { ...first, status: 'confirmed', practitioner } : first, second] : [], total: 52, page, pageCount: 2, day: address.searchParams.get('day') })
    }
    return json({ message: 'unexpected call' }, 500)
  })
})
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined }))

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 7).map((cell) => cell.textContent))
}

describe('the operations list', () => {
  it('shows the day with each booking state and payment, pages, and links the day export', async () => {
    const user = userEvent.setup()
    render(<OperationsView csrfToken={csrfToken} />)
    const table = await screen.findByRole('region', { name: 'Booking list' })
    expect(await within(table).findByText('0B9F3C1E')).toBeDefined()
    expect(rowsOf(table)).toEqual([
      ['10:30', '0B9F3C1E', 'Appointment', 'Amina Otieno', 'Paid, to confirm', 'paid', '—'],
      ['11:00', '7A1D2E3F', 'Appointment', 'Baraka Mwangi', 'Awaiting payment', 'pending', '—'],
    ])
    const today = nairobiToday()
    expect(calls()[0]!.url).toBe(`/api/staff/bookings?day=${today}`)
    expect(screen.getByText(`52 bookings on ${today}, page 1 of 2`)).toBeDefined()
    expect(screen.getByRole('link', { name: `Export the schedule of ${today} as CSV` }).getAttribute('href')).toBe(`/api/staff/bookings/export?day=${today}`)
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText(`52 bookings on ${today}, page 2 of 2`)).toBeDefined()
    expect(calls().at(-1)!.url).toBe(`/api/staff/bookings?day=${today}&page=2`)
  })

  it('searches by reference on any day', async () => {
    const user = userEvent.setup()
    render(<OperationsView csrfToken={csrfToken} />)
    await screen.findByText('0B9F3C1E')
    await user.type(screen.getByLabelText('Reference (any day)'), '7a1d')
    await user.selectOptions(screen.getByLabelText('Status'), 'awaiting-payment')
    await user.click(screen.getByRole('button', { name: 'Show bookings' }))
    expect(await screen.findByText('1 bookings, page 1 of 1')).toBeDefined()
    expect(calls().at(-1)!.url).toBe('/api/staff/bookings?reference=7a1d&status=awaiting-payment')
    expect(rowsOf(screen.getByRole('region', { name: 'Booking list' }))[0]![0]).toBe('11:00 2026-12-01')
  })

  it('confirms a booking with a practitioner, sending the CSRF token, and shows the new state', async () => {
    const user = userEvent.setup()
    render(<OperationsView csrfToken={csrfToken} />)
    await user.click(await screen.findByRole('button', { name: 'Manage 0B9F3C1E' }))
    const actions = screen.getByRole('group', { name: 'Actions for booking 0B9F3C1E' })
    await user.selectOptions(within(actions).getByLabelText('Practitioner'), practitioner.email)
    await user.click(within(actions).getByRole('button', { name: 'Confirm and assign' }))
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Booking confirmed and the practitioner assigned.')
    const confirm = calls().find((call) => call.url === '/api/staff/bookings/confirm')!
    expect(confirm).toMatchObject({ method: 'POST', body: { bookingId: first.id, practitionerId: practitioner.id } })
    expect(confirm.headers['x-csrf-token']).toBe(csrfToken)
    expect(await screen.findByRole('cell', { name: practitioner.email })).toBeDefined()
    expect(screen.getByRole('cell', { name: 'Confirmed' })).toBeDefined()
  })

  it('starts a new list with every booking closed, and opens a moved booking at its new date and time', async () => {
    const user = userEvent.setup()
    render(<OperationsView csrfToken={csrfToken} />)
    await user.click(await screen.findByRole('button', { name: 'Manage 0B9F3C1E' }))
    expect(screen.getByRole('group', { name: 'Actions for booking 0B9F3C1E' })).toBeDefined()
    await user.clear(screen.getByLabelText('Day (Nairobi)'))
    await user.type(screen.getByLabelText('Day (Nairobi)'), otherDay)
    await user.click(screen.getByRole('button', { name: 'Show bookings' }))
    expect(await screen.findByText(`1 bookings on ${otherDay}, page 1 of 1`)).toBeDefined()
    expect(screen.queryByRole('group', { name: 'Actions for booking 0B9F3C1E' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Manage 0B9F3C1E' }))
    const actions = screen.getByRole('group', { name: 'Actions for booking 0B9F3C1E' })
    expect(within(actions).getByLabelText('New date')).toHaveProperty('value', otherDay)
    expect(within(actions).getByLabelText('New time (Nairobi)')).toHaveProperty('value', '11:00')
  })

  it('shows the server refusal as it is said', async () => {
    confirmAnswer = json({ message: 'That practitioner already has a session at this time. Choose another practitioner or move the session.', errors: [{ path: '/practitionerId', message: 'busy' }] }, 409)
    const user = userEvent.setup()
    render(<OperationsView csrfToken={csrfToken} />)
    await user.click(await screen.findByRole('button', { name: 'Manage 0B9F3C1E' }))
    const actions = screen.getByRole('group', { name: 'Actions for booking 0B9F3C1E' })
    await user.selectOptions(within(actions).getByLabelText('Practitioner'), practitioner.email)
    await user.click(within(actions).getByRole('button', { name: 'Confirm and assign' }))
    expect((await within(actions).findByRole('alert')).textContent).toBe('That practitioner already has a session at this time. Choose another practitioner or move the session.')
  })
})
