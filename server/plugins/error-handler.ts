/**
 * The one error handler of the server. Every failure is logged with the request id (Fastify's
 * request logger carries it). A 5xx answers a generic sentence and never shows internals; a 4xx
 * answers `{ message, errors: [{ path, message }] }` so the browser can tie each problem to a field.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import errorBodyFile from '#schemas/error-body.schema.json' with { type: 'json' }
import { RequestValidationError } from './validation.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export const serverErrorMessage = answerMessage(/*i18n*/ { id: 'api.server-error', message: 'Something went wrong on our side. Please try again.' })

/**
 * The body of every 4xx and 5xx answer, from schemas/error-body.schema.json (the file the web's
 * API client types come from), registered as `error-body` for the routes' response schemas.
 */
const { $schema: _draft, $id: _fileId, ...errorBody } = errorBodyFile
export const errorBodySchema = { ...errorBody, $id: 'error-body' }

const invalidRequestMessage = answerMessage(/*i18n*/ { id: 'api.invalid-request', message: 'Some of the information sent is not valid. Please correct it and try again.' })

const unknownFieldMessage = answerMessage(/*i18n*/ { id: 'api.unknown-field', message: 'is not a field this request accepts.' })

export type FieldProblem = { path: string; message: string }

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.addSchema(errorBodySchema)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode ?? 500
    if (error instanceof RequestValidationError) {
      request.log.info({ problems: error.problems.map((problem) => problem.path) }, 'Request rejected')
      return reply.code(400).send({ message: error.message, errors: error.problems })
    }
    if (statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'Request rejected')
      const errors = (error.validation ?? []).map((problem) => fieldProblem(error.validationContext, problem))
      const message = error.validation ? invalidRequestMessage : error.message
      return reply.code(statusCode).send({ message, errors })
    }
    request.log.error({ err: error }, 'Request failed')
    return reply.code(statusCode >= 500 && statusCode < 600 ? statusCode : 500).send({ message: serverErrorMessage })
  })
}

type ValidationProblem = NonNullable<FastifyError['validation']>[number]

/** One Ajv problem as a JSON pointer into the part of the request it is about, and a sentence. */
function fieldProblem(context: string | undefined, problem: ValidationProblem): FieldProblem {
  const params = problem.params as Record<string, unknown>
  const field = params['missingProperty'] ?? params['additionalProperty']
  const pointer = typeof field === 'string' ? `${problem.instancePath}/${field}` : problem.instancePath
  const where = context && context !== 'body' ? `/${context}` : ''
  if (params['additionalProperty'] !== undefined) {
    return { path: `${where}${pointer}`, message: unknownFieldMessage }
  }
  return { path: `${where}${pointer}`, message: problem.message ?? 'is not valid.' }
}

export default fp(errorHandler, { name: 'error-handler' })
