/** GET /api/health: 200 when the database answers, 503 otherwise. */
import type { FastifyInstance } from 'fastify'
import { addCallRoute } from './call-schemas.ts'
import healthStatusSchema from '#schemas/health-status.schema.json' with { type: 'json' }
import { answerSchema, errorAnswer } from './answer-schemas.ts'

const healthAnswer = answerSchema(healthStatusSchema)

const healthSchema = {
  summary: 'Whether the server is up',
  response: { 200: healthAnswer, 503: healthAnswer, '5xx': errorAnswer },
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  addCallRoute(app, 'health', { schema: healthSchema }, async (_request, reply) => {
    if (await app.database.isHealthy()) return { status: 'ok' }
    return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering. Please try again shortly.' })
  })
}
