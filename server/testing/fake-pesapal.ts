/**
 * A faithful fake of Pesapal API 3.0 (integrations.md 1.12) on 127.0.0.1, port 0, for contract
 * and end-to-end tests. It serves the seven endpoints under a prefix with Pesapal's exact field
 * names and types (`status` a string, `status_code` a number, HTTP 200 even for business errors,
 * 401 for a missing, unknown or expired token), a hosted page with Pay (card), Pay (M-Pesa), Fail
 * and Cancel buttons, an IPN sender that checks the merchant's acknowledgement and retries a
 * bounded number of times, and a control API (`/__fake/...`, also as methods) for tests. Every
 * request is recorded. No production code knows about it.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify'

export type FakeOrder = {
  trackingId: string
  merchantReference: string
  amount: number
  currency: string
  description: string
  callbackUrl: string
  notificationId: string
  createdAt: string
  statusCode: 0 | 1 | 2 | 3
  paymentMethod: string
  confirmationCode: string
  paymentStatusCode: string
  /** Overrides what GetTransactionStatus reports (an underpayment, another currency). */
  reportedAmount?: number
  reportedCurrency?: string
  refunded: boolean
  cancelled: boolean
}

export type RecordedRequest = { method: string; path: string; query: Record<string, string>; authorization: string | undefined; body: unknown; statusCode?: number }
export type IpnDelivery = { url: string; method: 'GET' | 'POST'; ack: unknown; statusCode: number; accepted: boolean }
/** Sends one IPN; the default is an HTTP request. Tests may route it into app.inject(). */
export type IpnSender = (request: { url: string; method: 'GET' | 'POST'; fields: Record<string, string> }) => Promise<{ statusCode: number; body: string }>

export type FakePesapalOptions = {
  consumerKey?: string
  consumerSecret?: string
  prefix?: string
  /** Token lifetime (default 5 minutes, as the docs say). */
  tokenLifetimeMs?: number
  now?: () => number
  /** On a reused merchant reference: reject it (default) or create another order. */
  duplicateReference?: 'reject' | 'new-order'
  sendIpn?: IpnSender
  /** Retries after an unexpected acknowledgement (default 2). */
  ipnRetries?: number
}

export type FakePesapal = Awaited<ReturnType<typeof startFakePesapal>>

type Ipn = { url: string; ipnId: string; type: 'GET' | 'POST'; createdDate: string }
type Body = Record<string, unknown>

const apiError = (code: string, message = '') => ({ error: { error_type: 'api_error', code, message }, status: '500' })

