/**
 * Payments under /api/payments: Pay Now (get_payment_data), the provider's notification (IPN),
 * the confirmation page's status check, and, when no Pesapal keys are set, the sandbox provider's
 * hosted page. The provider comes from the configuration and is exposed as `paymentProvider`.
 */
import type { FastifyInstance } from 'fastify'
import { routePath, serverOwnCalls } from '#schemas/api-calls.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { registerSchema, validatorFor } from '#schemas/ajv.ts'
import paymentDataSchema from '#schemas/payment-data.schema.json' with { type: 'json' }
import paymentNotificationAckSchema from '#schemas/payment-notification-ack.schema.json' with { type: 'json' }
import paymentNotificationSchema from '#schemas/payment-notification.schema.json' with { type: 'json' }
import paymentRequestSchema from '#schemas/payment-request.schema.json' with { type: 'json' }
import paymentStatusQuerySchema from '#schemas/payment-status-query.schema.json' with { type: 'json' }
import paymentStatusSchema from '#schemas/payment-status.schema.json' with { type: 'json' }
import type { PaymentData } from '#schemas/generated/payment-data.ts'
import type { PaymentNotification } from '#schemas/generated/payment-notification.ts'
import type { PaymentNotificationAck } from '#schemas/generated/payment-notification-ack.ts'
import type { PaymentRequest } from '#schemas/generated/payment-request.ts'
import type { PaymentStatus } from '#schemas/generated/payment-status.ts'
import type { PaymentStatusQuery } from '#schemas/generated/payment-status-query.ts'
import { handleNotification, paymentView, type CheckDeps } from '../payments/check-payment.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { callbackUrl, createPaymentProvider } from '../payments/provider-from-config.ts'
import { setPayerCookie } from '../payments/sandbox-payer.ts'
import { sandboxRoutes } from '../payments/sandbox-routes.ts'
import { startPayment, type StartPaymentResult } from '../payments/start-payment.ts'
import { describeRequestErrors, RequestValidationError } from '../plugins/validation.ts'
import { findRecordDates, isAccessExpired } from '../bookings/record-access.ts'
import { recordReadLimit } from './service-data.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { answerMessage } from '../i18n/answer-messages.ts'
import { requestLocale } from '../i18n/index.ts'

registerSchema('payment-request.schema.json', paymentRequestSchema)
registerSchema('payment-data.schema.json', paymentDataSchema)
registerSchema('payment-status-query.schema.json', paymentStatusQuerySchema)
registerSchema('payment-status.schema.json', paymentStatusSchema)
registerSchema('payment-notification.schema.json', paymentNotificationSchema)
registerSchema('payment-notification-ack.schema.json', paymentNotificationAckSchema)

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider in use: Pesapal when its keys are set, otherwise the sandbox. */
    paymentProvider: PaymentProvider
  }
}

export const alreadyPaidMessage = apiMessages.alreadyPaid
export const nothingToPayMessage = answerMessage(/*i18n*/ { id: 'api.nothing-to-pay', message: 'This booking is free, so there is nothing to pay. Our team will be in touch soon.' })
export const bookingOverMessage = answerMessage(/*i18n*/ { id: 'api.booking-over', message: 'This booking is over, so it can no longer be paid. Please book a new time.' })

const failures: Record<Exclude<StartPaymentResult['kind'], 'redirect'>, { statusCode: number; message: string }> = {
  'not-found': { statusCode: 404, message: apiMessages.noServiceData },
  'already-paid': { statusCode: 409, message: alreadyPaidMessage },
  reversed: { statusCode: 409, message: answerMessage(/*i18n*/ { id: 'api.payments.reversed', message: 'The payment for this booking was refunded. Please contact us to book again.' }) },
  'nothing-to-pay': { statusCode: 400, message: nothingToPayMessage },
  'provider-failed': { statusCode: 502, message: answerMessage(/*i18n*/ { id: 'api.payments.provider-failed', message: 'We could not start the payment. Please try again in a moment.' }) },
  busy: { statusCode: 503, message: answerMessage(/*i18n*/ { id: 'api.payments.busy', message: 'Your payment is still being prepared. Please try again in a moment.' }) },
}

