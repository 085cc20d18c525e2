/**
 * The checkout page's two calls (SPEC.md section 7, calls 8 and 9): the booking's service record,
 * and Pay Now, which asks the server for the payment provider's page. Each failure is a value the
 * machine can branch on, with the words the page shows.
 */
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { callApi } from '../../shared/api-client.ts'
import { apiMessages } from '#schemas/api-contract.ts'

export const missingServiceIdMessage = 'Service ID is missing.'
export const noServiceDataMessage = apiMessages.noServiceData
export const fetchFailedMessage = 'Failed to fetch service details.'
export const bookingLinkExpiredMessage = apiMessages.bookingLinkExpired
export const paymentNotStartedMessage = 'We could not start the payment. Please try again.'

export class CheckoutError extends Error {}

/**
 * GET /api/appointments/get_service_data/: 404 (or an empty answer) is 'No service data found.',
 * 410 an expired booking link (the booking is over), anything else failed.
 */
export async function fetchServiceData(serviceId: string): Promise<ServiceData> {
  const result = await callApi('serviceData', { query: { service_id: serviceId } })
  if (!result.ok) {
    const { kind, status } = result.failure
    if (status === 404 || status === 400) throw new CheckoutError(noServiceDataMessage)
    if (status === 410) throw new CheckoutError(bookingLinkExpiredMessage)
    throw new CheckoutError(kind === 'malformed' ? noServiceDataMessage : fetchFailedMessage)
  }
  const data: unknown = result.answer
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) throw new CheckoutError(noServiceDataMessage)
  return result.answer
}

export type PaymentStart = { kind: 'redirect'; redirectUrl: string } | { kind: 'already-paid' }

/** POST /api/payments/get_payment_data/: the provider's page, or 'already paid' (409); any other answer is an error. */
export async function startPayment(serviceId: string): Promise<PaymentStart> {
  const result = await callApi('startPayment', { body: { service_id: serviceId } })
  if (!result.ok) {
    const { status, message } = result.failure
    if (status === 409 && message === apiMessages.alreadyPaid) return { kind: 'already-paid' }
    throw new CheckoutError(status !== undefined && result.failure.kind !== 'malformed' ? (message ?? paymentNotStartedMessage) : paymentNotStartedMessage)
  }
  const redirectUrl: unknown = result.answer?.payment_data?.redirect_url
  if (typeof redirectUrl !== 'string' || redirectUrl === '') throw new CheckoutError(paymentNotStartedMessage)
  return { kind: 'redirect', redirectUrl }
}
