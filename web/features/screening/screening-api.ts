/**
 * The screening page's call: the booking's service record (SPEC.md section 7, call 8), which lists
 * its screenings and which are finished (no name: see docs/decisions/031-booking-id-exposure.md).
 * Failures come back with the words the page shows; a 410 means the booking is over.
 */
import { t } from '@lingui/core/macro'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { callApi } from '../../shared/api-client.ts'
import { PageLoadError } from '../../shared/page-load-machine.ts'

/** The page's failure sentences, in the page's language. */
export const noBookingMessage = () => t`We could not find your booking. Please open the link from your confirmation page again.`
export const bookingOverMessage = () => t`This booking link has expired: the screenings were for a session that is now over. Please contact us if you need help.`
export const loadFailedMessage = () => t`We could not load your screenings. Please check your connection and try again.`

export async function fetchBooking(serviceId: string): Promise<ServiceData> {
  const result = await callApi('serviceData', { query: { service_id: serviceId } })
  if (result.ok) {
    if (!Array.isArray(result.answer?.screenings)) throw new PageLoadError(loadFailedMessage(), true)
    return result.answer
  }
  const { status } = result.failure
  if (status === 404 || status === 400) throw new PageLoadError(noBookingMessage(), false)
  if (status === 410) throw new PageLoadError(bookingOverMessage(), false)
  throw new PageLoadError(loadFailedMessage(), true)
}
