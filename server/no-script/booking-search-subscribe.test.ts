/**
 * Search, subscribe, booking and checkout without JavaScript, through the real app (issue 21;
 * decision 099): the pages come from a stub renderer written where the build puts the real one,
 * which shows what the server asked it to draw, so these tests see the server's decisions: the
 * search's words reach the page, a booking post with problems comes back with them and every value
 * and writes nothing, a complete one is booked by the booking API and sent to its checkout (no
 * personal data in the address), the API's own refusal lands on the form, Pay Now sends the
 * browser to the provider's page, and subscribe answers a page. A wellness package and the
 * VitalCare360 wait-list are booked the same way; the same form posted again (at once, or after
 * Back) books once and lands on the same checkout (decision 104); Pay Now passes on the sandbox's
 * payer cookie, and the provider's return draws the confirmation and the receipt from the server's
 * own answers. The real renderer is checked with a
 * build in e2e/no-javascript-booking.spec.ts.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { payerCookie } from '../testing/payment-fixtures.ts'

const indexHtml = '<!doctype html><html lang="en"><head><title>Free health self-tests for Kenya</title></head><body><div id="root"></div><noscript>This site needs JavaScript to run the self-tests. Please turn it on and reload the page.</noscript><script type="module" src="/assets/index.js"></script></body></html>'

/** Draws each page as its kind and what it was given; judges a booking post the way the app does for the fields these tests send. */
const stubRenderer = `
const page = (kind, data) => '<main data-kind="' + kind + '"><h1>' + kind + ' <em>page</em></h1><pre id="drawn">' + JSON.stringify(data).replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</pre></main>'
export const renderer = {
  chrome: async (pathname) => ({ header: '<header>header</header>', footer: '<footer>footer</footer>' }),
  testIntro: async ({ pathname }) => page('intro', { pathname }),
  testQuestion: async ({ pathname }) => page('question', { pathname }),
  testResult: async ({ pathname }) => page('result', { pathname }),
  testProblem: async ({ pathname }) => page('problem', { pathname }),
  testNotFound: async (pathname) => page('not-found', { pathname }),
  pageNotFound: async (pathname) => page('page-not-found', { pathname }),
  search: async ({ pathname, query }) => page('search', { pathname, query }),
  booking: async ({ pathname, search, posted }) => page('booking', { pathname, search, posted: posted ?? null }),
  checkout: async ({ pathname, service, problem }) => page('checkout', { pathname, service, problem: problem ?? null }),
  paymentConfirmation: async ({ pathname, search, status, service, unreachable }) => page('confirmation', { pathname, search, status: status ?? null, service: service ?? null, unreachable }),
  paymentReceipt: async ({ pathname, search, receipt, problem }) => page('receipt', { pathname, search, receipt: receipt ?? null, problem: problem ?? null }),
  subscribed: async ({ pathname, outcome }) => page('subscribed', { pathname, outcome }),
  bookingSubmission: async ({ search, values }) => {
    const product = new URLSearchParams(search).get('productID')
    const missing = ['first_name', 'last_name'].filter((name) => !values[name])
    if (missing.length > 0) return { problems: missing.map((name) => ({ name, message: name + ' is required.' })) }
    const person = { first_name: values.first_name, last_name: values.last_name, phone_number: values.phone_number, consent: { version: values.consent_version, accepted: true }, language: 'en' }
    if (product === 'VitalCare360') return { call: 'joinVitalCare', body: person }
    if (product === 'wellness') return { call: 'bookWellness', body: {
      ...person, package: new URLSearchParams(search).get('packageID') || values.package, collection_preference: values.collection_preference,
      location: values.location, payment_mode: values.payment_mode, wellness_date: values.wellness_date, wellness_time: values.wellness_time,
    } }
    return { call: 'bookAppointment', body: {
      ...person, practitioner: values.practitioner,
      mode_of_consultation: values.mode_of_consultation, payment_mode: values.payment_mode,
      appointment_date: values.appointment_date, appointment_time: values.appointment_time,
    } }
  },
}
`

type Drawn = { kind: string; data: Record<string, unknown> }

let webRoot: string
let test: TestApp
let app: FastifyInstance

beforeAll(async () => {
  webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'no-script-booking-')), 'dist')
  await mkdir(path.join(webRoot, '.ssr'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, '.ssr', 'no-script.mjs'), stubRenderer)
  test = await createTestApp({ webRoot })
  app = test.app
  // A fresh database runs every migration: slow on a busy machine.
}, 600_000)

