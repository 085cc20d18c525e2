/**
 * Which bookings get SMS, and what the SMS may know about them. A booking gets SMS when it goes
 * ahead: a consultation or a wellness check-up with a day and a time, not cancelled, paid online,
 * or to be paid later, in cash or by insurance (a "pay now" booking not yet paid gets none: it may
 * never be). Cancelling or moving a booking withdraws its unsent SMS (sms-outbox.ts).
 * Its confirmation is written in the transaction that makes it go ahead (the booking itself, or
 * the payment: `queueConfirmationSms`), its reminders by the reminder job (reminders.ts).
 * The session's start is its day and time in Nairobi (UTC+3 all year, no daylight saving). The
 * number is the booking's, normalised by the engine's Kenyan phone rule to +254…; a row whose
 * number no longer reads as Kenyan gets no SMS.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import { normaliseKenyanPhone } from '#engine/index.ts'
import type { SiteContent } from '#schemas/generated/site.ts'
import type { Config } from '../config.ts'
import type { Tables } from '../db/tables.ts'
import { localeOrDefault } from '../i18n/index.ts'
import { withSiteContacts } from '../site-contacts.ts'
import { enqueueSms, type SmsKind } from './sms-outbox.ts'
import { smsText, type SessionMode, type SmsBooking, type SmsContacts } from './sms-texts.ts'

/** The columns of services an SMS is made from: never notes, location, names or screenings. Days as YYYY-MM-DD text (PGlite reads a date as a Date). */
export const smsBookingColumns = [
  'id',
  'service_type',
  'phone_number',
  'language',
  'mode_of_consultation',
  'collection_preference',
  sql<string | null>`to_char(appointment_date, 'YYYY-MM-DD')`.as('appointment_date'),
  'appointment_time',
  sql<string | null>`to_char(wellness_date, 'YYYY-MM-DD')`.as('wellness_date'),
  'wellness_time',
  'payment_mode',
  'is_paid',
  'created_at',
  'paid_at',
  'cancelled_at',
] as const

export type SmsBookingRow = Pick<Selectable<Tables['services']>, 'id' | 'service_type' | 'phone_number' | 'language' | 'mode_of_consultation' | 'collection_preference' | 'appointment_time' | 'wellness_time' | 'payment_mode' | 'is_paid' | 'created_at' | 'paid_at' | 'cancelled_at'> & {
  appointment_date: string | null
  wellness_date: string | null
}

/** What configuration the texts read: the site's contacts (site.json's placeholders where unset) and the site's address (for the manage page, part 5). */
export type SmsSettings = { siteContacts?: Config['siteContacts'] | undefined; publicBaseUrl?: URL | undefined }

/** Payment modes with which a booking goes ahead before (or without) an online payment. */
const goesAheadUnpaid = new Set(['payLater', 'Cash', 'Insurance'])

/** True when the booking is going ahead (see above). */
export function goesAhead(row: Pick<SmsBookingRow, 'service_type' | 'is_paid' | 'payment_mode' | 'cancelled_at'>): boolean {
  if (row.service_type !== 'Appointment' && row.service_type !== 'Wellness') return false
  if (row.cancelled_at !== null) return false
  return row.is_paid || goesAheadUnpaid.has(row.payment_mode ?? '')
}

/** The moment a YYYY-MM-DD day at HH:MM in Nairobi begins, or undefined when either is malformed. */
export function nairobiMoment(date: string, time: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const clock = /^(\d{2}):(\d{2})$/.exec(time)
  if (!day || !clock) return undefined
  const ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]) - 3, Number(clock[2]))
  return Number.isNaN(ms) ? undefined : new Date(ms)
}

const modes: Record<string, SessionMode> = { 'Video call': 'video-call', 'Voice call': 'voice-call', Onsite: 'at-clinic', Home: 'at-home', Office: 'at-office' }

/** The booking as an SMS may tell it, its start and its number; undefined when it has no session to tell of or no Kenyan number. */
export function smsBookingOf(row: SmsBookingRow): { booking: SmsBooking; start: Date; to: string } | undefined {
  const appointment = row.service_type === 'Appointment'
  const date = appointment ? row.appointment_date : row.wellness_date
  const time = appointment ? row.appointment_time : row.wellness_time
  const mode = modes[(appointment ? row.mode_of_consultation : row.collection_preference) ?? ''] ?? (appointment ? 'voice-call' : 'at-clinic')
  const to = normaliseKenyanPhone(row.phone_number)
  const start = date && time ? nairobiMoment(date, time) : undefined
  if (!start || !to || !date || !time) return undefined
  const booking: SmsBooking = { serviceId: row.id, service: appointment ? 'consultation' : 'wellness-check-up', date, time, mode, locale: localeOrDefault(row.language) }
  return { booking, start, to }
}

/** The site's contact details the texts give, as configured (site.json's placeholders where unset). */
export function smsContacts(settings: SmsSettings): SmsContacts {
  const site = settings.siteContacts ? withSiteContacts(placeholderSite as SiteContent, settings.siteContacts) : (placeholderSite as SiteContent)
  return { phone: site.contact.phone.display, address: site.contact.address }
}

/** Writes one SMS of this kind for the booking (once per session start); false when it has none to send or it was written before. */
export async function queueBookingSms(db: Kysely<Tables> | Transaction<Tables>, kind: SmsKind, row: SmsBookingRow, settings: SmsSettings, manageLink?: string): Promise<boolean> {
  const found = smsBookingOf(row)
  if (!found) return false
  const body = smsText(kind, found.booking, { ...smsContacts(settings), manageLink })
  return enqueueSms(db, { kind, serviceId: row.id, sessionStart: found.start, recipient: found.to, body })
}

/**
 * The confirmation, in the transaction that makes the booking go ahead (its creation, or its
 * payment). Nothing for a booking that does not go ahead yet or whose session has begun. With
 * `manageLink` (the manage page's address, issue 22 part 5, when the caller has just issued one)
 * the text gives it as the way to change the booking; otherwise it says to call.
 */
export async function queueConfirmationSms(trx: Kysely<Tables> | Transaction<Tables>, serviceId: string, settings: SmsSettings, now: Date = new Date(), manageLink?: string): Promise<boolean> {
  const row = await trx.selectFrom('services').select(smsBookingColumns).where('id', '=', serviceId).executeTakeFirst()
  if (!row || !goesAhead(row)) return false
  const found = smsBookingOf(row)
  if (!found || found.start <= now) return false
  return queueBookingSms(trx, 'booking-confirmation', row, settings, manageLink)
}
