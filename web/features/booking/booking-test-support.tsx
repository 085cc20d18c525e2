/**
 * Test support for the booking DOM tests (not part of the app bundle): the page at an address with
 * a toast container and a stand-in checkout route, a fetch double that records every call, and
 * small steps in the person's terms.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import { vi } from 'vitest'
import { BookingPage } from './index.ts'

function CheckoutStandIn() {
  const { serviceId } = useParams()
  return <h1>Checkout {serviceId}</h1>
}

export function renderBooking(address: string) {
  const user = userEvent.setup()
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/booking" element={<BookingPage />} />
          <Route path="/checkout/:serviceId" element={<CheckoutStandIn />} />
        </Routes>
        <ToastContainer />
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

/** Replaces fetch; `answer` decides each response (a booking answered 201 by default). */
export function mockFetch(answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response> = () => booked()) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
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
export function toastTexts(): string[] {
  return screen.queryAllByRole('alert').map((toast) => toast.textContent ?? '')
}

export async function type(user: UserEvent, label: string | RegExp, text: string) {
  await user.type(screen.getByLabelText(label), text)
}

export async function choose(user: UserEvent, group: string, option: string | RegExp) {
  await user.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }))
}
