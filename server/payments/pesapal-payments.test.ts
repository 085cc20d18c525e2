/**
 * The Pesapal contract test through the whole server: the app configured with Pesapal keys and
 * base URL pointing at the fake Pesapal on 127.0.0.1, whose IPNs are delivered into the app. It
 * proves PAY1-PAY5 and PAY8 of RELIABILITY.md: one provider order for ten concurrent clicks, a
 * pending status (0) changes nothing, five duplicate IPNs make one transition, a forged IPN, an
 * underpayment and a foreign currency make none, a status the server cannot read is answered
 * `status: 500` so Pesapal resends, and the reconciliation job settles orders whose IPN was lost.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { startFakePesapal, type FakePesapal } from '../testing/fake-pesapal.ts'
import { createTestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { createPaymentProvider } from './provider-from-config.ts'
import { reconcilePayments, startPaymentReconciliation } from './reconciliation.ts'
import { attemptsOf, countEvents, countMail, emailOf, insertService, serviceIsPaid, testEnv } from '../testing/payment-fixtures.ts'

describe.each(testDatabaseKinds)('payments through Pesapal (fake Pesapal, %s)', (kind) => {
  let fake: FakePesapal
  let app: FastifyInstance
  let database: Database
  let logLines: Record<string, unknown>[]
  let env: Record<string, string>

  beforeAll(async () => {
    fake = await startFakePesapal({
      // The IPN goes to https://afya.example/api/...: delivered into the app in-process.
      sendIpn: async ({ url, method, fields }) => {
        const path = new URL(url).pathname
        const answer = method === 'GET' ? await app.inject({ method, url: path, query: fields }) : await app.inject({ method, url: path, payload: fields })
        return { statusCode: answer.statusCode, body: answer.body }
      },
    })
    env = { ...testEnv, PESAPAL_CONSUMER_KEY: fake.consumerKey, PESAPAL_CONSUMER_SECRET: fake.consumerSecret, PESAPAL_BASE_URL: fake.baseUrl, PUBLIC_BASE_URL: 'https://afya.example' }
    ;({ app, database, logLines } = await createTestApp({ kind, env }))
  }, 60_000)
  afterAll(async () => {
    await Promise.all([app?.close(), fake?.close()])
  })

  /** Books a service and presses Pay Now; the attempt's merchant reference and Pesapal tracking id. */
  async function bookAndPay(amount = 4000) {
    const serviceId = await insertService(database.db, { amount_kes: amount })
    const answer = await app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
    expect(answer.statusCode).toBe(200)
    const [attempt] = await attemptsOf(database.db, serviceId)
    return { serviceId, redirectUrl: answer.json().payment_data.redirect_url as string, reference: attempt!.merchant_reference, trackingId: attempt!.provider_order_id! }
  }
  /** Orders Pesapal created for a merchant reference (a call refused for an expired token creates none). */
  const submittedFor = (reference: string) =>
    fake.calls('SubmitOrderRequest').filter((call) => call.statusCode === 200 && (call.body as { id?: string }).id === reference)
  const statusQueriesFor = (trackingId: string) => fake.calls('GetTransactionStatus').filter((call) => call.query.orderTrackingId === trackingId)

  it('creates one Pesapal order for ten concurrent clicks, all answered with the same page', async () => {
    const serviceId = await insertService(database.db)
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    const pages = new Set(answers.map((answer) => answer.json().payment_data.redirect_url))
    expect(pages.size).toBe(1)
    expect([...pages][0]).toMatch(new RegExp(`^${fake.origin}/pesapaliframe/PesapalIframe3/Index\\?OrderTrackingId=`))
    const [attempt, ...others] = await attemptsOf(database.db, serviceId)
    expect(others).toEqual([])
    const submitted = submittedFor(attempt!.merchant_reference)
    expect(submitted).toHaveLength(1)
    expect(submitted[0]?.body).toMatchObject({ amount: 4000, currency: 'KES', callback_url: 'https://afya.example/payment/confirmation', redirect_mode: 'TOP_WINDOW' })
    expect(fake.calls('RegisterIPN')).toHaveLength(1)
    expect(fake.calls('RegisterIPN')[0]?.body).toEqual({ url: 'https://afya.example/api/payments/pesapal/ipn', ipn_notification_type: 'POST' })
  })

  it('leaves a pending order alone, then marks it paid once for five duplicate IPNs (sequential and concurrent)', async () => {
    fake.expireTokens() // PAY8: an expired token costs no payment
    const { serviceId, reference, trackingId } = await bookAndPay()
    const [pendingIpn] = await fake.sendIpn(trackingId)
    expect(pendingIpn).toMatchObject({ statusCode: 200, accepted: true })
    expect(await serviceIsPaid(database.db, serviceId)).toBe(false)
    const pending = await app.inject({ method: 'GET', url: `/api/payments/status/?OrderTrackingId=${trackingId}&OrderMerchantReference=${reference}&OrderNotificationType=CALLBACKURL` })
    expect(pending.json()).toEqual({ payment_status: 'pending', first_name: 'Wanjiku', service_id: serviceId })

    fake.setOrderState(trackingId, { statusCode: 1, paymentMethod: 'MpesaKE' })
    const deliveries = [...(await fake.sendIpn(trackingId, 2)), ...(await Promise.all([1, 2, 3].map(() => fake.sendIpn(trackingId)))).flat()]
    expect(deliveries).toHaveLength(5)
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ statusCode: 200, accepted: true })
      expect(delivery.ack).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: trackingId, orderMerchantReference: reference, status: 200 })
    }
    expect(await serviceIsPaid(database.db, serviceId)).toBe(true)
    expect(await countEvents(database.db, serviceId, 'paid')).toBe(1)
    expect(await countMail(database.db, await emailOf(database.db, serviceId), 'payment-receipt')).toBe(1)
    expect((await attemptsOf(database.db, serviceId))[0]?.status).toBe('paid')

    const again = await app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('You have already paid.')
    expect(submittedFor(reference)).toHaveLength(1)
    expect(fake.calls('RequestToken').length).toBeGreaterThanOrEqual(2)
    const logs = JSON.stringify(logLines)
    for (const secret of [serviceId, reference, fake.consumerSecret, 'Wanjiku']) expect(logs).not.toContain(secret)
  })

  it('acknowledges a forged IPN (GET or POST) without changing anything, and refuses one without a tracking id', async () => {
    const { serviceId, reference } = await bookAndPay()
    const forgedId = randomUUID()
    const posted = await app.inject({ method: 'POST', url: '/api/payments/pesapal/ipn', payload: { OrderTrackingId: forgedId, OrderMerchantReference: reference, OrderNotificationType: 'IPNCHANGE' } })
    expect(posted.statusCode).toBe(200)
    expect(posted.json()).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: forgedId, orderMerchantReference: reference, status: 200 })
    const viaGet = await app.inject({ method: 'GET', url: `/api/payments/pesapal/ipn?OrderTrackingId=${forgedId}&OrderNotificationType=IPNCHANGE` })
    expect(viaGet.json()).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: forgedId, orderMerchantReference: '', status: 200 })
    expect(await serviceIsPaid(database.db, serviceId)).toBe(false)
    const flagged = await database.db.selectFrom('payment_events').select('kind').where('provider_order_id', '=', forgedId).execute()
    expect(flagged).toEqual([{ kind: 'review:unknown_notification' }])
    expect(statusQueriesFor(forgedId)).toHaveLength(0)
    const empty = await app.inject({ method: 'POST', url: '/api/payments/pesapal/ipn', payload: { OrderNotificationType: 'IPNCHANGE' } })
    expect(empty.statusCode).toBe(400)
  })

  it.each([
    ['an underpayment', { reportedAmount: 3999 }, 'review:amount_mismatch'],
    ['another currency', { reportedCurrency: 'USD' }, 'review:currency_mismatch'],
    ['another merchant reference', { merchantReference: 'someone-else' }, 'review:reference_mismatch'],
  ])('does not mark paid on %s: flagged once for review, staff told once', async (_case, state, review) => {
    const { serviceId, trackingId } = await bookAndPay()
    fake.setOrderState(trackingId, { statusCode: 1, paymentMethod: 'Visa', ...state })
    const deliveries = await fake.sendIpn(trackingId, 3)
    expect(deliveries.every((delivery) => delivery.accepted)).toBe(true)
    expect(await serviceIsPaid(database.db, serviceId)).toBe(false)
    expect(await countEvents(database.db, serviceId)).toBe(1)
    expect(await countEvents(database.db, serviceId, review)).toBe(1)
    expect(logLines.some((line) => line.msg === 'Payment left unchanged for review' && line.problem === review.replace('review:', ''))).toBe(true)
    const reviews = await database.db.selectFrom('outbox').select('body').where('kind', '=', 'payment-review').execute()
    expect(reviews.some((mail) => mail.body.includes(review.replace('review:', '').replace(/_/g, ' ')))).toBe(true)
  })

  it('answers status 500 when Pesapal cannot be read, so the resent IPN settles it', async () => {
    const { serviceId, trackingId } = await bookAndPay()
    fake.setOrderState(trackingId, { statusCode: 1, paymentMethod: 'Visa' })
    fake.script('GetTransactionStatus', { error: { error_type: 'api_error', code: 'internal_error', message: '' }, status: '500' })
    const deliveries = await fake.sendIpn(trackingId)
    expect(deliveries.map((delivery) => [delivery.statusCode, (delivery.ack as { status: number }).status, delivery.accepted])).toEqual([
      [200, 500, false],
      [200, 200, true],
    ])
    expect(await serviceIsPaid(database.db, serviceId)).toBe(true)
  })

  it('lets the payer try again with a new merchant reference after Pesapal reports FAILED, and unmarks a REVERSED payment', async () => {
    const first = await bookAndPay()
    fake.setOrderState(first.trackingId, { statusCode: 2 })
    await fake.sendIpn(first.trackingId)
    const retry = await app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: first.serviceId } })
    expect(retry.json().payment_data.redirect_url).not.toBe(first.redirectUrl)
    const [failed, second] = await attemptsOf(database.db, first.serviceId)
    expect(failed?.status).toBe('failed')
    expect(second?.merchant_reference).not.toBe(first.reference)
    expect(submittedFor(second!.merchant_reference)).toHaveLength(1)

    fake.setOrderState(second!.provider_order_id!, { statusCode: 1 })
    await fake.sendIpn(second!.provider_order_id!)
    expect(await serviceIsPaid(database.db, first.serviceId)).toBe(true)
    fake.setOrderState(second!.provider_order_id!, { statusCode: 3 })
    await fake.sendIpn(second!.provider_order_id!)
    expect(await serviceIsPaid(database.db, first.serviceId)).toBe(false)
    expect(await countEvents(database.db, first.serviceId, 'review:payment_reversed')).toBe(1)
    const status = await app.inject({ method: 'GET', url: `/api/payments/status/?OrderMerchantReference=${second!.merchant_reference}&OrderTrackingId=${second!.provider_order_id}` })
    expect(status.json().payment_status).toBe('reversed')
  })

  it('settles lost IPNs: the confirmation page asks Pesapal, and the reconciliation job checks old open orders', async () => {
    const onPage = await bookAndPay()
    fake.setOrderState(onPage.trackingId, { statusCode: 1 })
    const status = await app.inject({ method: 'GET', url: `/api/payments/status/?OrderMerchantReference=${onPage.reference}&OrderTrackingId=${onPage.trackingId}` })
    expect(status.json().payment_status).toBe('paid')

    const lost = [await bookAndPay(), await bookAndPay(), await bookAndPay()]
    fake.setOrderState(lost[0]!.trackingId, { statusCode: 1 })
    fake.setOrderState(lost[1]!.trackingId, { statusCode: 1, paymentMethod: 'MpesaKE' })
    const provider = createPaymentProvider(loadConfig(env), database.db)
    const options = { db: database.db, provider, log: app.log, operationsEmail: 'ops@afya.example' }
    const tooEarly = await reconcilePayments(options)
    expect(statusQueriesFor(lost[0]!.trackingId)).toHaveLength(0)
    expect(tooEarly.checked).toBe(0)

    const later = new Date(Date.now() + 6 * 60_000)
    await reconcilePayments({ ...options, now: () => later })
    expect(await Promise.all(lost.map(({ serviceId }) => serviceIsPaid(database.db, serviceId)))).toEqual([true, true, false])
    await reconcilePayments({ ...options, now: () => later }) // checked already: not due again yet
    expect(statusQueriesFor(lost[2]!.trackingId)).toHaveLength(1)

    fake.setOrderState(lost[2]!.trackingId, { statusCode: 1 })
    const job = startPaymentReconciliation({ ...options, now: () => new Date(later.getTime() + 6 * 60_000), intervalMs: 5 })
    for (let i = 0; i < 200 && !(await serviceIsPaid(database.db, lost[2]!.serviceId)); i++) await new Promise((resolve) => setTimeout(resolve, 10))
    await job.stop()
    expect(await serviceIsPaid(database.db, lost[2]!.serviceId)).toBe(true)

    const open = await bookAndPay()
    const weekLater = new Date(Date.now() + 8 * 24 * 60 * 60_000)
    expect((await reconcilePayments({ ...options, now: () => weekLater })).gaveUp).toBeGreaterThanOrEqual(1)
    expect((await attemptsOf(database.db, open.serviceId))[0]?.status).toBe('abandoned')
  })
})
