/**
 * GET /api/slot-availability?date=YYYY-MM-DD (decision 080): the appointment times of a day that
 * no practitioner can take any more, inside consultation hours, so the visitor's slot picker
 * offers only times a practitioner is free. Holds no personal data: only times. Not cached (it
 * changes with each booking).
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { SlotAvailability } from '#schemas/generated/slot-availability.ts'
import type { SlotAvailabilityQuery } from '#schemas/generated/slot-availability-query.ts'
import slotAvailabilityQuerySchema from '#schemas/slot-availability-query.schema.json' with { type: 'json' }
import slotAvailabilitySchema from '#schemas/slot-availability.schema.json' with { type: 'json' }
import { timeChoices } from '#engine/index.ts'
import { answerSchema, errorAnswers } from '../routes/answer-schemas.ts'
import { addCallRoute, requestSchemas } from '../routes/call-schemas.ts'
import { fullTimes } from './slot-availability.ts'

registerSchema('slot-availability-query.schema.json', slotAvailabilityQuerySchema)

export async function slotAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Querystring: SlotAvailabilityQuery }>(
    app,
    'slotAvailability',
    { schema: { ...requestSchemas('slotAvailability'), response: { 200: answerSchema(slotAvailabilitySchema), ...errorAnswers } } },
    async (request, reply): Promise<SlotAvailability> => {
      const { date } = request.query
      // Every slot of the day's consultation hours (the epoch as "now" leaves none out as past).
      const offered = new Set(timeChoices(app.config.consultationHours, date, new Date(0)))
      const full = (await fullTimes(app.db, date, new Date())).filter((time) => offered.has(time))
      reply.header('cache-control', 'no-store')
      return { date, full }
    },
  )
}
