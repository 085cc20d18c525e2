// @vitest-environment jsdom
/**
 * The appointment's notes go through the crisis net (issue 17 item 6): notes that show a crisis or
 * call for a check-in show the crisis card the app passes in, right under the notes field; ordinary
 * notes do not. (The server marks the operations notice urgent: server/routes/booking-urgent-notes.test.ts.)
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixClock, mockFetch } from '../../testing/booking-test-support.tsx'
import { BookingPage } from './index.ts'

beforeEach(() => {
  fixClock()
  vi.useRealTimers()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const card = (
  <section aria-label="Crisis contacts">
    <a href="tel:999">Call 999</a>
  </section>
)

function renderAppointment() {
  mockFetch()
  render(
    <MemoryRouter initialEntries={['/booking?productID=appointment']}>
      <Routes>
        <Route path="/booking" element={<BookingPage crisisCard={card} />} />
      </Routes>
    </MemoryRouter>,
  )
  return { user: userEvent.setup(), notes: screen.getByRole('textbox', { name: /^Notes|notes/i }) }
}

describe('the crisis card under the appointment notes', () => {
  it('shows when the notes show a crisis, after the notes field', async () => {
    const { user, notes } = renderAppointment()
    await user.type(notes, 'I have taken all my sleeping pills, please call me')
    const shown = await screen.findByRole('region', { name: 'Crisis contacts' }, { timeout: 10_000 })
    expect(notes.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('stays hidden for ordinary notes', async () => {
    const { user, notes } = renderAppointment()
    await user.type(notes, 'I get headaches in the afternoon')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(screen.queryByRole('region', { name: 'Crisis contacts' })).toBeNull()
  })
})
