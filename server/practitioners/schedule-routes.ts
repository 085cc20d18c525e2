/**
 * The practitioner's schedule (issue 22 part 4; decision 085): GET /api/staff/schedule (their
 * own sessions) and GET /api/staff/schedule/session?id= (one of them, with its screenings and
 * shared results). Practitioners only; a booking assigned to someone else, or to no one, is a
 * 403, audited as refused; every read is audited with the fields it showed.
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { StaffScheduleSessionQuery } from '#schemas/generated/staff-schedule-session-query.ts'
import staffScheduleSchema from '#schemas/staff-schedule.schema.json' with { type: 'json' }
import staffScheduleSessionQuerySchema from '#schemas/staff-schedule-session-query.schema.json' with { type: 'json' }
import staffScheduleSessionSchema from '#schemas/staff-schedule-session.schema.json' with { type: 'json' }
import { recordAudit } from '../audit/record-audit.ts'
import { answerSchema, errorAnswers } from '../routes/answer-schemas.ts'
import { addCallRoute, requestSchemas } from '../routes/call-schemas.ts'
import { actorOf, currentStaff, requireRole, StaffRefusal } from '../staff/staff-guard.ts'
import { scheduleFields, scheduleOf, sessionFields, sessionFor } from './schedule.ts'
import { scheduleMessages } from './schedule-messages.ts'

registerSchema('staff-schedule-session-query.schema.json', staffScheduleSessionQuerySchema)

export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const practitionerOnly = requireRole(app, 'practitioner')

  addCallRoute(app, 'staffSchedule', { preHandler: practitionerOnly, schema: { ...requestSchemas('staffSchedule'), response: { 200: answerSchema(staffScheduleSchema), ...errorAnswers } } }, async (request) => {
    const staff = currentStaff(request)
    const schedule = await scheduleOf(app.db, staff.staffId, new Date())
    await recordAudit(app.db, { actor: actorOf(request), action: 'schedule.read', record: { type: 'schedule', id: staff.staffId }, fields: scheduleFields, request })
    return schedule
  })

  addCallRoute<{ Querystring: StaffScheduleSessionQuery }>(
    app,
    'staffScheduleSession',
    { preHandler: practitionerOnly, schema: { ...requestSchemas('staffScheduleSession'), response: { 200: answerSchema(staffScheduleSessionSchema), ...errorAnswers } } },
    async (request, reply) => {
      const staff = currentStaff(request)
      const serviceId = request.query.id.toLowerCase()
      const found = await sessionFor(app.db, staff.staffId, serviceId)
      const record = { type: 'booking', id: serviceId }
      if (found.kind !== 'found') {
        await recordAudit(app.db, { actor: actorOf(request), action: 'booking.read', outcome: 'refused', record, fields: sessionFields, request })
        if (found.kind === 'not-found') return reply.code(404).send({ message: scheduleMessages.notFound, errors: [{ path: '/id', message: scheduleMessages.notFound }] })
        throw new StaffRefusal(scheduleMessages.notTheirs, 403)
      }
      await recordAudit(app.db, { actor: actorOf(request), action: 'booking.read', record, fields: sessionFields, request })
      return found.session
    },
  )
}
