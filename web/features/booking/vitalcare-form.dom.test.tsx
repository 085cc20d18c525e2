// @vitest-environment jsdom
/** The VitalCare360 wait-list form: its required fields in order, nothing sent until filled, and its request. */
import { cleanup, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, renderBooking, sentBooking, serviceId, submit, summaryProblems, type } from '../../testing/booking-test-support.tsx'

const address = '/booking?productID=VitalCare360'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const requiredSteps: [string, (user: UserEvent) => Promise<void>][] = [
  ['First name', (user) => type(user, 'First name', 'Baraka')],
  ['Last name', (user) => type(user, 'Last name', 'Mwangi')],
  ['Phone number', (user) => type(user, /^Phone number/, '+254 112 345 678')],
  ['Consent to processing your health data', (user) => user.click(screen.getByRole('checkbox'))],
]

describe('the VitalCare360 wait-list form', () => {
  it('asks only for name, phone, optional email and consent', () => {
    mockFetch()
    renderBooking(address)
    expect(screen.getByRole('heading', { level: 1, name: 'Join the VitalCare360 Waitlist' })).toBeTruthy()
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['first_name', 'last_name', 'phone_number', 'email'])
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByLabelText(/date/i)).toBeNull()
  })

  it('lists every missing required field at once in the error summary, in order, and sends nothing; the summary takes focus, each link moves focus to its field, and the problem of a filled field goes', async () => {
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

  it('joins the wait-list and goes to the checkout page (its thank-you for VitalCare)', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address)
    for (const [, fill] of requiredSteps) await fill(user)
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    const { url, body, key } = sentBooking(fetchMock)
    expect(url).toBe('/api/vitalcare/create/')
    expect(body).toEqual({ first_name: 'Baraka', last_name: 'Mwangi', phone_number: '+254 112 345 678', consent: { version: '2024-09', accepted: true }, language: 'en' })
    expect(key).toBeTruthy()
  })
})
