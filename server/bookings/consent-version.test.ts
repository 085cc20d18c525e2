/**
 * Consent that is checked (issue 23 part 5; decision 077): each call that takes consent (the three
 * bookings) refuses a privacy notice version other than the one in force (server/bookings/consent.ts),
 * with a sentence in the request's language naming the field and both versions, and writes nothing;
 * the version in force goes through and is stored with the booking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, rowCounts, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { currentConsentVersion } from './consent.ts'

const calls: [string, () => Record<string, unknown>][] = [
  ['/api/appointments/book_appointment/', appointmentForm],
  ['/api/vitalcare/create/', vitalCareForm],
  ['/api/wellness/create/', wellnessForm],
]
const kiswahili = { 'accept-language': 'sw-KE,sw;q=0.9' }

let test: TestApp
beforeAll(async () => {
  test = await createTestApp({ env: testEnv })
}, 60_000)
afterAll(async () => test.app.close())

async function refused(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const before = await rowCounts(test.database.db)
  const response = await test.app.inject({ method: 'POST', url, payload: body, headers })
  expect(response.statusCode, response.body).toBe(400)
  expect(await rowCounts(test.database.db)).toEqual(before)
  return response.json() as { message: string; errors: { path: string; message: string }[] }
}

describe('the consent version a booking carries', () => {
  it('is the version the forms send: the privacy policy page date', () => {
    expect(currentConsentVersion).toMatch(/^\d{4}-\d{2}$/)
    expect(appointmentForm().consent).toEqual({ version: currentConsentVersion, accepted: true })
  })

  it.each(calls)('%s refuses an older notice in English, naming the field and both versions, and writes nothing', async (url, form) => {
    const answer = await refused(url, { ...form(), consent: { version: '2023-01', accepted: true } })
    const sentence = `Privacy notice version 2023-01 is not the notice in force (${currentConsentVersion}). Please read the Privacy Policy again and tick the box to agree to it; nothing was saved.`
    expect(answer.errors).toContainEqual({ path: '/consent/version', message: sentence })
    expect(answer.message).toBe(answer.errors[0]!.message)
  })

  it.each(calls)('%s refuses an unknown notice in Kiswahili', async (url, form) => {
    const answer = await refused(url, { ...form(), consent: { version: 'v9.future', accepted: true } }, kiswahili)
    const sentence = `Toleo la ilani ya faragha v9.future si ilani inayotumika sasa (${currentConsentVersion}). Tafadhali soma Sera ya Faragha tena na uweke alama kwenye kisanduku kukubali; hakuna kilichohifadhiwa.`
    expect(answer.errors).toContainEqual({ path: '/consent/version', message: sentence })
  })

  it('an unticked box is still refused as missing consent, whatever the version', async () => {
    const answer = await refused(calls[0]![0], { ...appointmentForm(), consent: { version: '2023-01', accepted: false } })
    expect(answer.errors).toContainEqual({ path: '/consent/accepted', message: 'Consent to processing your health data is required.' })
  })

  it.each(calls)('%s books under the notice in force and stores its version', async (url, form) => {
    const response = await test.app.inject({ method: 'POST', url, payload: form() })
    expect(response.statusCode, response.body).toBe(201)
    const id = (response.json() as { data: { service_id: string } }).data.service_id
    const row = await test.database.db.selectFrom('services').select(['consent_version']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.consent_version).toBe(currentConsentVersion)
  })
})
