/**
 * Personal data at rest, through the real routes on each test database: after a booking (with
 * notes, location, coordinates and an insurance-card upload), a subscription, a pre-order and a
 * feedback survey (free text and contact details), a raw
 * dump of every table holds none of the names, phone numbers, email addresses, notes, location or
 * file bytes sent; the server still reads them (mail, receipts' first name, the outbox worker), the
 * blind indexes still find repeats, and rows written in plain text before encryption are encrypted
 * by the boot pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartFile, testEnv, wellnessForm, appointmentForm } from '../testing/booking-test-helpers.ts'
import { tinyPng } from '../testing/upload-fixtures.ts'
import type { MailMessage, MailTransport } from '../mail/mail-transport.ts'
import { drainOutboxOnce } from '../mail/outbox-worker.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { isEnvelope } from './envelope.ts'
import { reencryptPersonalData } from './reencrypt.ts'
import { testKeyring } from '../testing/test-keyring.ts'

const person = {
  first_name: 'Zawadicanary',
  last_name: 'Wambacanary',
  phone_number: '0733 111 222',
  email: 'Zawadi.Canary@Example.co.ke',
  patient_notes: 'CANARY-NOTE persistent cough since March',
}
const wellnessPerson = { first_name: 'Nyokabicanary', last_name: 'Githinjicanary', phone_number: '0744 555 666', email: 'nyokabi.canary@example.co.ke', location: 'CANARY-LOCATION Lavington, Muthangari Drive' }
const coordinates = { latitude: -1.287654, longitude: 36.812345 }
const subscriber = 'Subscriber.Canary@Example.com'
const preOrder = { email: 'preorder.canary@example.com', phone_number: '0722 999 888' }
const survey = { experience: 4, additionalFeedback: 'CANARY-FEEDBACK my clinic in Kisumu', bigPicture: 'CANARY-PICTURE', okWithContact: 'Yes', contactDetails: 'survey.canary@example.com 0755 123 456' }

/** Every way a value could show: as typed, normalised, lower case, the bare digits. */
const canaries = [
  'Zawadicanary', 'Wambacanary', '733111222', 'zawadi.canary@example.co.ke', 'Zawadi.Canary', 'CANARY-NOTE', 'persistent cough',
  'Nyokabicanary', 'Githinjicanary', '744555666', 'nyokabi.canary', 'CANARY-LOCATION', 'Muthangari',
  '1.287654', '36.812345', 'subscriber.canary', 'Subscriber.Canary', 'preorder.canary', '722999888',
  'CANARY-FEEDBACK', 'Kisumu', 'CANARY-PICTURE', 'survey.canary', '0755 123 456',
]

/** Hex windows of the file's bytes (as a bytea prints), skipping runs of one byte value. */
function hexWindows(bytes: Buffer, size = 8): string[] {
  const windows: string[] = []
  for (let at = 0; at + size <= bytes.length; at += 1) {
    const window = bytes.subarray(at, at + size)
    if (window.every((byte) => byte === window[0])) continue
    windows.push(window.toString('hex'))
  }
  return windows
}

class CapturingTransport implements MailTransport {
  readonly via = 'record-only' as const
  readonly sent: MailMessage[] = []
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message)
  }
  close(): void {}
}

