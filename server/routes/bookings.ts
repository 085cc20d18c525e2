/**
 * The three booking forms (SPEC.md sections 3, 5 and 7): a virtual consultation, the VitalCare360
 * wait-list and a wellness check-up. Each answers 201 `{message, data: {service_id}}`; the amount
 * is always computed here; an Idempotency-Key header makes a retry return the same service_id.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import appointmentSchema from '#schemas/booking-appointment.schema.json' with { type: 'json' }
import responseSchema from '#schemas/booking-response.schema.json' with { type: 'json' }
import vitalCareSchema from '#schemas/booking-vitalcare.schema.json' with { type: 'json' }
import wellnessSchema from '#schemas/booking-wellness.schema.json' with { type: 'json' }
import shareableResultSchema from '#schemas/shareable-result.schema.json' with { type: 'json' }
import { routePath, type ApiCallTypes } from '#schemas/api-calls.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { prepareAppointment } from '../bookings/appointment-booking.ts'
import { createBooking, type PrepareBooking } from '../bookings/create-booking.ts'
import { prepareVitalCare } from '../bookings/vitalcare-booking.ts'
import { prepareWellness } from '../bookings/wellness-booking.ts'

// An appointment may carry results to share (decision 102): their schema first, for its reference.
registerSchema('shareable-result.schema.json', shareableResultSchema)
registerSchema('booking-appointment.schema.json', appointmentSchema)
registerSchema('booking-vitalcare.schema.json', vitalCareSchema)
registerSchema('booking-wellness.schema.json', wellnessSchema)

const { $schema: _schema, $id: _id, ...bookingAnswer } = responseSchema

function bookingRouteOptions(summary: string, name: 'bookAppointment' | 'joinVitalCare' | 'bookWellness') {
  return {
    schema: {
      summary,
      ...requestSchemas(name),
      response: {
        201: bookingAnswer,
        '4xx': { $ref: 'error-body#' },
        '5xx': { $ref: 'error-body#' },
      },
    },
  }
}

export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  const send = async (request: FastifyRequest, reply: FastifyReply, path: string, prepare: PrepareBooking) => {
    const answer = await createBooking(app, request, path, prepare)
    return reply.code(answer.statusCode).send(answer.body)
  }
  const appointment = routePath('bookAppointment')
  addCallRoute<{ Body: ApiCallTypes['bookAppointment']['body'] }>(app, 'bookAppointment', bookingRouteOptions('Book a virtual consultation', 'bookAppointment'), (request, reply) =>
    send(request, reply, appointment, (now) => prepareAppointment(request.body, app.config.consultationHours, now, request)),
  )
  const vitalCare = routePath('joinVitalCare')
  addCallRoute<{ Body: ApiCallTypes['joinVitalCare']['body'] }>(app, 'joinVitalCare', bookingRouteOptions('Join the VitalCare360 wait-list', 'joinVitalCare'), (request, reply) =>
    send(request, reply, vitalCare, (now) => prepareVitalCare(request.body, now)),
  )
  const wellness = routePath('bookWellness')
  addCallRoute<{ Body: ApiCallTypes['bookWellness']['body'] }>(app, 'bookWellness', bookingRouteOptions('Book a wellness check-up package', 'bookWellness'), (request, reply) =>
    send(request, reply, wellness, (now) => prepareWellness(request.body, app.config.consultationHours, now, app.db)),
  )
}
