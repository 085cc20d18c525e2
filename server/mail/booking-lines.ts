/**
 * What a booking's mails say about it, line by line, in a language: the service, the
 * practitioner and how the consultation happens (the form's fixed choices, translated), the
 * package (its name, as the catalogue writes it), the date (Intl, the language's Kenyan locale:
 * "Tuesday, 5 May 2026", "Jumanne, 5 Mei 2026") and the time (Intl too: "10:30"). Values a person typed are cleaned.
 */
import type { MessageDescriptor } from '@lingui/core'
import { eastAfricanTime } from '#engine/index.ts'
import { intlLocaleOf, type Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'

/** What the booking mails say about a booking. Dates are YYYY-MM-DD, times HH:MM. */
export type BookingMailDetails = {
  serviceId: string
  serviceType: 'Appointment' | 'Wellness' | 'VitalCare'
  firstName: string
  practitioner?: string | null
  modeOfConsultation?: string | null
  /** The wellness package's display name (e.g. "Afya Fahari Wellness Package"). */
  packageName?: string | null
  date?: string | null
  time?: string | null
  amountKes: number
  /** How the person pays: "payNow", "Cash", "Insurance", ... No checkout link is sent for "Insurance". */
  paymentMode?: string | null
  /** When a cash payment is made (e.g. "later"); shown to operations only. */
  cashPaymentOption?: string | null
  /** Where a wellness sample is collected (e.g. "Home"); shown to operations only, never the address. */
  collectionPreference?: string | null
  /** The notes may show a risk of suicide or self-harm (the crisis net): the notice says so first, never the notes. */
  urgent?: boolean
  /** The language the booking was made in (its mails are written in it); null for a booking from before issue 20. */
  language?: Locale | null
}

const serviceNames: Record<BookingMailDetails['serviceType'], MessageDescriptor> = {
  Appointment: /*i18n*/ { id: 'mail.service.appointment', message: 'Virtual consultation' },
  Wellness: /*i18n*/ { id: 'mail.service.wellness', message: 'Wellness check-up' },
  VitalCare: /*i18n*/ { id: 'mail.service.vitalcare', message: 'VitalCare360' },
}

/** The appointment form's choices (schemas/booking-appointment.schema.json). */
const practitioners: Record<string, MessageDescriptor> = {
  Doctor: /*i18n*/ { id: 'mail.practitioner.doctor', message: 'Doctor' },
  Nutritionist: /*i18n*/ { id: 'mail.practitioner.nutritionist', message: 'Nutritionist' },
  Psychologist: /*i18n*/ { id: 'mail.practitioner.psychologist', message: 'Psychologist' },
}
const consultationModes: Record<string, MessageDescriptor> = {
  'Voice call': /*i18n*/ { id: 'mail.consultation.voice', message: 'Voice call' },
  'Video call': /*i18n*/ { id: 'mail.consultation.video', message: 'Video call' },
}

export function bookingLines(booking: BookingMailDetails, locale: Locale): string[] {
  const i18n = i18nFor(locale)
  const choice = (choices: Record<string, MessageDescriptor>, value: string) => (Object.hasOwn(choices, value) ? i18n._(choices[value]!) : clean(value))
  const lines = [i18n._(/*i18n*/ { id: 'mail.booking.line.service', message: 'Service: {service}', values: { service: i18n._(serviceNames[booking.serviceType]) } })]
  if (booking.practitioner) lines.push(i18n._(/*i18n*/ { id: 'mail.booking.line.practitioner', message: 'Practitioner: {practitioner}', values: { practitioner: choice(practitioners, booking.practitioner) } }))
  if (booking.modeOfConsultation) lines.push(i18n._(/*i18n*/ { id: 'mail.booking.line.consultation', message: 'Consultation by: {mode}', values: { mode: choice(consultationModes, booking.modeOfConsultation) } }))
  if (booking.packageName) lines.push(i18n._(/*i18n*/ { id: 'mail.booking.line.package', message: 'Package: {name}', values: { name: clean(booking.packageName) } }))
  if (booking.date) lines.push(i18n._(/*i18n*/ { id: 'mail.booking.line.date', message: 'Date: {date}', values: { date: formatDate(booking.date, locale) } }))
  if (booking.time) lines.push(i18n._(/*i18n*/ { id: 'mail.booking.line.time', message: 'Time: {time} (Kenyan time)', values: { time: formatTime(booking.time, locale) } }))
  return lines
}

/** The first 8 characters of the id, upper case: enough for staff to find the booking. */
export function shortReference(serviceId: string): string {
  return serviceId.replace(/-/g, '').slice(0, 8).toUpperCase()
}

/** One line of text: control characters (line breaks included) become spaces, at most 200 characters. */
export function clean(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim().slice(0, 200)
}

/** Whole Kenyan shillings as the language writes them ("Ksh 4,000"). */
export function formatKes(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf[locale], { style: 'currency', currency: 'KES', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount)
}

/** A booked time (HH:MM, Kenyan time) as the language writes it, through Intl; any other text cleaned, as it is. */
function formatTime(time: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return clean(time)
  // A Kiswahili reader counts hours from 06:00: "Saa: 2:00 asubuhi (08:00)", never a bare 8:00.
  if (locale === 'sw') return eastAfricanTime(Number(match[1]), Number(match[2]))
  return new Intl.DateTimeFormat(intlLocaleOf[locale], { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))))
}

/** "Tuesday, 5 May 2026" ("Jumanne, 5 Mei 2026") for 2026-05-05; any other text is shown cleaned, as it is. */
function formatDate(date: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return clean(date)
  return new Intl.DateTimeFormat(intlLocaleOf[locale], { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`))
}
