/**
 * Bookings for the SMS tests (server/sms/): a consultation or a wellness check-up whose session
 * starts at a given moment (written as its Nairobi day and time), made at a given moment.
 */
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export type SmsBookingFixture = {
  start: Date
  /** When the booking was made; long before the session by default. */
  madeAt?: Date
  serviceType?: 'Appointment' | 'Wellness'
  phone?: string
  language?: 'en' | 'sw' | null
  paymentMode?: 'payNow' | 'payLater' | 'Cash' | 'Insurance'
  isPaid?: boolean
  mode?: string
  notes?: string | null
}

/** "2026-05-05" and "14:30": the moment's day and time in Nairobi (UTC+3). */
export function nairobiDayAndTime(moment: Date): { date: string; time: string } {
  const local = new Date(moment.getTime() + 3 * 60 * 60_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

export async function insertSmsBooking(db: Kysely<Tables>, fixture: SmsBookingFixture): Promise<string> {
  const { date, time } = nairobiDayAndTime(fixture.start)
  const appointment = (fixture.serviceType ?? 'Appointment') === 'Appointment'
  const id = randomUUID()
  await db
    .insertInto('services')
    .values({
      id,
      service_type: appointment ? 'Appointment' : 'Wellness',
      first_name: 'Akinyi',
      last_name: 'Odhiambo',
      phone_number: fixture.phone ?? '+254712345678',
      email: null,
      practitioner: appointment ? 'Psychologist' : null,
      mode_of_consultation: appointment ? (fixture.mode ?? 'Video call') : null,
      collection_preference: appointment ? null : (fixture.mode ?? 'Home'),
      payment_mode: fixture.paymentMode ?? (appointment ? 'payLater' : 'Cash'),
      patient_notes: fixture.notes ?? null,
      appointment_date: appointment ? date : null,
      appointment_time: appointment ? time : null,
      wellness_date: appointment ? null : date,
      wellness_time: appointment ? null : time,
      package: appointment ? null : 'w-001',
      description: appointment ? null : 'Afya Fahari Wellness Package',
      amount_kes: 4000,
      consent_version: 'test',
      consent_given_at: new Date(),
      is_paid: fixture.isPaid ?? false,
      paid_at: fixture.isPaid ? (fixture.madeAt ?? new Date(fixture.start.getTime() - 7 * 24 * 60 * 60_000)) : null,
      language: fixture.language ?? null,
    })
    .execute()
  const madeAt = fixture.madeAt ?? new Date(fixture.start.getTime() - 7 * 24 * 60 * 60_000)
  await sql`update services set created_at = ${madeAt} where id = ${id}`.execute(db)
  return id
}
