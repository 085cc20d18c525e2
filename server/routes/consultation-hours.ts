/**
 * GET /api/consultation-hours: the server's CONSULTATION_HOURS and the 180-day limit, so the
 * booking forms offer only the days and times the booking routes accept
 * (schemas/consultation-hours.schema.json). Cached by the browser for 5 minutes.
 */
import type { FastifyInstance } from 'fastify'
import { addCallRoute } from './call-schemas.ts'
import { registerSchema } from '#schemas/ajv.ts'
import hoursSchema from '#schemas/consultation-hours.schema.json' with { type: 'json' }

registerSchema('consultation-hours.schema.json', hoursSchema)

const { $schema: _schema, $id: _id, ...hoursAnswer } = hoursSchema

const hoursRouteSchema = { summary: 'When appointments and sample collections can be booked', response: { 200: hoursAnswer, '5xx': { $ref: 'error-body#' } } }

export async function consultationHoursRoutes(app: FastifyInstance): Promise<void> {
  const answer = app.config.consultationHours
  addCallRoute(
    app,
    'consultationHours',
    { schema: hoursRouteSchema },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(answer),
  )
}
