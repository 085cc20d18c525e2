/**
 * SMS as a person who books meets them, through the real routes: a booking that goes ahead is
 * confirmed by SMS to its number in +254 form, in the booking's language; a "pay now" booking only
 * once it is paid (and only once, however often the payment is confirmed); a wait-list place gets
 * none. Reminders come 24 hours and 1 hour before, each once, and never to a booking not going
 * ahead. No SMS carries the notes, a test, the practitioner's field or the package's name.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appointmentForm, testEnv, vitalCareForm, wellnessForm } from '../testing/booking-test-helpers.ts'
import { payerCookie } from '../testing/payment-fixtures.ts'
import { insertSmsBooking, nairobiDayAndTime } from '../testing/sms-fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { cancelBooking } from '../bookings/cancel-booking.ts'
import { queueConfirmationSms } from './booking-sms.ts'
import { dueReminders, queueDueReminders } from './reminders.ts'
import { drainSmsOnce, withdrawPendingSms } from './sms-outbox.ts'
import { recordOnlySmsTransport } from './sms-transport.ts'

const hour = 60 * 60_000
let test: TestApp
beforeEach(async () => {
  test = await createTestApp({ env: { ...testEnv, SITE_PHONE: '0711 000 111' } })
})
afterEach(async () => test.app.close())

const book = (url: string, payload: Record<string, unknown>) => test.app.inject({ method: 'POST', url, payload })
const smsOf = (serviceId: string) => test.database.db.selectFrom('sms_outbox').selectAll().where('service_id', '=', serviceId).orderBy('created_at').execute()
const serviceIdOf = (response: { json(): unknown }) => (response.json() as { data: { service_id: string } }).data.service_id

describe('the SMS confirmation', () => {
  it('goes with a consultation paid later, to the number in +254 form, saying what, when and how, and nothing private', async () => {
    const notes = 'PHQ-9 score 21: Severe depression. Private note about headaches'
    const response = await book('/api/appointments/book_appointment/', { ...appointmentForm(), payment_mode: 'payLater', practitioner: 'Psychologist', patient_notes: notes })
    expect(response.statusCode).toBe(201)
    const [sms, ...more] = await smsOf(serviceIdOf(response))
    expect(more).toEqual([])
    expect(sms).toMatchObject({ kind: 'booking-confirmation', recipient: '+254712345678', sent_at: null })
    expect(sms!.body).toMatch(/^Afya Hub: your consultation is booked for \w{3} \d{1,2} \w{3} at 10:30 Nairobi time\. Ref [0-9A-F]{8}\. It is a video call: we will send you the link before it starts\. To change it, call \+254 711 000 111\.$/)
    for (const secret of ['PHQ', 'depression', 'headaches', 'Psychologist', 'Amina', 'Otieno']) expect(sms!.body).not.toContain(secret)
  })

  it('goes with a wellness check-up paid in cash, in Kiswahili when booked in Kiswahili, without the package or the address', async () => {
    const response = await book('/api/wellness/create/', { ...wellnessForm(), language: 'sw' })
    expect(response.statusCode).toBe(201)
    const [sms] = await smsOf(serviceIdOf(response))
    expect(sms).toMatchObject({ kind: 'booking-confirmation', recipient: '+254798765432' })
    expect(sms!.body).toContain('umepangiwa uchunguzi wa afya')
    expect(sms!.body).toContain('Timu yetu itakuja nyumbani kwako.')
    for (const secret of ['Fahari', 'Kilimani', 'Wanjiru']) expect(sms!.body).not.toContain(secret)
  })

  it('waits for the payment of a "pay now" consultation, then goes once however often the payment is confirmed; a wait-list place gets none', async () => {
    const serviceId = serviceIdOf(await book('/api/appointments/book_appointment/', appointmentForm()))
    expect(await smsOf(serviceId)).toEqual([])
    const page = (await test.app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', payload: { service_id: serviceId } })).json().payment_data.redirect_url as string
    const approve = () => test.app.inject({ method: 'POST', url: `${page}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: '' }, payload: '' })
    const cookie = await payerCookie(test.database.db, page)
    expect((await test.app.inject({ method: 'POST', url: `${page}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, payload: '' })).statusCode).toBe(303)
    await approve()
    const trackingId = page.split('/').at(-1)!
    await test.app.inject({ method: 'GET', url: `/api/payments/pesapal/ipn?OrderTrackingId=${trackingId}&OrderNotificationType=IPNCHANGE` })
    expect((await smsOf(serviceId)).map((sms) => sms.kind)).toEqual(['booking-confirmation'])
    const waitList = serviceIdOf(await book('/api/vitalcare/create/', vitalCareForm()))
    expect(await smsOf(waitList)).toEqual([])
  })
})

describe('the reminders', () => {
  it('are due from 24 hours and from 1 hour before, until the next takes over, for a booking made before then', () => {
    const start = new Date('2026-05-05T11:30:00Z')
    const weekBefore = new Date(start.getTime() - 7 * 24 * hour)
    const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * hour)
    expect(dueReminders(start, weekBefore, at(25))).toEqual([])
    expect(dueReminders(start, weekBefore, at(24))).toEqual(['reminder-24h'])
    expect(dueReminders(start, weekBefore, at(1.01))).toEqual(['reminder-24h'])
    expect(dueReminders(start, weekBefore, at(1))).toEqual(['reminder-1h'])
    expect(dueReminders(start, weekBefore, at(0.05))).toEqual([])
    // Booked 3 hours ahead: the confirmation says it all; only the 1-hour reminder follows.
    expect(dueReminders(start, at(3), at(2))).toEqual([])
    expect(dueReminders(start, at(3), at(0.5))).toEqual(['reminder-1h'])
  })

  it('are written once each, whatever the number of turns, only for bookings going ahead, in their language', async () => {
    const now = new Date()
    const db = test.database.db
    const tomorrow = await insertSmsBooking(db, { start: new Date(now.getTime() + 23.5 * hour), language: 'sw' })
    const soon = await insertSmsBooking(db, { start: new Date(now.getTime() + 0.5 * hour), serviceType: 'Wellness', mode: 'Onsite' })
    const unpaid = await insertSmsBooking(db, { start: new Date(now.getTime() + 0.5 * hour), paymentMode: 'payNow' })
    const paid = await insertSmsBooking(db, { start: new Date(now.getTime() + 0.5 * hour), paymentMode: 'payNow', isPaid: true })
    const nextWeek = await insertSmsBooking(db, { start: new Date(now.getTime() + 7 * 24 * hour) })
    expect(await queueDueReminders(db, {}, now)).toBe(3)
    expect(await queueDueReminders(db, {}, now)).toBe(0)
    expect(await queueDueReminders(db, {}, new Date(now.getTime() + 60_000))).toBe(0)
    expect((await smsOf(tomorrow)).map((sms) => sms.kind)).toEqual(['reminder-24h'])
    expect((await smsOf(tomorrow))[0]!.body).toMatch(/^Kikumbusho cha Afya Hub: umepangiwa mashauriano /)
    expect((await smsOf(soon)).map((sms) => [sms.kind, sms.body])).toEqual([['reminder-1h', expect.stringMatching(/^Afya Hub reminder: your wellness check-up starts at \d\d:\d\d Nairobi time\. Ref [0-9A-F]{8}\. Come to our clinic: /)]])
    expect(await smsOf(unpaid)).toEqual([])
    expect((await smsOf(paid)).map((sms) => sms.kind)).toEqual(['reminder-1h'])
    expect(await smsOf(nextWeek)).toEqual([])
  })
})

describe('a booking that no longer happens as its SMS say', () => {
  it('has its unsent messages withdrawn (cancelled or moved), and a moved session gets reminders for its new start', async () => {
    const db = test.database.db
    const now = new Date()
    const serviceId = await insertSmsBooking(db, { start: new Date(now.getTime() + 0.5 * hour) })
    expect(await queueDueReminders(db, {}, now)).toBe(1)
    expect(await withdrawPendingSms(db, serviceId, 'rescheduled', now)).toBe(1)
    expect(await drainSmsOnce({ db, transport: recordOnlySmsTransport() })).toMatchObject({ claimed: 0 })
    const moved = new Date(now.getTime() + 0.75 * hour)
    const { date, time } = nairobiDayAndTime(moved)
    await db.updateTable('services').set({ appointment_date: date, appointment_time: time }).where('id', '=', serviceId).execute()
    expect(await queueDueReminders(db, {}, new Date(now.getTime() + 0.5 * hour))).toBe(1)
    const rows = await smsOf(serviceId)
    expect(rows.map((sms) => [sms.kind, sms.last_error])).toEqual([['reminder-1h', 'withdrawn: booking rescheduled'], ['reminder-1h', null]])
    expect(rows[1]!.session_start).toEqual(new Date(Math.floor(moved.getTime() / 60_000) * 60_000))
  })

  it('has its unsent SMS withdrawn when it is cancelled (cancelBooking, as the visitor and the operations console do)', async () => {
    const db = test.database.db
    const now = new Date()
    const serviceId = await insertSmsBooking(db, { start: new Date(now.getTime() + 48 * hour) })
    expect(await queueConfirmationSms(db, serviceId, {}, now)).toBe(true)
    const noProvider = {} as never
    expect(await cancelBooking({ db, provider: noProvider, log: noProvider, serviceId, by: 'visitor', now })).toEqual({ kind: 'cancelled', refund: null })
    expect((await smsOf(serviceId)).map((sms) => [sms.kind, sms.last_error])).toEqual([['booking-confirmation', 'withdrawn: booking cancelled']])
    expect(await drainSmsOnce({ db, transport: recordOnlySmsTransport() })).toMatchObject({ claimed: 0 })
  })

  it('gets no reminder once cancelled', async () => {
    const db = test.database.db
    const now = new Date()
    const serviceId = await insertSmsBooking(db, { start: new Date(now.getTime() + 0.5 * hour) })
    await db.updateTable('services').set({ cancelled_at: now, cancelled_by: 'visitor' }).where('id', '=', serviceId).execute()
    expect(await queueDueReminders(db, {}, now)).toBe(0)
    expect(await queueConfirmationSms(db, serviceId, {}, now)).toBe(false)
  })

  it('gives the manage page as the way to change it, when the caller has one', async () => {
    const serviceId = await insertSmsBooking(test.database.db, { start: new Date(Date.now() + 48 * hour) })
    expect(await queueConfirmationSms(test.database.db, serviceId, {}, new Date(), 'https://afyahub.example/manage/abc')).toBe(true)
    expect((await smsOf(serviceId))[0]!.body).toMatch(/To change it: https:\/\/afyahub\.example\/manage\/abc$/)
  })
})
