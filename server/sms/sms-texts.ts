/**
 * The words of every SMS, in the booking's language (its `language` column; English when unset).
 * An SMS is not confidential (it sits on a shared phone, a lock screen, an operator's logs), so it
 * says only what a receptionist would say aloud: what was booked as a kind ("consultation",
 * "wellness check-up"), when (Nairobi time), how the session happens, the reference and how to
 * change it. Never a test, a score, a band, a note, the practitioner's field or a package's name:
 * sms-texts.test.ts checks every text against every test title, band and note it could leak.
 * Sentences are Lingui messages of the SMS catalogue (server/sms/locales/, compiled into
 * server/i18n/); dates go through Intl with the language's Kenyan locale. Plain GSM-7 characters
 * only, so a message costs what its length says.
 */
import type { MessageDescriptor } from '@lingui/core'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import { eastAfricanTime } from '#engine/index.ts'
import { intlLocaleOf, type Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'
import { shortReference } from '../mail/booking-lines.ts'
import type { SmsKind } from './sms-outbox.ts'

/** How the session happens, from the booking form's choices. */
export type SessionMode = 'video-call' | 'voice-call' | 'at-clinic' | 'at-home' | 'at-office'

/** What an SMS may say about a booking. Nothing else reaches this file. */
export type SmsBooking = {
  serviceId: string
  /** A consultation (Appointment) or a wellness check-up (Wellness): the kind only. */
  service: 'consultation' | 'wellness-check-up'
  /** YYYY-MM-DD and HH:MM, Nairobi time. */
  date: string
  time: string
  mode: SessionMode
  locale: Locale
}

export type SmsContacts = {
  /** The number that calls for a voice consultation and that a person calls to change a booking, as read ("+254 712 345 678"). */
  phone: string
  /** The clinic's address, for a check-up at the clinic. */
  address: string
  /** The page where the person manages the booking (issue 22 part 5); until it exists, the text says to call. */
  manageLink?: string | undefined
}

const brand = placeholderSite.brand.name

const services: Record<SmsBooking['service'], MessageDescriptor> = {
  consultation: /*i18n*/ { id: 'sms.service.consultation', message: 'consultation' },
  'wellness-check-up': /*i18n*/ { id: 'sms.service.wellness', message: 'wellness check-up' },
}

function how(booking: SmsBooking, contacts: SmsContacts): string {
  const i18n = i18nFor(booking.locale)
  switch (booking.mode) {
    case 'video-call':
      return i18n._(/*i18n*/ { id: 'sms.how.video', message: 'It is a video call: we will send you the link before it starts.' })
    case 'voice-call':
      return i18n._(/*i18n*/ { id: 'sms.how.voice', message: 'It is a voice call: we will call you from {phone}.', values: { phone: contacts.phone } })
    case 'at-clinic':
      return i18n._(/*i18n*/ { id: 'sms.how.clinic', message: 'Come to our clinic: {address}.', values: { address: contacts.address } })
    case 'at-home':
      return i18n._(/*i18n*/ { id: 'sms.how.home', message: 'Our team will come to your home.' })
    case 'at-office':
      return i18n._(/*i18n*/ { id: 'sms.how.office', message: 'Our team will come to your office.' })
  }
}

function change(booking: SmsBooking, contacts: SmsContacts): string {
  const i18n = i18nFor(booking.locale)
  return contacts.manageLink
    ? i18n._(/*i18n*/ { id: 'sms.change.link', message: 'To change it: {link}', values: { link: contacts.manageLink } })
    : i18n._(/*i18n*/ { id: 'sms.change.call', message: 'To change it, call {phone}.', values: { phone: contacts.phone } })
}

/** "Tue 5 May" ("Jumanne 5 Mei"): the session's day in Nairobi, in the language. */
export function smsDate(date: string, locale: Locale): string {
  const day = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return date
  return new Intl.DateTimeFormat(intlLocaleOf[locale], { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(day).replace(',', '')
}

/**
 * The session's time as the language says it: "14:30" in English; in Kiswahili the East African
 * way beside the 24-hour clock, "8:30 mchana (14:30)" (after "saa"; the engine's eastAfricanTime),
 * since a bare 8:30 reads to a Swahili speaker as 2:30 pm.
 */
export function smsTime(time: string, locale: Locale): string {
  const clock = /^(\d{2}):(\d{2})$/.exec(time)
  if (locale !== 'sw' || !clock) return time
  return eastAfricanTime(Number(clock[1]), Number(clock[2]))
}

/** The text of an SMS of this kind about this booking. */
export function smsText(kind: SmsKind, booking: SmsBooking, contacts: SmsContacts): string {
  const i18n = i18nFor(booking.locale)
  const values = {
    brand,
    service: i18n._(services[booking.service]),
    date: smsDate(booking.date, booking.locale),
    time: smsTime(booking.time, booking.locale),
    reference: shortReference(booking.serviceId),
  }
  const parts =
    kind === 'booking-confirmation'
      ? [i18n._(/*i18n*/ { id: 'sms.confirmation', message: '{brand}: your {service} is booked for {date} at {time} Nairobi time. Ref {reference}.', values }), how(booking, contacts), change(booking, contacts)]
      : kind === 'reminder-24h'
        ? [i18n._(/*i18n*/ { id: 'sms.reminder.day', message: '{brand} reminder: your {service} is on {date} at {time} Nairobi time. Ref {reference}.', values }), how(booking, contacts), change(booking, contacts)]
        : [i18n._(/*i18n*/ { id: 'sms.reminder.hour', message: '{brand} reminder: your {service} starts at {time} Nairobi time. Ref {reference}.', values }), how(booking, contacts)]
  return parts.join(' ')
}
