/**
 * SMS under /api/sms: Africa's Talking's delivery reports (server/sms/delivery-reports.ts). AT
 * posts each report as a form to the address set in its dashboard, which carries the secret
 * AT_DELIVERY_REPORT_KEY in its query (AT does not sign reports): a report without the right key
 * is refused with 403 and changes nothing. A report's fields are checked against
 * sms-delivery-report.schema.json in the handler (a form, so Fastify cannot check it as JSON).
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema, validatorFor } from '#schemas/ajv.ts'
import smsDeliveryReportAckSchema from '#schemas/sms-delivery-report-ack.schema.json' with { type: 'json' }
import smsDeliveryReportQuerySchema from '#schemas/sms-delivery-report-query.schema.json' with { type: 'json' }
import smsDeliveryReportSchema from '#schemas/sms-delivery-report.schema.json' with { type: 'json' }
import type { SmsDeliveryReport } from '#schemas/generated/sms-delivery-report.ts'
import type { SmsDeliveryReportAck } from '#schemas/generated/sms-delivery-report-ack.ts'
import type { SmsDeliveryReportQuery } from '#schemas/generated/sms-delivery-report-query.ts'
import { describeRequestErrors, RequestValidationError } from '../plugins/validation.ts'
import { isDeliveryReportKey, recordDeliveryReport } from '../sms/delivery-reports.ts'
import { callRoute, requestSchemas } from './call-schemas.ts'

registerSchema('sms-delivery-report.schema.json', smsDeliveryReportSchema)
registerSchema('sms-delivery-report-query.schema.json', smsDeliveryReportQuerySchema)
registerSchema('sms-delivery-report-ack.schema.json', smsDeliveryReportAckSchema)

/** Staff-facing only (AT's servers read it, never a visitor): English. */
export const wrongDeliveryReportKeyMessage = 'This delivery report does not carry the key this server was given, so it was refused.'

const errors = { '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } }
const { $schema: _schema, $id: _id, ...ackSchema } = smsDeliveryReportAckSchema

export async function smsRoutes(app: FastifyInstance): Promise<void> {
  // AT posts reports as forms (content-type plugin: the one other body type this route takes).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.route<{ Querystring: SmsDeliveryReportQuery }>({
    ...callRoute('smsDeliveryReport'),
    // Its own counter (RATE_LIMIT_SMS_DELIVERY_REPORTS_PER_MINUTE, plugins/rate-limit-table.ts).
    schema: { ...requestSchemas('smsDeliveryReport'), response: { 200: ackSchema, ...errors } },
    handler: async (request, reply): Promise<SmsDeliveryReportAck> => {
      if (!isDeliveryReportKey(request.query.key, app.config.sms.deliveryReportKey)) return reply.code(403).send({ message: wrongDeliveryReportKeyMessage, errors: [] })
      const report = readReport(request.body)
      return { recorded: await recordDeliveryReport(app.db, report) }
    },
  })
}

function readReport(body: unknown): SmsDeliveryReport {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const validate = validatorFor('sms-delivery-report.schema.json')
  if (validate(fields)) return fields as SmsDeliveryReport
  throw new RequestValidationError(describeRequestErrors(validate.errors ?? [], fields, smsDeliveryReportSchema as never, 'body'), 'This is not a delivery report: id and status are required.')
}

