/**
 * GET /api/appointments/get_service_data/?service_id=: what the checkout and screening pages need
 * about one booking (SPEC.md section 7, call 8), and nothing that says who booked: no name, phone,
 * email, location or notes (the id is treated as public once it leaks; the confirmation page gets
 * the first name from the payment status, which needs the provider's tracking id). A malformed id
 * is a 400; an unknown one a 404 'No service data found.' (the checkout page's words); once the
 * booking is over (record-access.ts) a 410. Reads are limited per client IP
 * (RATE_LIMIT_RECORD_READS_PER_MINUTE). See docs/decisions/031-booking-id-exposure.md.
 */
import type { FastifyInstance } from 'fastify'
import type { ApiCallTypes } from '#schemas/api-calls.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { registerSchema } from '#schemas/ajv.ts'
import serviceDataQuerySchema from '#schemas/service-data-query.schema.json' with { type: 'json' }
import serviceDataSchema from '#schemas/service-data.schema.json' with { type: 'json' }
import { findRecordDates, isAccessExpired } from '../bookings/record-access.ts'
import { findServiceData } from '../bookings/service-record.ts'
import { apiMessages } from '#schemas/api-contract.ts'
import { describedIn } from '../bookings/service-descriptions.ts'
import { requestLocale } from '../i18n/index.ts'

registerSchema('service-data.schema.json', serviceDataSchema)
registerSchema('service-data-query.schema.json', serviceDataQuerySchema)

export const noServiceDataMessage = apiMessages.noServiceData
export const bookingLinkExpiredMessage = apiMessages.bookingLinkExpired

const { $schema: _schema, $id: _id, ...serviceDataAnswer } = serviceDataSchema

class NoServiceDataError extends Error {
  readonly statusCode = 404
}

class BookingLinkExpiredError extends Error {
  readonly statusCode = 410
}

/** A per-route limit that also counts reads (the app-wide one counts writes only). */
export function recordReadLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.rateLimitRecordReadsPerMinute, timeWindow: 60_000, allowList: () => false } }
}

const serviceDataRouteSchema = {
  summary: 'One booking, as the checkout and screening pages show it',
  ...requestSchemas('serviceData'),
  response: { 200: serviceDataAnswer, '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } },
}

export async function serviceDataRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Querystring: ApiCallTypes['serviceData']['query'] }>(
    app,
    'serviceData',
    {
      config: recordReadLimit(app),
      schema: serviceDataRouteSchema,
    },
    async (request) => {
      const { service_id: serviceId } = request.query
      const id = serviceId.toLowerCase()
      const dates = await findRecordDates(app.db, id)
      if (!dates) throw new NoServiceDataError(noServiceDataMessage)
      if (isAccessExpired(dates, new Date())) throw new BookingLinkExpiredError(bookingLinkExpiredMessage)
      const data = await findServiceData(app.db, id)
      if (!data) throw new NoServiceDataError(noServiceDataMessage)
      const { service_type, practitioner, appointment_date, appointment_time, wellness_date, wellness_time, description, amount, package: code, is_paid, testId, screenings } = data
      // What is booked, in the page's language (the stored description is English, for staff).
      const shown = description === null ? description : describedIn(description, requestLocale(request))
      return { service_type, practitioner, appointment_date, appointment_time, wellness_date, wellness_time, description: shown, amount, package: code, is_paid, testId, screenings }
    },
  )
}
