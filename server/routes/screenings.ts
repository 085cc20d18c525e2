/**
 * POST /api/appointments/screenings/ {service_id, routeSlug}: the person finished one of their
 * booking's pre-session screenings. Stored as the test's slug and a time only, never answers or
 * scores. Refused for an unknown booking (404), an unpaid one (409: the screenings unlock with
 * payment) and a test that is not among the booking's screenings (400).
 */
import type { FastifyInstance } from 'fastify'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { registerSchema } from '#schemas/ajv.ts'
import type { ScreeningCompletion } from '#schemas/generated/screening-completion.ts'
import type { ScreeningCompletionRequest } from '#schemas/generated/screening-completion-request.ts'
import screeningCompletionRequestSchema from '#schemas/screening-completion-request.schema.json' with { type: 'json' }
import screeningCompletionSchema from '#schemas/screening-completion.schema.json' with { type: 'json' }
import { markScreeningCompleted, type CompletionResult } from '../bookings/screenings.ts'
import { noServiceDataMessage } from './service-data.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

registerSchema('screening-completion-request.schema.json', screeningCompletionRequestSchema)
registerSchema('screening-completion.schema.json', screeningCompletionSchema)

const refusals: Record<Exclude<CompletionResult, 'completed'>, { statusCode: number; message: string }> = {
  'not-found': { statusCode: 404, message: noServiceDataMessage },
  'not-paid': { statusCode: 409, message: answerMessage(/*i18n*/ { id: 'api.screenings.not-paid', message: 'The screenings unlock once the booking is paid. Please complete the payment first.' }) },
  'not-offered': { statusCode: 400, message: answerMessage(/*i18n*/ { id: 'api.screenings.not-offered', message: 'This test is not one of the screenings for this booking.' }) },
}

const { $schema: _schema, $id: _id, ...completionAnswer } = screeningCompletionSchema

export async function screeningsRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Body: ScreeningCompletionRequest }>(
    app,
    'screeningCompleted',
    {
      schema: {
        ...requestSchemas('screeningCompleted'),
        response: { 200: completionAnswer, '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } },
      },
    },
    async (request, reply): Promise<ScreeningCompletion> => {
      const { service_id: serviceId, routeSlug } = request.body
      const result = await markScreeningCompleted(app.db, serviceId.toLowerCase(), routeSlug)
      if (result === 'completed') return { routeSlug, completed: true }
      const { statusCode, message } = refusals[result]
      return reply.code(statusCode).send({ message, errors: [] })
    },
  )
}
