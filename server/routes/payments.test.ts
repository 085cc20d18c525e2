/**
 * The payment routes with the embedded sandbox provider (no Pesapal keys): Pay Now answers the
 * sandbox page, the page lets a tester approve, decline or cancel with plain forms, a decision
 * notifies the server like Pesapal and sends the browser to the confirmation page, and the
 * service becomes paid exactly once. Also the refusals: unknown, free and already-paid services,
 * and bodies that are not allowed.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { attemptsOf, countEvents, countMail, emailOf, insertService, payerCookie, serviceIsPaid, testEnv } from '../testing/payment-fixtures.ts'
import { createTestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

describe.each(testDatabaseKinds)('payments with the sandbox provider (%s)', (kind) => {
  // One app per database (a fresh database costs seconds on a busy machine); each test books its own services.
  let app: FastifyInstance
  let database: Database
  let logLines: Record<string, unknown>[]
  beforeAll(async () => {
    ;({ app, database, logLines } = await createTestApp({ kind, env: testEnv }))
  }, 60_000)
  afterAll(async () => {
    await app?.close()
  })

  const pay = (on: FastifyInstance, payload: unknown) => on.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: payload as object })

  /** Submits the page's form for the action, as the browser that started the payment does: an empty form body, with its payer cookie. */
  const decide = async (on: FastifyInstance, page: string, action: string, cookie?: string) =>
    on.inject({ method: 'POST', url: `${page}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie ?? (await payerCookie(database.db, page)) }, payload: '' })

  it('pays through the sandbox page: approve notifies, redirects to the confirmation page and marks the service paid once', async () => {
    const serviceId = await insertService(database.db, { first_name: 'Nyambura' })
    const first = await pay(app, { service_id: serviceId })
    expect(first.statusCode).toBe(200)
    const page = (first.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url
    expect(page).toMatch(new RegExp(`^/api/payments/sandbox/${uuidPattern.source}$`))
    // The browser that started the payment holds its payer cookie, sent only to this payment's page.
    const setCookie = String(first.headers['set-cookie'])
    expect(setCookie).toMatch(new RegExp(`^afya_sandbox_payer=[A-Za-z0-9_-]{32}; Path=${page}; Max-Age=3600; HttpOnly; SameSite=Strict$`))
    expect(setCookie.split(';')[0]).toBe(await payerCookie(database.db, page))

    const html = await app.inject({ method: 'GET', url: page })
    expect(html.statusCode).toBe(200)
    expect(html.headers['content-type']).toMatch(/^text\/html/)
    expect(html.body).toContain('Ksh\u00a04,000')
    expect(html.body).not.toMatch(/<script|style=|\son[a-z]+=/i)
    for (const label of ['Approve payment', 'Decline payment', 'Cancel payment']) expect(html.body).toContain(`>${label}</button>`)
    expect(html.body).toContain(`action="${page}/approve" target="_top"`)
    expect(html.body).toContain('<html lang="en">')

    const approved = await decide(app, page, 'approve')
    expect(approved.statusCode).toBe(303)
    const back = new URL(approved.headers.location as string, 'http://site')
    expect(back.pathname).toBe('/payment/confirmation')
    expect(back.searchParams.get('OrderNotificationType')).toBe('CALLBACKURL')
    const reference = back.searchParams.get('OrderMerchantReference') as string
    expect(reference).toMatch(uuidPattern)
    expect(reference).not.toBe(serviceId)
    expect(await serviceIsPaid(database.db, serviceId)).toBe(true)

    const status = await app.inject({ method: 'GET', url: `/api/payments/status/?${back.searchParams.toString()}` })
    expect(status.statusCode).toBe(200)
    expect(status.json()).toEqual({ payment_status: 'paid', first_name: 'Nyambura', service_id: serviceId })

    // Deciding again changes nothing; paying again is refused.
    expect((await decide(app, page, 'decline')).statusCode).toBe(303)
    expect(await serviceIsPaid(database.db, serviceId)).toBe(true)
    const again = await pay(app, { service_id: serviceId })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'You have already paid.', errors: [] })
    expect(await countEvents(database.db, serviceId, 'paid')).toBe(1)
    expect(await countMail(database.db, await emailOf(database.db, serviceId), 'payment-receipt')).toBe(1)
    expect((await app.inject({ method: 'GET', url: page })).body).toContain('This payment was approved')

    const logs = JSON.stringify(logLines)
    expect(logs).not.toContain(serviceId)
    expect(logs).not.toContain(reference)
    expect(logs).not.toContain('Nyambura')
  })

  it('answers ten concurrent clicks with one order and the same page', async () => {
    const serviceId = await insertService(database.db)
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(app, { service_id: serviceId })))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    const pages = new Set(answers.map((answer) => (answer.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url))
    expect(pages.size).toBe(1)
    const [attempt, ...others] = await attemptsOf(database.db, serviceId)
    expect(others).toEqual([])
    expect(await database.db.selectFrom('sandbox_payment_orders').selectAll().where('merchant_reference', '=', attempt?.merchant_reference ?? '').execute()).toHaveLength(1)
  })

  it('starts a new attempt with a new reference after a decline or a cancel', async () => {
    const serviceId = await insertService(database.db)
    const firstPage = (await pay(app, { service_id: serviceId })).json().payment_data.redirect_url as string

    const declined = await decide(app, firstPage, 'decline')
    expect(declined.headers.location).toMatch(/^\/payment\/confirmation\?OrderTrackingId=/)
    const declinedBack = new URL(declined.headers.location as string, 'http://site')
    const declinedRef = declinedBack.searchParams.get('OrderMerchantReference')
    const declinedStatus = await app.inject({ method: 'GET', url: `/api/payments/status/${declinedBack.search}` })
    expect(declinedStatus.json()).toMatchObject({ payment_status: 'failed' })

    const secondPage = (await pay(app, { service_id: serviceId })).json().payment_data.redirect_url as string
    expect(secondPage).not.toBe(firstPage)
    const cancelled = await decide(app, secondPage, 'cancel')
    const cancelledBack = new URL(cancelled.headers.location as string, 'http://site')
    expect(cancelledBack.searchParams.get('OrderMerchantReference')).not.toBe(declinedRef)
    expect((await app.inject({ method: 'GET', url: `/api/payments/status/${cancelledBack.search}` })).json()).toMatchObject({ payment_status: 'cancelled' })

    const thirdPage = (await pay(app, { service_id: serviceId })).json().payment_data.redirect_url as string
    await decide(app, thirdPage, 'approve')
    expect(await serviceIsPaid(database.db, serviceId)).toBe(true)
    expect((await attemptsOf(database.db, serviceId)).map(({ attempt, status }) => ({ attempt, status }))).toEqual([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'cancelled' },
      { attempt: 3, status: 'paid' },
    ])
  })

  it('refuses to take money for a free VitalCare booking, an unknown service, or a paid one', async () => {
    const free = await insertService(database.db, { service_type: 'VitalCare', amount_kes: 0 })
    const freeAnswer = await pay(app, { service_id: free })
    expect(freeAnswer.statusCode).toBe(400)
    expect(freeAnswer.json().message).toMatch(/free, so there is nothing to pay/)

    const unknown = await pay(app, { service_id: '6f1c1a0e-8f59-4c1e-9d55-0a4b3a6f2b11' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'No service data found.', errors: [] })

    const paid = await insertService(database.db)
    await database.db.updateTable('services').set({ is_paid: true }).where('id', '=', paid).execute()
    expect((await pay(app, { service_id: paid })).statusCode).toBe(409)
    for (const id of [free, paid]) expect(await database.db.selectFrom('payment_orders').selectAll().where('service_id', '=', id).execute()).toEqual([])
  })

  it('validates the body: the service id is required, well formed, and the only field (no amount from the client)', async () => {
    const serviceId = await insertService(database.db)
    const missing = await pay(app, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({ message: 'Service ID is required.', errors: [{ path: '/service_id', message: 'Service ID is required.' }] })
    expect((await pay(app, { service_id: '  ' })).json().message).toBe('Service ID is required.')
    expect((await pay(app, { service_id: 'not-a-uuid' })).statusCode).toBe(400)
    const withAmount = await pay(app, { service_id: serviceId, amount: 1 })
    expect(withAmount.statusCode).toBe(400)
    expect(withAmount.json().errors).toEqual([{ path: '/amount', message: '"amount" is not a field this request accepts.' }])
    expect(await database.db.selectFrom('payment_orders').selectAll().where('service_id', '=', serviceId).execute()).toEqual([])
  })

  it('reveals nothing for a merchant reference alone or with another attempt\'s tracking id: 400 and 404', async () => {
    const serviceId = await insertService(database.db, { first_name: 'Chebet' })
    const page = (await pay(app, { service_id: serviceId })).json().payment_data.redirect_url as string
    const back = new URL((await decide(app, page, 'approve')).headers.location as string, 'http://site')
    const reference = back.searchParams.get('OrderMerchantReference')!
    const other = new URL((await decide(app, (await pay(app, { service_id: await insertService(database.db) })).json().payment_data.redirect_url, 'approve')).headers.location as string, 'http://site')
    const alone = await app.inject({ method: 'GET', url: `/api/payments/status/?OrderMerchantReference=${reference}` })
    expect(alone.statusCode).toBe(400)
    expect(alone.json().message).toBe('Tracking ID is required.')
    const mismatched = await app.inject({ method: 'GET', url: `/api/payments/status/?OrderMerchantReference=${reference}&OrderTrackingId=${other.searchParams.get('OrderTrackingId')}` })
    expect(mismatched.statusCode).toBe(404)
    for (const answer of [alone, mismatched]) {
      expect(answer.body).not.toContain('Chebet')
      expect(answer.body).not.toContain(serviceId)
    }
    const matched = await app.inject({ method: 'GET', url: `/api/payments/status/?OrderMerchantReference=${reference.toUpperCase()}&OrderTrackingId=${back.searchParams.get('OrderTrackingId')}` })
    expect(matched.json()).toEqual({ payment_status: 'paid', first_name: 'Chebet', service_id: serviceId })
  })

  it('refuses approve, decline and cancel from a browser that did not start the payment: 403, and nothing changes', async () => {
    const serviceId = await insertService(database.db)
    const started = await pay(app, { service_id: serviceId })
    const page = (started.json() as { payment_data: { redirect_url: string } }).payment_data.redirect_url
    const otherPage = (await pay(app, { service_id: await insertService(database.db) }).then((answer) => answer.json())).payment_data.redirect_url as string
    const strangers = ['afya_sandbox_payer=guessed-0123456789abcdefghijklmnop', await payerCookie(database.db, otherPage), 'other=1']
    for (const action of ['approve', 'decline', 'cancel']) {
      const withoutCookie = await app.inject({ method: 'POST', url: `${page}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
      expect(withoutCookie.statusCode).toBe(403)
      expect(withoutCookie.headers['content-type']).toMatch(/^text\/html/)
      expect(withoutCookie.body).toContain('This sandbox payment was started in another browser')
      for (const cookie of strangers) expect((await decide(app, page, action, cookie)).statusCode).toBe(403)
    }
    expect(await serviceIsPaid(database.db, serviceId)).toBe(false)
    expect((await app.inject({ method: 'GET', url: page })).body).not.toContain('This payment was')
    expect(await countEvents(database.db, serviceId)).toBe(0)

    const approved = await decide(app, page, 'approve', String(started.headers['set-cookie']).split(';')[0])
    expect(approved.statusCode).toBe(303)
    expect(await serviceIsPaid(database.db, serviceId)).toBe(true)
  })

  it('answers 404 for an unknown payment reference or sandbox page, and 400 for a malformed reference', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/payments/status/?OrderMerchantReference=6f1c1a0e-8f59-4c1e-9d55-0a4b3a6f2b11&OrderTrackingId=6f1c1a0e-8f59-4c1e-9d55-0a4b3a6f2b11' })
    expect(unknown.statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/api/payments/status/?OrderMerchantReference=x&OrderTrackingId=y' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: '/api/payments/status/' })).json().message).toBe('Payment reference is required.')
    const page = await app.inject({ method: 'GET', url: '/api/payments/sandbox/6f1c1a0e-8f59-4c1e-9d55-0a4b3a6f2b11' })
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('Payment not found')
  })
})
