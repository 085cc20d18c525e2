/**
 * GET /api/payments/receipt/?OrderMerchantReference=: the facts the printable receipt shows, for a
 * paid booking only (404 for an unknown reference, or a tracking id that is not the attempt's own;
 * 409 while the payment has not gone through). The query is the confirmation page's own (the
 * provider's parameters), so it can be passed on; both the reference and the tracking id are needed.
 */
import type { FastifyInstance } from 'fastify'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { registerSchema } from '#schemas/ajv.ts'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import type { PaymentStatusQuery } from '#schemas/generated/payment-status-query.ts'
import paymentReceiptSchema from '#schemas/payment-receipt.schema.json' with { type: 'json' }
import { findReceipt } from '../payments/receipt.ts'
import { recordReadLimit } from './service-data.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { answerMessage } from '../i18n/answer-messages.ts'
import { describedIn } from '../bookings/service-descriptions.ts'
import { requestLocale } from '../i18n/index.ts'

registerSchema('payment-receipt.schema.json', paymentReceiptSchema)

export const noReceiptMessage = apiMessages.paymentNotFound
export const notPaidYetMessage = answerMessage(/*i18n*/ { id: 'api.not-paid-yet', message: 'This payment has not gone through, so there is no receipt for it yet.' })

const { $schema: _schema, $id: _id, ...receiptAnswer } = paymentReceiptSchema

export async function receiptRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Querystring: PaymentStatusQuery }>(
    app,
    'receipt',
    {
      config: recordReadLimit(app),
      schema: {
        ...requestSchemas('receipt'),
        response: { 200: receiptAnswer, '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } },
      },
    },
    async (request, reply): Promise<PaymentReceipt> => {
      const result = await findReceipt(app.db, request.query.OrderMerchantReference.toLowerCase(), request.query.OrderTrackingId)
      // What was paid for, in the page's language (the stored description is English, for staff).
      if (result.kind === 'receipt') return { ...result.receipt, description: describedIn(result.receipt.description, requestLocale(request)) }
      if (result.kind === 'not-found') return reply.code(404).send({ message: noReceiptMessage, errors: [] })
      return reply.code(409).send({ message: notPaidYetMessage, errors: [] })
    },
  )
}
