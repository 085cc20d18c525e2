// @vitest-environment jsdom
/**
 * The appointment form reads its labels, required fields and options from
 * schemas/booking-appointment.schema.json (schema-fields.ts): here the schema is changed (a title,
 * an enum, the required list) and the form follows, down to the toast '{title} is required.'.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { choose, fixClock, mockFetch, pickDate, pickTime, renderBooking, sentBooking, submit, summaryProblems, type } from '../../testing/booking-test-support.tsx'

vi.mock('#schemas/booking-appointment.schema.json', async (importOriginal) => {
  type Schema = { required: string[]; properties: Record<string, { title?: string; enum?: unknown[] }> }
  const schema = structuredClone((await importOriginal<{ default: Schema }>()).default)
  schema.properties.first_name!.title = 'Given name'
  schema.properties.practitioner!.title = 'Clinician'
  schema.properties.practitioner!.enum = ['Doctor', 'Dentist']
  schema.properties.patient_notes!.title = 'Reason for the visit'
  schema.required = [...schema.required.filter((name) => name !== 'payment_mode'), 'patient_notes']
  return { default: schema }
})

const address = '/booking?productID=appointment'

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  fixClock()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('an appointment form built from a changed schema', () => {
  it('labels each field with its title, offers the enum, and marks only fields the schema leaves out of required as optional', () => {
    mockFetch()
    renderBooking(address)
    expect(screen.getByLabelText('Given name')).toBeTruthy()
    const clinician = screen.getByRole('group', { name: 'Clinician' })
    expect(within(clinician).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([expect.stringMatching(/^Doctor: KES/), 'Dentist'])
    expect(screen.getByRole('group', { name: 'Payment mode (optional)' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Reason for the visit' })).toBeTruthy()
    expect(screen.getByLabelText('Email (optional)')).toBeTruthy()
  })

  it('names a missing field by its schema title, requires what the schema requires, and no longer what it does not', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address)
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Given name is required.'))

    await type(user, 'Given name', 'Amina')
    await type(user, 'Last name', 'Otieno')
    await choose(user, 'Clinician', 'Dentist')
    await choose(user, 'Mode of consultation', 'Voice call')
    pickDate('Appointment date', '2026-03-11')
    await pickTime(user, 'Appointment time', '10:00')
    await type(user, /^Phone number/, '0712 345 678')
    await user.click(screen.getByRole('checkbox'))
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Reason for the visit is required.'))
    expect(fetchMock).not.toHaveBeenCalled()

    await type(user, 'Reason for the visit', 'Toothache')
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBooking(fetchMock).body).toMatchObject({ practitioner: 'Dentist', patient_notes: 'Toothache' })
  })
})
