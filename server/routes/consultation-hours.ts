/**
 * GET /api/consultation-hours: the server's CONSULTATION_HOURS and the 180-day limit, so the
 * booking forms offer only the days and times the booking routes accept
 * (schemas/consultation-hours.schema.json). Cached by the browser for 5 minutes.
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import hoursSchema from '#schemas/consultation-hours.schema.json' with { type: 'json' }
import type { ConsultationHours as ConsultationHoursAnswer } from '#schemas/generated/consultation-hours.ts'
import { maxDaysAhead } from '../bookings/booking-dates.ts'
import { clockTime, weekdays, type ConsultationHours } from '../bookings/consultation-hours.ts'

registerSchema('consultation-hours.schema.json', hoursSchema)

const { $schema: _schema, $id: _id, ...hoursAnswer } = hoursSchema

/** The hours as the schema words them: open days only, Monday first, times as HH:MM. */
export function consultationHoursAnswer(hours: ConsultationHours): ConsultationHoursAnswer {
  const days = weekdays.flatMap((day) => {
    const opening = hours[day]
    return opening ? [{ day, open: clockTime(opening.open), close: clockTime(opening.close) }] : []
  })
  return { timeZone: 'Africa/Nairobi', maxDaysAhead, days }
}

export async function consultationHoursRoutes(app: FastifyInstance): Promise<void> {
  const answer = consultationHoursAnswer(app.config.consultationHours)
  app.get(
    '/consultation-hours',
    { schema: { summary: 'When appointments and sample collections can be booked', response: { 200: hoursAnswer, '5xx': { $ref: 'error-body#' } } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(answer),
  )
}
