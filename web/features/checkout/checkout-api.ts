/**
 * The checkout page's two calls (SPEC.md section 7, calls 8 and 9): the booking's service record,
 * and Pay Now, which asks the server for the payment provider's page. Each failure is a value the
 * machine can branch on, with the words the page shows.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { callApi } from '../../shared/api-client.ts'
import { apiMessageDescriptors, apiMessages } from '#schemas/api-contract.ts'

export const missingServiceIdMessage = msg`Service ID is missing.`
export const noServiceDataMessage = apiMessageDescriptors.noServiceData
export const fetchFailedMessage = msg`Failed to fetch service details.`
export const bookingLinkExpiredMessage = apiMessageDescriptors.bookingLinkExpired
export const paymentNotStartedMessage = msg`We could not start the payment. Please try again.`

/** A failure the page shows, in the page's language. */
export class CheckoutError extends Error {
  static of(message: MessageDescriptor): CheckoutError {
    return new CheckoutError(i18n._(message))
  }
}

/** The server's 409 'You have already paid.', in English or in the page's language (the server answers in it). */
export function isAlreadyPaid(status: number | undefined, message: string | undefined): boolean {
  return status === 409 && (message === apiMessages.alreadyPaid || message === i18n._(apiMessageDescriptors.alreadyPaid))
}

/**
 * GET /api/appointments/get_service_data/: 404 (or an empty answer) is 'No service data found.',
 * 410 an expired booking link (the booking is over), anything else failed.
 */
export async function fetchServiceData(serviceId: string): Promise<ServiceData> {
  const result = await callApi('serviceData', { query: { service_id: serviceId } })
  if (!result.ok) {
    const { kind, status } = result.failure
    if (status === 404 || status === 400) throw CheckoutError.of(noServiceDataMessage)
    if (status === 410) throw CheckoutError.of(bookingLinkExpiredMessage)
    throw CheckoutError.of(kind === 'malformed' ? noServiceDataMessage : fetchFailedMessage)
  }
  const data: unknown = result.answer
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) throw CheckoutError.of(noServiceDataMessage)
  return result.answer
}

export type PaymentStart = { kind: 'redirect'; redirectUrl: string } | { kind: 'already-paid' }

/** POST /api/payments/get_payment_data/: the provider's page, or 'already paid' (409); any other answer is an error. */
export async function startPayment(serviceId: string): Promise<PaymentStart> {
  const result = await callApi('startPayment', { body: { service_id: serviceId } })
  if (!result.ok) {
    const { status, message } = result.failure
    if (isAlreadyPaid(status, message)) return { kind: 'already-paid' }
    throw status !== undefined && result.failure.kind !== 'malformed' && message ? new CheckoutError(message) : CheckoutError.of(paymentNotStartedMessage)
  }
  const redirectUrl: unknown = result.answer?.payment_data?.redirect_url
  if (typeof redirectUrl !== 'string' || redirectUrl === '') throw CheckoutError.of(paymentNotStartedMessage)
  return { kind: 'redirect', redirectUrl }
}