describe.each(testDatabaseKinds)('personal data at rest on %s', (kind) => {
  let test: TestApp
  let fileBytes: Buffer
  beforeAll(async () => {
    test = await createTestApp({ kind, env: { ...testEnv, PUBLIC_BASE_URL: 'http://127.0.0.1:3000' } })
    const uploaded = await test.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(tinyPng(), { filename: 'card.png', contentType: 'image/png' }) })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const attachment = (uploaded.json() as { id: string }).id
    fileBytes = Buffer.from((await test.app.db.selectFrom('uploads').select('bytes').where('id', '=', attachment).executeTakeFirstOrThrow()).bytes)
    const requests = [
      { url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), ...person, ...coordinates } },
      { url: '/api/wellness/create/', payload: { ...wellnessForm(), ...wellnessPerson, ...coordinates, payment_mode: 'Insurance', cashPaymentOption: undefined, attachment } },
      { url: '/api/email/subscribe/', payload: { email: subscriber } },
      { url: '/api/premium/pre-orders', payload: { ...preOrder, consent: true } },
      { url: '/api/survey', payload: survey },
    ]
    for (const request of requests) {
      const response = await test.app.inject({ method: 'POST', ...request })
      expect(response.statusCode, response.body).toBe(201)
    }
  }, 60_000)
  afterAll(async () => test.app.close())

  it('keeps no name, phone number, email address, note, location, coordinate or file byte in any table', async () => {
    const dump = await rawDatabaseDump(test.database.db)
    expect(dump).toContain('== services')
    for (const canary of canaries) expect(dump.toLowerCase(), canary).not.toContain(canary.toLowerCase())
    expect(fileBytes.subarray(1, 4).toString()).toBe('PNG')
    const leaked = hexWindows(fileBytes).filter((window) => dump.includes(window))
    expect(leaked).toEqual([])
    // The stored upload is an envelope; the app reads the same bytes it was given (metadata removed).
    const raw = await test.database.db.withoutPlugins().selectFrom('uploads').select('bytes').execute()
    expect(raw.every((row) => isEnvelope(row.bytes))).toBe(true)
  })

  it('reads every value back decrypted: the booking, the confirmation mail and the pre-order', async () => {
    const service = await test.app.db.selectFrom('services').selectAll().where('first_name', 'is not', null).where('patient_notes', 'is not', null).executeTakeFirstOrThrow()
    expect(service).toMatchObject({ first_name: 'Zawadicanary', last_name: 'Wambacanary', phone_number: '+254733111222', email: 'Zawadi.Canary@Example.co.ke', patient_notes: person.patient_notes, latitude: '-1.287654' })
    const mail = (await test.app.db.selectFrom('outbox').selectAll().execute()).find((row) => row.recipient === 'Zawadi.Canary@Example.co.ke')
    expect(mail?.body).toContain('Zawadicanary')
    const preOrders = await test.app.db.selectFrom('premium_pre_orders').select(['email', 'phone_number']).execute()
    expect(preOrders).toEqual([{ email: 'preorder.canary@example.com', phone_number: '+254722999888' }])
    const surveys = await test.app.db.selectFrom('survey_responses').select(['answers', 'written_answers']).execute()
    expect(surveys.map((row) => ({ ...(row.answers as object), ...JSON.parse(row.written_answers ?? '{}') }))).toEqual([survey])
  })

  it('the outbox worker sends to the decrypted address with the decrypted body', async () => {
    const transport = new CapturingTransport()
    await drainOutboxOnce({ db: test.app.db, transport, from: 'Afya Hub <hello@afyahub.example>', batchSize: 50 })
    const toPerson = transport.sent.find((message) => message.to === 'Zawadi.Canary@Example.co.ke')
    expect(toPerson?.text).toContain('Zawadicanary')
    expect(transport.sent.some((message) => message.to === subscriber)).toBe(true)
  })

  it('finds repeats through the blind indexes: the same address or number in another form stores nothing new', async () => {
    expect((await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email: subscriber.toUpperCase() } })).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'POST', url: '/api/premium/pre-orders', payload: { phone_number: '+254722999888', consent: true } })).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'POST', url: '/api/premium/pre-orders', payload: { email: 'PREORDER.canary@example.com', consent: true } })).statusCode).toBe(200)
    const index = await test.database.db.withoutPlugins().selectFrom('subscriptions').select('email_normalized').execute()
    expect(index.map((row) => row.email_normalized)).toEqual([expect.stringMatching(/^bi:test1:[A-Za-z0-9_-]{43}$/)])
  })

  it('encrypts rows written in plain text before encryption (the boot pass), and they stay readable and unique', async () => {
    const raw = test.database.db.withoutPlugins()
    await raw.insertInto('subscriptions').values({ email: 'Legacy.Canary@Example.com', email_normalized: 'legacy.canary@example.com' }).execute()
    await raw.insertInto('premium_pre_orders').values({ email: null, email_normalized: null, phone_number: '+254711000999', phone_normalized: '+254711000999', consent_given_at: new Date() }).execute()
    await raw.insertInto('outbox').values({ kind: 'test', recipient: 'legacy.canary@example.com', subject: 'Old', body: 'Dear Legacycanary' }).execute()
    await raw.insertInto('uploads').values({ content_type: 'image/png', size_bytes: tinyPng().length, bytes: tinyPng() }).execute()
    await raw.insertInto('services').values({ ...legacyService(), latitude: -1.111111, longitude: 36.222222 }).execute()
    await raw.insertInto('survey_responses').values({ answers: JSON.stringify({ experience: 5 }), written_answers: JSON.stringify({ bigPicture: 'Legacy survey canary' }) }).execute()
    await raw.insertInto('staff_accounts').values({ login_email: 'legacy.staff@clinic.example', role: 'admin', totp_secret: 'LEGACYTOTPCANARY' }).execute()
    expect(await rawDatabaseDump(test.database.db)).toContain('legacy.canary')

    const changed = await reencryptPersonalData(test.database.db, testKeyring, 'plaintext')
    expect(changed).toEqual({ services: 1, subscriptions: 1, premium_pre_orders: 1, outbox: 1, sms_outbox: 0, uploads: 1, booking_notes: 0, survey_responses: 1, staff_accounts: 1, staff_password_links: 0, shared_results: 0 })
    const dump = (await rawDatabaseDump(test.database.db)).toLowerCase()
    for (const canary of ['legacy.canary', 'legacycanary', '711000999', '1.111111', '36.222222', 'Oldnamecanary', '0712000111', 'legacy survey canary', 'legacytotpcanary']) expect(dump, canary).not.toContain(canary.toLowerCase())
    expect(hexWindows(tinyPng()).filter((window) => dump.includes(window))).toEqual([])
    expect(await reencryptPersonalData(test.database.db, testKeyring, 'plaintext')).toEqual({ services: 0, subscriptions: 0, premium_pre_orders: 0, outbox: 0, sms_outbox: 0, uploads: 0, booking_notes: 0, survey_responses: 0, staff_accounts: 0, staff_password_links: 0, shared_results: 0 })

    const legacy = await test.app.db.selectFrom('services').select(['first_name', 'phone_number', 'latitude']).where('description', '=', 'legacy row').executeTakeFirstOrThrow()
    expect(legacy).toEqual({ first_name: 'Oldnamecanary', phone_number: '+254712000111', latitude: '-1.111111' })
    expect((await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email: 'legacy.canary@example.com' } })).statusCode).toBe(200)
    expect((await test.app.inject({ method: 'POST', url: '/api/premium/pre-orders', payload: { phone_number: '0711 000 999', consent: true } })).statusCode).toBe(200)
  })
})

function legacyService() {
  return {
    service_type: 'VitalCare' as const,
    first_name: 'Oldnamecanary',
    last_name: 'Oldsurnamecanary',
    phone_number: '+254712000111',
    email: null,
    description: 'legacy row',
    amount_kes: 0,
    consent_version: '2024-09',
    consent_given_at: new Date(),
  }
}
