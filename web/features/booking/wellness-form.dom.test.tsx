// @vitest-environment jsdom
/**
 * The wellness form: required fields in order (sex only for a package priced by sex), the
 * conditional fields, the location asked only for Home/Office and once, truncated to 6 decimals
 * or left empty on refusal, the card checked before upload and uploaded before the booking.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { booked, choose, fixClock, jsonResponse, mockFetch, pickDate, pickTime, renderBooking, sentBooking, serviceId, submit, summaryProblems, type } from '../../testing/booking-test-support.tsx'

const pricedBySex = '/booking?productID=wellness&packageID=w-002'
const singlePrice = '/booking?productID=wellness&packageID=w-001'
const uploadId = '9b2f4c1e-6a0d-4e1c-8a5f-1d7e8b1c4a61'

type Locate = (found: PositionCallback, refused: PositionErrorCallback) => void
let locate: ReturnType<typeof vi.fn<Locate>>

beforeEach(() => {
  locate = vi.fn<Locate>()
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: locate }, configurable: true })
  vi.spyOn(console, 'info').mockImplementation(() => {})
  fixClock()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition

const requiredSteps: [string, (user: UserEvent) => Promise<void>][] = [
  ['First name', (user) => type(user, 'First name', 'Wanjiru')],
  ['Last name', (user) => type(user, 'Last name', 'Kamau')],
  ['Sex', (user) => choose(user, 'Sex', 'Female')],
  ['Collection preference', (user) => choose(user, 'Collection preference', 'Onsite (walk-in)')],
  ['Location', (user) => type(user, 'Location', 'Kilimani, Nairobi')],
  ['Payment mode', (user) => choose(user, 'Payment mode', 'Cash')],
  // Saturday 7 March 2026: the Saturday hours, 09:00 to 13:00.
  ['Collection date', async () => pickDate('Collection date', '2026-03-07')],
  ['Collection time', (user) => pickTime(user, 'Collection time', '09:30')],
  ['Phone number', (user) => type(user, /^Phone number/, '0712345678')],
  ['Consent to processing your health data', (user) => user.click(screen.getByRole('checkbox'))],
]

async function fillAll(user: UserEvent, skip: string[] = []) {
  for (const [label, fill] of requiredSteps) if (!skip.includes(label)) await fill(user)
}

describe('the wellness form', () => {
  it('lists every missing required field at once in the error summary, in order, for a package priced by sex, and sends nothing; the summary takes focus, each link moves focus to its field, and the problem of a filled field goes', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(pricedBySex)
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

  it('asks the package first when the address names none', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking('/booking?productID=wellness')
    await fillAll(user, ['Sex'])
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Package is required.'))
    expect(fetchMock).not.toHaveBeenCalled()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'w-007')
    expect(screen.getByRole('group', { name: 'Sex' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'w-006')
    expect(screen.queryByRole('group', { name: 'Sex' })).toBeNull()
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(sentBooking(fetchMock).body.package).toBe('w-006')
  })

  it('asks sex only for a package priced by sex, and the price follows the choice', async () => {
    mockFetch()
    const user = renderBooking(pricedBySex)
    expect(screen.getByText('Male: KES 3,000 | Female: KES 4,000')).toBeTruthy()
    await choose(user, 'Sex', 'Male')
    expect(screen.getByText('Price: KES 3,000')).toBeTruthy()
    await choose(user, 'Sex', 'Female')
    expect(screen.getByText('Price: KES 4,000')).toBeTruthy()
    cleanup()
    renderBooking(singlePrice)
    expect(screen.queryByRole('group', { name: 'Sex' })).toBeNull()
    expect(screen.getByText('Price: KES 4,000')).toBeTruthy()
  })

  it('shows the card upload only for Insurance and the cash option only for Cash', async () => {
    mockFetch()
    const user = renderBooking(singlePrice)
    expect(screen.queryByLabelText('Insurance card (optional)')).toBeNull()
    expect(screen.queryByRole('group', { name: 'When will you pay? (optional)' })).toBeNull()
    await choose(user, 'Payment mode', 'Insurance')
    const card = screen.getByLabelText('Insurance card (optional)')
    expect(card.getAttribute('accept')).toBe('image/jpeg,image/png,application/pdf')
    expect(screen.queryByRole('group', { name: 'When will you pay? (optional)' })).toBeNull()
    await choose(user, 'Payment mode', 'Cash')
    expect(screen.queryByLabelText('Insurance card (optional)')).toBeNull()
    expect(screen.getByRole('group', { name: 'When will you pay? (optional)' })).toBeTruthy()
  })

  it('asks for the location only when Home or Office is chosen, once, and sends it truncated to 6 decimals', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(singlePrice)
    await fillAll(user, ['Sex', 'Collection preference'])
    expect(locate).not.toHaveBeenCalled()
    await choose(user, 'Collection preference', 'Onsite (walk-in)')
    expect(locate).not.toHaveBeenCalled()
    await choose(user, 'Collection preference', 'Home (free collection)')
    expect(locate).toHaveBeenCalledTimes(1)
    locate.mock.calls[0]![0](position(-1.2921119, 36.8219999))
    await screen.findByText("Your device's location will be shared with the collection team.")
    await choose(user, 'Collection preference', 'Office (free collection)')
    expect(locate).toHaveBeenCalledTimes(1)

    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    const { body } = sentBooking(fetchMock)
    expect(body).toMatchObject({ collection_preference: 'Office', latitude: -1.292111, longitude: 36.821999, location: 'Kilimani, Nairobi' })
  })

  it('sends no coordinates when the person refuses, and the typed location still books', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(singlePrice)
    await fillAll(user, ['Sex', 'Collection preference'])
    await choose(user, 'Collection preference', 'Home (free collection)')
    locate.mock.calls[0]![1]!({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    const { body } = sentBooking(fetchMock)
    expect(body.location).toBe('Kilimani, Nairobi')
    expect(body).not.toHaveProperty('latitude')
    expect(body).not.toHaveProperty('longitude')
  })

  it('uploads the insurance card first and sends its id as the attachment, with sex for a package priced by sex', async () => {
    const fetchMock = mockFetch((url) => (url === '/api/uploads' ? jsonResponse({ id: uploadId }, 201) : booked()))
    const user = renderBooking(pricedBySex)
    await fillAll(user, ['Payment mode'])
    await choose(user, 'Payment mode', 'Insurance')
    const card = new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Insurance card (optional)'), card)
    expect(screen.getByText(/Chosen: card.png/)).toBeTruthy()
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/uploads', '/api/wellness/create/'])
    const uploaded = fetchMock.mock.calls[0]![1]!.body as FormData
    expect((uploaded.get('file') as File).name).toBe('card.png')
    const { body, key } = sentBooking(fetchMock, 1)
    expect(body).toEqual({
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      package: 'w-002',
      sex: 'female',
      collection_preference: 'Onsite',
      location: 'Kilimani, Nairobi',
      payment_mode: 'Insurance',
      attachment: uploadId,
      wellness_date: '2026-03-07',
      wellness_time: '09:30',
      phone_number: '0712345678',
      consent: { version: '2024-09', accepted: true },
      language: 'en',
    })
    expect(key).toBeTruthy()
  })

  it('uploads the card once when the booking is retried after a network failure, with the same key', async () => {
    let bookingFails = true
    const fetchMock = mockFetch((url) => {
      if (url === '/api/uploads') return jsonResponse({ id: uploadId }, 201)
      if (bookingFails) throw new TypeError('Failed to fetch')
      return booked()
    })
    const user = renderBooking(singlePrice)
    await fillAll(user, ['Sex', 'Payment mode'])
    await choose(user, 'Payment mode', 'Insurance')
    await user.upload(screen.getByLabelText('Insurance card (optional)'), new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' }))
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('An unexpected error occurred.'))
    bookingFails = false
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/uploads', '/api/wellness/create/', '/api/wellness/create/'])
    expect(sentBooking(fetchMock, 2).key).toBe(sentBooking(fetchMock, 1).key)
    expect(sentBooking(fetchMock, 2).body.attachment).toBe(uploadId)
  })

  it('refuses a card over 5 MB or of another type before anything is uploaded', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(singlePrice)
    await choose(user, 'Payment mode', 'Insurance')
    const input = screen.getByLabelText('Insurance card (optional)')
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The file is larger than 5 MB.')
    expect(screen.queryByText(/Chosen:/)).toBeNull()
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'card.gif', { type: 'image/gif' })] } })
    expect((await screen.findByRole('alert')).textContent).toContain('The insurance card must be a JPEG, PNG or PDF file.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the upload's refusal and does not book", async () => {
    const fetchMock = mockFetch((url) => (url === '/api/uploads' ? jsonResponse({ message: 'Upload a JPEG, PNG or PDF.' }, 415) : booked()))
    const user = renderBooking(singlePrice)
    await fillAll(user, ['Sex', 'Payment mode'])
    await choose(user, 'Payment mode', 'Insurance')
    await user.upload(screen.getByLabelText('Insurance card (optional)'), new File(['not really'], 'card.png', { type: 'image/png' }))
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toContain('Upload a JPEG, PNG or PDF.'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.getByLabelText('Insurance card (optional)').getAttribute('aria-invalid')).toBe('true'))
  })

  it('sends the cash option only with Cash', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(singlePrice)
    await fillAll(user, ['Sex'])
    await choose(user, 'When will you pay? (optional)', 'Pay later')
    await submit(user)
    await screen.findByRole('heading', { name: `Checkout ${serviceId}` })
    expect(sentBooking(fetchMock).body).toMatchObject({ payment_mode: 'Cash', cashPaymentOption: 'later' })
    expect(sentBooking(fetchMock).body).not.toHaveProperty('attachment')
  })
})
