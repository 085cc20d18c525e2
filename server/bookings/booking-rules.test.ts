/**
 * The booking rules that are pure functions: Kenyan phone numbers, dates and consultation hours in Nairobi time,
 * coordinates to 6 decimals, prices from the catalogue and the idempotency fingerprint.
 */
import { describe, expect, it } from 'vitest'
import servicesJson from '#catalog/services.json' with { type: 'json' }
import { bookingDateProblem, bookingSlotProblem, todayInNairobi } from './booking-dates.ts'
import { defaultConsultationHoursText, parseConsultationHours, type ConsultationHours } from './consultation-hours.ts'
import { consultationPrice, findWellnessPackage, isPricedBySex, packagePrice } from './booking-prices.ts'
import { truncateCoordinate } from './coordinates.ts'
import { requestFingerprint } from './idempotency.ts'
import { normaliseKenyanPhone } from './phone-number.ts'

describe('normaliseKenyanPhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['+254712345678', '+254712345678'],
    ['+254112345678', '+254112345678'],
    [' 0712 345 678 ', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
  ])('%j becomes %s', (typed, stored) => {
    expect(normaliseKenyanPhone(typed)).toBe(stored)
  })

  it.each(['0812345678', '0212345678', '712345678', '254712345678', '+2547123456789', '071234567', '+255712345678', '07123456ab', '+254 0712345678', ''])(
    'refuses %j',
    (typed) => {
      expect(normaliseKenyanPhone(typed)).toBeUndefined()
    },
  )
})

describe('booking dates in Nairobi time', () => {
  // 21:30 UTC on 13 March is 00:30 on 14 March in Nairobi (UTC+3).
  const justAfterMidnightInNairobi = new Date('2025-03-13T21:30:00Z')

  it('takes today from Nairobi, not UTC', () => {
    expect(todayInNairobi(justAfterMidnightInNairobi)).toBe('2025-03-14')
    expect(todayInNairobi(new Date('2025-03-13T20:59:59Z'))).toBe('2025-03-13')
  })

  it('accepts today and later, refuses yesterday and days that do not exist', () => {
    expect(bookingDateProblem('Appointment date', '2025-03-14', justAfterMidnightInNairobi)).toBeUndefined()
    expect(bookingDateProblem('Appointment date', '2025-06-01', justAfterMidnightInNairobi)).toBeUndefined()
    expect(bookingDateProblem('Appointment date', '2025-03-13', justAfterMidnightInNairobi)).toBe(
      'Appointment date is in the past; choose today or a later date.',
    )
    expect(bookingDateProblem('Collection date', '2025-02-30', new Date('2025-01-01T00:00:00Z'))).toBe(
      'Collection date is not a real date; choose one from the calendar.',
    )
    expect(bookingDateProblem('Collection date', '2028-02-29', new Date('2028-01-10T09:00:00Z'))).toBeUndefined()
  })

  it('accepts day 180 after today in Nairobi and refuses day 181', () => {
    // Today in Nairobi is 2025-03-14 (already the 14th there, still the 13th in UTC).
    expect(bookingDateProblem('Appointment date', '2025-09-10', justAfterMidnightInNairobi)).toBeUndefined()
    expect(bookingDateProblem('Appointment date', '2025-09-11', justAfterMidnightInNairobi)).toBe(
      'Appointment date is more than 180 days ahead; choose a date up to 2025-09-10.',
    )
  })
})

describe('booked date and time inside the consultation hours', () => {
  const hours = (parseConsultationHours(defaultConsultationHoursText) as { value: ConsultationHours }).value
  const labels = { date: 'Appointment date', time: 'Appointment time' }
  // Monday 2025-03-10, 06:00 in Nairobi (03:00 UTC): earlier the same day than any opening.
  const mondayMorning = new Date('2025-03-10T03:00:00Z')
  const slot = (date: string, time: string, now = mondayMorning) => bookingSlotProblem(labels, date, time, hours, now)

  it('takes a weekday from 08:00 to 17:59 and refuses 07:59 and 18:00, Nairobi time', () => {
    expect(slot('2025-03-12', '08:00')).toBeUndefined()
    expect(slot('2025-03-12', '17:59')).toBeUndefined()
    const outside = { field: 'time', message: 'Appointment time is outside our hours on Wednesday (08:00 to 18:00); choose a time from 08:00 to 17:59.' }
    expect(slot('2025-03-12', '07:59')).toEqual(outside)
    expect(slot('2025-03-12', '18:00')).toEqual(outside)
  })

  it('uses the Saturday hours on a Saturday and refuses a Sunday on the date', () => {
    expect(slot('2025-03-15', '12:59')).toBeUndefined()
    expect(slot('2025-03-15', '13:00')).toMatchObject({ field: 'time', message: expect.stringContaining('on Saturday (09:00 to 13:00)') })
    expect(slot('2025-03-16', '10:00')).toEqual({
      field: 'date',
      message: 'Appointment date is a Sunday, when we are closed; choose Monday, Tuesday, Wednesday, Thursday, Friday or Saturday.',
    })
  })

  it('refuses a time already past today in Nairobi, the current minute included', () => {
    // 10:15 in Nairobi is 07:15 UTC: Africa/Nairobi has no daylight saving, UTC+3 all year.
    const tenFifteen = new Date('2025-03-10T07:15:00Z')
    expect(slot('2025-03-10', '10:16', tenFifteen)).toBeUndefined()
    const past = { field: 'time', message: 'Appointment time has already passed today; choose a later time or another day.' }
    expect(slot('2025-03-10', '10:15', tenFifteen)).toEqual(past)
    expect(slot('2025-03-10', '08:00', tenFifteen)).toEqual(past)
    expect(slot('2025-03-11', '08:00', tenFifteen)).toBeUndefined()
    // The same boundaries in July (when Europe and America have moved their clocks): still UTC+3.
    expect(slot('2025-07-14', '10:16', new Date('2025-07-14T07:15:00Z'))).toBeUndefined()
    expect(slot('2025-07-14', '10:15', new Date('2025-07-14T07:15:00Z'))).toEqual(past)
  })

  it('reports a date beyond 180 days on the date, before looking at the hours', () => {
    expect(slot('2025-09-06', '10:00')).toBeUndefined() // Saturday, day 180 from 2025-03-10
    expect(slot('2025-09-08', '10:00')).toMatchObject({ field: 'date', message: expect.stringContaining('more than 180 days ahead') })
  })
})

describe('truncateCoordinate', () => {
  it.each([
    [-1.2920659999, -1.292065],
    [36.8219469, 36.821946],
    [36.1234567, 36.123456],
    [1.1, 1.1],
    [-0.0000001, 0],
    [null, null],
    [undefined, null],
  ])('%s is stored as %s', (degrees, stored) => {
    expect(truncateCoordinate(degrees)).toBe(stored)
  })
})

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
