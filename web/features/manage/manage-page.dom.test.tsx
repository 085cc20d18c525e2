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
import { json, manageToken, mondayHours, openedBooking } from '../../testing/manage-test-support.ts'
import { ManagePage } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()
const token = manageToken
const booking = openedBooking
const hours = mondayHours

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
    // The code goes to the e-mail address unless the visitor chooses SMS or both (decision 084).
    expect(bodyOf('/api/manage/code')).toEqual({ token, channel: 'email' })

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
  it('lists the results shared with the practitioner and withdraws one', async () => {
    const shared = { id: '0f8e6a52-8d2b-4c44-9a51-2d9f7a3c1b10', testCode: 'MH-001', title: 'Depression check', takenOn: '2026-12-01', grade: 'Moderate depression' }
    answer({
      '/api/manage/code': () => json({ message: 'Code sent.' }),
      '/api/manage/open': () => json({ ...booking, sharedResults: [shared] }),
      '/api/consultation-hours': () => json(hours),
      '/api/manage/share/withdraw': () => json({ ...booking, message: 'Your result is withdrawn: your practitioner no longer sees it.', sharedResults: [] }),
    })
    const user = userEvent.setup()
    render(<ManagePage />)
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    await user.type(await screen.findByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Open my booking' }))
    expect(await screen.findByText('Depression check')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Withdraw this result' }))
    expect(await screen.findByText('Your result is withdrawn: your practitioner no longer sees it.')).toBeTruthy()
    expect(screen.queryByText('Depression check')).toBeNull()
    expect(bodyOf('/api/manage/share/withdraw')).toEqual({ session: booking.session, share: shared.id })
  })
})
