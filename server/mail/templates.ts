/**
 * The text of every mail the site sends, as plain text (no HTML, so nothing a person typed can
 * become markup). Each helper returns an OutgoingMail ready for `enqueueMail(trx, mail)`.
 * Subjects never carry personal data; values a person typed are cleaned of control characters.
 *
 * A mail to a visitor is written in the language they used (issue 20): the subscribe form's page,
 * the booking's `language` column. Its sentences are Lingui messages of the server's catalogue
 * (server/i18n/, server/locales/), its dates and shillings go through Intl with the language's
 * Kenyan locale (`intlLocaleOf`). The notice to operations is for staff and stays in English.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import { localisedPath, type Locale } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'
import { withSiteContacts, type SiteContactSettings } from '../site-contacts.ts'
import type { OutgoingMail } from './outbox.ts'
import { bookingLines, clean, formatKes, shortReference, type BookingMailDetails } from './booking-lines.ts'

export { shortReference, type BookingMailDetails }

export const mailKinds = {
  subscribeConfirmation: 'subscribe-confirmation',
  bookingConfirmation: 'booking-confirmation',
  bookingOperationsNotice: 'booking-operations-notice',
  paymentReceipt: 'payment-receipt',
} as const

export type MailLinks = {
  /** The site's public address (config.publicBaseUrl); links are left out when it is unset. */
  publicBaseUrl?: URL | undefined
  /** The configured contact details (config.siteContacts); site.json's placeholders where unset. */
  siteContacts?: SiteContactSettings | undefined
}

const brand = placeholderSite.brand.name

/** The closing lines of every mail to a person, with the contact details the site is configured with. */
function signature(links: MailLinks, locale: Locale): string[] {
  const i18n = i18nFor(locale)
  const site = links.siteContacts ? withSiteContacts(placeholderSite as SiteContent, links.siteContacts) : placeholderSite
  return [
    '',
    i18n._(/*i18n*/ { id: 'mail.signature.team', message: 'The {brand} team', values: { brand } }),
    `${site.contact.phone.display} | ${site.contact.email}`,
    site.contact.address,
    '',
    i18n._(/*i18n*/ { id: 'mail.signature.disclaimer', message: '{brand} gives information, not a diagnosis. In an emergency call 999 or 112.', values: { brand } }),
  ]
}

export function subscribeConfirmationMail(recipient: string, links: MailLinks = {}, locale: Locale = 'en'): OutgoingMail {
  const i18n = i18nFor(locale)
  return {
    kind: mailKinds.subscribeConfirmation,
    recipient,
    subject: i18n._(/*i18n*/ { id: 'mail.subscribe.subject', message: 'You are subscribed to {brand} updates', values: { brand } }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.greeting', message: 'Hello,' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.subscribe.thanks', message: 'Thank you for subscribing! You will now receive health tips and news from {brand}.', values: { brand } }),
      ...(links.publicBaseUrl
        ? [i18n._(/*i18n*/ { id: 'mail.subscribe.tests-link', message: 'Take a free self-screening test any time: {link}', values: { link: link(links.publicBaseUrl, localisedPath('/categories', locale)) } })]
        : []),
      '',
      i18n._(/*i18n*/ { id: 'mail.subscribe.not-you', message: 'If you did not ask for this, reply to this email and we will remove your address.' }),
      ...signature(links, locale),
    ].join('\n'),
  }
}

/**
 * The mail to the person who booked, in the language they booked in. The checkout link (to the
 * page in that language) is given only when there is something to pay online: not for
 * VitalCare360, a free booking or one paid by insurance.
 */
