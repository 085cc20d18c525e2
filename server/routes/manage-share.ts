/**
 * Sharing a result with the booking's practitioner from the manage page or the result page
 * (issue 22 part 6; decision 083), within a manage session (link + one-time code): explicit
 * consent under the privacy notice in force, the answers scored again by the engine, stored
 * encrypted and tied to this booking only (manage/shared-results.ts). The visitor withdraws it
 * until the session starts. Every refusal names the field when there is one and writes nothing;
 * each share and withdrawal goes to the audit log without a staff member.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import type { ManageShareRequest } from '#schemas/generated/manage-share-request.ts'
import type { ManageWithdrawShareRequest } from '#schemas/generated/manage-withdraw-share-request.ts'
import manageBookingSchema from '#schemas/manage-booking.schema.json' with { type: 'json' }
import manageShareRequestSchema from '#schemas/manage-share-request.schema.json' with { type: 'json' }
import manageWithdrawShareRequestSchema from '#schemas/manage-withdraw-share-request.schema.json' with { type: 'json' }
import shareableResultSchema from '#schemas/shareable-result.schema.json' with { type: 'json' }
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { consentRecord } from '../bookings/consent.ts'
import { manageBookingView } from '../manage/booking-view.ts'
import { manageMessages as say } from '../manage/manage-messages.ts'
import { bookingOfSession } from '../manage/manage-sessions.ts'
import { sharedResultContent, shareResult, withdrawSharedResult, type ShareOutcome, type WithdrawOutcome } from '../manage/shared-results.ts'

registerSchema('shareable-result.schema.json', shareableResultSchema)
registerSchema('manage-share-request.schema.json', manageShareRequestSchema)
registerSchema('manage-withdraw-share-request.schema.json', manageWithdrawShareRequestSchema)
registerSchema('manage-booking.schema.json', manageBookingSchema)

const answer = ({ $schema: _s, $id: _i, ...schema }: { $schema?: string; $id?: string }) => schema
const errors = { '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } }

type Refusal = { statusCode: number; message: string; field?: string }

const shareRefusals: Record<Exclude<ShareOutcome, 'shared'>, Refusal> = {
  'not-found': { statusCode: 404, message: say.bookingNotFound },
  cancelled: { statusCode: 409, message: say.cancelled },
  'session-started': { statusCode: 409, message: say.shareStarted },
  'too-many': { statusCode: 429, message: say.shareTooMany },
}

const withdrawRefusals: Record<Exclude<WithdrawOutcome, 'withdrawn'>, Refusal> = {
  'not-found': { statusCode: 404, message: say.shareNotFound, field: 'share' },
  'already-withdrawn': { statusCode: 409, message: say.shareAlreadyWithdrawn, field: 'share' },
  'session-started': { statusCode: 409, message: say.shareStarted },
}

function refuse(reply: FastifyReply, refusal: Refusal) {
  return reply.code(refusal.statusCode).send({ message: refusal.message, errors: refusal.field ? [{ path: `/${refusal.field}`, message: refusal.message }] : [] })
}

export async function manageShareRoutes(app: FastifyInstance): Promise<void> {
  const now = () => new Date()
  const audit = (request: FastifyRequest, action: string, serviceId: string, outcome: 'success' | 'refused') =>
    recordAudit(app.db, { actor: { staffId: null, email: null }, action, outcome, record: { type: 'booking', id: serviceId }, fields: ['shared_result'], request })

  async function view(serviceId: string, message: string): Promise<ManageBooking> {
    return (await manageBookingView(app.db, serviceId, now(), message))!
  }

  addCallRoute<{ Body: ManageShareRequest }>(app, 'manageShare', { schema: { ...requestSchemas('manageShare'), response: { 200: answer(manageBookingSchema), ...errors } } }, async (request, reply): Promise<ManageBooking> => {
    const serviceId = await bookingOfSession(app.db, request.body.session, now())
    if (!serviceId) return refuse(reply, { statusCode: 401, message: say.sessionEnded })
    if (request.body.consent.accepted !== true) return refuse(reply, { statusCode: 400, message: say.shareConsentRequired, field: 'consent/accepted' })
    const consent = consentRecord(request.body.consent, now())
    if ('path' in consent) return reply.code(400).send({ message: consent.message, errors: [consent] })
    const content = await sharedResultContent(request.body.result, now())
    if (content.kind === 'unknown-test') return refuse(reply, { statusCode: 400, message: say.shareUnknownTest, field: 'result/testCode' })
    if (content.kind === 'invalid-answers') return reply.code(400).send({ message: content.problems[0]?.message ?? say.shareUnknownTest, errors: content.problems })
    const outcome = await shareResult(app.db, serviceId, content.content, consent.consent_version, now())
    await audit(request, 'booking.visitor-share-result', serviceId, outcome === 'shared' ? 'success' : 'refused')
    if (outcome !== 'shared') return refuse(reply, shareRefusals[outcome])
    return view(serviceId, say.shared)
  })

  addCallRoute<{ Body: ManageWithdrawShareRequest }>(app, 'manageWithdrawShare', { schema: { ...requestSchemas('manageWithdrawShare'), response: { 200: answer(manageBookingSchema), ...errors } } }, async (request, reply): Promise<ManageBooking> => {
    const serviceId = await bookingOfSession(app.db, request.body.session, now())
    if (!serviceId) return refuse(reply, { statusCode: 401, message: say.sessionEnded })
    const outcome = await withdrawSharedResult(app.db, serviceId, request.body.share.toLowerCase(), now())
    await audit(request, 'booking.visitor-withdraw-result', serviceId, outcome === 'withdrawn' ? 'success' : 'refused')
    if (outcome !== 'withdrawn') return refuse(reply, withdrawRefusals[outcome])
    return view(serviceId, say.shareWithdrawn)
  })
}
