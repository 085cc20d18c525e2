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
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import type { VitalCareBooking } from '#schemas/generated/booking-vitalcare.ts'
import type { WellnessBooking } from '#schemas/generated/booking-wellness.ts'
import { prepareAppointment } from '../bookings/appointment-booking.ts'
import { createBooking, type PrepareBooking } from '../bookings/create-booking.ts'
import { prepareVitalCare } from '../bookings/vitalcare-booking.ts'
import { prepareWellness } from '../bookings/wellness-booking.ts'

registerSchema('booking-appointment.schema.json', appointmentSchema)
registerSchema('booking-vitalcare.schema.json', vitalCareSchema)
registerSchema('booking-wellness.schema.json', wellnessSchema)

const { $schema: _schema, $id: _id, ...bookingAnswer } = responseSchema

function bookingRouteOptions(summary: string, bodySchemaName: string) {
  return {
    schema: {
      summary,
      body: { $ref: bodySchemaName },
      response: {
        201: bookingAnswer,
        '4xx': { $ref: 'error-body#' },
        '5xx': { $ref: 'error-body#' },
      },
    },
  }
}

export async function bookingsRoutes(app: FastifyInstance): Promise<void> {
  const route = (path: string, bodySchema: object, prepare: (request: FastifyRequest) => PrepareBooking) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await createBooking(app, request, path, prepare(request))
      return reply.code(answer.statusCode).send(answer.body)
    }

  app.post(
    '/appointments/book_appointment/',
    bookingRouteOptions('Book a virtual consultation', 'booking-appointment.schema.json'),
    route('/appointments/book_appointment/', appointmentSchema, (request) => (now) => prepareAppointment(request.body as AppointmentBooking, app.config.consultationHours, now)),
  )
  app.post(
    '/vitalcare/create/',
    bookingRouteOptions('Join the VitalCare360 wait-list', 'booking-vitalcare.schema.json'),
    route('/vitalcare/create/', vitalCareSchema, (request) => (now) => prepareVitalCare(request.body as VitalCareBooking, now)),
  )
  app.post(
    '/wellness/create/',
    bookingRouteOptions('Book a wellness check-up package', 'booking-wellness.schema.json'),
    route('/wellness/create/', wellnessSchema, (request) => (now) => prepareWellness(request.body as WellnessBooking, app.config.consultationHours, now, app.db)),
  )
}
