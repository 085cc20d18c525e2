/**
 * The manage page's calls (schemas/manage-calls.ts; decision 073): a link for the booking the
 * confirmation page shows, a one-time code to the booking's contact, opening the booking with the
 * code, then moving, cancelling or adding a note within the manage session. Every refusal is a 4xx
 * with a sentence in the request's language and changes nothing. The visitor's changes go to the
 * audit log as actions without a staff member (server/audit).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import type { ManageCancelRequest } from '#schemas/generated/manage-cancel-request.ts'
import type { ManageCodeRequest } from '#schemas/generated/manage-code-request.ts'
import type { ManageLink } from '#schemas/generated/manage-link.ts'
import type { ManageLinkRequest } from '#schemas/generated/manage-link-request.ts'
import type { ManageNoteRequest } from '#schemas/generated/manage-note-request.ts'
import type { ManageOpenRequest } from '#schemas/generated/manage-open-request.ts'
import type { ManageRescheduleRequest } from '#schemas/generated/manage-reschedule-request.ts'
import type { MessageAnswer } from '#schemas/generated/message-answer.ts'
import manageBookingSchema from '#schemas/manage-booking.schema.json' with { type: 'json' }
import manageCancelRequestSchema from '#schemas/manage-cancel-request.schema.json' with { type: 'json' }
import manageCodeRequestSchema from '#schemas/manage-code-request.schema.json' with { type: 'json' }
import manageLinkRequestSchema from '#schemas/manage-link-request.schema.json' with { type: 'json' }
import manageLinkSchema from '#schemas/manage-link.schema.json' with { type: 'json' }
import manageNoteRequestSchema from '#schemas/manage-note-request.schema.json' with { type: 'json' }
import manageOpenRequestSchema from '#schemas/manage-open-request.schema.json' with { type: 'json' }
import manageRescheduleRequestSchema from '#schemas/manage-reschedule-request.schema.json' with { type: 'json' }
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { cancelBooking } from '../bookings/cancel-booking.ts'
import { needsCrisisCard } from '../chat/free-text-risk.ts'
import { localeOrDefault } from '../i18n/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { bookingOfToken, issueManageLink, linkExpiry, managePath, sessionColumns } from '../manage/manage-links.ts'
import { cancellationMail, manageAddress, manageCodeMail, manageLinkMail } from '../manage/manage-mail.ts'
import { manageMessages as say } from '../manage/manage-messages.ts'
import { bookingOfSession, openManageSession } from '../manage/manage-sessions.ts'
import { manageBookingView } from '../manage/booking-view.ts'
import { queueManageCodeSms } from '../manage/manage-code-sms.ts'
import { checkCode, issueCode } from '../manage/one-time-code.ts'
import { rescheduleBooking, type RescheduleResult } from '../manage/reschedule-booking.ts'
import { createPaymentProvider } from '../payments/provider-from-config.ts'
import { manageShareRoutes } from './manage-share.ts'

registerSchema('manage-link-request.schema.json', manageLinkRequestSchema)
registerSchema('manage-link.schema.json', manageLinkSchema)
registerSchema('manage-code-request.schema.json', manageCodeRequestSchema)
registerSchema('manage-open-request.schema.json', manageOpenRequestSchema)
registerSchema('manage-reschedule-request.schema.json', manageRescheduleRequestSchema)
registerSchema('manage-cancel-request.schema.json', manageCancelRequestSchema)
registerSchema('manage-note-request.schema.json', manageNoteRequestSchema)
registerSchema('manage-booking.schema.json', manageBookingSchema)
registerSchema('message-answer.schema.json', messageAnswerSchema)

const answer = ({ $schema: _s, $id: _i, ...schema }: { $schema?: string; $id?: string }) => schema
const errors = { '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } }

/** At most this many manage links for one booking (the confirmation page asks on each visit). */
const linksPerBooking = 20

function refuse(reply: FastifyReply, statusCode: number, message: string, field?: string) {
  return reply.code(statusCode).send({ message, errors: field ? [{ path: `/${field}`, message }] : [] })
}

