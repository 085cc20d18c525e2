// @vitest-environment jsdom
/**
 * The manage page's move picker offers only times a practitioner can still take (decisions 080 and
 * 103), as the booking form's does: the times GET /api/slot-availability names as full for the
 * chosen day are left out, asked again after a refused move; a wellness collection is not an
 * appointment, so no time of it is left out. The call holds only the day: no token or session.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, manageToken, mondayHours, openedBooking } from '../../testing/manage-test-support.ts'
import { ManagePage } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()
const token = manageToken
const booking = openedBooking
const hours = mondayHours
const monday = '2026-12-21'

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  window.history.replaceState(null, '', `/manage#${token}`)
})
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

/** Answers the manage calls; the full times of a day come from `fullOn`, asked each time the page asks. */
function answer(opened: object, fullOn: (date: string, asked: number) => string[], reschedule?: () => Response) {
  const asked: string[] = []
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
    if (path.startsWith('/api/slot-availability?')) {
      const date = new URLSearchParams(path.split('?')[1]).get('date') ?? ''
      asked.push(path)
      return json({ date, full: fullOn(date, asked.length) })
    }
    if (path === '/api/manage/code') return json({ message: 'Code sent.' })
    if (path === '/api/manage/open') return json(opened)
    if (path === '/api/consultation-hours') return json(hours)
    if (path === '/api/manage/reschedule' && reschedule) return reschedule()
    throw new Error(`unexpected call ${path}`)
  })
  return asked
}

async function openBooking() {
  const user = userEvent.setup()
  render(<ManagePage />)
  await user.click(screen.getByRole('button', { name: 'Send me a code' }))
  await user.type(await screen.findByLabelText('Code'), '123456')
  await user.click(screen.getByRole('button', { name: 'Open my booking' }))
  await screen.findByText('Here is your booking.')
  return user
}

const timeList = () => screen.getByLabelText('New time (Kenyan time)') as HTMLSelectElement
const offered = () => within(timeList()).getAllByRole('option').map((option) => (option as HTMLOptionElement).value).filter(Boolean)

describe("the manage page's move picker", () => {
  it('leaves out the times no practitioner can take, and asks again after a refused move', async () => {
    const refusal = 'We do not offer that date and time. Choose one of the times shown, at least 24 hours from now.'
    const asked = answer(booking, (date, count) => (date !== monday ? [] : count === 1 ? ['11:00', '11:30'] : ['11:00', '11:30', '12:00']), () => json({ message: refusal, errors: [{ path: '/time', message: refusal }] }, 400))
    const user = await openBooking()
    await user.type(screen.getByLabelText('New date'), monday)
    await waitFor(() => expect(offered()).toContain('10:30'))
    await waitFor(() => expect(offered()).not.toContain('11:00'))
    expect(offered()).not.toContain('11:30')
    expect(offered()).toContain('12:00')
    expect(offered()).toHaveLength(18)

    // Taken by someone else meanwhile: the server refuses, and the list asks again and drops it.
    await user.selectOptions(timeList(), '12:00')
    await user.click(screen.getByRole('button', { name: 'Move my booking' }))
    await waitFor(() => expect(offered()).not.toContain('12:00'))
    expect(screen.getByRole('alert', { name: 'There is a problem' }).textContent).toContain(refusal)
    expect(asked.every((path) => path === `/api/slot-availability?date=${monday}`)).toBe(true)
    expect(asked.length).toBeGreaterThanOrEqual(2)
  })

  it('leaves out nothing for a wellness collection, which no practitioner holds', async () => {
    const asked = answer({ ...booking, serviceType: 'Wellness', practitioner: null, modeOfConsultation: null, packageName: 'Basic check-up' }, () => ['11:00'])
    const user = await openBooking()
    await user.type(screen.getByLabelText('New date'), monday)
    await waitFor(() => expect(offered()).toHaveLength(20))
    expect(offered()).toContain('11:00')
    expect(asked).toEqual([])
  })
})