export async function startFakePesapal(options: FakePesapalOptions = {}) {
  const key = options.consumerKey ?? 'fake-key'
  const secret = options.consumerSecret ?? 'fake-secret'
  const prefix = options.prefix ?? '/pesapalv3'
  const now = options.now ?? Date.now
  const tokens = new Map<string, number>()
  const ipns: Ipn[] = []
  const orders = new Map<string, FakeOrder>()
  const requests: RecordedRequest[] = []
  const deliveries: IpnDelivery[] = []
  const scripted = new Map<string, Body[]>()
  let nextIpn = 4252

  const app = Fastify({ logger: false })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))))
  const recorded = new WeakMap<FastifyRequest, RecordedRequest>()
  app.addHook('onRequest', async (request) => {
    const url = new URL(request.url, 'http://fake')
    const entry: RecordedRequest = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: request.headers.authorization, body: undefined }
    requests.push(entry)
    recorded.set(request, entry)
  })
  app.addHook('preHandler', async (request) => {
    const entry = recorded.get(request)
    if (entry) entry.body = request.body
  })
  app.addHook('onResponse', async (request, reply) => {
    const entry = recorded.get(request)
    if (entry) entry.statusCode = reply.statusCode
  })

  /** A scripted answer for the endpoint's next call (e.g. HTTP 200 with status "500"), if any. */
  const scriptedAnswer = (endpoint: string): Body | undefined => scripted.get(endpoint)?.shift()
  const authorised = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const expiresAt = token ? tokens.get(token) : undefined
    if (expiresAt !== undefined && now() < expiresAt) return true
    void reply.code(401).send({ error: { error_type: 'authentication_error', code: 'unauthorized', message: 'Unauthorized' }, status: '401' })
    return false
  }

  app.post(`${prefix}/api/Auth/RequestToken`, async (request) => {
    const body = (request.body ?? {}) as Body
    if (body.consumer_key !== key || body.consumer_secret !== secret) return apiError('invalid_consumer_key_or_secret_provided')
    const token = `fake.${randomUUID()}`
    const expiresAt = now() + (options.tokenLifetimeMs ?? 5 * 60_000)
    tokens.set(token, expiresAt)
    return { token, expiryDate: new Date(expiresAt).toISOString(), error: null, status: '200', message: 'Request processed successfully' }
  })

  app.post(`${prefix}/api/URLSetup/RegisterIPN`, async (request, reply) => {
    if (!authorised(request, reply)) return reply
    const body = (request.body ?? {}) as Body
    const type = body.ipn_notification_type === 'GET' ? 'GET' : body.ipn_notification_type === 'POST' ? 'POST' : undefined
    if (typeof body.url !== 'string' || !URL.canParse(body.url) || !type) return apiError('invalid_ipn_details', 'url and ipn_notification_type are required')
    const ipn: Ipn = { url: body.url, ipnId: randomUUID(), type, createdDate: new Date(now()).toISOString() }
    ipns.push(ipn)
    return {
      id: nextIpn++, url: ipn.url, created_date: ipn.createdDate, ipn_id: ipn.ipnId, notification_type: type === 'GET' ? 0 : 1,
      ipn_notification_type_description: type, ipn_status: 1, ipn_status_decription: 'Active', error: null, status: '200',
    }
  })

  app.get(`${prefix}/api/URLSetup/GetIpnList`, async (request, reply) => {
    if (!authorised(request, reply)) return reply
    return ipns.map((ipn) => ({ url: ipn.url, created_date: ipn.createdDate, ipn_id: ipn.ipnId, error: null, status: '200' }))
  })

  app.post(`${prefix}/api/Transactions/SubmitOrderRequest`, async (request, reply) => {
    if (!authorised(request, reply)) return reply
    const answer = scriptedAnswer('SubmitOrderRequest')
    if (answer) return answer
    const body = (request.body ?? {}) as Body
    const problem = orderProblem(body, ipns)
    if (problem) return apiError(problem.code, problem.message)
    const reused = [...orders.values()].some((order) => order.merchantReference === body.id)
    if (reused && (options.duplicateReference ?? 'reject') === 'reject') return apiError('duplicate_order_reference', 'Order reference already exists')
    const trackingId = randomUUID()
    orders.set(trackingId, {
      trackingId, merchantReference: body.id as string, amount: body.amount as number, currency: body.currency as string,
      description: body.description as string, callbackUrl: body.callback_url as string, notificationId: body.notification_id as string,
      createdAt: new Date(now()).toISOString().replace('Z', ''), statusCode: 0, paymentMethod: '', confirmationCode: '', paymentStatusCode: '',
      refunded: false, cancelled: false,
    })
    return { order_tracking_id: trackingId, merchant_reference: body.id, redirect_url: `${origin()}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`, error: null, status: '200' }
  })

  app.get(`${prefix}/api/Transactions/GetTransactionStatus`, async (request, reply) => {
    if (!authorised(request, reply)) return reply
    const answer = scriptedAnswer('GetTransactionStatus')
    if (answer) return answer
    const order = orders.get((request.query as Body).orderTrackingId as string)
    if (!order) return apiError('invalid_order_tracking_id', 'Invalid order tracking id')
    const callBack = `${order.callbackUrl}?OrderTrackingId=${order.trackingId}&OrderMerchantReference=${order.merchantReference}`
    const shared = {
      payment_method: order.paymentMethod, amount: order.reportedAmount ?? order.amount, created_date: order.createdAt, confirmation_code: order.confirmationCode,
      order_tracking_id: order.trackingId, description: null as string | null, message: 'Request processed successfully', payment_account: '', call_back_url: callBack,
      status_code: order.statusCode, merchant_reference: order.merchantReference, payment_status_code: order.paymentStatusCode, currency: order.reportedCurrency ?? order.currency,
    }
    if (order.statusCode === 0) {
      return { ...shared, payment_status_description: 'INVALID', error: { error_type: 'api_error', code: 'payment_details_not_found', message: 'Pending Payment', call_back_url: callBack }, status: '500' }
    }
    const description = { 1: 'Completed', 2: 'Failed', 3: 'Reversed' }[order.statusCode]
    return { ...shared, payment_status_description: description, description: order.statusCode === 2 ? 'Payment was declined' : null, error: null, status: '200' }
  })

  app.post(`${prefix}/api/Transactions/RefundRequest`, async (request, reply) => {
    if (!authorised(request, reply)) return reply
    const body = (request.body ?? {}) as Body
    const order = [...orders.values()].find((candidate) => candidate.confirmationCode !== '' && candidate.confirmationCode === body.confirmation_code)
    if (!order || order.statusCode !== 1 || order.refunded || !(Number(body.amount) > 0) || Number(body.amount) > order.amount) return apiError('refund_rejected', 'Refund not allowed')
    order.refunded = true
    return { status: '200', message: 'Refund request successfully' }
  })

  app.post(`${prefix}/api/Transactions/CancelOrder`, async (request, reply) => {
    if (!authorised(request, reply)) return reply
    const order = orders.get(((request.body ?? {}) as Body).order_tracking_id as string)
    if (!order || order.cancelled || (order.statusCode !== 0 && order.statusCode !== 2)) return apiError('cancel_rejected', 'Order cannot be cancelled')
    order.cancelled = true
    return { status: '200', message: 'Order successfully cancelled.' }
  })

  // The hosted page: one form per outcome, each posting to the top window.
  const outcomes = {
    card: { label: 'Pay (card)', state: { statusCode: 1, paymentMethod: 'Visa' } },
    mpesa: { label: 'Pay (M-Pesa)', state: { statusCode: 1, paymentMethod: 'MpesaKE' } },
    fail: { label: 'Fail', state: { statusCode: 2, paymentStatusCode: '' } },
    cancel: { label: 'Cancel', state: { statusCode: 2, paymentStatusCode: 'request_terminated_by_user' } },
  } as const
  app.get('/pesapaliframe/PesapalIframe3/Index', async (request, reply) => {
    const order = orders.get((request.query as Body).OrderTrackingId as string)
    if (!order) return reply.code(404).type('text/html').send('<!doctype html><title>Unknown order</title><h1>Unknown order</h1>')
    const forms = Object.entries(outcomes)
      .map(([action, { label }]) => `<form method="post" action="/pesapaliframe/${order.trackingId}/${action}" target="_top"><button type="submit">${label}</button></form>`)
      .join('\n')
    return reply.type('text/html').send(`<!doctype html><html lang="en"><title>Fake Pesapal</title><h1>Pay KES ${order.amount}</h1>\n${forms}</html>`)
  })
  app.post('/pesapaliframe/:trackingId/:action', async (request, reply) => {
    const { trackingId, action } = request.params as { trackingId: string; action: keyof typeof outcomes }
    const order = orders.get(trackingId)
    if (!order || !outcomes[action]) return reply.code(404).send('Unknown order')
    setOrderState(trackingId, outcomes[action].state)
    await sendIpn(trackingId)
    const back = new URL(order.callbackUrl)
    back.searchParams.set('OrderTrackingId', order.trackingId)
    back.searchParams.set('OrderMerchantReference', order.merchantReference)
    back.searchParams.set('OrderNotificationType', 'CALLBACKURL')
    return reply.redirect(back.href, 303)
  })

  // The control API.
  app.post('/__fake/orders/:id/state', async (request) => setOrderState((request.params as { id: string }).id, request.body as Partial<FakeOrder>))
  app.post('/__fake/orders/:id/ipn', async (request) => sendIpn((request.params as { id: string }).id, Number(((request.body ?? {}) as Body).times ?? 1)))
  app.get('/__fake/requests', async () => requests)
  app.post('/__fake/reset', async () => reset())

  function setOrderState(trackingId: string, state: Partial<FakeOrder>): FakeOrder {
    const order = orders.get(trackingId)
    if (!order) throw new Error(`The fake has no order ${trackingId}`)
    Object.assign(order, state)
    if (order.statusCode === 1 && order.confirmationCode === '') order.confirmationCode = `FK${randomUUID().slice(0, 8).toUpperCase()}`
    return order
  }

  const httpSender: IpnSender = async ({ url, method, fields }) => {
    const target = new URL(url)
    if (method === 'GET') for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value)
    const response = await fetch(target, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) } : {}),
      signal: AbortSignal.timeout(5_000),
    })
    return { statusCode: response.status, body: await response.text() }
  }

  /** Sends the order's IPN `times` times in a row (duplicates are normal at Pesapal); resends on a bad acknowledgement. */
  async function sendIpn(trackingId: string, times = 1): Promise<IpnDelivery[]> {
    const order = orders.get(trackingId)
    const ipn = ipns.find((candidate) => candidate.ipnId === order?.notificationId)
    if (!order || !ipn) throw new Error(`The fake cannot notify about ${trackingId}`)
    const fields = { OrderTrackingId: order.trackingId, OrderMerchantReference: order.merchantReference, OrderNotificationType: 'IPNCHANGE' }
    const sent: IpnDelivery[] = []
    for (let i = 0; i < times; i++) {
      for (let attempt = 0; attempt <= (options.ipnRetries ?? 2); attempt++) {
        const delivery = await deliver(ipn, fields)
        sent.push(delivery)
        if (delivery.accepted) break
      }
    }
    return sent
  }

  async function deliver(ipn: Ipn, fields: Record<string, string>): Promise<IpnDelivery> {
    let statusCode = 0
    let ack: unknown
    try {
      const answer = await (options.sendIpn ?? httpSender)({ url: ipn.url, method: ipn.type, fields })
      statusCode = answer.statusCode
      ack = JSON.parse(answer.body)
    } catch {
      ack = undefined
    }
    const body = (ack ?? {}) as Body
    const accepted = statusCode === 200 && body.status === 200 && body.orderTrackingId === fields.OrderTrackingId &&
      body.orderMerchantReference === fields.OrderMerchantReference && body.orderNotificationType === fields.OrderNotificationType
    const delivery: IpnDelivery = { url: ipn.url, method: ipn.type, ack, statusCode, accepted }
    deliveries.push(delivery)
    return delivery
  }

  function reset(): void {
    tokens.clear(); ipns.length = 0; orders.clear(); requests.length = 0; deliveries.length = 0; scripted.clear()
  }

  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const origin = () => `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  return {
    baseUrl: `${origin()}${prefix}`,
    origin: origin(),
    consumerKey: key,
    consumerSecret: secret,
    requests,
    deliveries,
    orders,
    /** The recorded calls to one endpoint, e.g. 'SubmitOrderRequest'. */
    calls: (endpoint: string) => requests.filter((request) => request.path.endsWith(`/${endpoint}`)),
    setOrderState,
    sendIpn,
    /** The next call to the endpoint answers this body (HTTP 200), e.g. a `"status": "500"` error. */
    script: (endpoint: 'SubmitOrderRequest' | 'GetTransactionStatus', body: Body) => void scripted.set(endpoint, [...(scripted.get(endpoint) ?? []), body]),
    /** Every issued token stops working now, as if it had expired. */
    expireTokens: () => tokens.forEach((_expiry, token) => tokens.set(token, 0)),
    order: (merchantReference: string) => [...orders.values()].find((order) => order.merchantReference === merchantReference),
    reset,
    close: () => app.close(),
  }
}

/** SubmitOrderRequest's checks: required fields, id form and length, description length, email or phone, a known notification_id. */
function orderProblem(body: Body, ipns: Ipn[]): { code: string; message: string } | undefined {
  for (const field of ['id', 'currency', 'amount', 'description', 'callback_url', 'notification_id', 'billing_address']) {
    if (body[field] === undefined || body[field] === null || body[field] === '') return { code: 'missing_field', message: `${field} is required` }
  }
  if (typeof body.id !== 'string' || body.id.length > 50 || !/^[A-Za-z0-9\-_.:]+$/.test(body.id)) return { code: 'invalid_reference', message: 'id is not valid' }
  if (typeof body.amount !== 'number' || !(body.amount > 0)) return { code: 'invalid_amount', message: 'amount is not valid' }
  if (typeof body.description !== 'string' || body.description.length > 100) return { code: 'invalid_description', message: 'description is too long' }
  if (typeof body.callback_url !== 'string' || !URL.canParse(body.callback_url)) return { code: 'invalid_callback_url', message: 'callback_url is not valid' }
  const billing = (body.billing_address ?? {}) as Body
  if (!billing.email_address && !billing.phone_number) return { code: 'missing_contact', message: 'email_address or phone_number is required' }
  if (!ipns.some((ipn) => ipn.ipnId === body.notification_id)) return { code: 'invalid_notification_id', message: 'notification_id is not registered' }
  return undefined
}
