// @vitest-environment jsdom
/**
 * Booking and the payment's return as the server draws them for a browser without JavaScript
 * (issue 21; decisions 099 and 104): the wellness form posts plainly and asks nothing a plain form
 * cannot send; a post is judged by the product's own form (every problem
 * at once, sex once the package needs it); the confirmation and the receipt show what was paid from
 * what the server read, fetching nothing.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { bookingSubmission } from '../../features/booking/index.ts'
import { NoScriptBooking, NoScriptConfirmation, NoScriptReceipt } from './booking-pages.tsx'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

const search = '?OrderMerchantReference=ref-1&OrderTrackingId=track-1'

const service: ServiceData = {
  service_type: 'Wellness',
  practitioner: null,
  appointment_date: null,
  appointment_time: null,
  wellness_date: '2026-03-02',
  wellness_time: '09:00',
  description: 'Afya Bora wellness package',
  amount: 3000,
  package: 'w-002',
  is_paid: true,
  testId: null,
  screenings: [],
}

function drawBooking(address: string, posted?: { values: Record<string, string>; problems: { name: string; message: string }[] }) {
  const [pathname = '', query = ''] = address.split('?')
  return render(
    <MemoryRouter initialEntries={[address]}>
      <NoScriptBooking noScript={{ action: `${pathname}?${query}`, posted }} />
    </MemoryRouter>,
  )
}

describe('the wellness form without JavaScript', () => {
  it('posts to its own address, asks for no card upload, offers the cash option and a typed time', () => {
    const { container } = drawBooking('/booking?productID=wellness&packageID=w-002')
    const form = container.querySelector('form.booking-form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/booking?productID=wellness&packageID=w-002')
    expect(form.querySelector('input[type="file"]')).toBeNull()
    expect(form.querySelectorAll('input[name="cashPaymentOption"]')).toHaveLength(2)
    expect(form.querySelector('input[name="wellness_time"]')).not.toBeNull()
    // The package is priced by sex: its choice is on the form from the start.
    expect(form.querySelectorAll('input[name="sex"]')).toHaveLength(2)
  })

  it('comes back with the server\'s problems in the error summary, each linked to its field, every value kept', () => {
    drawBooking('/booking?productID=wellness&packageID=w-002', { values: { first_name: 'Njeri', location: 'Kilimani' }, problems: [{ name: 'last_name', message: 'Enter your last name.' }] })
    const summary = screen.getByRole('alert')
    expect(summary.querySelector('a[href="#booking-last_name"]')?.textContent).toContain('Enter your last name.')
    expect((screen.getByRole('textbox', { name: /first name/i }) as HTMLInputElement).value).toBe('Njeri')
    expect((screen.getByRole('textbox', { name: /location/i }) as HTMLInputElement).value).toBe('Kilimani')
  })
})

/** A weekday two weeks ahead (YYYY-MM-DD), inside the booking window. */
function weekdayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

describe('a booking post judged by its product\'s form', () => {
  const person = { first_name: 'Njeri', last_name: 'Wanjiru', phone_number: '0722 000 111', consent: 'on' }

  it('lists every missing field of a wellness package at once, sex too for a package priced by sex', () => {
    const judged = bookingSubmission('?productID=wellness&packageID=w-002', { first_name: 'Njeri' })
    expect(judged && 'problems' in judged ? judged.problems.map((problem) => problem.name) : []).toEqual(
      expect.arrayContaining(['last_name', 'sex', 'collection_preference', 'location', 'payment_mode', 'wellness_date', 'wellness_time', 'phone_number', 'consent']),
    )
  })

  it('gives the wellness booking body of a complete post, the package from the address and the cash option only with Cash', () => {
    const values = { ...person, sex: 'female', collection_preference: 'Onsite', location: 'Kilimani', payment_mode: 'Cash', cashPaymentOption: 'later', wellness_date: weekdayAhead(), wellness_time: '09:00', package: 'w-001' }
    const judged = bookingSubmission('?productID=wellness&packageID=w-002', values)
    expect(judged).toMatchObject({ call: 'bookWellness', body: { package: 'w-002', sex: 'female', payment_mode: 'Cash', cashPaymentOption: 'later', consent: { accepted: true } } })
    const insurance = bookingSubmission('?productID=wellness&packageID=w-002', { ...values, payment_mode: 'Insurance' })
    expect(insurance && 'body' in insurance ? insurance.body : {}).not.toHaveProperty('cashPaymentOption')
  })

  it('joins the VitalCare360 wait-list with the person alone, and knows no other product', () => {
    expect(bookingSubmission('?productID=VitalCare360', person)).toMatchObject({ call: 'joinVitalCare', body: { first_name: 'Njeri', phone_number: '0722 000 111' } })
    // A box not ticked is not sent at all.
    const { consent: _unticked, ...withoutConsent } = person
    expect(bookingSubmission('?productID=VitalCare360', withoutConsent)).toEqual({ problems: [expect.objectContaining({ name: 'consent' })] })
    expect(bookingSubmission('?productID=spa', person)).toBeUndefined()
  })
})

describe('the payment\'s return without JavaScript', () => {
  const drawConfirmation = (status: Parameters<typeof NoScriptConfirmation>[0]['status'], unreachable = false) =>
    render(
      <MemoryRouter initialEntries={[`/payment/confirmation${search}`]}>
        <NoScriptConfirmation search={search} status={status} service={status?.payment_status === 'paid' ? service : undefined} unreachable={unreachable} />
      </MemoryRouter>,
    )

  it('thanks the person for a paid booking with what was booked, the receipt link, and fetches nothing', () => {
    drawConfirmation({ payment_status: 'paid', first_name: 'Njeri', service_id: 'b6a1f7a2-0d7c-4b8e-9f55-8c5d2a7c1e01' })
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Njeri!' })).toBeTruthy()
    expect(screen.getByText('Afya Bora wellness package')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download Your Receipt' }).getAttribute('href')).toBe(`/payment/receipt${search}`)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says a pending payment is not confirmed yet, and Check again loads the page again', () => {
    drawConfirmation({ payment_status: 'pending', first_name: 'Njeri', service_id: 'b6a1f7a2-0d7c-4b8e-9f55-8c5d2a7c1e01' })
    expect(screen.getByRole('heading', { level: 1, name: 'We are still confirming your payment' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Check again' }).getAttribute('href')).toBe(`/payment/confirmation${search}`)
    expect(screen.queryByText(/checking again every few seconds/)).toBeNull()
  })

  it('says a payment it cannot find, or could not check, as the app does', () => {
    drawConfirmation(undefined)
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that payment' })).toBeTruthy()
    cleanup()
    drawConfirmation(undefined, true)
    expect(screen.getByRole('heading', { level: 1, name: 'We could not check your payment just now' })).toBeTruthy()
  })

  it('draws the receipt with what was paid and no print button (the browser prints it)', () => {
    const receipt: PaymentReceipt = {
      receipt_number: 'R-1',
      first_name: 'Njeri',
      service_type: 'Wellness',
      description: 'Afya Bora wellness package',
      session_date: '2026-03-02',
      session_time: '09:00',
      amount: 3000,
      currency: 'KES',
      paid_at: '2026-02-20T09:05:00.000Z',
      payment_reference: 'ref-1',
      provider_reference: 'track-1',
      confirmation_code: 'SBX1',
      payment_method: 'Sandbox',
    }
    render(
      <MemoryRouter>
        <NoScriptReceipt search={search} receipt={receipt} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeTruthy()
    expect(screen.getByText('KES 3,000')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to your confirmation' }).getAttribute('href')).toBe(`/payment/confirmation${search}`)
  })
})