const rescheduleRefusals: Record<Exclude<RescheduleResult['kind'], 'moved'>, { statusCode: number; message: string; field?: string }> = {
  'not-found': { statusCode: 404, message: say.bookingNotFound },
  cancelled: { statusCode: 409, message: say.cancelled },
  'no-session': { statusCode: 409, message: say.noSession },
  'too-late': { statusCode: 409, message: say.tooLate },
  'not-offered': { statusCode: 400, message: say.notOffered, field: 'time' },
  'same-slot': { statusCode: 400, message: say.sameSlot, field: 'time' },
}

export async function manageRoutes(app: FastifyInstance): Promise<void> {
  const provider = createPaymentProvider(app.config, app.db)
  const now = () => new Date()
  const visitor = { staffId: null, email: null }
  const audit = (request: FastifyRequest, action: string, serviceId: string, fields: string[], outcome: 'success' | 'refused' = 'success') =>
    recordAudit(app.db, { actor: visitor, action, outcome, record: { type: 'booking', id: serviceId }, fields, request })

  /** The booking of a live manage session, or a 401 sent. */
  async function sessionBooking(session: string, reply: FastifyReply): Promise<string | undefined> {
    const serviceId = await bookingOfSession(app.db, session, now())
    if (!serviceId) void refuse(reply, 401, say.sessionEnded)
    return serviceId
  }

  async function view(serviceId: string, message: string, extra: Partial<ManageBooking> = {}): Promise<ManageBooking> {
    const booking = await manageBookingView(app.db, serviceId, now(), message)
    return { ...booking!, ...extra }
  }

  addCallRoute<{ Body: ManageLinkRequest }>(app, 'manageLink', { schema: { ...requestSchemas('manageLink'), response: { 200: answer(manageLinkSchema), ...errors } } }, async (request, reply): Promise<ManageLink> => {
    const serviceId = request.body.service_id.toLowerCase()
    const row = await app.db
      .selectFrom('services')
      .select(['email', 'language', 'cancelled_at']).select(sessionColumns)
      .where('id', '=', serviceId)
      .executeTakeFirst()
    if (!row || row.cancelled_at !== null) return refuse(reply, 404, say.bookingNotFound)
    const issued = await app.db.selectFrom('manage_links').select((eb) => eb.fn.countAll<number>().as('count')).where('service_id', '=', serviceId).executeTakeFirstOrThrow()
    if (Number(issued.count) >= linksPerBooking) return refuse(reply, 429, say.codeThrottled)
    const token = await issueManageLink(app.db, serviceId, linkExpiry(row, now()))
    const locale = localeOrDefault(row.language)
    // The first link is also mailed, so the visitor keeps it after leaving the page.
    if (Number(issued.count) === 0 && row.email) await enqueueMail(app.db, manageLinkMail(row.email, serviceId, manageAddress(managePath(token), locale, app.config.publicBaseUrl), locale))
    return { path: managePath(token) }
  })

  addCallRoute<{ Body: ManageCodeRequest }>(app, 'manageSendCode', { schema: { ...requestSchemas('manageSendCode'), response: { 200: answer(messageAnswerSchema), ...errors } } }, async (request, reply): Promise<MessageAnswer> => {
    const serviceId = await bookingOfToken(app.db, request.body.token, now())
    if (!serviceId) return refuse(reply, 404, say.linkNotFound, 'token')
    const row = await app.db.selectFrom('services').select(['email', 'phone_number', 'language']).where('id', '=', serviceId).executeTakeFirstOrThrow()
    // The visitor's choice: e-mail (the default), SMS to the booking's phone, or both (decision 084).
    const channel = request.body.channel ?? 'email'
    if (channel === 'email' && !row.email) return refuse(reply, 409, row.phone_number ? say.noEmailForCode : say.noContact, 'channel')
    const issued = await issueCode(app.db, serviceId, request.ip, now())
    if (issued.kind === 'throttled') return refuse(reply, 429, say.codeThrottled)
    const locale = localeOrDefault(row.language)
    const byMail = channel !== 'sms' && row.email !== null
    const bySms = channel !== 'email' && Boolean(row.phone_number)
    if (byMail) await enqueueMail(app.db, manageCodeMail(row.email!, serviceId, issued.code, locale))
    if (bySms) await queueManageCodeSms(app.db, serviceId, row.phone_number, issued.code, locale, now())
    return { message: byMail && bySms ? say.codeSentBoth : bySms ? say.codeSentSms : say.codeSent }
  })

  addCallRoute<{ Body: ManageOpenRequest }>(app, 'manageOpen', { schema: { ...requestSchemas('manageOpen'), response: { 200: answer(manageBookingSchema), ...errors } } }, async (request, reply): Promise<ManageBooking> => {
    const serviceId = await bookingOfToken(app.db, request.body.token, now())
    if (!serviceId) return refuse(reply, 404, say.linkNotFound, 'token')
    const check = await checkCode(app.db, serviceId, request.body.code.trim(), now())
    if (check === 'wrong') return refuse(reply, 400, say.codeWrong, 'code')
    if (check === 'expired') return refuse(reply, 400, say.codeExpired, 'code')
    if (check === 'no-tries-left') return refuse(reply, 429, say.codeNoTries, 'code')
    const session = await openManageSession(app.db, serviceId, now())
    await audit(request, 'booking.visitor-open', serviceId, [])
    return view(serviceId, say.opened, { session })
  })

  addCallRoute<{ Body: ManageRescheduleRequest }>(app, 'manageReschedule', { schema: { ...requestSchemas('manageReschedule'), response: { 200: answer(manageBookingSchema), ...errors } } }, async (request, reply): Promise<ManageBooking> => {
    const serviceId = await sessionBooking(request.body.session, reply)
    if (!serviceId) return reply
    const result = await rescheduleBooking(app.db, serviceId, { date: request.body.date, time: request.body.time }, app.config.consultationHours, now())
    if (result.kind !== 'moved') {
      await audit(request, 'booking.visitor-reschedule', serviceId, ['date', 'time'], 'refused')
      const refusal = rescheduleRefusals[result.kind]
      return refuse(reply, refusal.statusCode, refusal.message, refusal.field)
    }
    await audit(request, 'booking.visitor-reschedule', serviceId, ['date', 'time'])
    return view(serviceId, say.moved)
  })

  addCallRoute<{ Body: ManageCancelRequest }>(app, 'manageCancel', { schema: { ...requestSchemas('manageCancel'), response: { 200: answer(manageBookingSchema), ...errors } } }, async (request, reply): Promise<ManageBooking> => {
    const serviceId = await sessionBooking(request.body.session, reply)
    if (!serviceId) return reply
    const result = await cancelBooking({ db: app.db, provider, log: request.log, serviceId, by: 'visitor', now: now() })
    if (result.kind !== 'cancelled') {
      await audit(request, 'booking.visitor-cancel', serviceId, ['cancelled_at'], 'refused')
      if (result.kind === 'not-found') return refuse(reply, 404, say.bookingNotFound)
      return refuse(reply, 409, result.kind === 'already-cancelled' ? say.cancelled : say.sessionStarted)
    }
    await audit(request, 'booking.visitor-cancel', serviceId, ['cancelled_at', ...(result.refund ? ['refund'] : [])])
    const row = await app.db.selectFrom('services').select(['email', 'language']).where('id', '=', serviceId).executeTakeFirstOrThrow()
    if (row.email) await enqueueMail(app.db, cancellationMail(row.email, serviceId, result.refund?.amountKes ?? 0, localeOrDefault(row.language)))
    return view(serviceId, say.cancelledNow)
  })

  addCallRoute<{ Body: ManageNoteRequest }>(app, 'manageNote', { schema: { ...requestSchemas('manageNote'), response: { 200: answer(manageBookingSchema), ...errors } } }, async (request, reply): Promise<ManageBooking> => {
    const serviceId = await sessionBooking(request.body.session, reply)
    if (!serviceId) return reply
    const current = await app.db.selectFrom('services').select('cancelled_at').where('id', '=', serviceId).executeTakeFirstOrThrow()
    if (current.cancelled_at !== null) return refuse(reply, 409, say.cancelled)
    const note = request.body.note.trim()
    if (note === '') return refuse(reply, 400, say.noteEmpty, 'note')
    const crisis = needsCrisisCard([note])
    await app.db.insertInto('booking_notes').values({ service_id: serviceId, note, risk_flagged: crisis }).execute()
    await audit(request, 'booking.visitor-note', serviceId, ['note'])
    return view(serviceId, say.noteAdded, { crisis })
  })

  // Sharing a result with the practitioner, within the same manage session (decision 083).
  await manageShareRoutes(app)
}
