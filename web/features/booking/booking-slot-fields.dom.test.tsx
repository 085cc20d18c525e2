// @vitest-environment jsdom
/**
 * The booking date and time offer only what the server accepts (the consultation hours from
 * GET /api/consultation-hours, Kenyan time): the day's times, none already past today, a closed
 * day named at once and refused on submit with nothing sent, a date past 180 days refused, the
 * list waiting while the hours load, and a typed time when they cannot be loaded.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { booked, choose, fixClock, jsonResponse, mockFetch, pickDate, pickTime, renderBooking, sentBooking, submit, summaryProblems, type } from '../../testing/booking-test-support.tsx'

const appointment = '/booking?productID=appointment'

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

async function hoursLoaded() {
  await waitFor(() => expect(timeList().disabled).toBe(false))
}

async function fillAllButTheSlot(user: ReturnType<typeof renderBooking>) {
  await type(user, 'First name', 'Amina')
  await type(user, 'Last name', 'Otieno')
  await choose(user, 'Practitioner', /^Doctor/)
  await choose(user, 'Mode of consultation', 'Voice call')
  await choose(user, 'Payment mode', 'Pay now')
  await type(user, /^Phone number/, '0712 345 678')
  await user.click(screen.getByRole('checkbox'))
}

describe('the booking date and time', () => {
  it("offers the day's times every 30 minutes inside its hours, with the hours as the hint", async () => {
    mockFetch()
    renderBooking(appointment)
    await hoursLoaded()
    expect(offeredTimes()).toEqual(['Choose a date first'])

    pickDate('Appointment date', '2026-03-11') // Wednesday
    expect(offeredTimes()).toEqual(['Choose a time', ...Array.from({ length: 20 }, (_, k) => `${String(8 + Math.floor(k / 2)).padStart(2, '0')}:${k % 2 ? '30' : '00'}`)])
    expect(screen.getByText('Open 08:00 to 18:00 on Wednesdays, Kenyan time.')).toBeTruthy()

    pickDate('Appointment date', '2026-03-07') // Saturday
    expect(offeredTimes()).toEqual(['Choose a time', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'])
  })

  it('offers today only the times still ahead in Nairobi', async () => {
    mockFetch()
    renderBooking(appointment)
    await hoursLoaded()
    pickDate('Appointment date', '2026-03-02') // today, 09:00 now
    expect(offeredTimes().slice(0, 3)).toEqual(['Choose a time', '09:30', '10:00'])
  })

  it('clears a time the newly chosen day does not offer', async () => {
    mockFetch()
    const user = renderBooking(appointment)
    await hoursLoaded()
    pickDate('Appointment date', '2026-03-11')
    await pickTime(user, 'Appointment time', '17:30')
    pickDate('Appointment date', '2026-03-12')
    expect(timeList().value).toBe('17:30')
    pickDate('Appointment date', '2026-03-14') // Saturday: closes at 13:00
    expect(timeList().value).toBe('')
  })

  it('names a closed day at once, and refuses it on submit with nothing sent', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(appointment)
    await hoursLoaded()
    await fillAllButTheSlot(user)
    pickDate('Appointment date', '2026-03-08') // Sunday
    const closed = 'Appointment date is a Sunday, when we are closed; choose Monday, Tuesday, Wednesday, Thursday, Friday or Saturday.'
    expect(screen.getByText(closed)).toBeTruthy()
    expect(screen.getByLabelText('Appointment date').getAttribute('aria-invalid')).toBe('true')
    expect(offeredTimes()).toEqual(['No times on this day'])

    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain(closed))
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }))
    await user.click(screen.getByRole('link', { name: closed }))
    expect(document.activeElement).toBe(screen.getByLabelText('Appointment date'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers dates up to 180 days ahead and refuses a typed date beyond them', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(appointment)
    await hoursLoaded()
    expect(screen.getByLabelText('Appointment date').getAttribute('max')).toBe('2026-08-29')
    await fillAllButTheSlot(user)
    pickDate('Appointment date', '2026-08-31')
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Appointment date is more than 180 days ahead; choose a date up to 2026-08-29.'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('lets the person fill the form while the hours load; the time list waits for them', async () => {
    let answerHours: (response: Response) => void = () => {}
    const fetchMock = mockFetch(() => booked(), () => new Promise<Response>((resolve) => (answerHours = resolve)))
    const user = renderBooking(appointment)
    await fillAllButTheSlot(user)
    pickDate('Appointment date', '2026-03-11')
    expect(timeList().disabled).toBe(true)
    expect(offeredTimes()).toEqual(['Loading our opening hours...'])
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Appointment time is required.'))

    answerHours(jsonResponse({ timeZone: 'Africa/Nairobi', maxDaysAhead: 180, days: [{ day: 'Wed', open: '10:00', close: '11:00' }] }))
    await hoursLoaded()
    expect(offeredTimes()).toEqual(['Choose a time', '10:00', '10:30'])
    await pickTime(user, 'Appointment time', '10:30')
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBooking(fetchMock).body).toMatchObject({ appointment_date: '2026-03-11', appointment_time: '10:30' })
  })

  it('takes a typed time when the hours cannot be loaded, and the server has the last word', async () => {
    const refusal = 'Appointment time is outside our hours on Wednesday (08:00 to 18:00); choose a time from 08:00 to 17:59.'
    const fetchMock = mockFetch(() => jsonResponse({ message: refusal, errors: [{ path: '/appointment_time', message: refusal }] }, 400), () => new Response('', { status: 503 }))
    const user = renderBooking(appointment)
    await waitFor(() => expect(screen.getByLabelText('Appointment time').getAttribute('type')).toBe('time'))
    expect(screen.getByText(/We could not load our opening hours/)).toBeTruthy()
    await fillAllButTheSlot(user)
    pickDate('Appointment date', '2026-03-11')
    await user.type(screen.getByLabelText('Appointment time'), '19:00')
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain(refusal))
    expect(sentBooking(fetchMock).body).toMatchObject({ appointment_time: '19:00' })
    expect(screen.getByLabelText('Appointment time').getAttribute('aria-invalid')).toBe('true')
  })
})
