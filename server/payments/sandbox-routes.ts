/**
 * The sandbox provider's hosted page and its three decisions, under /api/payments/sandbox/.
 * A decision needs the payer cookie set when the payment started (sandbox-payer.ts): from any other
 * browser it is a 403 that changes nothing. A decision is recorded once, then notifies this server exactly as Pesapal would (a POST to the
 * IPN endpoint with the order's ids, through app.inject, so the same code path runs), then sends
 * the top window to the order's callback address with Pesapal's query parameters.
 */
import type { FastifyInstance } from 'fastify'
import { addCallRoute } from '../routes/call-schemas.ts'
import { ipnPath } from './provider-from-config.ts'
import { orderLocale, sandboxNotFoundHtml, sandboxNotPayerHtml, sandboxPageHtml } from './sandbox-page.ts'
import { requestLocale } from '../i18n/index.ts'
import { isPayer } from './sandbox-payer.ts'
import { decideSandboxOrder, isUuid, type SandboxOutcome } from './sandbox-provider.ts'

const outcomes: Record<string, SandboxOutcome> = { approve: 'approved', decline: 'declined', cancel: 'cancelled' }

const paramsSchema = {
  type: 'object',
  properties: {
    trackingId: { type: 'string', maxLength: 36 },
    action: { type: 'string', enum: Object.keys(outcomes) },
  },
  required: ['trackingId'],
  additionalProperties: false,
} as const

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Params: { trackingId: string } }>(app, 'sandboxPage', { schema: { params: paramsSchema } }, async (request, reply) => {
    const { trackingId } = request.params
    const order = isUuid(trackingId)
      ? await app.db.selectFrom('sandbox_payment_orders').selectAll().where('tracking_id', '=', trackingId).executeTakeFirst()
      : undefined
    reply.type('text/html; charset=utf-8')
    return order ? sandboxPageHtml(order) : reply.code(404).send(sandboxNotFoundHtml(requestLocale(request)))
  })

  addCallRoute<{ Params: { trackingId: string; action: string } }>(
    app,
    'sandboxDecision',
    { schema: { params: paramsSchema } },
    async (request, reply) => {
      const { trackingId, action } = request.params
      const started = isUuid(trackingId)
        ? await app.db.selectFrom('sandbox_payment_orders').select(['payer_secret', 'callback_url']).where('tracking_id', '=', trackingId).executeTakeFirst()
        : undefined
      if (!started) return reply.code(404).type('text/html; charset=utf-8').send(sandboxNotFoundHtml(requestLocale(request)))
      // Only the browser that started the payment may decide it (sandbox-payer.ts, decision 048).
      if (!isPayer(request, started.payer_secret)) return reply.code(403).type('text/html; charset=utf-8').send(sandboxNotPayerHtml(orderLocale(started.callback_url)))
      const order = await decideSandboxOrder(app.db, trackingId, outcomes[action] ?? 'cancelled')
      if (!order) return reply.code(404).type('text/html; charset=utf-8').send(sandboxNotFoundHtml(orderLocale(started.callback_url)))
      const notification = await app.inject({
        method: 'POST',
        url: ipnPath,
        payload: { OrderTrackingId: order.tracking_id, OrderMerchantReference: order.merchant_reference, OrderNotificationType: 'IPNCHANGE' },
      })
      if (notification.statusCode !== 200) request.log.warn({ statusCode: notification.statusCode }, 'The sandbox notification was not accepted')
      return reply.redirect(callbackAddress(order.callback_url, order.tracking_id, order.merchant_reference), 303)
    },
  )
}

/** callback_url?OrderTrackingId=…&OrderMerchantReference=…&OrderNotificationType=CALLBACKURL (a path stays a path). */
export function callbackAddress(callbackUrl: string, trackingId: string, merchantReference: string): string {
  const query = new URLSearchParams({ OrderTrackingId: trackingId, OrderMerchantReference: merchantReference, OrderNotificationType: 'CALLBACKURL' })
  return `${callbackUrl}${callbackUrl.includes('?') ? '&' : '?'}${query.toString()}`
}
