/**
 * The operations console's routes (issue 22 part 3; decision 080), inside the staff API (every
 * one behind the staff guard: a session, and on writes the same origin and the CSRF token). Only
 * admin and operations may use them. Every read of personal data and every change, refused ones
 * included, is written to the audit log with the fields concerned.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { StaffBookingAnswer } from '#schemas/generated/staff-booking-answer.ts'
import type { StaffBookingAttendanceRequest } from '#schemas/generated/staff-booking-attendance-request.ts'
import type { StaffBookingCancelRequest } from '#schemas/generated/staff-booking-cancel-request.ts'
import type { StaffBookingConfirmRequest } from '#schemas/generated/staff-booking-confirm-request.ts'
import type { StaffBookingRescheduleRequest } from '#schemas/generated/staff-booking-reschedule-request.ts'
import type { StaffBookingsExportQuery } from '#schemas/generated/staff-bookings-export-query.ts'
import type { StaffBookingsPage } from '#schemas/generated/staff-bookings-page.ts'
import type { StaffBookingsQuery } from '#schemas/generated/staff-bookings-query.ts'
import type { StaffPractitionerHoursRequest } from '#schemas/generated/staff-practitioner-hours-request.ts'
import type { StaffPractitioners } from '#schemas/generated/staff-practitioners.ts'
import staffBookingAnswerSchema from '#schemas/staff-booking-answer.schema.json' with { type: 'json' }
import staffBookingAttendanceRequestSchema from '#schemas/staff-booking-attendance-request.schema.json' with { type: 'json' }
import staffBookingCancelRequestSchema from '#schemas/staff-booking-cancel-request.schema.json' with { type: 'json' }
import staffBookingConfirmRequestSchema from '#schemas/staff-booking-confirm-request.schema.json' with { type: 'json' }
import staffBookingRescheduleRequestSchema from '#schemas/staff-booking-reschedule-request.schema.json' with { type: 'json' }
import staffBookingsCsvSchema from '#schemas/staff-bookings-csv.schema.json' with { type: 'json' }
import staffBookingsExportQuerySchema from '#schemas/staff-bookings-export-query.schema.json' with { type: 'json' }
import staffBookingsPageSchema from '#schemas/staff-bookings-page.schema.json' with { type: 'json' }
import staffBookingsQuerySchema from '#schemas/staff-bookings-query.schema.json' with { type: 'json' }
import staffPractitionerHoursRequestSchema from '#schemas/staff-practitioner-hours-request.schema.json' with { type: 'json' }
import staffPractitionersSchema from '#schemas/staff-practitioners.schema.json' with { type: 'json' }
import { nairobiNow } from '#engine/index.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { cancelBooking } from '../bookings/cancel-booking.ts'
import { localeOrDefault } from '../i18n/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { cancellationMail } from '../manage/manage-mail.ts'
import { rescheduleBooking, type RescheduleResult } from '../manage/reschedule-booking.ts'
import { createPaymentProvider } from '../payments/provider-from-config.ts'
import { answerSchema, errorAnswers } from '../routes/answer-schemas.ts'
import { addCallRoute, requestSchemas } from '../routes/call-schemas.ts'
import { actorOf, currentStaff, requireRole } from '../staff/staff-guard.ts'
import { confirmBooking, recordAttendance, type AttendanceResult, type ConfirmResult } from './booking-actions.ts'
import { bookingsPage, listedBooking, listedFields, scheduleCsv, type BookingsFilter } from './bookings-list.ts'
import { operationsMessages as say } from './operations-messages.ts'
import { hoursProblem, practitioners, setWorkingHours } from './practitioners.ts'

registerSchema('staff-bookings-query.schema.json', staffBookingsQuerySchema)
registerSchema('staff-bookings-export-query.schema.json', staffBookingsExportQuerySchema)
registerSchema('staff-practitioner-hours-request.schema.json', staffPractitionerHoursRequestSchema)
registerSchema('staff-booking-confirm-request.schema.json', staffBookingConfirmRequestSchema)
registerSchema('staff-booking-reschedule-request.schema.json', staffBookingRescheduleRequestSchema)
registerSchema('staff-booking-cancel-request.schema.json', staffBookingCancelRequestSchema)
registerSchema('staff-booking-attendance-request.schema.json', staffBookingAttendanceRequestSchema)

type Refusal = { statusCode: number; message: string; field?: string }

function refuse(reply: FastifyReply, { statusCode, message, field }: Refusal) {
  return reply.code(statusCode).send({ message, errors: field ? [{ path: `/${field}`, message }] : [] })
}

const confirmRefusals: Record<Exclude<ConfirmResult['kind'], 'confirmed'>, Refusal> = {
  'not-found': { statusCode: 404, message: say.bookingNotFound, field: 'bookingId' },
  cancelled: { statusCode: 409, message: say.cancelled },
  'no-session': { statusCode: 409, message: say.noSession },
  'not-practitioner': { statusCode: 400, message: say.notPractitioner, field: 'practitionerId' },
  'not-working': { statusCode: 409, message: say.notWorking, field: 'practitionerId' },
  busy: { statusCode: 409, message: say.busy, field: 'practitionerId' },
}

const rescheduleRefusals: Record<Exclude<RescheduleResult['kind'], 'moved'>, Refusal> = {
  'not-found': { statusCode: 404, message: say.bookingNotFound, field: 'bookingId' },
  cancelled: { statusCode: 409, message: say.cancelled },
  'no-session': { statusCode: 409, message: say.noSession },
  'too-late': { statusCode: 409, message: say.tooLate },
  'not-offered': { statusCode: 400, message: say.notOffered, field: 'time' },
  'same-slot': { statusCode: 400, message: say.sameSlot, field: 'time' },
}

const attendanceRefusals: Record<Exclude<AttendanceResult['kind'], 'recorded'>, Refusal> = {
  'not-found': { statusCode: 404, message: say.bookingNotFound, field: 'bookingId' },
  cancelled: { statusCode: 409, message: say.cancelled },
  'no-session': { statusCode: 409, message: say.noSession },
  'not-started': { statusCode: 409, message: say.notStarted, field: 'attendance' },
}

export async function operationsRoutes(app: FastifyInstance): Promise<void> {
  const operations = requireRole(app, 'admin', 'operations')
  const provider = createPaymentProvider(app.config, app.db)
  const errors = errorAnswers
  const audit = (request: FastifyRequest, action: string, id: string, fields: readonly string[], outcome: 'success' | 'refused' = 'success', type = 'booking') =>
    recordAudit(app.db, { actor: actorOf(request), action, outcome, record: { type, id }, fields, request })
  /** The answer of an action: the sentence and the booking as the list now shows it. */
  const answered = async (bookingId: string, message: string): Promise<StaffBookingAnswer> => ({ message, booking: (await listedBooking(app.db, bookingId))! })

  addCallRoute<{ Querystring: StaffBookingsQuery }>(
    app,
    'staffBookings',
    { preHandler: operations, schema: { ...requestSchemas('staffBookings'), response: { 200: answerSchema(staffBookingsPageSchema), ...errors } } },
    async (request): Promise<StaffBookingsPage> => {
      const { day, status, type, reference, page } = request.query
      const filter: BookingsFilter = { ...(reference ? { reference } : { day: day ?? nairobiNow(new Date()).date }), ...(status ? { status } : {}), ...(type ? { type } : {}) }
      const answer = await bookingsPage(app.db, filter, Number(page ?? 1))
      const described = Object.entries(filter).map(([name, value]) => `${name}=${value}`).join('&')
      await audit(request, 'booking.list', `${described}&page=${answer.page}`, listedFields, 'success', 'bookings')
      return answer
    },
  )

  addCallRoute<{ Querystring: StaffBookingsExportQuery }>(
    app,
    'staffBookingsExport',
    { preHandler: operations, schema: { ...requestSchemas('staffBookingsExport'), response: { 200: answerSchema(staffBookingsCsvSchema), ...errors } } },
    async (request, reply) => {
      const { day } = request.query
      await audit(request, 'booking.export', `day=${day}`, listedFields, 'success', 'bookings')
      const csv = await scheduleCsv(app.db, day)
      if (csv === undefined) return refuse(reply, { statusCode: 413, message: say.tooManyToExport })
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="schedule-${day}.csv"`).header('cache-control', 'no-store').send(csv)
    },
  )

  addCallRoute(
    app,
    'staffPractitioners',
    { preHandler: operations, schema: { response: { 200: answerSchema(staffPractitionersSchema), ...errors } } },
    async (): Promise<StaffPractitioners> => ({ practitioners: await practitioners(app.db) }),
  )

  addCallRoute<{ Body: StaffPractitionerHoursRequest }>(
    app,
    'staffPractitionerHours',
    { preHandler: operations, schema: { ...requestSchemas('staffPractitionerHours'), response: { 200: answerSchema(staffPractitionersSchema), ...errors } } },
    async (request, reply): Promise<StaffPractitioners> => {
      const { practitionerId, hours } = request.body
      const problem = hoursProblem(hours)
      if (problem) {
        await audit(request, 'practitioner.hours', practitionerId, ['working_hours'], 'refused', 'staff-account')
        return refuse(reply, { statusCode: 400, message: problem, field: 'hours' })
      }
      if ((await setWorkingHours(app.db, practitionerId, hours)) === 'not-practitioner') {
        await audit(request, 'practitioner.hours', practitionerId, ['working_hours'], 'refused', 'staff-account')
        return refuse(reply, confirmRefusals['not-practitioner'])
      }
      await audit(request, 'practitioner.hours', practitionerId, ['working_hours'], 'success', 'staff-account')
      return { practitioners: await practitioners(app.db) }
    },
  )

  addCallRoute<{ Body: StaffBookingConfirmRequest }>(
    app,
    'staffConfirmBooking',
    { preHandler: operations, schema: { ...requestSchemas('staffConfirmBooking'), response: { 200: answerSchema(staffBookingAnswerSchema), ...errors } } },
    async (request, reply): Promise<StaffBookingAnswer> => {
      const { bookingId, practitionerId } = request.body
      const result = await confirmBooking(app.db, bookingId, practitionerId, currentStaff(request).staffId, new Date())
      const fields = ['practitioner_id', 'confirmed_at']
      if (result.kind !== 'confirmed') {
        await audit(request, 'booking.confirm', bookingId, fields, 'refused')
        return refuse(reply, confirmRefusals[result.kind])
      }
      await audit(request, 'booking.confirm', bookingId, fields)
      return answered(bookingId, say.confirmed)
    },
  )

  addCallRoute<{ Body: StaffBookingRescheduleRequest }>(
    app,
    'staffRescheduleBooking',
    { preHandler: operations, schema: { ...requestSchemas('staffRescheduleBooking'), response: { 200: answerSchema(staffBookingAnswerSchema), ...errors } } },
    async (request, reply): Promise<StaffBookingAnswer> => {
      const { bookingId, date, time } = request.body
      const result = await rescheduleBooking(app.db, bookingId, { date, time }, app.config.consultationHours, new Date())
      if (result.kind !== 'moved') {
        await audit(request, 'booking.reschedule', bookingId, ['date', 'time'], 'refused')
        return refuse(reply, rescheduleRefusals[result.kind])
      }
      await audit(request, 'booking.reschedule', bookingId, ['date', 'time', ...(result.practitionerReleased ? ['practitioner_id', 'confirmed_at'] : [])])
      return answered(bookingId, result.practitionerReleased ? say.movedReleased : say.moved)
    },
  )

  addCallRoute<{ Body: StaffBookingCancelRequest }>(
    app,
    'staffCancelBooking',
    { preHandler: operations, schema: { ...requestSchemas('staffCancelBooking'), response: { 200: answerSchema(staffBookingAnswerSchema), ...errors } } },
    async (request, reply): Promise<StaffBookingAnswer> => {
      const { bookingId, refund } = request.body
      const staff = currentStaff(request)
      const result = await cancelBooking({ db: app.db, provider, log: request.log, serviceId: bookingId, by: { staffId: staff.staffId }, now: new Date(), refund })
      if (result.kind !== 'cancelled') {
        await audit(request, 'booking.cancel', bookingId, ['cancelled_at'], 'refused')
        if (result.kind === 'not-found') return refuse(reply, confirmRefusals['not-found'])
        return refuse(reply, { statusCode: 409, message: say.cancelled })
      }
      await audit(request, 'booking.cancel', bookingId, ['cancelled_at', ...(result.refund ? ['refund'] : [])])
      const row = await app.db.selectFrom('services').select(['email', 'language']).where('id', '=', bookingId).executeTakeFirstOrThrow()
      if (row.email) await enqueueMail(app.db, cancellationMail(row.email, bookingId, result.refund?.amountKes ?? 0, localeOrDefault(row.language)))
      return answered(bookingId, say.cancelledNow(result.refund))
    },
  )

  addCallRoute<{ Body: StaffBookingAttendanceRequest }>(
    app,
    'staffBookingAttendance',
    { preHandler: operations, schema: { ...requestSchemas('staffBookingAttendance'), response: { 200: answerSchema(staffBookingAnswerSchema), ...errors } } },
    async (request, reply): Promise<StaffBookingAnswer> => {
      const { bookingId, attendance } = request.body
      const result = await recordAttendance(app.db, bookingId, attendance, currentStaff(request).staffId, new Date())
      if (result.kind !== 'recorded') {
        await audit(request, 'booking.attendance', bookingId, ['attendance'], 'refused')
        return refuse(reply, attendanceRefusals[result.kind])
      }
      await audit(request, 'booking.attendance', bookingId, ['attendance'])
      return answered(bookingId, attendance === 'attended' ? say.attended : say.noShow)
    },
  )
}