afterAll(async () => {
  await app?.close()
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

function drawn(html: string): Drawn {
  const kind = /<main data-kind="([^"]+)"/.exec(html)?.[1] ?? ''
  const json = /<pre id="drawn">([^<]*)<\/pre>/.exec(html)?.[1] ?? '{}'
  return { kind, data: JSON.parse(json.replace(/&lt;/g, '<').replace(/&amp;/g, '&').replace(/&quot;/g, '"')) as Record<string, unknown> }
}

async function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() })
  return { response, page: drawn(response.body) }
}

const getPage = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

/** A weekday two weeks ahead (YYYY-MM-DD), open under the default consultation hours. */
function weekdayAhead(): string {
  const day = new Date(Date.now() + 14 * 86_400_000)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

async function consentVersion(): Promise<string> {
  const { currentConsentVersion } = await import('../bookings/consent.ts')
  return currentConsentVersion
}

async function bookingCount(): Promise<number> {
  const row = await test.database.db.selectFrom('services').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
  return Number(row.count)
}

/** An appointment form as a visitor fills it. */
const complete = async (): Promise<Record<string, string>> => ({
  first_name: 'Achieng',
  last_name: 'Odhiambo',
  practitioner: 'Psychologist',
  mode_of_consultation: 'Video call',
  payment_mode: 'payNow',
  appointment_date: weekdayAhead(),
  appointment_time: '10:30',
  phone_number: '0712 345 678',
  consent_version: await consentVersion(),
})

// A first page answer builds the page shell: slow on a busy machine.
describe('search without JavaScript', { timeout: 120_000 }, () => {
  it('GET /search?q= draws the search page with the words searched in its <noscript>, in either language', async () => {
    for (const url of ['/search?q=alcohol', '/sw/search?q=pombe']) {
      const response = await getPage(url)
      expect(response.statusCode).toBe(200)
      const noScript = /<noscript>([\s\S]*)<\/noscript>/.exec(response.body)?.[1] ?? ''
      expect(drawn(noScript)).toEqual({ kind: 'search', data: { pathname: url.split('?')[0], query: url.split('=')[1] } })
      // The app's code is still there, to take over where scripts run.
      expect(response.body).toContain('<script type="module" src="/assets/index.js">')
    }
  })
})

// A first page answer builds the page shell: slow on a busy machine.
describe('booking without JavaScript', { timeout: 120_000 }, () => {
  it('GET /booking holds the form of its product in its <noscript>; an unknown product keeps the notice', async () => {
    for (const [url, search] of [
      ['/booking?productID=appointment', '?productID=appointment'],
      ['/booking?productID=wellness&packageID=w-001&utm_source=whatsapp', '?productID=wellness&packageID=w-001'],
      ['/sw/booking?productID=VitalCare360', '?productID=VitalCare360'],
    ] as const) {
      const shown = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec((await getPage(url)).body)?.[1] ?? '')
      expect(shown).toEqual({ kind: 'booking', data: { pathname: url.split('?')[0], search, posted: null } })
    }
    const unknown = await getPage('/booking?productID=spa-day')
    expect(unknown.body).toContain('<noscript>This site needs JavaScript')
  })

  it('a post with problems comes back with them and every value, 400, and books nothing', async () => {
    const before = await bookingCount()
    const { response, page } = await post('/booking?productID=appointment', { first_name: 'Achieng', last_name: '' })
    expect(response.statusCode).toBe(400)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(page).toEqual({
      kind: 'booking',
      data: { pathname: '/booking', search: '?productID=appointment', posted: { values: { first_name: 'Achieng', last_name: '' }, problems: [{ name: 'last_name', message: 'last_name is required.' }] } },
    })
    expect(await bookingCount()).toBe(before)
    // The page answered carries the booking page's link preview and language links, in the address's language (decision 104).
    const swahili = await post('/sw/booking?productID=wellness&packageID=w-001', { first_name: '' })
    expect(swahili.response.body).toMatch(/<html[^>]*lang="sw"/)
    expect(swahili.response.body).toContain('<title>booking page</title>')
    expect(swahili.response.body).toContain('<meta property="og:locale" content="sw_KE">')
    expect(swahili.response.body).toContain('<link rel="alternate" hreflang="en" href="/booking">')
    expect(swahili.response.body).toContain('<meta name="twitter:card" content="summary_large_image">')
  })

  it("the booking API's own refusal lands on the form's fields", async () => {
    const { response, page } = await post('/booking?productID=appointment', { ...(await complete()), phone_number: '12' })
    expect(response.statusCode).toBe(400)
    const problems = (page.data['posted'] as { problems: { name: string }[] }).problems
    expect(problems.map((problem) => problem.name)).toContain('phone_number')
  })

  it('a complete post is booked and goes to its checkout (303, no personal data in the address); Pay Now goes to the provider page', async () => {
    const before = await bookingCount()
    const { response } = await post('/booking?productID=appointment', await complete())
    expect(response.statusCode).toBe(303)
    const location = String(response.headers.location)
    expect(location).toMatch(/^\/checkout\/[0-9a-f-]{36}$/)
    expect(location).not.toMatch(/Achieng|Odhiambo|712 ?345/)
    expect(await bookingCount()).toBe(before + 1)

    const checkout = await getPage(location)
    const shown = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec(checkout.body)?.[1] ?? '')
    expect(shown.kind).toBe('checkout')
    expect(shown.data['pathname']).toBe(location)
    // The booking's own record, as GET /api/appointments/get_service_data/ answers it.
    expect(shown.data['service']).toMatchObject({ practitioner: 'Psychologist', appointment_time: '10:30', is_paid: false })

    const pay = await post(location, {})
    expect(pay.response.statusCode).toBe(303)
    expect(String(pay.response.headers.location)).toMatch(/^\/api\/payments\/sandbox\//)
  })

  it('the same form posted again (a double tap, Submit again after Back) books once and lands on the same checkout', async () => {
    const before = await bookingCount()
    const form = { ...(await complete()), appointment_time: '11:00' }
    const [first, second] = await Promise.all([post('/booking?productID=appointment', form), post('/booking?productID=appointment', form)])
    // Back draws the form anew: the same words typed again, in another order, are the same booking.
    const again = await post('/booking?productID=appointment', Object.fromEntries(Object.entries(form).reverse()))
    expect([first, second, again].map(({ response }) => response.statusCode)).toEqual([303, 303, 303])
    expect(second.response.headers.location).toBe(first.response.headers.location)
    expect(again.response.headers.location).toBe(first.response.headers.location)
    expect(await bookingCount()).toBe(before + 1)
    // A changed form is a new booking, with its own checkout.
    const changed = await post('/booking?productID=appointment', { ...form, appointment_time: '11:30' })
    expect(changed.response.statusCode).toBe(303)
    expect(changed.response.headers.location).not.toBe(first.response.headers.location)
    expect(await bookingCount()).toBe(before + 2)
  })

  it('a wellness package is booked from its page and goes to its checkout, as the appointment does', async () => {
    const before = await bookingCount()
    const missing = await post('/sw/booking?productID=wellness&packageID=w-001', { first_name: '', last_name: 'Wanjiru' })
    expect(missing.response.statusCode).toBe(400)
    expect(missing.page.data).toMatchObject({ pathname: '/sw/booking', search: '?productID=wellness&packageID=w-001' })
    const form = {
      first_name: 'Njeri', last_name: 'Wanjiru', collection_preference: 'Home', location: 'Kilimani, Nairobi', payment_mode: 'Cash',
      wellness_date: weekdayAhead(), wellness_time: '09:00', phone_number: '0722 000 111', consent_version: await consentVersion(),
    }
    const booked = await post('/sw/booking?productID=wellness&packageID=w-001', form)
    expect(booked.response.statusCode).toBe(303)
    const location = String(booked.response.headers.location)
    expect(location).toMatch(/^\/sw\/checkout\/[0-9a-f-]{36}$/)
    expect(await bookingCount()).toBe(before + 1)
    const shown = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec((await getPage(location)).body)?.[1] ?? '')
    expect(shown.data['service']).toMatchObject({ service_type: 'Wellness', wellness_time: '09:00', is_paid: false })
  })

  it('the VitalCare360 wait-list is joined by a plain post and lands on its (free) checkout', async () => {
    const joined = await post('/booking?productID=VitalCare360', { first_name: 'Otieno', last_name: 'Ouma', phone_number: '0733 123 456', consent_version: await consentVersion() })
    expect(joined.response.statusCode).toBe(303)
    const shown = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec((await getPage(String(joined.response.headers.location))).body)?.[1] ?? '')
    expect(shown.data['service']).toMatchObject({ service_type: 'VitalCare' })
  })

  it("a post to a product or a checkout that does not exist gets the site's 404 page in the address's language, and books nothing", async () => {
    const before = await bookingCount()
    for (const [url, pathname] of [
      ['/booking?productID=spa-day', '/booking'],
      ['/sw/booking?productID=spa-day', '/sw/booking'],
      ['/checkout/not-a-booking', '/checkout'],
      ['/sw/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60', '/sw/checkout/3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'],
    ] as const) {
      const { response, page } = await post(url, await complete())
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 404, 'text/html; charset=utf-8'])
      expect([url, page]).toEqual([url, { kind: 'page-not-found', data: { pathname } }])
    }
    expect(await bookingCount()).toBe(before)
  })

  it("says an answer without a message as the API's own failure sentence, in the page's language", async () => {
    const { messageOf } = await import('./booking-pages.ts')
    const failed = { statusCode: 502, body: {}, setCookie: undefined }
    expect(messageOf(failed, 'en')).toBe('Something went wrong on our side. Please try again.')
    expect(messageOf(failed, 'sw')).not.toBe(messageOf(failed, 'en'))
    expect(messageOf(failed, 'sw')).not.toMatch(/server|502/i)
    expect(messageOf({ ...failed, body: { message: 'Nafasi hii imeshachukuliwa.' } }, 'sw')).toBe('Nafasi hii imeshachukuliwa.')
  })

  it('a form post from another site is refused before anything is read', async () => {
    const { response } = await post('/booking?productID=appointment', await complete(), { 'sec-fetch-site': 'cross-site' })
    expect(response.statusCode).toBe(403)
  })
})