export function bookingConfirmationMail(recipient: string, booking: BookingMailDetails, links: MailLinks = {}, locale: Locale = 'en'): OutgoingMail {
  const i18n = i18nFor(locale)
  const waitList = booking.serviceType === 'VitalCare'
  const payable = !waitList && booking.amountKes > 0
  const checkout = payable && booking.paymentMode !== 'Insurance' && links.publicBaseUrl
    ? link(links.publicBaseUrl, localisedPath(`/checkout/${encodeURIComponent(booking.serviceId)}`, locale))
    : undefined
  return {
    kind: mailKinds.bookingConfirmation,
    recipient,
    subject: waitList
      ? i18n._(/*i18n*/ { id: 'mail.booking.subject.wait-list', message: 'You are on the {brand} VitalCare360 wait-list', values: { brand } })
      : i18n._(/*i18n*/ { id: 'mail.booking.subject', message: 'Your {brand} booking is received', values: { brand } }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.greeting.named', message: 'Hello {firstName},', values: { firstName: clean(booking.firstName) } }),
      '',
      waitList
        ? i18n._(/*i18n*/ { id: 'booking.wait-list-joined', message: 'You have joined the VitalCare360 wait-list. Our team will be in touch soon.' })
        : i18n._(/*i18n*/ { id: 'mail.booking.thanks', message: 'Thank you for your booking. Here are its details:' }),
      ...(waitList ? [] : ['', ...bookingLines(booking, locale)]),
      ...(payable ? ['', i18n._(/*i18n*/ { id: 'mail.booking.amount', message: 'Amount: {amount}', values: { amount: formatKes(booking.amountKes, locale) } })] : []),
      ...(checkout
        ? [
            i18n._(/*i18n*/ { id: 'mail.booking.checkout-link', message: 'Pay or check your booking here: {link}', values: { link: checkout } }),
            i18n._(/*i18n*/ { id: 'mail.booking.keep-link-private', message: 'Keep this link private: anyone who has it can see the booking.' }),
          ]
        : []),
      '',
      i18n._(/*i18n*/ { id: 'mail.booking.reference', message: 'Reference: {reference}', values: { reference: shortReference(booking.serviceId) } }),
      '',
      i18n._(/*i18n*/ { id: 'mail.booking.not-you', message: 'If you did not make this booking, reply to this email and we will remove it.' }),
      ...signature(links, locale),
    ].join('\n'),
  }
}

/** What the payment mail says about a payment that went through. */
export type PaymentMailDetails = { firstName: string; amountKes: number; paymentReference: string }

/** The mail to the person who paid, in the language they booked in: the amount and the payment's reference. */
export function paymentReceivedMail(recipient: string, payment: PaymentMailDetails, links: MailLinks = {}, locale: Locale = 'en'): OutgoingMail {
  const i18n = i18nFor(locale)
  return {
    kind: mailKinds.paymentReceipt,
    recipient,
    subject: i18n._(/*i18n*/ { id: 'mail.payment.subject', message: 'We have received your payment' }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.greeting.named', message: 'Hello {firstName},', values: { firstName: clean(payment.firstName) } }),
      '',
      i18n._(/*i18n*/ { id: 'mail.payment.thanks', message: 'Thank you: we have received your payment of {amount}.', values: { amount: formatKes(payment.amountKes, locale) } }),
      i18n._(/*i18n*/ { id: 'mail.payment.reference', message: 'Payment reference: {reference}', values: { reference: payment.paymentReference } }),
      ...signature(links, locale),
    ].join('\n'),
  }
}

/** The first line of an urgent notice: what to do, without the person's words. */
export const urgentNotesLine =
  'URGENT: the notes of this booking may show a risk of suicide or self-harm. Read them in the booking record and contact the person today; if they may be in danger now, call 999 or 112.'

/**
 * The notice to operations (OPERATIONS_EMAIL), in English for the staff: enough to plan the work,
 * with no contact details, notes, location or insurance data; staff look those up by the reference.
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
      ...bookingLines(booking, 'en'),
      ...(booking.amountKes > 0 ? [`Amount: ${formatKes(booking.amountKes, 'en')}`] : []),
      ...(booking.paymentMode ? [`Payment: ${clean(booking.paymentMode)}${booking.cashPaymentOption ? ` (${clean(booking.cashPaymentOption)})` : ''}`] : []),
      ...(booking.collectionPreference ? [`Sample collection: ${clean(booking.collectionPreference)}`] : []),
      ...(booking.language && booking.language !== 'en' ? [`Language: ${booking.language} (the person's mails are in it)`] : []),
      `Reference: ${shortReference(booking.serviceId)} (service id ${booking.serviceId})`,
    ].join('\n'),
  }
}

/** The page's address under the site's base (which may itself have a path). */
function link(base: URL, pathname: string): string {
  const root = base.href.endsWith('/') ? base.href : `${base.href}/`
  return new URL(pathname.replace(/^\//, ''), root).toString()
}
