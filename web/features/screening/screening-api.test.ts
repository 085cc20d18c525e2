/**
 * The screening page's call (screening-api.ts): a booking that is over (410) gets its own words and
 * no retry, an unknown one (404) the 'not found' words, a network failure may be retried.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageLoadError } from '../../shared/page-load-machine.ts'
import { bookingOverMessage, fetchBooking, loadFailedMessage, noBookingMessage } from './screening-api.ts'

const id = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

async function failure(): Promise<PageLoadError> {
  const error: unknown = await fetchBooking(id).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(PageLoadError)
  return error as PageLoadError
}

describe('fetchBooking', () => {
  it('says the booking is over for a 410, with no retry', async () => {
    fetchMock.mockResolvedValue(json({ message: 'This booking link has expired.', errors: [] }, 410))
    expect(await failure()).toMatchObject({ message: bookingOverMessage(), retryable: false })
  })

  it('says the booking was not found for a 404, and offers a retry when the network fails', async () => {
    fetchMock.mockResolvedValue(json({ message: 'No service data found.', errors: [] }, 404))
    expect(await failure()).toMatchObject({ message: noBookingMessage(), retryable: false })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await failure()).toMatchObject({ message: loadFailedMessage(), retryable: true })
  })
})
