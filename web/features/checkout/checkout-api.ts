/**
 * The checkout page's two calls (SPEC.md section 7, calls 8 and 9): the booking's service record,
 * and Pay Now, which asks the server for the payment provider's page. Each failure is a value the
 * machine can branch on, with the words the page shows.
 */
import type { ServiceData } from '#schemas/generated/service-data.ts'

export const missingServiceIdMessage = 'Service ID is missing.'
export const noServiceDataMessage = 'No service data found.'
export const fetchFailedMessage = 'Failed to fetch service details.'
export const bookingLinkExpiredMessage = 'This booking link has expired. Please contact us if you need help with your booking.'
export const paymentNotStartedMessage = 'We could not start the payment. Please try again.'

export class CheckoutError extends Error {}

/**
 * GET /api/appointments/get_service_data/: 404 (or an empty answer) is 'No service data found.',
 * 410 an expired booking link (the booking is over), anything else failed.
 */
export async function fetchServiceData(serviceId: string): Promise<ServiceData> {
  let response: Response
  try {
    response = await fetch(`/api/appointments/get_service_data/?service_id=${encodeURIComponent(serviceId)}`, { headers: { Accept: 'application/json' } })
  } catch {
    throw new CheckoutError(fetchFailedMessage)
  }
  if (response.status === 404 || response.status === 400) throw new CheckoutError(noServiceDataMessage)
  if (response.status === 410) throw new CheckoutError(bookingLinkExpiredMessage)
  if (!response.ok) throw new CheckoutError(fetchFailedMessage)
  const data = (await response.json().catch(() => null)) as ServiceData | null
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) throw new CheckoutError(noServiceDataMessage)
  return data
}

export type PaymentStart = { kind: 'redirect'; redirectUrl: string } | { kind: 'already-paid' }

/** POST /api/payments/get_payment_data/: the provider's page, or 'already paid' (409); any other answer is an error. */
export async function startPayment(serviceId: string): Promise<PaymentStart> {
  let response: Response
  try {
    response = await fetch('/api/payments/get_payment_data/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ service_id: serviceId }),
    })
  } catch {
    throw new CheckoutError(paymentNotStartedMessage)
  }
  if (response.status === 409) {
    const body = (await response.json().catch(() => null)) as {
      message?: string
    } | null
    if (body?.message === 'You have already paid.') return { kind: 'already-paid' }
    throw new CheckoutError(body?.message ?? paymentNotStartedMessage)
  }
  const body = (await response.json().catch(() => null)) as {
    payment_data?: { redirect_url?: unknown }
    message?: string
  } | null
  const redirectUrl = body?.payment_data?.redirect_url
  if (!response.ok || typeof redirectUrl !== 'string' || redirectUrl === '') {
    throw new CheckoutError(response.ok ? paymentNotStartedMessage : (body?.message ?? paymentNotStartedMessage))
  }
  return { kind: 'redirect', redirectUrl }
}
