/**
 * Test support for the booking DOM tests (not part of the app bundle): the page at an address with
 * a toast container and a stand-in checkout route, a fetch double that records every booking call
 * (and answers the consultation hours), a fixed clock, and small steps in the person's terms.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { StrictMode, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { Toasts } from '../shared/toasts.tsx'
import { expect, vi } from 'vitest'
import type { ConsultationHours } from '#engine/booking.ts'
import { BookingPage } from '../features/booking/index.ts'

function CheckoutStandIn() {
  const { serviceId } = useParams()
  return <h1>Checkout {serviceId}</h1>
}

/** `wrap`: what the app puts around the page (a provider), if anything. */
export function renderBooking(address: string, wrap: (page: ReactNode) => ReactNode = (page) => page) {
  const user = userEvent.setup()
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/booking" element={wrap(<BookingPage />)} />
          <Route path="/checkout/:serviceId" element={<CheckoutStandIn />} />
        </Routes>
        <Toasts />
      </MemoryRouter>
    </StrictMode>,
  )
  return user
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export const serviceId = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
export const booked = () => jsonResponse({ message: 'Your booking is saved.', data: { service_id: serviceId } }, 201)

/** The server's default hours, as GET /api/consultation-hours answers them. */
export const defaultHours: ConsultationHours = {
  timeZone: 'Africa/Nairobi',
  maxDaysAhead: 180,
  days: [
    ...(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const).map((day) => ({ day, open: '08:00', close: '18:00' })),
    { day: 'Sat', open: '09:00', close: '13:00' },
  ],
}

/**
 * Replaces fetch; `answer` decides each booking call's response (201 by default) and the returned
 * mock records only those. GET /api/consultation-hours is answered apart, by `hours`.
 */
export function mockFetch(
  answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response> = () => booked(),
  hours: () => Response | Promise<Response> = () => jsonResponse(defaultHours),
  /** The day's times no practitioner can take (GET /api/slot-availability, decision 080): none by default. */
  fullTimes: (date: string) => readonly string[] = () => [],
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init))
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const address = String(input)
    if (address === '/api/consultation-hours') return hours()
    if (address.startsWith('/api/slot-availability?')) {
      const date = new URLSearchParams(address.split('?')[1]).get('date') ?? ''
      return jsonResponse({ date, full: fullTimes(date) })
    }
    return fetchMock(input, init)
  })
  return fetchMock
}

/**
 * Fixes the clock (Date only; timers stay real) at Monday 2 March 2026, 09:00 in Nairobi, so the
 * dates the tests pick stay bookable: Wednesday 2026-03-11 is open 08:00 to 18:00.
 */
export const mondayMorningInNairobi = new Date('2026-03-02T06:00:00Z')
export function fixClock(now: Date = mondayMorningInNairobi) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
}

/** Picks a date on the native date input, as a browser's picker does. */
export function pickDate(label: string, date: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: date } })
}

/** Picks a time from the list of the day's times. */
export async function pickTime(user: UserEvent, label: string, time: string) {
  const list = screen.getByLabelText(label)
  await waitFor(() => expect((list as HTMLSelectElement).disabled).toBe(false))
  await user.selectOptions(list, time)
}

/** The JSON body and Idempotency-Key of the n-th call. */
export function sentBooking(fetchMock: ReturnType<typeof mockFetch>, n = 0) {
  const [url, init] = fetchMock.mock.calls[n]!
  return { url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown>, key: new Headers(init?.headers).get('Idempotency-Key') }
}

export async function submit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit' }))
}

/** The text of the toasts on screen. */
/** The problems the form's error summary lists ("There is a problem"), each as its text. */
export function summaryProblems(): string[] {
  const summary = screen.queryByRole('alert', { name: /There is a problem|Kuna tatizo/ })
  return summary ? Array.from(summary.querySelectorAll('li'), (item) => item.textContent ?? '') : []
}

export function toastTexts(): string[] {
  return screen.queryAllByRole('alert').map((toast) => toast.textContent ?? '')
}

export async function type(user: UserEvent, label: string | RegExp, text: string) {
  await user.type(screen.getByLabelText(label), text)
}

export async function choose(user: UserEvent, group: string, option: string | RegExp) {
  await user.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }))
}
