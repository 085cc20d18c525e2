/**
 * The sandbox's hosted payment page: plain HTML with one form per decision and no script or
 * inline style, so the site's strict Content Security Policy holds. Each form posts back to this
 * server and targets the top window, which the answer then sends to the confirmation page, as
 * Pesapal's page does.
 *
 * It speaks the language of the page the payment was started from (issue 20): the order's return
 * address is that language's confirmation page (`/sw/payment/confirmation`), so a visitor who
 * books in Kiswahili pays in Kiswahili too. Its sentences are the server catalogue's; the amount
 * goes through Intl in the language's Kenyan locale.
 */
import type { Selectable } from 'kysely'
import { intlLocaleOf, splitLocale, type Locale } from '#schemas/locales.ts'
import type { SandboxPaymentOrdersTable } from '../db/tables.ts'
import { describedIn } from '../bookings/service-descriptions.ts'
import { i18nFor } from '../i18n/index.ts'
import { sandboxPagePath } from './sandbox-provider.ts'

type SandboxOrder = Selectable<SandboxPaymentOrdersTable>

const decisions = [
  {
    action: 'approve',
    label: /*i18n*/ { id: 'sandbox.approve', message: 'Approve payment' },
    hint: /*i18n*/ { id: 'sandbox.approve.hint', message: 'The payment goes through, as if the card or M-Pesa payment succeeded.' },
  },
  {
    action: 'decline',
    label: /*i18n*/ { id: 'sandbox.decline', message: 'Decline payment' },
    hint: /*i18n*/ { id: 'sandbox.decline.hint', message: 'The payment fails, as if the card was declined.' },
  },
  {
    action: 'cancel',
    label: /*i18n*/ { id: 'sandbox.cancel', message: 'Cancel payment' },
    hint: /*i18n*/ { id: 'sandbox.cancel.hint', message: 'The payer gives up; nothing is charged.' },
  },
] as const

const decided = {
  approved: /*i18n*/ { id: 'sandbox.decided.approved', message: 'This payment was approved. You can close this page.' },
  declined: /*i18n*/ { id: 'sandbox.decided.declined', message: 'This payment was declined. You can close this page.' },
  cancelled: /*i18n*/ { id: 'sandbox.decided.cancelled', message: 'This payment was cancelled. You can close this page.' },
} as const

/** The language of the page a payment returns to: the language it was started in. */
export function orderLocale(callbackUrl: string): Locale {
  return splitLocale(new URL(callbackUrl, 'http://sandbox.invalid').pathname).locale
}

export function sandboxPageHtml(order: SandboxOrder): string {
  const locale = orderLocale(order.callback_url)
  const i18n = i18nFor(locale)
  const amount = new Intl.NumberFormat(intlLocaleOf[locale], { style: 'currency', currency: 'KES', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(order.amount_kes)
  const choices = order.outcome
    ? `<p role="status">${escapeHtml(i18n._(decided[order.outcome]))}</p>`
    : decisions
        .map(
          ({ action, label, hint }) => `
      <form method="post" action="${sandboxPagePath}/${order.tracking_id}/${action}" target="_top">
        <p id="${action}-hint">${escapeHtml(i18n._(hint))}</p>
        <button type="submit" aria-describedby="${action}-hint">${escapeHtml(i18n._(label))}</button>
      </form>`,
        )
        .join('')
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(i18n._(/*i18n*/ { id: 'sandbox.title', message: 'Sandbox payment: {amount}', values: { amount } }))}</title>
  </head>
  <body>
    <main aria-labelledby="sandbox-heading">
      <h1 id="sandbox-heading">${escapeHtml(i18n._(/*i18n*/ { id: 'sandbox.heading', message: 'Sandbox payment' }))}</h1>
      <p>${escapeHtml(i18n._(/*i18n*/ { id: 'sandbox.intro', message: 'This is a test payment page. No money moves: choose what the payment provider would decide.' }))}</p>
      <dl>
        <dt>${escapeHtml(i18n._(/*i18n*/ { id: 'sandbox.amount', message: 'Amount' }))}</dt>
        <dd>${escapeHtml(amount)}</dd>
        <dt>${escapeHtml(i18n._(/*i18n*/ { id: 'sandbox.for', message: 'For' }))}</dt>
        <dd>${escapeHtml(describedIn(order.description, locale))}</dd>
      </dl>${choices}
    </main>
  </body>
</html>
`
}

function messagePage(locale: Locale, heading: string, text: string): string {
  return `<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
  <body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>
`
}

export function sandboxNotFoundHtml(locale: Locale = 'en'): string {
  const i18n = i18nFor(locale)
  return messagePage(
    locale,
    i18n._(/*i18n*/ { id: 'sandbox.not-found', message: 'Payment not found' }),
    i18n._(/*i18n*/ { id: 'sandbox.not-found.text', message: 'This sandbox payment does not exist. Go back to the checkout and press Pay Now again.' }),
  )
}

/** A decision from a browser other than the one that started the payment (sandbox-payer.ts). */
export function sandboxNotPayerHtml(locale: Locale = 'en'): string {
  const i18n = i18nFor(locale)
  return messagePage(
    locale,
    i18n._(/*i18n*/ { id: 'sandbox.not-payer', message: 'Payment started elsewhere' }),
    i18n._(/*i18n*/ { id: 'sandbox.not-payer.text', message: 'This sandbox payment was started in another browser, so it can only be decided there. Go back to the checkout in this browser and press Pay Now again.' }),
  )
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)
}
