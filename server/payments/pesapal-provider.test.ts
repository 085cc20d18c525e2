/**
 * The Pesapal adapter against the fake Pesapal on 127.0.0.1 (integrations.md 1.12): headers and
 * bearer tokens, a token cached until expiry and renewed after it (server-side expiry too), the
 * IPN registered once, HTTP 200 answers carrying `"status": "500"`, the pending trap (status_code
 * 0 with an error object), and page addresses outside Pesapal refused. No database is involved.
 */
import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakePesapal, type FakePesapal } from '../testing/fake-pesapal.ts'
import { ProviderError, type OrderRequest } from './payment-provider.ts'
import { createPesapalProvider, type PesapalProviderOptions } from './pesapal-provider.ts'

const fakes: FakePesapal[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

async function setUp(fakeOptions: Parameters<typeof startFakePesapal>[0] = {}, providerOptions: Partial<PesapalProviderOptions> = {}) {
  const fake = await startFakePesapal(fakeOptions)
  fakes.push(fake)
  const provider = createPesapalProvider({
    baseUrl: new URL(fake.baseUrl),
    consumerKey: fake.consumerKey,
    consumerSecret: fake.consumerSecret,
    ipnUrl: 'https://afya.example/api/payments/pesapal/ipn',
    ...providerOptions,
  })
  return { fake, provider }
}

function order(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    merchantReference: randomUUID(),
    amountKes: 4000,
    currency: 'KES',
    description: 'Virtual consultation',
    callbackUrl: 'https://afya.example/payment/confirmation',
    billing: { firstName: 'Achieng', lastName: 'Otieno', phoneNumber: '0712345678', email: null },
    ...overrides,
  }
}

