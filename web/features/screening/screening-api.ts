/**
 * The screening page's call: the booking's service record (SPEC.md section 7, call 8), which lists
 * its screenings and which are finished (no name: see docs/decisions/031-booking-id-exposure.md).
 * Failures come back with the words the page shows; a 410 means the booking is over.
 */
import type { ServiceData } from '#schemas/generated/service-data.ts'

export const noBookingMessage = 'We could not find your booking. Please open the link from your confirmation page again.'
export const bookingOverMessage = 'This booking link has expired: the screenings were for a session that is now over. Please contact us if you need help.'
export const loadFailedMessage = 'We could not load your screenings. Please check your connection and try again.'

export class ScreeningLoadError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message)
  }
}

export async function fetchBooking(serviceId: string): Promise<ServiceData> {
  let response: Response
  try {
    response = await fetch(`/api/appointments/get_service_data/?service_id=${encodeURIComponent(serviceId)}`, { headers: { Accept: 'application/json' } })
  } catch {
    throw new ScreeningLoadError(loadFailedMessage, true)
  }
  if (response.status === 404 || response.status === 400) throw new ScreeningLoadError(noBookingMessage, false)
  if (response.status === 410) throw new ScreeningLoadError(bookingOverMessage, false)
  const body = (await response.json().catch(() => null)) as ServiceData | null
  if (!response.ok || !body || !Array.isArray(body.screenings)) throw new ScreeningLoadError(loadFailedMessage, true)
  return body
}
