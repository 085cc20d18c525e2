/**
 * The server speaks the page's language (issue 20): an API call sent with `Accept-Language: sw`
 * (the web client sends the page's language) is answered in Kiswahili, with Content-Language
 * saying so, and without it in English; a booking made in Kiswahili keeps its language, so its
 * confirmation goes out in Kiswahili with the Kiswahili checkout link while the staff notice
 * stays in English; the subscribe confirmation follows the page it was sent from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMessages } from '#schemas/api-contract.ts'
import { appointmentForm, testEnv } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { tooManyRequestsMessage } from '../plugins/rate-limit.ts'
import { preferredLocale } from './accept-language.ts'
import { translatedSentence } from './answer-messages.ts'

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: { ...testEnv, PUBLIC_BASE_URL: 'https://afyahub.example' } })
  await test.app.ready()
}, 60_000)
afterAll(async () => {
  await test.app.close()
})

const kiswahili = { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' }
const mailsTo = async (recipient: string) => (await test.app.db.selectFrom('outbox').selectAll().execute()).filter((mail) => mail.recipient === recipient)
const serviceRow = (id: string) => test.app.db.selectFrom('services').select(['language']).where('id', '=', id).executeTakeFirstOrThrow()

describe('preferredLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sw', 'sw'],
    ['SW-ke', 'sw'],
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-GB,en;q=0.9,sw;q=0.8', 'en'],
    ['en;q=0.5, sw;q=0.6', 'sw'],
    ['fr, sw;q=0.3', 'sw'],
    ['fr, de', 'en'],
    ['*', 'en'],
    ['sw;q=0, *', 'en'],
    ['sw, en', 'sw'],
    ['en, sw', 'en'],
    ['sw;q=abc, en;q=0.2', 'en'],
    ['swa, en;q=0.1', 'en'],
  ])('reads %j as %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale)
  })
})

describe('a sentence with values', () => {
  it('is said in English with its plural, and in Kiswahili from the same values', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many requests from your connection. Please wait 1 second and try again.')
    expect(tooManyRequestsMessage(45)).toBe('Too many requests from your connection. Please wait 45 seconds and try again.')
    expect(translatedSentence(tooManyRequestsMessage(45), 'sw')).toBe('Maombi mengi mno kutoka kwenye muunganisho wako. Tafadhali subiri sekunde 45 kisha ujaribu tena.')
  })
})

describe('API answers', () => {
  it('are in Kiswahili when the page asks for it, and in English otherwise', async () => {
    const inKiswahili = await test.app.inject({ method: 'GET', url: '/api/appointments/get_service_data/?service_id=3f2b8c1e-9d4a-4b6e-8f0a-1c2d3e4f5a6b', headers: kiswahili })
    expect(inKiswahili.statusCode).toBe(404)
    expect(inKiswahili.json().message).toBe('Hakuna taarifa za huduma zilizopatikana.')
    expect(inKiswahili.headers['content-language']).toBe('sw')
    const inEnglish = await test.app.inject({ method: 'GET', url: '/api/appointments/get_service_data/?service_id=3f2b8c1e-9d4a-4b6e-8f0a-1c2d3e4f5a6b' })
    expect(inEnglish.json().message).toBe(apiMessages.noServiceData)
    expect(inEnglish.headers['content-language']).toBe('en')
  })

  it('refuse a request in Kiswahili', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: 'email=a@example.com', headers: { ...kiswahili, 'content-type': 'text/plain' } })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.json().message).toBe('Tuma ombi kama JSON.')
  })

  it('name a missing field in Kiswahili, by its Kiswahili name', async () => {
    const { first_name: _left, ...withoutName } = appointmentForm()
    const response = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: withoutName, headers: kiswahili })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ message: 'Sehemu hii inahitajika: Jina la kwanza.', errors: [{ path: '/first_name', message: 'Sehemu hii inahitajika: Jina la kwanza.' }] })
    const inEnglish = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: withoutName })
    expect(inEnglish.json().errors).toEqual([{ path: '/first_name', message: 'First name is required.' }])
  })

  it('name a field a booking gives wrong in Kiswahili', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), consent: { version: '2024-09', accepted: false } }, headers: kiswahili })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toContainEqual({ path: '/consent/accepted', message: 'Idhini ya kushughulikia taarifa zako za afya inahitajika.' })
  })

  it('answer an unknown API address in Kiswahili', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-call', headers: kiswahili })
    expect([response.statusCode, response.json().message]).toEqual([404, 'Haikupatikana'])
  })
})

describe('a visitor who uses the site in Kiswahili', () => {
  it('gets the subscribe answer and confirmation in Kiswahili, linking to the Kiswahili tests', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email: 'zawadi@example.co.ke' }, headers: kiswahili })
    expect([response.statusCode, response.json().message]).toEqual([201, 'Asante kwa kujiandikisha!'])
    const [mail] = await mailsTo('zawadi@example.co.ke')
    expect(mail?.subject).toBe('Umejiandikisha kupokea habari za Afya Hub')
    expect(mail?.body).toContain('https://afyahub.example/sw/categories')
  })

  it('books in Kiswahili: the booking keeps its language, the confirmation is in Kiswahili, the staff notice in English', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), email: 'baraka@example.co.ke', language: 'sw' }, headers: kiswahili })
    expect(response.statusCode).toBe(201)
    const { message, data } = response.json() as { message: string; data: { service_id: string } }
    expect(message).toBe('Miadi yako imewekwa. Endelea kwenye malipo ili ulipe.')
    expect(await serviceRow(data.service_id)).toEqual({ language: 'sw' })
    const [confirmation] = await mailsTo('baraka@example.co.ke')
    expect(confirmation?.subject).toBe('Tumepokea miadi yako ya Afya Hub')
    expect(confirmation?.body).toContain('Mtaalamu: Daktari')
    expect(confirmation?.body).toContain(`https://afyahub.example/sw/checkout/${data.service_id}`)
    const notice = (await test.app.db.selectFrom('outbox').selectAll().where('kind', '=', 'booking-operations-notice').execute()).at(-1)
    expect(notice?.body).toContain('A new Appointment booking was made.')
  })

  it('shows what was booked in the language of the page asking (the record keeps it in English for staff)', async () => {
    const booked = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), practitioner: 'Psychologist' } })
    const id = booked.json().data.service_id as string
    const ask = (headers: Record<string, string>) => test.app.inject({ method: 'GET', url: `/api/appointments/get_service_data/?service_id=${id}`, headers })
    expect((await ask(kiswahili)).json().description).toBe('Mashauriano ya mtandaoni na Mwanasaikolojia')
    expect((await ask({})).json().description).toBe('Virtual consultation with a Psychologist')
  })

  it('books in English when the form says no language, and refuses one the site does not speak', async () => {
    const english = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: appointmentForm() })
    expect(await serviceRow(english.json().data.service_id)).toEqual({ language: null })
    const french = await test.app.inject({ method: 'POST', url: '/api/appointments/book_appointment/', payload: { ...appointmentForm(), language: 'fr' } })
    expect(french.statusCode).toBe(400)
    expect(french.json().errors[0].path).toBe('/language')
  })
})
