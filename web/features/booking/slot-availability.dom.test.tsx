// @vitest-environment jsdom
/**
 * The appointment form offers only times some practitioner working then is still free (decision
 * 080): the times GET /api/slot-availability names as full are left out of the day's list, asked
 * for the day chosen; when none are full (no practitioner has hours) every time is offered. A
 * booking refused because its time has just become full (decision 102) shows the refusal on the
 * time and asks the day again, so the time goes from the list.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { choose, fixClock, jsonResponse, mockFetch, pickDate, pickTime, renderBooking, submit, summaryProblems, type } from '../../testing/booking-test-support.tsx'

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  fixClock() // Monday 2026-03-02, 09:00 in Nairobi.
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const timeList = () => screen.getByLabelText('Appointment time') as HTMLSelectElement
const offeredTimes = () => within(timeList()).getAllByRole('option').map((option) => option.textContent)

describe('the practitioners’ free times in the slot picker', () => {
  it('leaves out the times no practitioner can take, for the day chosen', async () => {
    const asked: string[] = []
    const fetchMock = mockFetch(undefined, undefined, (date) => {
      asked.push(date)
      return date === '2026-03-11' ? ['08:00', '10:30', '11:00'] : []
    })
    renderBooking('/booking?productID=appointment')
    await waitFor(() => expect(timeList().disabled).toBe(false))
    pickDate('Appointment date', '2026-03-11')
    await waitFor(() => expect(offeredTimes()).not.toContain('10:30'))
    expect(offeredTimes().slice(0, 6)).toEqual(['Choose a time', '08:30', '09:00', '09:30', '10:00', '11:30'])
    pickDate('Appointment date', '2026-03-12')
    await waitFor(() => expect(offeredTimes()).toContain('10:30'))
    expect(offeredTimes()).toHaveLength(21)
    expect(asked).toEqual(['2026-03-11', '2026-03-12'])
    // Asking is not booking: nothing was sent.
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('a time taken while the visitor filled the form', () => {
  it("shows the server's refusal on the time, in the error summary, and leaves the time out of the list", async () => {
    const taken = 'This time has just been taken: no practitioner is free then any more. Choose another time; nothing was booked.'
    let refused = false
    const fetchMock = mockFetch(
      () => {
        refused = true
        return jsonResponse({ message: taken, errors: [{ path: '/appointment_time', message: taken }] }, 409)
      },
      undefined,
      (date) => (date === '2026-03-11' && refused ? ['14:30'] : []),
    )
    const user = renderBooking('/booking?productID=appointment')
    await type(user, 'First name', 'Amina')
    await type(user, 'Last name', 'Otieno')
    await choose(user, 'Practitioner', /^Doctor/)
    await choose(user, 'Mode of consultation', 'Voice call')
    await choose(user, 'Payment mode', 'Pay later')
    pickDate('Appointment date', '2026-03-11')
    await pickTime(user, 'Appointment time', '14:30')
    await type(user, /^Phone number/, '0712 345 678')
    await user.click(screen.getByRole('checkbox', { name: /processing of my health data/ }))
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toEqual([taken]))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(offeredTimes()).not.toContain('14:30'))
    expect(offeredTimes()).toContain('15:00')
    await user.click(screen.getByRole('link', { name: taken }))
    expect(document.activeElement).toBe(timeList())
    expect(timeList().getAttribute('aria-invalid')).toBe('true')
  })
})
