/**
 * The sandbox's hosted payment page: plain HTML with one form per decision and no script or
 * inline style, so the site's strict Content Security Policy holds. Each form posts back to this
 * server and targets the top window, which the answer then sends to the confirmation page, as
 * Pesapal's page does.
 */
import type { Selectable } from 'kysely'
import type { SandboxPaymentOrdersTable } from '../db/tables.ts'
import { sandboxPagePath } from './sandbox-provider.ts'

type SandboxOrder = Selectable<SandboxPaymentOrdersTable>

const decisions = [
  { action: 'approve', label: 'Approve payment', hint: 'The payment goes through, as if the card or M-Pesa payment succeeded.' },
  { action: 'decline', label: 'Decline payment', hint: 'The payment fails, as if the card was declined.' },
  { action: 'cancel', label: 'Cancel payment', hint: 'The payer gives up; nothing is charged.' },
] as const

export function sandboxPageHtml(order: SandboxOrder): string {
  const amount = `KES ${order.amount_kes.toLocaleString('en-KE')}`
  const decided = order.outcome
    ? `<p role="status">This payment was ${escapeHtml(order.outcome)}. You can close this page.</p>`
    : decisions
        .map(
          ({ action, label, hint }) => `
      <form method="post" action="${sandboxPagePath}/${order.tracking_id}/${action}" target="_top">
        <p id="${action}-hint">${hint}</p>
        <button type="submit" aria-describedby="${action}-hint">${label}</button>
      </form>`,
        )
        .join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Sandbox payment: ${escapeHtml(amount)}</title>
  </head>
  <body>
    <main>
      <h1>Sandbox payment</h1>
      <p>This is a test payment page. No money moves: choose what the payment provider would decide.</p>
      <dl>
        <dt>Amount</dt>
        <dd>${escapeHtml(amount)}</dd>
        <dt>For</dt>
        <dd>${escapeHtml(order.description)}</dd>
      </dl>${decided}
    </main>
  </body>
</html>
`
}

export function sandboxNotFoundHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Payment not found</title></head>
  <body><main><h1>Payment not found</h1><p>This sandbox payment does not exist. Go back to the checkout and press Pay Now again.</p></main></body>
</html>
`
}

/** A decision from a browser other than the one that started the payment (sandbox-payer.ts). */
export function sandboxNotPayerHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Payment started elsewhere</title></head>
  <body><main><h1>Payment started elsewhere</h1><p>This sandbox payment was started in another browser, so it can only be decided there. Go back to the checkout in this browser and press Pay Now again.</p></main></body>
</html>
`
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)
}
