/**
 * Every rule a booking form is checked against: each refusal answers 400 with the field's sentence
 * and path, and writes no row at all. Run by server/routes/bookings.test.ts on each database, over
 * its app (one app per database keeps the suite fast).
 */
import { expect, it } from 'vitest'
import type { TestApp } from './test-app.ts'
import { addDays, todayInNairobi } from '#engine/index.ts'
import { appointmentForm, nextWeekday, rowCounts, vitalCareForm, wellnessForm } from './booking-test-helpers.ts'

const appointment = '/api/appointments/book_appointment/'
const vitalCare = '/api/vitalcare/create/'
const wellness = '/api/wellness/create/'
const forms: Record<string, () => Record<string, unknown>> = { [appointment]: appointmentForm, [vitalCare]: vitalCareForm, [wellness]: wellnessForm }

const requiredFields: [string, string, string][] = [
  ...(['first_name:First name', 'last_name:Last name', 'practitioner:Practitioner', 'mode_of_consultation:Mode of consultation', 'payment_mode:Payment mode', 'appointment_date:Appointment date', 'appointment_time:Appointment time', 'phone_number:Phone number'].map((entry) => [appointment, ...entry.split(':')]) as [string, string, string][]),
  ...(['first_name:First name', 'last_name:Last name', 'phone_number:Phone number'].map((entry) => [vitalCare, ...entry.split(':')]) as [string, string, string][]),
  ...(['first_name:First name', 'last_name:Last name', 'package:Package', 'collection_preference:Collection preference', 'location:Location', 'payment_mode:Payment mode', 'wellness_date:Collection date', 'wellness_time:Collection time', 'phone_number:Phone number'].map((entry) => [wellness, ...entry.split(':')]) as [string, string, string][]),
]

