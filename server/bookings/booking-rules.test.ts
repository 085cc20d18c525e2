/**
 * The server's own pure booking rules: prices from the catalogue and the idempotency fingerprint.
 * (Phone numbers, dates, hours and coordinates are the engine's: engine/bookings/booking-rules.test.ts.)
 */
import { describe, expect, it } from 'vitest'
import servicesJson from '#catalog/services.json' with { type: 'json' }
import { consultationPrice, findWellnessPackage, isPricedBySex, packagePrice } from './booking-prices.ts'
import { requestFingerprint } from './idempotency.ts'

describe('prices come from the catalogue', () => {
  it('takes a consultation price from its service in services.json', () => {
    const price = (slug: string) => servicesJson.services.find((service) => service.routeSlug === slug)?.priceKES
    expect(consultationPrice('Doctor')).toBe(price('talk-to-a-doctor'))
    expect(consultationPrice('Psychologist')).toBe(price('talk-to-a-therapist'))
    expect(consultationPrice('Nutritionist')).toBe(price('talk-to-a-nutritionist'))
  })

  it('prices a package once, or by sex when it has a price for men and one for women', () => {
    const single = findWellnessPackage('w-001')!
    const bySex = findWellnessPackage('w-002')!
    expect(isPricedBySex(single)).toBe(false)
    expect(packagePrice(single, undefined)).toBe(4000)
    expect(isPricedBySex(bySex)).toBe(true)
    expect(packagePrice(bySex, 'male')).toBe(3000)
    expect(packagePrice(bySex, 'female')).toBe(4000)
    expect(() => packagePrice(bySex, undefined)).toThrow()
    expect(findWellnessPackage('w-999')).toBeUndefined()
  })
})

describe('requestFingerprint', () => {
  it('ignores the order of properties but not their values or the route', () => {
    const a = requestFingerprint('/x', { b: 1, a: { d: [1, 2], c: null } })
    expect(requestFingerprint('/x', { a: { c: null, d: [1, 2] }, b: 1 })).toBe(a)
    expect(requestFingerprint('/x', { a: { c: null, d: [2, 1] }, b: 1 })).not.toBe(a)
    expect(requestFingerprint('/y', { b: 1, a: { d: [1, 2], c: null } })).not.toBe(a)
  })
})
