// @vitest-environment jsdom
/**
 * The manage page (/manage#<token>, decision 073): it asks for a one-time code, refuses a code that
 * is not 6 digits in the error summary (focused, its link moving focus to the field), opens the
 * booking, states the refund rule and amount before the cancellation is confirmed, puts a server
 * refusal of a move into the same summary, and sends the token and the code only in request bodies.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ManagePage } from './index.ts'

const token = 'A'.repeat(20) + 'b'.repeat(23)
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const booking = {
  message: 'Here is your booking.',
  session: 'S'.repeat(43),
  reference: '3F2C1E9A',
  serviceType: 'Appointment',
  practitioner: 'Doctor',
  modeOfConsultation: 'Video call',
  packageName: null,
  date: '2026-12-14',
  time: '10:30',
  amountKes: 2500,
  paid: true,
  cancelled: false,
  changeable: true,
  refundIfCancelledKes: 2500,
  refund: null,
}
const hours = { days: [{ day: 'Mon', open: '08:00', close: '18:00' }], maxDaysAhead: 180 }

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', `/manage#${token}`)
})
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function answer(byPath: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
    const respond = Object.entries(byPath).find(([prefix]) => path.startsWith(prefix))?.[1]
    if (!respond) throw new Error(`unexpected call ${path}`)
    return respond()
  })
}
const bodyOf = (path: string) => JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input) === path)?.[1]?.body)) as Record<string, unknown>

describe('the manage page', () => {
  it('opens the booking with the code, states the refund before cancelling, and shows the cancellation', async () => {
    answer({
      '/api/manage/code': () => json({ message: 'We have sent a 6-digit code to the e-mail address of this booking. It works for 10 minutes.' }),
      '/api/manage/open': () => json(booking),
      '/api/consultation-hours': () => json(hours),
      '/api/manage/cancel': () => json({ ...booking, message: 'Your booking is cancelled.', cancelled: true, changeable: false, refundIfCancelledKes: 0, refund: { amountKes: 2500, status: 'requested' } }),
    })
    const user = userEvent.setup()
    render(<ManagePage />)
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    await screen.findByText(/We have sent a 6-digit code/)
    expect(bodyOf('/api/manage/code')).toEqual({ token })

    await user.type(screen.getByLabelText('Code'), '12')
    await user.click(screen.getByRole('button', { name: 'Open my booking' }))
    const summary = await screen.findByRole('alert', { name: 'There is a problem' })
    expect(document.activeElement).toBe(summary)
    await user.click(screen.getByRole('link', { name: 'Enter the 6-digit code we sent you.' }))
    expect(document.activeElement).toBe(screen.getByLabelText('Code'))
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true')

    await user.type(screen.getByLabelText('Code'), '3456')
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Open my booking' }))
    await screen.findByText('Here is your booking.')
    expect(bodyOf('/api/manage/open')).toEqual({ token, code: '123456' })
    expect(screen.getByText('Virtual consultation with a Doctor')).toBeTruthy()
    expect(screen.getByText(/Cancel at least 24 hours before the session for a full refund/)).toBeTruthy()
    expect(screen.getByText(/If you cancel now, we refund .*2,500\./)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Cancel my booking' }))
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/manage/cancel')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }))
    await screen.findByRole('heading', { name: 'This booking is cancelled' })
    expect(bodyOf('/api/manage/cancel')).toEqual({ session: booking.session })
    expect(screen.getByText(/We have asked for a refund of .*2,500/)).toBeTruthy()
    // Nothing of the token, the code or the session went into an address.
    for (const [input] of fetchMock.mock.calls) expect(String(input)).not.toMatch(new RegExp(`${token}|123456|${booking.session}`))
  })

  it("lists a missing date and time at once, then puts the server's refusal of a move in the same summary, on the time", async () => {
    const refusal = 'We do not offer that date and time. Choose one of the times shown, at least 24 hours from now.'
    answer({
      '/api/manage/code': () => json({ message: 'Code sent.' }),
      '/api/manage/open': () => json(booking),
      '/api/consultation-hours': () => json(hours),
      '/api/manage/reschedule': () => json({ message: refusal, errors: [{ path: '/time', message: refusal }] }, 400),
    })
    const user = userEvent.setup()
    render(<ManagePage />)
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    await user.type(await screen.findByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Open my booking' }))
    await screen.findByText('Here is your booking.')

    await user.click(screen.getByRole('button', { name: 'Move my booking' }))
    const items = () => Array.from(screen.getByRole('alert', { name: 'There is a problem' }).querySelectorAll('li'), (item) => item.textContent)
    expect(items()).toEqual(['Choose a new date.', 'Choose a new time.'])
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/manage/reschedule')).toBe(false)

    const monday = '2026-12-21'
    await user.type(screen.getByLabelText('New date'), monday)
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1))
    await user.selectOptions(screen.getByLabelText('New time (Kenyan time)'), '11:00')
    await user.click(screen.getByRole('button', { name: 'Move my booking' }))
    await waitFor(() => expect(items()).toEqual([refusal]))
    await user.click(screen.getByRole('link', { name: refusal }))
    expect(document.activeElement).toBe(screen.getByLabelText('New time (Kenyan time)'))
    expect(bodyOf('/api/manage/reschedule')).toEqual({ session: booking.session, date: monday, time: '11:00' })
  })
})
