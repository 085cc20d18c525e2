/**
 * POST /api/premium/pre-orders through app.inject() on every test database: a pre-order keeps an
 * email address and/or a normalised phone number with the moment of consent (201); a repeat of
 * the same address or number answers 200 and keeps nothing new; a missing contact, a bad number,
 * an unticked box or an unknown field is a 400 naming the field and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneNumberProblem } from '#engine/index.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { contactRequiredMessage, preOrderConsentMessage, preOrderedMessage } from './premium.ts'

let nextAddress = 1
const freshAddress = () => `10.40.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

describe.each(testDatabaseKinds)('POST /api/premium/pre-orders on %s', (kind) => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp({ kind })
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  const preOrder = (payload: unknown, remoteAddress = freshAddress()) =>
    testApp.app.inject({ method: 'POST', url: '/api/premium/pre-orders', payload: payload as object, remoteAddress })
  const rows = () =>
    testApp.app.db.selectFrom('premium_pre_orders').select(['email', 'phone_number', 'consent_given_at']).orderBy('created_at').execute()
  // email_normalized holds a blind index, not the address (server/crypto/): rows are told apart by their decrypted email.

  it('keeps an email address, trimmed, with the moment of consent: 201 and the thank-you', async () => {
    const before = Date.now()
    const response = await preOrder({ email: '  Achieng.Otieno@Example.co.ke ', phone_number: '', consent: true })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: preOrderedMessage })
    const kept = (await rows()).find((row) => row.email?.toLowerCase() === 'achieng.otieno@example.co.ke')
    expect(kept).toMatchObject({ email: 'Achieng.Otieno@Example.co.ke', phone_number: null })
    expect(new Date(kept!.consent_given_at).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('keeps a Kenyan phone number as +254..., and a double submit or a repeat in another form keeps nothing new: 200', async () => {
    const first = await preOrder({ phone_number: '0712 345 678', consent: true })
    expect(first.statusCode).toBe(201)
    const count = (await rows()).length
    for (const phone_number of ['0712 345 678', '+254712345678', '0712-345-678']) {
      const repeat = await preOrder({ phone_number, consent: true })
      expect(repeat.statusCode).toBe(200)
      expect(repeat.json()).toEqual({ message: preOrderedMessage })
    }
    expect(await rows()).toHaveLength(count)
    expect((await rows()).filter((row) => row.phone_number === '+254712345678')).toHaveLength(1)

    expect((await preOrder({ email: 'wafula@example.com', consent: true })).statusCode).toBe(201)
    expect((await preOrder({ email: 'WAFULA@example.com ', consent: true })).statusCode).toBe(200)
    expect((await rows()).filter((row) => row.email?.toLowerCase() === 'wafula@example.com')).toHaveLength(1)
  })

  it('asks for an email address or a phone number, naming both fields, and keeps nothing', async () => {
    const count = (await rows()).length
    for (const payload of [{ consent: true }, { email: ' ', phone_number: null, consent: true }]) {
      const response = await preOrder(payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toEqual([
        { path: '/email', message: contactRequiredMessage },
        { path: '/phone_number', message: contactRequiredMessage },
      ])
    }
    expect(await rows()).toHaveLength(count)
  })

  it('refuses a number that is not a Kenyan mobile, an unticked box and a bad address, each by its field', async () => {
    const count = (await rows()).length
    const badPhone = await preOrder({ phone_number: '12345', consent: false })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json().errors).toEqual([
      { path: '/phone_number', message: phoneNumberProblem },
      { path: '/consent', message: preOrderConsentMessage },
    ])
    const badEmail = await preOrder({ email: 'not an address', consent: true })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().errors.map((problem: { path: string }) => problem.path)).toEqual(['/email'])
    expect(badEmail.json().errors[0].message).toMatch(/^Email /)
    expect(await rows()).toHaveLength(count)
  })

  it('refuses a field it does not ask for, such as a name, and a missing consent', async () => {
    const named = await preOrder({ email: 'kamau@example.com', first_name: 'Kamau', consent: true })
    expect(named.statusCode).toBe(400)
    expect(named.json().errors.map((problem: { path: string }) => problem.path)).toEqual(['/first_name'])
    const noConsent = await preOrder({ email: 'kamau@example.com' })
    expect(noConsent.statusCode).toBe(400)
    expect(noConsent.json().errors.map((problem: { path: string }) => problem.path)).toEqual(['/consent'])
    expect((await rows()).some((row) => row.email?.toLowerCase() === 'kamau@example.com')).toBe(false)
  })
})
