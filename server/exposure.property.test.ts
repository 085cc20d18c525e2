/**
 * Hostile cases for issue 13 (booking id exposure, forged notifications, active PDFs), generated
 * by fast-check; EXPOSURE_RUNS sets the runs per property (200 by default), FC_SEED replays one.
 * - The payment status and the receipt reveal nothing (no name, no service id, never 200) for a
 *   real merchant reference paired with any tracking id but its own.
 * - The service record never says who booked, whatever the query.
 * - Any mix of notifications (forged ids, real references, other attempts' ids, odd text) never
 *   marks an unpaid booking paid and never keeps more than UNKNOWN_NOTIFICATIONS_MAX rows.
 * - A PDF with an active name, however spelled (#-escapes) and wherever hidden (plain, in a
 *   compressed stream, in a compressed object stream), is refused; a benign name is not.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv } from './testing/booking-test-helpers.ts'
import { payerCookie } from './testing/payment-fixtures.ts'
import { activeNames } from './bookings/pdf-structure.ts'
import { ActivePdfError, cleanUpload } from './bookings/strip-metadata.ts'
import { buildPdf, flateStream } from './testing/upload-fixtures.ts'
import { unknownNotificationKind } from './payments/unknown-notifications.ts'
import { createTestApp, type TestApp } from './testing/test-app.ts'
import { testDatabaseKinds } from './testing/test-database.ts'

const runs = Number(process.env.EXPOSURE_RUNS ?? 200)
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const options = { numRuns: runs, ...(seed === undefined ? {} : { seed }) }
const cap = 40

type Paid = { serviceId: string; reference: string; trackingId: string }

describe.each(testDatabaseKinds)('hostile requests on %s', (kind) => {
  let test: TestApp
  let paid: Paid
  let other: Paid
  let unpaid: Paid

  beforeAll(async () => {
    test = await createTestApp({
      kind,
      env: { ...testEnv, PAYMENTS_SANDBOX: '1', RATE_LIMIT_RECORD_READS_PER_MINUTE: '100000', UNKNOWN_NOTIFICATIONS_MAX: String(cap) },
    })
    paid = await bookAndDecide('Zawadi', 'approve')
    other = await bookAndDecide('Otieno', 'approve')
    unpaid = await bookAndDecide('Kerubo', 'decline')
  }, 60_000)
  afterAll(async () => test.app.close())

  async function bookAndDecide(firstName: string, action: 'approve' | 'decline'): Promise<Paid> {
    const booked = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), first_name: firstName } })
    expect(booked.statusCode, booked.body).toBe(201)
    const serviceId = (booked.json() as { data: { service_id: string } }).data.service_id
    const page = (await test.app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })).json().payment_data.redirect_url as string
    const decided = await test.app.inject({ method: 'POST', url: `${page}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: await payerCookie(test.app.db, page) }, payload: '' })
    const back = new URL(decided.headers.location as string, 'http://site')
    return { serviceId, reference: back.searchParams.get('OrderMerchantReference')!, trackingId: back.searchParams.get('OrderTrackingId')! }
  }

  const notItsOwn = () =>
    fc
      .oneof(
        fc.uuid(),
        fc.stringMatching(/^[0-9A-Za-z-]{1,100}$/),
        fc.string({ maxLength: 120 }),
        fc.constantFrom(other.trackingId, unpaid.trackingId, paid.reference, paid.serviceId, `${paid.trackingId}0`, paid.trackingId.slice(1), ` ${paid.trackingId}`),
      )
      .filter((id) => id.toLowerCase() !== paid.trackingId.toLowerCase())

  it('payment status and receipt: a reference with any tracking id but its own reveals nothing', async () => {
    await fc.assert(
      fc.asyncProperty(notItsOwn(), fc.constantFrom('status', 'receipt'), fc.boolean(), async (trackingId, route, upper) => {
        const reference = upper ? paid.reference.toUpperCase() : paid.reference
        const response = await test.app.inject({
          method: 'GET',
          url: `/api/payments/${route}/?OrderMerchantReference=${reference}&OrderTrackingId=${encodeURIComponent(trackingId)}`,
        })
        expect([400, 404]).toContain(response.statusCode)
        for (const secret of ['Zawadi', paid.serviceId]) expect(response.body).not.toContain(secret)
      }),
      options,
    )
    const own = await test.app.inject({ method: 'GET', url: `/api/payments/status/?OrderMerchantReference=${paid.reference}&OrderTrackingId=${paid.trackingId}` })
    expect(own.json()).toMatchObject({ first_name: 'Zawadi', payment_status: 'paid' })
  })

  it('service data: no query ever shows who booked', async () => {
    const query = fc.oneof(
      fc.constantFrom(paid.serviceId, paid.serviceId.toUpperCase(), other.serviceId, unpaid.serviceId).map((id) => `?service_id=${id}`),
      fc.tuple(fc.constantFrom(paid.serviceId, unpaid.serviceId), fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(
        ([id, key, value]) => `?service_id=${id}&${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
      ),
      fc.string({ maxLength: 60 }).map((text) => `?service_id=${encodeURIComponent(text)}`),
    )
    await fc.assert(
      fc.asyncProperty(query, async (search) => {
        const response = await test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/${search}` })
        expect(response.statusCode).toBeLessThan(500)
        for (const secret of ['Zawadi', 'Otieno', 'Kerubo', '712345', '712 345', 'amina@example.com', 'headaches', 'first_name']) expect(response.body).not.toContain(secret)
      }),
      options,
    )
  })

  it('notifications: no mix of forged and real ids marks an unpaid booking paid or keeps more than the cap', async () => {
    const trackingId = fc.oneof(
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 100 }),
      fc.constantFrom(paid.reference, unpaid.reference, unpaid.serviceId, paid.serviceId, unpaid.trackingId.toUpperCase()),
    )
    const notification = fc.record({
      OrderTrackingId: trackingId,
      OrderMerchantReference: fc.oneof(fc.constant(unpaid.reference), fc.uuid(), fc.string({ maxLength: 100 })),
      OrderNotificationType: fc.constantFrom('IPNCHANGE', 'CALLBACKURL', 'RECURRING'),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(notification, { minLength: 1, maxLength: 8 }), fc.boolean(), async (notifications, asQuery) => {
        for (const body of notifications) {
          const response = asQuery
            ? await test.app.inject({ method: 'GET', url: `/api/payments/pesapal/ipn?${new URLSearchParams(body).toString()}` })
            : await test.app.inject({ method: 'POST', url: '/api/payments/pesapal/ipn', payload: body })
          expect(response.statusCode).toBeLessThan(500)
        }
        const service = await test.database.db.selectFrom('services').select('is_paid').where('id', '=', unpaid.serviceId).executeTakeFirstOrThrow()
        expect(service.is_paid).toBe(false)
        const rows = await test.database.db.selectFrom('payment_events').select((eb) => eb.fn.countAll<string>().as('n')).where('kind', '=', unknownNotificationKind).executeTakeFirstOrThrow()
        expect(Number(rows.n)).toBeLessThanOrEqual(cap)
      }),
      { ...options, numRuns: Math.max(20, Math.floor(runs / 4)) },
    )
  }, 120_000)
})

/** A name spelled with some of its characters as #xx escapes, chosen by the mask. */
function escaped(name: string, mask: boolean[]): string {
  return [...name].map((char, index) => (mask[index % mask.length] ? `#${char.charCodeAt(0).toString(16).padStart(2, '0')}` : char)).join('')
}

