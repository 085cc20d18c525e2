/**
 * The text of every mail the site sends, as plain text (no HTML, so nothing a person typed can
 * become markup). Each helper returns an OutgoingMail ready for `enqueueMail(trx, mail)`.
 * Subjects never carry personal data; values a person typed are cleaned of control characters.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import { withSiteContacts, type SiteContactSettings } from '../site-contacts.ts'
import type { OutgoingMail } from './outbox.ts'

export const mailKinds = {
  subscribeConfirmation: 'subscribe-confirmation',
  bookingConfirmation: 'booking-confirmation',
  bookingOperationsNotice: 'booking-operations-notice',
} as const

export type MailLinks = {
  /** The site's public address (config.publicBaseUrl); links are left out when it is unset. */
  publicBaseUrl?: URL | undefined
  /** The configured contact details (config.siteContacts); site.json's placeholders where unset. */
  siteContacts?: SiteContactSettings | undefined
}

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
}

const brand = placeholderSite.brand.name

/** The closing lines of every mail to a person, with the contact details the site is configured with. */
function signature(links: MailLinks): string[] {
  const site = links.siteContacts ? withSiteContacts(placeholderSite as SiteContent, links.siteContacts) : placeholderSite
  return [
    '',
    `The ${brand} team`,
    `${site.contact.phone.display} | ${site.contact.email}`,
    site.contact.address,
    '',
    `${brand} gives information, not a diagnosis. In an emergency call 999 or 112.`,
  ]
}

export function subscribeConfirmationMail(recipient: string, links: MailLinks = {}): OutgoingMail {
  return {
    kind: mailKinds.subscribeConfirmation,
    recipient,
    subject: `You are subscribed to ${brand} updates`,
    body: [
      'Hello,',
      '',
      `Thank you for subscribing! You will now receive health tips and news from ${brand}.`,
      ...(links.publicBaseUrl ? [`Take a free self-screening test any time: ${link(links.publicBaseUrl, '/categories')}`] : []),
      '',
      `If you did not ask for this, reply to this email and we will remove your address.`,
      ...signature(links),
    ].join('\n'),
  }
}

/**
 * The mail to the person who booked. The checkout link is given only when there is something to
 * pay online: not for VitalCare360, a free booking or one paid by insurance.
 */
export function bookingConfirmationMail(recipient: string, booking: BookingMailDetails, links: MailLinks = {}): OutgoingMail {
  const payable = booking.serviceType !== 'VitalCare' && booking.amountKes > 0
  const checkout = payable && booking.paymentMode !== 'Insurance' && links.publicBaseUrl
    ? link(links.publicBaseUrl, `/checkout/${encodeURIComponent(booking.serviceId)}`)
    : undefined
  return {
    kind: mailKinds.bookingConfirmation,
    recipient,
    subject: booking.serviceType === 'VitalCare' ? `You are on the ${brand} VitalCare360 wait-list` : `Your ${brand} booking is received`,
    body: [
      `Hello ${clean(booking.firstName)},`,
      '',
      booking.serviceType === 'VitalCare'
        ? 'You have joined the VitalCare360 wait-list. Our team will be in touch soon.'
        : 'Thank you for your booking. Here are its details:',
      ...(booking.serviceType === 'VitalCare' ? [] : ['', ...bookingLines(booking)]),
      ...(payable ? ['', `Amount: KES ${formatKes(booking.amountKes)}`] : []),
      ...(checkout ? [`Pay or check your booking here: ${checkout}`, 'Keep this link private: anyone who has it can see the booking.'] : []),
      '',
      `Reference: ${shortReference(booking.serviceId)}`,
      '',
      'If you did not make this booking, reply to this email and we will remove it.',
      ...signature(links),
    ].join('\n'),
  }
}

/** The first line of an urgent notice: what to do, without the person's words. */
export const urgentNotesLine =
  'URGENT: the notes of this booking may show a risk of suicide or self-harm. Read them in the booking record and contact the person today; if they may be in danger now, call 999 or 112.'

/**
 * The notice to operations (OPERATIONS_EMAIL): enough to plan the work, with no contact details,
 * notes, location or insurance data; staff look those up by the reference.
 */
export function bookingOperationsNoticeMail(recipient: string, booking: BookingMailDetails): OutgoingMail {
  const when = [booking.date, booking.time].filter(Boolean).join(' ')
  return {
    kind: mailKinds.bookingOperationsNotice,
    recipient,
    subject: `${booking.urgent ? 'URGENT: ' : ''}New ${booking.serviceType} booking ${shortReference(booking.serviceId)}${when ? ` for ${clean(when)}` : ''}`,
    body: [
      ...(booking.urgent ? [urgentNotesLine, ''] : []),
      `A new ${booking.serviceType} booking was made.`,
      '',
      ...bookingLines(booking),
      ...(booking.amountKes > 0 ? [`Amount: KES ${formatKes(booking.amountKes)}`] : []),
      ...(booking.paymentMode ? [`Payment: ${clean(booking.paymentMode)}${booking.cashPaymentOption ? ` (${clean(booking.cashPaymentOption)})` : ''}`] : []),
      ...(booking.collectionPreference ? [`Sample collection: ${clean(booking.collectionPreference)}`] : []),
      `Reference: ${shortReference(booking.serviceId)} (service id ${booking.serviceId})`,
    ].join('\n'),
  }
}

function bookingLines(booking: BookingMailDetails): string[] {
  const lines: string[] = [`Service: ${booking.serviceType === 'Wellness' ? 'Wellness check-up' : booking.serviceType === 'Appointment' ? 'Virtual consultation' : 'VitalCare360'}`]
  if (booking.practitioner) lines.push(`Practitioner: ${clean(booking.practitioner)}`)
  if (booking.modeOfConsultation) lines.push(`Consultation by: ${clean(booking.modeOfConsultation)}`)
  if (booking.packageName) lines.push(`Package: ${clean(booking.packageName)}`)
  if (booking.date) lines.push(`Date: ${formatDate(booking.date)}`)
  if (booking.time) lines.push(`Time: ${clean(booking.time)} (Kenyan time)`)
  return lines
}

/** The first 8 characters of the id, upper case: enough for staff to find the booking. */
export function shortReference(serviceId: string): string {
  return serviceId.replace(/-/g, '').slice(0, 8).toUpperCase()
}

/** One line of text: control characters (line breaks included) become spaces, at most 200 characters. */
function clean(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim().slice(0, 200)
}

function formatKes(amount: number): string {
  return new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 }).format(amount)
}

/** "Tuesday, 5 May 2026" for 2026-05-05; any other text is shown cleaned, as it is. */
function formatDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return clean(date)
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`))
}

/** The page's address under the site's base (which may itself have a path). */
function link(base: URL, pathname: string): string {
  const root = base.href.endsWith('/') ? base.href : `${base.href}/`
  return new URL(pathname.replace(/^\//, ''), root).toString()
}
