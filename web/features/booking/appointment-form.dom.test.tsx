// @vitest-environment jsdom
/**
 * The appointment form (SPEC.md sections 3, 4, 5 and 8): each required field's toast in order with
 * nothing sent, the request and its Idempotency-Key, success to /checkout/{id}, the server's
 * refusal, 'Failed!', a network failure with nothing lost, and a double click that books once.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { consultationPrice } from './booking-catalogue.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { booked, choose, fixClock, jsonResponse, mockFetch, pickDate, pickTime, renderBooking, sentBooking, serviceId, submit, summaryProblems, toastTexts, type } from '../../testing/booking-test-support.tsx'

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

/** Each required field in the order the form checks it, with the step that fills it. */
const requiredSteps: [string, (user: UserEvent) => Promise<void>][] = [
  ['First name', (user) => type(user, 'First name', 'Amina')],
  ['Last name', (user) => type(user, 'Last name', 'Otieno')],
  ['Practitioner', (user) => choose(user, 'Practitioner', /^Psychologist/)],
  ['Mode of consultation', (user) => choose(user, 'Mode of consultation', 'Video call')],
  ['Payment mode', (user) => choose(user, 'Payment mode', 'Pay later')],
  ['Appointment date', async () => pickDate('Appointment date', '2026-03-11')],
  ['Appointment time', (user) => pickTime(user, 'Appointment time', '14:30')],
  ['Phone number', (user) => type(user, /^Phone number/, '0712 345 678')],
  ['Consent to processing your health data', (user) => user.click(screen.getByRole('checkbox'))],
]

async function fillAll(user: UserEvent) {
  for (const [, fill] of requiredSteps) await fill(user)
}

describe('the appointment form', () => {
  it('offers each practitioner with the price of the session, and dates from today to 180 days ahead in Nairobi', () => {
    mockFetch()
    renderBooking(address)
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Virtual Appointment' })).toBeTruthy()
    for (const practitioner of ['Doctor', 'Nutritionist', 'Psychologist'] as const) {
      expect(screen.getByRole('radio', { name: `${practitioner}: ${formatKes(consultationPrice(practitioner)!)} a session` })).toBeTruthy()
    }
    expect(screen.getByLabelText('Appointment date').getAttribute('min')).toBe('2026-03-02')
    expect(screen.getByLabelText('Appointment date').getAttribute('max')).toBe('2026-08-29')
    const phone = screen.getByLabelText(/^Phone number/)
    expect(phone.getAttribute('type')).toBe('tel')
    expect(phone.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByText('A Kenyan mobile number, for example 07XX XXX XXX.')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: /processing of my health data/ }) as HTMLInputElement).checked).toBe(false)
    const privacy = screen.getByRole('link', { name: /Privacy Policy/ })
    expect(privacy.getAttribute('href')).toBe('/privacy-policy')
    expect(privacy.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: /Terms and Conditions/ }).getAttribute('href')).toBe('/terms-and-conditions')
  })

  it('lists every missing required field at once in the error summary, in order, focuses it and sends nothing; the summary takes focus, each link moves focus to its field, and the problem of a filled field goes', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address)
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toEqual(requiredSteps.map(([label]) => `${label} is required.`)))
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }))
    for (const [label, fill] of requiredSteps) {
      await user.click(screen.getByRole('link', { name: `${label} is required.` }))
      expect(document.activeElement?.getAttribute('id')).toMatch(/^booking-/)
      expect(document.activeElement?.closest('[aria-invalid="true"]')).not.toBeNull()
      await fill(user)
      expect(summaryProblems()).not.toContain(`${label} is required.`)
    }
    expect(summaryProblems()).toEqual([])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('treats a name of spaces as missing', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address)
    await type(user, 'First name', '   ')
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('First name is required.'))
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the fields with consent and an Idempotency-Key, then toasts and goes to the checkout', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address)
    await fillAll(user)
    await type(user, /^Email/, 'amina@example.com')
    await submit(user)

    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    await waitFor(() => expect(toastTexts()).toContain('Your booking is saved.'))
    const { url, body, key } = sentBooking(fetchMock)
    expect(url).toBe('/api/appointments/book_appointment/')
    expect(body).toEqual({
      first_name: 'Amina',
      last_name: 'Otieno',
      practitioner: 'Psychologist',
      mode_of_consultation: 'Video call',
      payment_mode: 'payLater',
      appointment_date: '2026-03-11',
      appointment_time: '14:30',
      phone_number: '0712 345 678',
      email: 'amina@example.com',
      consent: { version: '2024-09', accepted: true },
      language: 'en',
    })
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST')
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Content-Type')).toBe('application/json')
  })

  it('disables Submit with "Submitting..." while sending, so a double click sends one request', async () => {
    let answer: (response: Response) => void = () => {}
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const user = renderBooking(address)
    await fillAll(user)
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }))

    const busy = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answer(booked())
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('refuses a phone number that is not a Kenyan mobile number before sending, in the words the server uses', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address)
    await fillAll(user)
    const phone = screen.getByLabelText(/^Phone number/) as HTMLInputElement
    await user.clear(phone)
    await type(user, /^Phone number/, '0812 345 678')
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Phone number must be a Kenyan mobile number such as 0712 345 678, 0112 345 678 or +254 712 345 678.'))
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }))
    await user.click(screen.getByRole('link', { name: /^Phone number must be a Kenyan mobile number/ }))
    expect(document.activeElement).toBe(phone)
    expect(fetchMock).not.toHaveBeenCalled()
    await user.clear(phone)
    await type(user, /^Phone number/, '254712345678')
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("shows the server's message, marks the field it names and keeps every value", async () => {
    const refusal = 'Phone number must be a Kenyan mobile number such as 0712 345 678, 0112 345 678 or +254 712 345 678.'
    mockFetch(() => jsonResponse({ message: refusal, errors: [{ path: '/phone_number', message: refusal }] }, 400))
    const user = renderBooking(address)
    await fillAll(user)
    await submit(user)

    await waitFor(() => expect(summaryProblems()).toContain(refusal))
    const phone = screen.getByLabelText(/^Phone number/) as HTMLInputElement
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'There is a problem' }))
    await user.click(screen.getByRole('link', { name: refusal }))
    expect(document.activeElement).toBe(phone)
    expect(phone.value).toBe('0712 345 678')
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Amina')
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('says "Failed!" when a refusal carries no message', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502 }))
    const user = renderBooking(address)
    await fillAll(user)
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Failed!'))
  })

  it('says "An unexpected error occurred." on a network failure, and a retry sends the same key', async () => {
    let fail = true
    const fetchMock = mockFetch(() => {
      if (fail) throw new TypeError('Failed to fetch')
      return booked()
    })
    const user = renderBooking(address)
    await fillAll(user)
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('An unexpected error occurred.'))
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Otieno')

    fail = false
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(sentBooking(fetchMock, 1).key).toBe(sentBooking(fetchMock, 0).key)
  })

  it('makes a new Idempotency-Key once a value changes', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ message: 'Appointment date is in the past; choose today or a later date.' }, 400))
    const user = renderBooking(address)
    await fillAll(user)
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false))
    pickDate('Appointment date', '2026-03-12')
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentBooking(fetchMock, 1).key).not.toBe(sentBooking(fetchMock, 0).key)
    expect(sentBooking(fetchMock, 1).body.appointment_date).toBe('2026-03-12')
  })

  it('stores nothing in the browser', async () => {
    mockFetch()
    const user = renderBooking(address)
    await fillAll(user)
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.length).toBe(0)
  })
})