describe('Pesapal provider against the fake', () => {
  it('registers the IPN once, reuses one token, and sends JSON headers and the bearer token', async () => {
    const { fake, provider } = await setUp()
    const first = await provider.submitOrder(order())
    await provider.submitOrder(order())
    await provider.getStatus(first.providerOrderId)

    expect(fake.calls('RequestToken')).toHaveLength(1)
    expect(fake.calls('GetIpnList')).toHaveLength(1)
    expect(fake.calls('RegisterIPN')).toHaveLength(1)
    expect(fake.calls('RegisterIPN')[0]?.body).toEqual({ url: 'https://afya.example/api/payments/pesapal/ipn', ipn_notification_type: 'POST' })
    const submitted = fake.calls('SubmitOrderRequest')
    expect(submitted).toHaveLength(2)
    expect(submitted.every((call) => /^Bearer fake\./.test(call.authorization ?? ''))).toBe(true)
    expect(submitted[0]?.body).toMatchObject({ amount: 4000, currency: 'KES', redirect_mode: 'TOP_WINDOW', billing_address: { phone_number: '0712345678', country_code: 'KE' } })
    expect(first.redirectUrl).toBe(`${fake.origin}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${first.providerOrderId}`)

    // A second server instance finds the URL already registered and does not register it again.
    const other = createPesapalProvider({ baseUrl: new URL(fake.baseUrl), consumerKey: fake.consumerKey, consumerSecret: fake.consumerSecret, ipnUrl: 'https://afya.example/api/payments/pesapal/ipn' })
    await other.submitOrder(order())
    expect(fake.calls('RegisterIPN')).toHaveLength(1)
  })

  it('renews the token before its expiryDate, and once more when Pesapal says 401', async () => {
    let clock = Date.parse('2026-01-10T08:00:00Z')
    const now = () => clock
    const { fake, provider } = await setUp({ now, tokenLifetimeMs: 5 * 60_000 }, { now })
    await provider.submitOrder(order())
    clock += 3 * 60_000
    await provider.submitOrder(order())
    expect(fake.calls('RequestToken')).toHaveLength(1)

    clock += 60_001 // within 60 s of the expiryDate: renewed before use
    await provider.submitOrder(order())
    expect(fake.calls('RequestToken')).toHaveLength(2)

    fake.expireTokens() // expired on Pesapal's side while still cached here
    const submitted = await provider.submitOrder(order())
    expect(submitted.providerOrderId).toMatch(/^[0-9a-f-]{36}$/)
    expect(fake.calls('RequestToken')).toHaveLength(3)
    expect(fake.requests.filter((call) => call.path.endsWith('SubmitOrderRequest')).length).toBe(5)
  })

  it('reports bad keys without echoing them', async () => {
    const { provider } = await setUp({}, { consumerSecret: 'wrong-secret-canary' })
    const failure = await provider.submitOrder(order()).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ProviderError)
    expect((failure as ProviderError).code).toBe('invalid_consumer_key_or_secret_provided')
    expect((failure as Error).message).not.toMatch(/canary|fake-key/)
  })

  it('treats an HTTP 200 answer with status "500" as a failed order', async () => {
    const { fake, provider } = await setUp()
    fake.script('SubmitOrderRequest', { error: { error_type: 'api_error', code: 'amount_exceeds_limit', message: '' }, status: '500' })
    await expect(provider.submitOrder(order())).rejects.toMatchObject({ name: 'ProviderError', code: 'amount_exceeds_limit' })
    // The fake's own checks: a merchant reference Pesapal does not accept.
    await expect(provider.submitOrder(order({ merchantReference: 'has spaces and is far too long for pesapal, over fifty' }))).rejects.toMatchObject({ code: 'invalid_reference' })
  })

  it.each(['javascript:alert(1)', 'http://evil.example/pay', 'https://pay.pesapal.com.evil.example/x'])('refuses a payment page at %s', async (address) => {
    const { fake, provider } = await setUp()
    fake.script('SubmitOrderRequest', { order_tracking_id: randomUUID(), merchant_reference: 'x', redirect_url: address, error: null, status: '200' })
    await expect(provider.submitOrder(order())).rejects.toMatchObject({ code: 'unexpected_redirect_url' })
  })

  it('reads status_code 0 with status "500" and payment_details_not_found as pending, then completed, failed, cancelled and reversed', async () => {
    const { fake, provider } = await setUp()
    const request = order()
    const { providerOrderId } = await provider.submitOrder(request)
    expect(await provider.getStatus(providerOrderId)).toMatchObject({ state: 'pending', amount: 4000, currency: 'KES', merchantReference: request.merchantReference })

    fake.setOrderState(providerOrderId, { statusCode: 1, paymentMethod: 'MpesaKE' })
    const paid = await provider.getStatus(providerOrderId)
    expect(paid).toMatchObject({ state: 'completed', amount: 4000, paymentMethod: 'MpesaKE' })
    expect(paid.confirmationCode).toMatch(/^FK/)

    fake.setOrderState(providerOrderId, { statusCode: 2, paymentStatusCode: '' })
    expect((await provider.getStatus(providerOrderId)).state).toBe('failed')
    fake.setOrderState(providerOrderId, { statusCode: 2, paymentStatusCode: 'request_terminated_by_user' })
    expect((await provider.getStatus(providerOrderId)).state).toBe('cancelled')
    fake.setOrderState(providerOrderId, { statusCode: 3 })
    expect((await provider.getStatus(providerOrderId)).state).toBe('reversed')
  })

  it('fails a status query for an order Pesapal does not know, and when Pesapal does not answer in time', async () => {
    const { provider } = await setUp()
    await expect(provider.getStatus(randomUUID())).rejects.toMatchObject({ code: 'invalid_order_tracking_id' })
    const silent = createPesapalProvider({
      baseUrl: new URL('http://127.0.0.1:9/pesapalv3'),
      consumerKey: 'k',
      consumerSecret: 's',
      ipnUrl: 'https://afya.example/ipn',
      timeoutMs: 500,
    })
    await expect(silent.getStatus(randomUUID())).rejects.toMatchObject({ code: 'unreachable' })
  })

  it('serves a hosted page whose Pay button sets the order paid, sends the IPN over HTTP and returns the browser to the callback', async () => {
    const received: unknown[] = []
    const merchant = Fastify()
    merchant.post('/ipn', async (request) => {
      received.push(request.body)
      const body = request.body as Record<string, string>
      return { orderNotificationType: body.OrderNotificationType, orderTrackingId: body.OrderTrackingId, orderMerchantReference: body.OrderMerchantReference, status: 200 }
    })
    await merchant.listen({ host: '127.0.0.1', port: 0 })
    try {
      const address = merchant.server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const { fake, provider } = await setUp({}, { ipnUrl: `http://127.0.0.1:${port}/ipn` })
      const request = order()
      const { providerOrderId, redirectUrl } = await provider.submitOrder(request)
      const page = await fetch(redirectUrl)
      const html = await page.text()
      for (const label of ['Pay (card)', 'Pay (M-Pesa)', 'Fail', 'Cancel']) expect(html).toContain(`>${label}</button>`)
      const paid = await fetch(`${fake.origin}/pesapaliframe/${providerOrderId}/mpesa`, { method: 'POST', redirect: 'manual' })
      expect(paid.status).toBe(303)
      expect(paid.headers.get('location')).toBe(`https://afya.example/payment/confirmation?OrderTrackingId=${providerOrderId}&OrderMerchantReference=${request.merchantReference}&OrderNotificationType=CALLBACKURL`)
      expect(received).toEqual([{ OrderTrackingId: providerOrderId, OrderMerchantReference: request.merchantReference, OrderNotificationType: 'IPNCHANGE' }])
      expect(fake.deliveries.map((delivery) => delivery.accepted)).toEqual([true])
      expect(await provider.getStatus(providerOrderId)).toMatchObject({ state: 'completed', paymentMethod: 'MpesaKE' })
    } finally {
      await merchant.close()
    }
  })
})
