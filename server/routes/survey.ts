/**
 * POST /api/survey: the feedback panel's 13 answers, every one optional, stored as one row of
 * survey_responses with nothing else (no address, no test, no time but the row's own). Blank
 * answers and a 0 rating (the panel's "not rated") are left out, and contact details are kept
 * only when the person said it is OK to contact them.
 */
import type { FastifyInstance } from 'fastify'
import { registerSchema } from '#schemas/ajv.ts'
import type { SurveyRequest } from '#schemas/generated/survey-request.ts'
import messageAnswerSchema from '#schemas/message-answer.schema.json' with { type: 'json' }
import surveyRequestSchema from '#schemas/survey-request.schema.json' with { type: 'json' }
import { answerSchema, errorAnswers } from './answer-schemas.ts'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

registerSchema('survey-request.schema.json', surveyRequestSchema)

export const surveyThanksMessage = answerMessage(/*i18n*/ { id: 'api.survey-thanks', message: 'Thank you for your feedback!' })
const surveySchema = {
  summary: 'Stores one feedback survey submission',
  ...requestSchemas('survey'),
  response: { 201: answerSchema(messageAnswerSchema), ...errorAnswers },
}

/** What is stored of a submission: answered fields only, trimmed; contact details only with consent. */
export function storedSurveyAnswers(submission: SurveyRequest): SurveyRequest {
  const kept: Record<string, string | number> = {}
  for (const [field, value] of Object.entries(submission) as [keyof SurveyRequest, string | number | undefined][]) {
    if (typeof value === 'string' && value.trim() !== '') kept[field] = value.trim()
    if (typeof value === 'number' && value > 0) kept[field] = value
  }
  if (kept.okWithContact !== 'Yes') delete kept.contactDetails
  return kept as SurveyRequest
}

/**
 * The fields a person writes in (free text and contact details: the schema's plain strings, as
 * opposed to its choices and rating). They are stored apart, encrypted (migration 080).
 */
export const writtenSurveyFields: ReadonlySet<string> = new Set(
  Object.entries(surveyRequestSchema.properties as Record<string, { type?: string }>)
    .filter(([, property]) => property.type === 'string')
    .map(([field]) => field),
)

/** The stored answers split into the ratings and choices, and what the person wrote (null when nothing). */
export function surveyRow(submission: SurveyRequest): { answers: string; written_answers: string | null } {
  const stored = Object.entries(storedSurveyAnswers(submission))
  const written = stored.filter(([field]) => writtenSurveyFields.has(field))
  return {
    answers: JSON.stringify(Object.fromEntries(stored.filter(([field]) => !writtenSurveyFields.has(field)))),
    written_answers: written.length > 0 ? JSON.stringify(Object.fromEntries(written)) : null,
  }
}

// What the person wrote is stored encrypted (written_answers, server/crypto/personal-columns.ts).
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute<{ Body: SurveyRequest }>(app, 'survey', { schema: surveySchema }, async (request, reply) => {
    await app.db.insertInto('survey_responses').values(surveyRow(request.body)).execute()
    return reply.code(201).send({ message: surveyThanksMessage })
  })
}