// A first page answer builds the page shell: slow on a busy machine.
describe('the payment provider\'s return without JavaScript', { timeout: 120_000 }, () => {
  it('the confirmation and the receipt are drawn from the server\'s own answers: what was paid, for which booking', async () => {
    const { response } = await post('/booking?productID=appointment', { ...(await complete()), appointment_time: '14:00' })
    const checkout = String(response.headers.location)
    const pay = await post(checkout, {})
    const providerPage = new URL(String(pay.response.headers.location), 'http://site').pathname
    // The browser got the sandbox's payer cookie with the redirect, as the app's call gets it; the provider's page needs it.
    const payer = String(pay.response.headers['set-cookie'] ?? '').split(';')[0]!
    expect(payer).toBe(await payerCookie(app.db, providerPage))
    const approved = await app.inject({ method: 'POST', url: `${providerPage}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: payer }, payload: '' })
    expect(approved.statusCode).toBe(303)
    const back = new URL(String(approved.headers.location), 'http://site')
    expect(back.pathname).toBe('/payment/confirmation')
    // The address holds the payment's reference and the provider's tracking id (as Pesapal's return does), nothing personal.
    expect([...back.searchParams.keys()].sort()).toEqual(['OrderMerchantReference', 'OrderNotificationType', 'OrderTrackingId'])
    expect(back.search).not.toMatch(/Achieng|Odhiambo|0712/)
    const named = `?${new URLSearchParams({ OrderMerchantReference: back.searchParams.get('OrderMerchantReference')!, OrderTrackingId: back.searchParams.get('OrderTrackingId')! }).toString()}`

    const confirmation = await getPage(`${back.pathname}${back.search}`)
    expect(confirmation.headers['cache-control']).toContain('no-store')
    const shown = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec(confirmation.body)?.[1] ?? '')
    expect(shown.kind).toBe('confirmation')
    expect(shown.data).toMatchObject({ search: named, unreachable: false, status: { payment_status: 'paid', first_name: 'Achieng', service_id: checkout.split('/').pop() }, service: { practitioner: 'Psychologist', appointment_time: '14:00', is_paid: true } })

    const receipt = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec((await getPage(`/sw/payment/receipt${back.search}`)).body)?.[1] ?? '')
    expect(receipt.kind).toBe('receipt')
    expect(receipt.data['pathname']).toBe('/sw/payment/receipt')
    expect(receipt.data['receipt']).toMatchObject({ first_name: 'Achieng', currency: 'KES', amount: (shown.data['service'] as { amount: number }).amount })
  })

  it('a return naming no payment says so, without asking the provider; a made-up one is not found', async () => {
    const incomplete = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec((await getPage('/payment/confirmation?OrderMerchantReference=x')).body)?.[1] ?? '')
    expect(incomplete.data).toMatchObject({ status: null, unreachable: false })
    const madeUp = drawn(/<noscript>([\s\S]*)<\/noscript>/.exec((await getPage('/payment/receipt?OrderMerchantReference=nobody&OrderTrackingId=nothing')).body)?.[1] ?? '')
    expect(madeUp.data).toMatchObject({ receipt: null, problem: expect.any(String) })
  })
})

// A first page answer builds the page shell: slow on a busy machine.
describe('subscribe without JavaScript', { timeout: 120_000 }, () => {
  it('posts the address to the subscribe API and answers a page: thanks, or the address could not be used', async () => {
    const thanks = await post('/sw/subscribe', { email: 'no-script-reader@example.com' })
    expect(thanks.response.statusCode).toBe(200)
    expect(thanks.page).toEqual({ kind: 'subscribed', data: { pathname: '/sw/subscribe', outcome: 'subscribed' } })
    // The tab's title is the page's own heading (drawn in the page's language), not an English word of the server's.
    expect(thanks.response.body).toContain('<title>subscribed page</title>')
    const invalid = await post('/subscribe', { email: 'not an address' })
    expect(invalid.response.statusCode).toBe(400)
    expect(invalid.page.data['outcome']).toBe('invalid')
  })
})