export function bookingValidationTests(app: () => TestApp): void {

  /** Sends the form, expects 400 with the sentence at the path, and checks that nothing was written. */
  async function expectRefused(url: string, body: Record<string, unknown>, path: string, message: string) {
    const test = app()
    const before = await rowCounts(test.database.db)
    const response = await test.app.inject({ method: 'POST', url, payload: body })
    expect(response.statusCode, response.body).toBe(400)
    const answer = response.json() as { message: string; errors: { path: string; message: string }[] }
    expect(answer.errors).toContainEqual({ path, message })
    expect(answer.message).toBe(answer.errors[0]!.message)
    expect(await rowCounts(test.database.db)).toEqual(before)
  }

  it.each(requiredFields)('%s without %s answers "%s is required."', async (url, field, label) => {
    const { [field]: _left, ...form } = forms[url]!()
    await expectRefused(url, form, `/${field}`, `${label} is required.`)
  })

  it.each(requiredFields)('%s with %s made of spaces answers "%s is required."', async (url, field, label) => {
    await expectRefused(url, { ...forms[url]!(), [field]: '   ' }, `/${field}`, `${label} is required.`)
  })

  it.each([appointment, vitalCare, wellness])('%s refuses a booking without explicit consent', async (url) => {
    const message = 'Consent to processing your health data is required.'
    const { consent: _consent, ...form } = forms[url]!()
    await expectRefused(url, form, '/consent', message)
    await expectRefused(url, { ...form, consent: { version: '2024-09', accepted: false } }, '/consent/accepted', message)
    await expectRefused(url, { ...form, consent: { accepted: true } }, '/consent/version', 'Privacy notice version is required.')
  })

  it.each([appointment, vitalCare, wellness])('%s refuses a field it does not know, such as a client-sent amount', async (url) => {
    await expectRefused(url, { ...forms[url]!(), amount: 1 }, '/amount', '"amount" is not a field this request accepts.')
  })

  it.each(['0812345678', '712345678', '25471234567', '+255712345678', '07123456789', 'call me'])('refuses the phone number %j', async (phone) => {
    const message = 'Phone number must be a Kenyan mobile number such as 0712 345 678, 0112 345 678 or +254 712 345 678.'
    await expectRefused(appointment, { ...appointmentForm(), phone_number: phone }, '/phone_number', message)
  })

  it('refuses dates in the past, dates that do not exist and malformed dates and times', async () => {
    await expectRefused(appointment, { ...appointmentForm(), appointment_date: '2020-01-01' }, '/appointment_date', 'Appointment date is in the past; choose today or a later date.')
    await expectRefused(wellness, { ...wellnessForm(), wellness_date: '2099-02-30' }, '/wellness_date', 'Collection date is not a real date; choose one from the calendar.')
    await expectRefused(appointment, { ...appointmentForm(), appointment_date: '14/03/2099' }, '/appointment_date',
      'Appointment date is not in the expected form: the date as YYYY-MM-DD (for example 2025-03-14), today or later in Kenyan time.')
    await expectRefused(wellness, { ...wellnessForm(), wellness_time: '25:00' }, '/wellness_time',
      'Collection time is not in the expected form: the time as HH:MM on the 24-hour clock (for example 14:30), Kenyan time.')
  })

  it('refuses a slot outside the consultation hours (default: Mon-Fri 08:00-18:00, Sat 09:00-13:00, Kenyan time)', async () => {
    const wednesday = nextWeekday('Wed')
    const weekdayHours = 'outside our hours on Wednesday (08:00 to 18:00); choose a time from 08:00 to 17:59.'
    await expectRefused(appointment, { ...appointmentForm(), appointment_date: wednesday, appointment_time: '07:59' }, '/appointment_time', `Appointment time is ${weekdayHours}`)
    await expectRefused(appointment, { ...appointmentForm(), appointment_date: wednesday, appointment_time: '18:00' }, '/appointment_time', `Appointment time is ${weekdayHours}`)
    await expectRefused(wellness, { ...wellnessForm(), wellness_date: nextWeekday('Sat'), wellness_time: '13:00' }, '/wellness_time',
      'Collection time is outside our hours on Saturday (09:00 to 13:00); choose a time from 09:00 to 12:59.')
    await expectRefused(wellness, { ...wellnessForm(), wellness_date: nextWeekday('Sun') }, '/wellness_date',
      'Collection date is a Sunday, when we are closed; choose Monday, Tuesday, Wednesday, Thursday, Friday or Saturday.')
  })

  it('refuses a date more than 180 days ahead in Nairobi', async () => {
    const today = todayInNairobi(new Date())
    await expectRefused(appointment, { ...appointmentForm(), appointment_date: addDays(today, 181), appointment_time: '12:00' }, '/appointment_date',
      `Appointment date is more than 180 days ahead; choose a date up to ${addDays(today, 180)}.`)
  })

  it('refuses a malformed email but takes an empty one as none', async () => {
    await expectRefused(vitalCare, { ...vitalCareForm(), email: 'amina@' }, '/email',
      'Email is not in the expected form: an email address such as name@example.com, or empty when the person gives none (a confirmation is mailed to it when given).')
    await expectRefused(vitalCare, { ...vitalCareForm(), email: 'a,b@example.com' }, '/email', expect.stringContaining('Email is not in the expected form') as unknown as string)
  })

  it('refuses enum values outside the lists and over-long text', async () => {
    await expectRefused(appointment, { ...appointmentForm(), practitioner: 'Surgeon' }, '/practitioner', 'Practitioner must be one of: Doctor, Nutritionist, Psychologist.')
    await expectRefused(appointment, { ...appointmentForm(), mode_of_consultation: 'In person' }, '/mode_of_consultation', 'Mode of consultation must be one of: Voice call, Video call.')
    await expectRefused(wellness, { ...wellnessForm(), payment_mode: 'payNow' }, '/payment_mode', 'Payment mode must be one of: Insurance, Cash.')
    await expectRefused(appointment, { ...appointmentForm(), first_name: 'A'.repeat(101) }, '/first_name', 'First name must be at most 100 characters.')
    await expectRefused(appointment, { ...appointmentForm(), patient_notes: 'x'.repeat(2001) }, '/patient_notes', 'Notes must be at most 2000 characters.')
    await expectRefused(appointment, { ...appointmentForm(), latitude: 91 }, '/latitude', expect.stringContaining('Latitude') as unknown as string)
  })

  it('refuses an unknown wellness package', async () => {
    await expectRefused(wellness, { ...wellnessForm(), package: 'w-999' }, '/package', 'Package is not one of our wellness packages; choose a package from the wellness page.')
    await expectRefused(wellness, { ...wellnessForm(), package: 'gold' }, '/package', expect.stringContaining('Package is not in the expected form') as unknown as string)
  })

  it('asks sex only for a package priced by sex', async () => {
    await expectRefused(wellness, { ...wellnessForm(), package: 'w-002' }, '/sex', 'Sex is required.')
    await expectRefused(wellness, { ...wellnessForm(), package: 'w-007', sex: null }, '/sex', 'Sex is required.')
    await expectRefused(wellness, { ...wellnessForm(), package: 'w-001', sex: 'female' }, '/sex', expect.stringContaining('Sex is asked only for packages priced') as unknown as string)
  })

  it('takes an insurance card only with Insurance, and only one that was uploaded; a cash option only with Cash', async () => {
    const unknownUpload = '7b0f3c2e-4d1a-4e5b-9c8d-1a2b3c4d5e6f'
    await expectRefused(wellness, { ...wellnessForm(), attachment: unknownUpload }, '/attachment', 'Insurance card applies only when paying by insurance; remove it or choose Insurance.')
    await expectRefused(wellness, { ...wellnessForm(), payment_mode: 'Insurance', cashPaymentOption: null, attachment: unknownUpload }, '/attachment', 'Insurance card upload was not found; upload the photo of the card again.')
    await expectRefused(wellness, { ...wellnessForm(), payment_mode: 'Insurance', attachment: 'not-a-uuid' }, '/attachment', expect.stringContaining('Insurance card is not in the expected form') as unknown as string)
    await expectRefused(wellness, { ...wellnessForm(), payment_mode: 'Insurance', cashPaymentOption: 'now' }, '/cashPaymentOption', 'Cash payment option applies only when paying in cash; remove it or choose Cash.')
  })

  it('refuses a body that is not a JSON object', async () => {
    const test = app()
    const before = await rowCounts(test.database.db)
    const response = await test.app.inject({ method: 'POST', url: appointment, payload: '[1,2]', headers: { 'content-type': 'application/json' } })
    expect(response.statusCode).toBe(400)
    expect(await rowCounts(test.database.db)).toEqual(before)
  })
}
