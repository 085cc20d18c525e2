/**
 * Shared by the route tests: valid forms for the three bookings, an open weekday never in the past,
 * multipart bodies for uploads, and row counts to prove a refused request wrote nothing.
 */
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { addDays, todayInNairobi, weekdayOf, type Weekday } from '#engine/index.ts'
import { currentConsentVersion } from '../bookings/consent.ts'

/**
 * A weekday (Monday to Friday: open 08:00 to 18:00 under the default consultation hours) at least
 * `days` after today in Nairobi, so the route tests never depend on the day or hour they run at.
 */
export function dayAhead(days = 7): string {
  let day = addDays(todayInNairobi(new Date()), days)
  while (weekdayOf(day) === 'Sat' || weekdayOf(day) === 'Sun') day = addDays(day, 1)
  return day
}

/** The first given weekday at least `days` after today in Nairobi. */
export function nextWeekday(weekday: Weekday, days = 7): string {
  let day = addDays(todayInNairobi(new Date()), days)
  while (weekdayOf(day) !== weekday) day = addDays(day, 1)
  return day
}

/** Environment for route tests: the per-IP write limit raised, since every injected request comes from one address. */
export const testEnv = { RATE_LIMIT_WRITES_PER_MINUTE: '100000', RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '100000' }

export const consent = { version: currentConsentVersion, accepted: true }

export function appointmentForm(): Record<string, unknown> {
  return {
    first_name: 'Amina',
    last_name: 'Otieno',
    practitioner: 'Doctor',
    mode_of_consultation: 'Video call',
    payment_mode: 'payNow',
    patient_notes: 'Private note about headaches',
    appointment_date: dayAhead(),
    appointment_time: '10:30',
    phone_number: '0712 345 678',
    email: 'amina@example.com',
    latitude: -1.2920659999,
    longitude: 36.8219469,
    consent,
  }
}

export function vitalCareForm(): Record<string, unknown> {
  return { first_name: 'Baraka', last_name: 'Mwangi', phone_number: '+254 112 345 678', email: 'baraka@example.com', consent }
}

export function wellnessForm(): Record<string, unknown> {
  return {
    first_name: 'Wanjiru',
    last_name: 'Kamau',
    package: 'w-001',
    collection_preference: 'Home',
    location: 'Kilimani, Argwings Kodhek Road',
    payment_mode: 'Cash',
    cashPaymentOption: 'later',
    wellness_date: dayAhead(),
    wellness_time: '08:00',
    phone_number: '0798765432',
    email: 'wanjiru@example.com',
    consent,
  }
}

export type RowCounts = { services: number; idempotency_keys: number; outbox: number; uploads: number }

export async function rowCounts(db: Kysely<Tables>): Promise<RowCounts> {
  const count = async (table: keyof RowCounts) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
  return { services: await count('services'), idempotency_keys: await count('idempotency_keys'), outbox: await count('outbox'), uploads: await count('uploads') }
}

/** A multipart/form-data body with one file part. */
export function multipartFile(bytes: Buffer, options: { filename?: string; contentType?: string; field?: string } = {}) {
  const boundary = '----afya-test-boundary-7d91'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'card.jpg'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
  )
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
