/**
 * The three booking calls end to end, through app.inject() on both databases: 201 with a random
 * service_id, the row as stored (normalised phone, amount from the catalogue, consent version and
 * time, coordinates to 6 decimals), and the two mails in the outbox. Every validation rule and the
 * Idempotency-Key behaviour run here too, over the same app (see server/bookings/*-tests.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import servicesJson from '#catalog/services.json' with { type: 'json' }
import packagesJson from '#catalog/wellness-packages.json' with { type: 'json' }
import { bookingIdempotencyTests } from '../testing/booking-idempotency-tests.ts'
import { appointmentForm, multipartFile, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { bookingValidationTests } from '../testing/booking-validation-tests.ts'
import { tinyJpeg } from '../testing/upload-fixtures.ts'
import { shortReference } from '../mail/templates.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const servicePrice = (slug: string) => servicesJson.services.find((service) => service.routeSlug === slug)?.priceKES
const wellnessPackage = (id: string) => packagesJson.packages.find((entry) => entry.packageId === id)!

describe.each(testDatabaseKinds)('bookings on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: { ...testEnv, PUBLIC_BASE_URL: 'https://afya.example', OPERATIONS_EMAIL: 'ops@afya.example' } })
  }, 30_000)
  afterAll(async () => test.app.close())

  async function book(url: string, body: Record<string, unknown>) {
    const response = await test.app.inject({ method: 'POST', url, payload: body })
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json() as { message: string; data: { service_id: string } }
    expect(answer.data.service_id).toMatch(uuidV4)
    expect(Object.keys(answer)).toEqual(['message', 'data'])
    const row = await test.database.db.selectFrom('services').selectAll().where('id', '=', answer.data.service_id).executeTakeFirstOrThrow()
    // The notice carries the full service id, the person's confirmation its short reference.
    // Bodies are encrypted at rest (server/crypto/): SQL cannot search them, so the decrypted rows are filtered here.
    const mails = (await test.database.db.selectFrom('outbox').selectAll().orderBy('kind').execute())
      .filter((mail) => mail.body.includes(answer.data.service_id) || mail.body.includes(`Reference: ${shortReference(answer.data.service_id)}\n`))
    return { answer, row, mails }
  }

  it('books an appointment: consultation price from services.json, normalised phone, consent stored, two mails', async () => {
    const before = Date.now()
    const { answer, row, mails } = await book('/api/appointments/book_appointment/', appointmentForm())
    expect(answer.message).toBe('Your appointment is booked. Continue to checkout to pay.')
    expect(row).toMatchObject({
      service_type: 'Appointment',
      first_name: 'Amina',
      phone_number: '+254712345678',
      email: 'amina@example.com',
      practitioner: 'Doctor',
      mode_of_consultation: 'Video call',
      payment_mode: 'payNow',
      patient_notes: 'Private note about headaches',
      appointment_time: '10:30',
      description: 'Virtual consultation with a Doctor',
      amount_kes: servicePrice('talk-to-a-doctor'),
      consent_version: '2024-09',
      is_paid: false,
    })
    expect([Number(row.latitude), Number(row.longitude)]).toEqual([-1.292065, 36.821946])
    expect(new Date(row.consent_given_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['booking-confirmation', 'amina@example.com'],
      ['booking-operations-notice', 'ops@afya.example'],
    ])
    expect(mails[0]!.body).toContain(`https://afya.example/checkout/${answer.data.service_id}`)
    expect(mails[0]!.body).toContain('Hello Amina')
    expect(mails[1]!.body).toContain(`service id ${answer.data.service_id}`)
    for (const personal of ['Amina', 'Otieno', '712345', '712 345', 'amina@', 'headaches']) expect(mails[1]!.body + mails[1]!.subject).not.toContain(personal)
  })

  it.each([
    ['Doctor', 'talk-to-a-doctor'],
    ['Psychologist', 'talk-to-a-therapist'],
    ['Nutritionist', 'talk-to-a-nutritionist'],
  ])('prices a consultation with a %s from the %s service', async (practitioner, slug) => {
    const { row } = await book('/api/appointments/book_appointment', { ...appointmentForm(), practitioner })
    expect(row.amount_kes).toBe(servicePrice(slug))
    expect(row.description).toBe(`Virtual consultation with a ${practitioner}`)
  })

  it('adds someone to the VitalCare360 wait-list for free; without an email only operations is told', async () => {
    const { answer, row, mails } = await book('/api/vitalcare/create', { ...vitalCareForm(), email: '' })
    expect(answer.message).toBe('You have joined the VitalCare360 wait-list. Our team will be in touch soon.')
    expect(row).toMatchObject({ service_type: 'VitalCare', phone_number: '+254112345678', email: null, amount_kes: 0, description: 'VitalCare360 wait-list' })
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([['booking-operations-notice', 'ops@afya.example']])
  })

  it('books a single-price wellness package without asking sex', async () => {
    const { answer, row, mails } = await book('/api/wellness/create/', wellnessForm())
    expect(answer.message).toBe('Your wellness check-up is booked. Continue to checkout to pay.')
    expect(row).toMatchObject({
      service_type: 'Wellness',
      package: 'w-001',
      description: wellnessPackage('w-001').title,
      amount_kes: 4000,
      sex: null,
      collection_preference: 'Home',
      location: 'Kilimani, Argwings Kodhek Road',
      payment_mode: 'Cash',
      cash_payment_option: 'later',
      wellness_time: '08:00',
      phone_number: '+254798765432',
    })
    expect(mails.map((mail) => mail.kind)).toEqual(['booking-confirmation', 'booking-operations-notice'])
    expect(mails[1]!.body).toContain('Payment: Cash (later)\nSample collection: Home')
    expect(mails[1]!.body).not.toContain('Kilimani')
  })

  it.each([
    ['male', 3000],
    ['female', 4000],
  ])('prices a package priced by sex for %s at KES %i', async (sex, price) => {
    const { row } = await book('/api/wellness/create/', { ...wellnessForm(), package: 'w-002', sex })
    expect(wellnessPackage('w-002').price).toMatchObject({ [sex]: price })
    expect(row).toMatchObject({ amount_kes: price, sex, package: 'w-002' })
  })

  it('books by insurance with the uploaded card photo as the attachment', async () => {
    const upload = await test.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(tinyJpeg({ metadata: true })) })
    expect(upload.statusCode).toBe(201)
    const attachment = (upload.json() as { id: string }).id
    const form = { ...wellnessForm(), payment_mode: 'Insurance', attachment, cashPaymentOption: null }
    const { row, mails } = await book('/api/wellness/create/', form)
    expect(row).toMatchObject({ attachment_id: attachment, payment_mode: 'Insurance', cash_payment_option: null })
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['booking-confirmation', 'wanjiru@example.com'],
      ['booking-operations-notice', 'ops@afya.example'],
    ])
    expect(mails[0]!.body).not.toContain('/checkout/')
  })

  it('keeps personal data out of the logs', async () => {
    await book('/api/appointments/book_appointment/', appointmentForm())
    const logs = JSON.stringify(test.logLines)
    for (const personal of ['Amina', 'Otieno', '712345678', 'amina@example.com', 'headaches']) expect(logs).not.toContain(personal)
  })

  describe('validation', () => bookingValidationTests(() => test))
  describe('idempotency', () => bookingIdempotencyTests(() => test))
})