/** Where the name sits: an object of its own, nested in an annotation's action, or packed in a compressed object stream. */
type Place = 'plain' | 'nested' | 'object stream'

function pdfWith(name: string, place: Place): Buffer {
  const dictionary = `<< /S /${name} /X (payload) >>`
  if (place === 'plain') return buildPdf([dictionary])
  if (place === 'nested') return buildPdf([`<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A ${dictionary} >>`])
  return buildPdf([flateStream('/Type /ObjStm /N 1 /First 4', `7 0 ${dictionary}`)])
}

describe('PDFs with active content', () => {
  const place = fc.constantFrom<Place>('plain', 'nested', 'object stream')
  const mask = fc.array(fc.boolean(), { minLength: 1, maxLength: 8 })

  it('refuses every active name, however spelled and wherever hidden', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...activeNames), mask, place, async (name, hide, where) => {
        await expect(cleanUpload(pdfWith(escaped(name, hide), where))).rejects.toBeInstanceOf(ActivePdfError)
      }),
      options,
    )
  })

  it('accepts benign names in the same places', async () => {
    const benign = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,12}$/).filter((name) => !activeNames.has(name))
    await fc.assert(
      fc.asyncProperty(benign, mask, place, async (name, hide, where) => {
        const cleaned = await cleanUpload(pdfWith(escaped(name, hide), where))
        expect(cleaned?.contentType).toBe('application/pdf')
      }),
      options,
    )
  })
})