/** A response schema from a schema file, without the keywords Fastify's serializer does not need. */
function responseSchema({ $schema: _schema, $id: _id, ...schema }: { $schema?: string; $id?: string }) {
  return schema
}

const errors = { '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } }

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const provider = createPaymentProvider(app.config, app.db)
  app.decorate('paymentProvider', provider)
  const deps = (log: CheckDeps['log']): CheckDeps => ({
    db: app.db,
    provider,
    log,
    operationsEmail: app.config.mail.operationsEmail,
    mailLinks: { publicBaseUrl: app.config.publicBaseUrl, siteContacts: app.config.siteContacts },
    unknownNotifications: app.config.unknownNotifications,
  })

  // Pesapal may send a notification as a form; the sandbox page's forms post empty bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  addCallRoute<{ Body: PaymentRequest }>(
    app,
    'startPayment',
    { schema: { ...requestSchemas('startPayment'), response: { 200: responseSchema(paymentDataSchema), ...errors } } },
    async (request, reply): Promise<PaymentData> => {
      // A booking whose record is closed (the day after its session, decision 031) is not paid for either.
      const dates = await findRecordDates(app.db, request.body.service_id.toLowerCase())
      if (dates && dates.paidAt === null && isAccessExpired(dates, new Date())) return reply.code(410).send({ message: bookingOverMessage, errors: [] })
      const result = await startPayment({ ...deps(request.log), callbackUrl: callbackUrl(app.config.publicBaseUrl, requestLocale(request)) }, request.body.service_id.toLowerCase())
      if (result.kind === 'redirect') {
        // The sandbox's decisions are bound to this browser (payments/sandbox-payer.ts, decision 048).
        if (provider.name === 'sandbox') await setPayerCookie(app.db, reply, result.redirectUrl)
        return { payment_data: { redirect_url: result.redirectUrl } }
      }
      const { statusCode, message } = failures[result.kind]
      return reply.code(statusCode).send({ message, errors: [] })
    },
  )

  addCallRoute<{ Querystring: PaymentStatusQuery }>(
    app,
    'paymentStatus',
    {
      config: recordReadLimit(app),
      schema: { ...requestSchemas('paymentStatus'), response: { 200: responseSchema(paymentStatusSchema), ...errors } },
    },
    async (request, reply): Promise<PaymentStatus> => {
      const { OrderMerchantReference: reference, OrderTrackingId: trackingId } = request.query
      const view = await paymentView(deps(request.log), reference.toLowerCase(), trackingId)
      return view ?? reply.code(404).send({ message: apiMessages.paymentNotFound, errors: [] })
    },
  )

  // The notification (IPN). Answered HTTP 200 with Pesapal's acknowledgement; status 500 asks for a resend.
  app.route({
    method: [serverOwnCalls.paymentNotification.method, serverOwnCalls.paymentNotificationPost.method],
    url: routePath('paymentNotification'),
    // Its own counter (RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MINUTE, plugins/rate-limit-table.ts).
    schema: { response: { 200: responseSchema(paymentNotificationAckSchema), ...errors } },
    handler: async (request): Promise<PaymentNotificationAck> => {
      const notification = readNotification(request.query, request.body)
      const result = await handleNotification(deps(request.log), notification.OrderTrackingId)
      return {
        orderNotificationType: notification.OrderNotificationType ?? 'IPNCHANGE',
        orderTrackingId: notification.OrderTrackingId,
        orderMerchantReference: notification.OrderMerchantReference ?? '',
        status: result === 'retry-later' ? 500 : 200,
      }
    },
  })

  if (provider.name === 'sandbox') await app.register(sandboxRoutes)
}

/** The notification's fields from the query string and the body (JSON or form), checked against its schema. */
function readNotification(query: unknown, body: unknown): PaymentNotification {
  const fields = { ...asRecord(query), ...asRecord(body) }
  const validate = validatorFor('payment-notification.schema.json')
  if (validate(fields)) return fields as PaymentNotification
  const problems = describeRequestErrors(validate.errors ?? [], fields, paymentNotificationSchema as never, 'body')
  throw new RequestValidationError(problems, 'This is not a payment notification: OrderTrackingId is required.')
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}
