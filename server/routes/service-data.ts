/**
 * GET /api/appointments/get_service_data/?service_id=: what the checkout and confirmation pages
 * need about one booking (SPEC.md section 7, call 8). A malformed id is a 400; an unknown one a
 * 404 'No service data found.' (the checkout page's words).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import serviceDataSchema from '#schemas/service-data.schema.json' with { type: 'json' }
import { findServiceData } from '../bookings/service-record.ts'

registerSchema('service-data.schema.json', serviceDataSchema)

export const noServiceDataMessage = 'No service data found.'

const { $schema: _schema, $id: _id, ...serviceDataAnswer } = serviceDataSchema

const querySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['service_id'],
  properties: {
    service_id: {
      title: 'Service ID',
      description: 'the id the booking answer gave (data.service_id), a UUID such as 3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60',
      type: 'string',
      maxLength: 36,
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    },
  },
} as const

class NoServiceDataError extends Error {
  readonly statusCode = 404
}

export async function serviceDataRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/appointments/get_service_data/',
    {
      schema: {
        summary: 'One booking, as the checkout and confirmation pages show it',
        querystring: querySchema,
        response: { 200: serviceDataAnswer, '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } },
      },
    },
    async (request: FastifyRequest) => {
      const { service_id: serviceId } = request.query as { service_id: string }
      const data = await findServiceData(app.db, serviceId.toLowerCase())
      if (!data) throw new NoServiceDataError(noServiceDataMessage)
      return data
    },
  )
}
