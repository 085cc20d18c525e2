/**
 * A person's data rights through the manage link and its one-time code (issue 23 part 3;
 * decisions 086-087): everything held about them (POST /api/manage/export, JSON the page also
 * draws as a PDF), their contact details corrected (POST /api/manage/contact) and erasure at once
 * (POST /api/manage/erase). Each needs a live manage session; each request, refused ones too, is
 * written to the audit log as a visitor action; a refusal is a 4xx with a sentence in the
 * request's language and changes nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { DataExport } from '#schemas/generated/data-export.ts'
import type { ManageContactRequest } from '#schemas/generated/manage-contact-request.ts'
import type { ManageEraseRequest } from '#schemas/generated/manage-erase-request.ts'
import type { ManageExportRequest } from '#schemas/generated/manage-export-request.ts'
import type { MessageAnswer } from '#schemas/generated/message-answer.ts'
import dataExportSchema from '#schemas/data-export.schema.json' with { type: 'json' }
import manageContactRequestSchema from '#schemas/manage-contact-request.schema.json' with { type: 'json' }
import manageEraseRequestSchema from '#schemas/manage-erase-request.schema.json' with { type: 'json' }
import manageExportRequestSchema from '#schemas/manage-export-request.schema.json' with { type: 'json' }
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { RequestValidationError } from '../plugins/validation.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { correctContact } from '../data-rights/correct-contact.ts'
import { dataRightsMessages as said } from '../data-rights/data-rights-messages.ts'
import { erasePerson } from '../data-rights/erase-person.ts'
import { exportPerson } from '../data-rights/export-person.ts'
import { personOfBooking, type Person } from '../data-rights/person.ts'
import { i18nFor, requestLocale } from '../i18n/index.ts'
import { shortReference } from '../mail/booking-lines.ts'
import { manageMessages } from '../manage/manage-messages.ts'
import { bookingOfSession } from '../manage/manage-sessions.ts'
import { createPaymentProvider } from '../payments/provider-from-config.ts'

registerSchema('manage-export-request.schema.json', manageExportRequestSchema)
registerSchema('manage-contact-request.schema.json', manageContactRequestSchema)
registerSchema('manage-erase-request.schema.json', manageEraseRequestSchema)
registerSchema('data-export.schema.json', dataExportSchema)
registerSchema('message-answer.schema.json', messageAnswerSchema)

const answer = ({ $schema: _s, $id: _i, ...schema }: { $schema?: string; $id?: string }) => schema
const errors = { '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } }

function refuse(reply: FastifyReply, statusCode: number, message: string, field?: string) {
  return reply.code(statusCode).send({ message, errors: field ? [{ path: `/${field}`, message }] : [] })
}

export async function dataRightsRoutes(app: FastifyInstance): Promise<void> {
  const provider = createPaymentProvider(app.config, app.db)
  const visitor = { staffId: null, email: null }
  const audit = (request: FastifyRequest, action: string, serviceId: string | undefined, fields: readonly string[], outcome: 'success' | 'refused' = 'success') =>
    recordAudit(app.db, { actor: visitor, action, outcome, ...(serviceId ? { record: { type: 'booking', id: serviceId } } : {}), fields, request })

  /**
   * A body the schema refuses reaches its handler only to be audited here (`attachValidation`), then refused as any other, naming the
   * fields it was refused for (never their values). The person is unknown then: no record.
   */
  async function auditSchemaRefusal(request: FastifyRequest, action: string): Promise<void> {
    const error = request.validationError
    if (!error) return
    const paths = error instanceof RequestValidationError ? error.problems.map((problem) => problem.path) : ((error as FastifyError).validation ?? []).map((problem) => problem.instancePath)
    const fields = paths.map((path) => path.replace(/^\//, '') || 'body')
    await audit(request, action, undefined, [...new Set(fields)], 'refused')
    throw error
  }

  /** The person of a live manage session, or a refusal sent (and audited). */
  async function sessionPerson(request: FastifyRequest, reply: FastifyReply, session: string, action: string): Promise<{ serviceId: string; person: Person } | undefined> {
    const serviceId = await bookingOfSession(app.db, session, new Date())
    if (!serviceId) {
      await audit(request, action, undefined, [], 'refused')
      void refuse(reply, 401, manageMessages.sessionEnded)
      return undefined
    }
    const person = await personOfBooking(app.db, serviceId)
    if (!person) {
      await audit(request, action, serviceId, [], 'refused')
      void refuse(reply, 410, said.alreadyErased)
      return undefined
    }
    return { serviceId, person }
  }

  addCallRoute<{ Body: ManageExportRequest }>(app, 'manageExport', { attachValidation: true, schema: { ...requestSchemas('manageExport'), response: { 200: answer(dataExportSchema), ...errors } } }, async (request, reply): Promise<DataExport> => {
    await auditSchemaRefusal(request, 'person.export')
    const found = await sessionPerson(request, reply, request.body.session, 'person.export')
    if (!found) return reply
    const howFound = i18nFor(requestLocale(request))._({ id: 'api.data-rights.how-found', message: said.howFound })
    const exported = await exportPerson(app.db, found.person, shortReference(found.serviceId), howFound, new Date())
    await audit(request, 'person.export', found.serviceId, ['bookings', 'payments', 'shared-results', 'mails', 'sms', 'consents'])
    return exported
  })

  addCallRoute<{ Body: ManageContactRequest }>(app, 'manageContact', { attachValidation: true, schema: { ...requestSchemas('manageContact'), response: { 200: answer(messageAnswerSchema), ...errors } } }, async (request, reply): Promise<MessageAnswer> => {
    await auditSchemaRefusal(request, 'person.correct')
    const found = await sessionPerson(request, reply, request.body.session, 'person.correct')
    if (!found) return reply
    const result = await correctContact(app.db, found.person, request.body)
    if (result.kind === 'nothing') {
      await audit(request, 'person.correct', found.serviceId, [], 'refused')
      return refuse(reply, 400, said.nothingToCorrect)
    }
    if (result.kind === 'refused') {
      await audit(request, 'person.correct', found.serviceId, [result.field], 'refused')
      return refuse(reply, 400, result.message, result.field)
    }
    await audit(request, 'person.correct', found.serviceId, result.fields)
    return { message: said.corrected }
  })

  addCallRoute<{ Body: ManageEraseRequest }>(app, 'manageErase', { attachValidation: true, schema: { ...requestSchemas('manageErase'), response: { 200: answer(messageAnswerSchema), ...errors } } }, async (request, reply): Promise<MessageAnswer> => {
    await auditSchemaRefusal(request, 'person.erase')
    const found = await sessionPerson(request, reply, request.body.session, 'person.erase')
    if (!found) return reply
    const report = await erasePerson({ db: app.db, provider, log: request.log, person: found.person, now: new Date() })
    // The booking ids only: what was erased is named by its fields, never its values.
    for (const serviceId of found.person.serviceIds) {
      await audit(request, 'person.erase', serviceId, ['first_name', 'last_name', 'phone_number', 'email', 'notes', 'location', 'upload', 'shared-results', 'mails', 'sms', ...(report.cancelled > 0 ? ['cancelled_at'] : [])])
    }
    return { message: said.erased }
  })
}
