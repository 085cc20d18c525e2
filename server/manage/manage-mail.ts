/**
 * The manage page's mails, in the booking's language (server/i18n): the manage link (once, when
 * the confirmation page first asks for it), the one-time code, and the cancellation with its refund.
 * The code mail carries no link and no booking detail besides the reference; the subject never
 * carries personal data. SMS takes over the code once server/sms has a transport for it.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { Locale } from '#schemas/locales.ts'
import { localisedPath } from '#schemas/locales.ts'
import { i18nFor } from '../i18n/index.ts'
import { formatKes, shortReference } from '../mail/booking-lines.ts'
import type { OutgoingMail } from '../mail/outbox.ts'
import { codePolicy } from './one-time-code.ts'

const brand = placeholderSite.brand.name

export const manageMailKinds = { link: 'manage-link', code: 'manage-code', cancelled: 'booking-cancelled' } as const

export function manageLinkMail(recipient: string, serviceId: string, link: string, locale: Locale): OutgoingMail {
  const i18n = i18nFor(locale)
  return {
    kind: manageMailKinds.link,
    recipient,
    serviceId,
    subject: i18n._(/*i18n*/ { id: 'mail.manage.link.subject', message: 'How to change your {brand} booking', values: { brand } }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.greeting', message: 'Hello,' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.manage.link.how', message: 'To move, cancel or add a note to your booking, open this link. We will send you a one-time code to confirm it is you:' }),
      link,
      i18n._(/*i18n*/ { id: 'mail.manage.link.rule', message: 'You can move or cancel with a full refund until 24 hours before the session.' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.booking.reference', message: 'Reference: {reference}', values: { reference: shortReference(serviceId) } }),
    ].join('\n'),
  }
}

export function manageCodeMail(recipient: string, serviceId: string, code: string, locale: Locale): OutgoingMail {
  const i18n = i18nFor(locale)
  return {
    kind: manageMailKinds.code,
    recipient,
    serviceId,
    subject: i18n._(/*i18n*/ { id: 'mail.manage.code.subject', message: 'Your {brand} code', values: { brand } }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.manage.code.line', message: 'Your code to manage booking {reference} is {code}. It works for {minutes} minutes.', values: { reference: shortReference(serviceId), code, minutes: codePolicy.lifetimeMinutes } }),
      i18n._(/*i18n*/ { id: 'mail.manage.code.not-you', message: 'If you did not ask for it, ignore this mail: nothing changes without the code.' }),
    ].join('\n'),
  }
}

export function cancellationMail(recipient: string, serviceId: string, refundKes: number, locale: Locale): OutgoingMail {
  const i18n = i18nFor(locale)
  return {
    kind: manageMailKinds.cancelled,
    recipient,
    serviceId,
    subject: i18n._(/*i18n*/ { id: 'mail.manage.cancelled.subject', message: 'Your {brand} booking is cancelled', values: { brand } }),
    body: [
      i18n._(/*i18n*/ { id: 'mail.greeting', message: 'Hello,' }),
      '',
      i18n._(/*i18n*/ { id: 'mail.manage.cancelled.line', message: 'Booking {reference} is cancelled.', values: { reference: shortReference(serviceId) } }),
      refundKes > 0
        ? i18n._(/*i18n*/ { id: 'mail.manage.cancelled.refund', message: 'We have asked for a refund of {amount} to the way you paid. It can take a few days to arrive.', values: { amount: formatKes(refundKes, locale) } })
        : i18n._(/*i18n*/ { id: 'mail.manage.cancelled.no-refund', message: 'No refund is due for this booking.' }),
    ].join('\n'),
  }
}

/** The manage page's address in the booking's language, absolute when the site's address is known. */
export function manageAddress(path: string, locale: Locale, publicBaseUrl: URL | undefined): string {
  const [page, token] = path.split('#')
  const localised = `${localisedPath(page ?? '/manage', locale)}#${token ?? ''}`
  return publicBaseUrl ? new URL(localised, publicBaseUrl).href : localised
}
