/**
 * The Pesapal API 3.0 provider (integrations.md section 1): the IPN URL registered once (found in
 * GetIpnList, else registered), SubmitOrderRequest, and GetTransactionStatus normalised, with
 * "status_code 0" (Pesapal's INVALID, sent with `"status": "500"` and `payment_details_not_found`)
 * read as pending, never as failed.
 */
import { asObject, createPesapalApi, describeError, errorCode, type PesapalApiOptions, type PesapalBody } from './pesapal-api.ts'
import { ProviderError, type OrderRequest, type PaymentProvider, type ProviderPaymentStatus, type RefundAnswer, type RefundRequest, type SubmittedOrder } from './payment-provider.ts'
import { paymentProviderHosts } from '#schemas/api-contract.ts'

export type PesapalProviderOptions = PesapalApiOptions & {
  /** Our public IPN address, e.g. https://site/api/payments/pesapal/ipn */
  ipnUrl: string
  /** A known ipn_id (skips the look-up), if the operator registered the URL by hand. */
  ipnId?: string
}

/** Hosts Pesapal serves its payment page from; the configured API's own origin is allowed too. */

export function createPesapalProvider(options: PesapalProviderOptions): PaymentProvider {
  const api = createPesapalApi(options)
  let ipnId: Promise<string> | undefined = options.ipnId ? Promise.resolve(options.ipnId) : undefined

  async function registeredIpnId(): Promise<string> {
    const list = await api.call('GET', '/api/URLSetup/GetIpnList')
    const known = Array.isArray(list) ? list.map(asObject).find((entry) => entry?.url === options.ipnUrl) : undefined
    if (typeof known?.ipn_id === 'string' && known.ipn_id !== '') return known.ipn_id
    const registered = asObject(await api.call('POST', '/api/URLSetup/RegisterIPN', { url: options.ipnUrl, ipn_notification_type: 'POST' }))
    if (registered?.status !== '200' || typeof registered.ipn_id !== 'string' || registered.ipn_id === '') {
      throw new ProviderError(`Pesapal did not register the IPN URL (${describeError(registered)})`, errorCode(registered))
    }
    return registered.ipn_id
  }

  /** Looked up once per process; a failure is not cached, so the next order tries again. */
  function notificationId(): Promise<string> {
    ipnId ??= registeredIpnId().catch((error: unknown) => {
      ipnId = undefined
      throw error
    })
    return ipnId
  }

  return {
    name: 'pesapal',

    async submitOrder(order: OrderRequest): Promise<SubmittedOrder> {
      const body: PesapalBody = {
        id: order.merchantReference,
        currency: order.currency,
        amount: order.amountKes,
        description: order.description.slice(0, 100),
        callback_url: order.callbackUrl,
        redirect_mode: 'TOP_WINDOW',
        notification_id: await notificationId(),
        billing_address: {
          ...(order.billing.email ? { email_address: order.billing.email } : {}),
          phone_number: order.billing.phoneNumber,
          country_code: 'KE',
          first_name: order.billing.firstName,
          last_name: order.billing.lastName,
        },
      }
      const answer = asObject(await api.call('POST', '/api/Transactions/SubmitOrderRequest', body))
      const trackingId = answer?.order_tracking_id
      const redirectUrl = answer?.redirect_url
      if (answer?.status !== '200' || typeof trackingId !== 'string' || trackingId === '' || typeof redirectUrl !== 'string') {
        throw new ProviderError(`Pesapal did not create the order (${describeError(answer)})`, errorCode(answer))
      }
      if (!isPesapalPage(redirectUrl, options.baseUrl)) {
        throw new ProviderError('Pesapal answered a payment page address outside its own hosts', 'unexpected_redirect_url')
      }
      return { providerOrderId: trackingId, redirectUrl }
    },

    async getStatus(providerOrderId: string): Promise<ProviderPaymentStatus> {
      const path = `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(providerOrderId)}`
      return normaliseStatus(asObject(await api.call('GET', path)))
    },

    async requestRefund(refund: RefundRequest): Promise<RefundAnswer> {
      // integrations.md 1.10: amount as text with two decimals; "200" means received, not refunded.
      const answer = asObject(
        await api.call('POST', '/api/Transactions/RefundRequest', {
          confirmation_code: refund.confirmationCode,
          amount: refund.amountKes.toFixed(2),
          username: refund.requestedBy,
          remarks: refund.remarks.slice(0, 100),
        }),
      )
      if (answer?.status === '200') return { outcome: 'received', code: undefined }
      if (typeof answer?.status === 'string') return { outcome: 'rejected', code: errorCode(answer) }
      throw new ProviderError(`Pesapal gave no refund answer (${describeError(answer)})`, errorCode(answer))
    },
  }
}

/** https on a Pesapal host, or the configured API's own origin (a loopback fake in tests). */
export function isPesapalPage(address: string, baseUrl: URL): boolean {
  if (!URL.canParse(address)) return false
  const url = new URL(address)
  if (url.origin === baseUrl.origin && (url.protocol === 'https:' || url.protocol === 'http:')) return true
  return url.protocol === 'https:' && paymentProviderHosts.includes(url.hostname) && url.port === ''
}

/** GetTransactionStatus's body as a state: branch on status_code (a number), never on the text. */
export function normaliseStatus(body: PesapalBody | undefined): ProviderPaymentStatus {
  const code = body?.status_code
  if (typeof code !== 'number') {
    throw new ProviderError(`Pesapal gave no transaction status (${describeError(body)})`, errorCode(body))
  }
  const amount = typeof body?.amount === 'number' ? body.amount : Number(body?.amount)
  const text = (key: string): string | null => {
    const value = body?.[key]
    return typeof value === 'string' && value !== '' ? value : null
  }
  const base = {
    amount,
    currency: text('currency') ?? '',
    merchantReference: text('merchant_reference') ?? '',
    confirmationCode: text('confirmation_code'),
    paymentMethod: text('payment_method'),
  }
  switch (code) {
    case 0:
      return { ...base, state: 'pending' }
    case 1:
      return { ...base, state: 'completed' }
    case 2:
      return { ...base, state: /terminated_by_user|cancel/i.test(text('payment_status_code') ?? '') ? 'cancelled' : 'failed' }
    case 3:
      return { ...base, state: 'reversed' }
    default:
      throw new ProviderError(`Pesapal gave an unknown status_code ${code}`, 'unknown_status_code')
  }
}
