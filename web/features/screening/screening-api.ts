/**
 * The screening page's call: the booking's service record (SPEC.md section 7, call 8), which lists
 * its screenings and which are finished. Failures come back with the words the page shows.
 */
import type { ServiceData } from '#schemas/generated/service-data.ts'

export const noBookingMessage = 'We could not find your booking. Please open the link from your confirmation page again.'
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
  const body = (await response.json().catch(() => null)) as ServiceData | null
  if (!response.ok || !body || !Array.isArray(body.screenings)) throw new ScreeningLoadError(loadFailedMessage, true)
  return body
}
