/**
 * The booking rules both sides apply: Kenyan phone numbers, CONSULTATION_HOURS, dates and slots in
 * Nairobi time (what the server refuses and what the forms offer), coordinates to 6 decimals.
 */
import { describe, expect, it } from 'vitest'
import { bookingDateIssue, bookingDateProblem, bookingSlotProblem, defaultConsultationHoursText, kenyanPhone, lastBookableDay, normaliseKenyanPhone, offeredDateIssue, offeredDateProblem, parseConsultationHours, timeChoices, todayInNairobi, truncateCoordinate, type ConsultationHours } from './index.ts'

describe('Kenyan mobile numbers', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112345678', '+254112345678'],
    ['+254712345678', '+254712345678'],
    ['+254112345678', '+254112345678'],
    ['254712345678', '+254712345678'],
    [' 0712 345 678 ', '+254712345678'],
    ['+254 712-345-678', '+254712345678'],
  ])('%j becomes %s', (typed, stored) => {
    expect(normaliseKenyanPhone(typed)).toBe(stored)
  })

  it.each(['0812345678', '0212345678', '712345678', '+2547123456789', '071234567', '+255712345678', '07123456ab', '+254 0712345678', ''])('refuses %j', (typed) => {
    expect(normaliseKenyanPhone(typed)).toBeUndefined()
  })

  it('reads a number in the form people read it', () => {
    expect(kenyanPhone('0712-345-678')).toEqual({ tel: '+254712345678', display: '+254 712 345 678' })
  })
})

describe('CONSULTATION_HOURS', () => {
  it('reads days and hours in Kenyan time, Monday first, with the 180-day limit', () => {
    expect(parseConsultationHours('Sun 10:00-24:00; tue-thu 07:30-16:00')).toEqual({
      value: {
        timeZone: 'Africa/Nairobi',
        maxDaysAhead: 180,
        days: [
          { day: 'Tue', open: '07:30', close: '16:00' },
          { day: 'Wed', open: '07:30', close: '16:00' },
          { day: 'Thu', open: '07:30', close: '16:00' },
          { day: 'Sun', open: '10:00', close: '24:00' },
        ],
      },
    })
  })

  it.each(['Mon-Fri', 'Mon-Fri 8:00-18:00', 'Fri-Mon 08:00-18:00', 'Mon 18:00-08:00', 'Mon 09:00-09:00', 'Mon 08:00-24:30', 'Mon 08:60-18:00', 'Mon-Fri 08:00-18:00;Fri 09:00-13:00', 'Someday 08:00-18:00', ';'])('refuses %j with a sentence', (text) => {
    expect(parseConsultationHours(text)).toEqual({ problem: expect.any(String) })
  })
})

const hours = (parseConsultationHours(defaultConsultationHoursText) as { value: ConsultationHours }).value

describe('booking dates in Nairobi time', () => {
  // 21:30 UTC on 13 March is 00:30 on 14 March in Nairobi (UTC+3).
  const justAfterMidnightInNairobi = new Date('2025-03-13T21:30:00Z')
  const appointment = { date: 'Appointment date', time: 'Appointment time' }
  const collection = { date: 'Collection date', time: 'Collection time' }

  it('takes today from Nairobi, not UTC', () => {
    expect(todayInNairobi(justAfterMidnightInNairobi)).toBe('2025-03-14')
    expect(todayInNairobi(new Date('2025-03-13T20:59:59Z'))).toBe('2025-03-13')
  })

  it('accepts today and later, refuses yesterday and days that do not exist', () => {
    expect(bookingDateProblem(appointment, '2025-03-14', undefined, justAfterMidnightInNairobi)).toBeUndefined()
    expect(bookingDateProblem(appointment, '2025-06-01', undefined, justAfterMidnightInNairobi)).toBeUndefined()
    expect(bookingDateProblem(appointment, '2025-03-13', undefined, justAfterMidnightInNairobi)).toBe('Appointment date is in the past; choose today or a later date.')
    expect(bookingDateProblem(collection, '2025-02-30', undefined, new Date('2025-01-01T00:00:00Z'))).toBe('Collection date is not a real date; choose one from the calendar.')
    expect(bookingDateProblem(collection, '2028-02-29', undefined, new Date('2028-01-10T09:00:00Z'))).toBeUndefined()
  })

  it('accepts day 180 after today in Nairobi and refuses day 181', () => {
    expect(lastBookableDay(justAfterMidnightInNairobi)).toBe('2025-09-10')
    expect(bookingDateProblem(appointment, '2025-09-10', undefined, justAfterMidnightInNairobi)).toBeUndefined()
    expect(bookingDateProblem(appointment, '2025-09-11', undefined, justAfterMidnightInNairobi)).toBe('Appointment date is more than 180 days ahead; choose a date up to 2025-09-10.')
  })
})

describe('booked date and time inside the consultation hours', () => {
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

describe('the times the forms offer', () => {
  const labels = { date: 'Collection date', time: 'Collection time' }

  it('offers every 30 minutes from opening, only later than now today', () => {
    const saturdayTenFifteen = new Date('2025-03-15T07:15:00Z')
    expect(timeChoices(hours, '2025-03-15', saturdayTenFifteen)).toEqual(['10:30', '11:00', '11:30', '12:00', '12:30'])
    expect(timeChoices(hours, '2025-03-22', saturdayTenFifteen)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'])
    expect(timeChoices(hours, '2025-03-16', saturdayTenFifteen)).toEqual([])
  })

  it('names a day with no times left today, which the server would still take a minute before closing', () => {
    const saturdayTwelveForty = new Date('2025-03-15T09:40:00Z')
    expect(offeredDateProblem(labels, '2025-03-15', hours, saturdayTwelveForty)).toBe('Collection date has no times left today; choose another day.')
    expect(bookingSlotProblem(labels, '2025-03-15', '12:50', hours, saturdayTwelveForty)).toBeUndefined()
  })

  it('gives the reason as data for each language to word: the open days of a closed day, the last day of a far one', () => {
    const saturdayTwelveForty = new Date('2025-03-15T09:40:00Z')
    expect(offeredDateIssue('2025-03-15', hours, saturdayTwelveForty)).toEqual({ kind: 'no-times-left' })
    expect(bookingDateIssue('2025-03-16', hours, saturdayTwelveForty)).toEqual({ kind: 'closed', day: 'Sun', openDays: hours.days.map((day) => day.day) })
    expect(bookingDateIssue('2025-09-12', hours, saturdayTwelveForty)).toEqual({ kind: 'too-far', limit: 180, last: '2025-09-11' })
    expect(bookingDateIssue('2025-03-17', hours, saturdayTwelveForty)).toBeUndefined()
  })
})

describe('coordinates', () => {
  it.each([
    [-1.2921119, -1.292111],
    [-1.2920659999, -1.292065],
    [36.8219999, 36.821999],
    [36.1234567, 36.123456],
    [0.29, 0.29],
    [1.1, 1.1],
    [-0.0000009, 0],
    [1e-7, 0],
    [90, 90],
    [-180, -180],
    [4.1234565, 4.123456],
    [null, null],
    [undefined, null],
  ])('keeps %d as %d, cut rather than rounded', (degrees, kept) => {
    expect(truncateCoordinate(degrees)).toBe(kept)
  })
})
