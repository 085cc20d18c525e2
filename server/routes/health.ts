/** GET /api/health: 200 when the database answers, 503 otherwise. */
import type { FastifyInstance } from 'fastify'

const healthSchema = {
  summary: 'Whether the server is up',
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', const: 'ok' } },
      required: ['status'],
      additionalProperties: false,
    },
    503: {
      type: 'object',
      properties: { status: { type: 'string', const: 'unavailable' }, message: { type: 'string' } },
      required: ['status', 'message'],
      additionalProperties: false,
    },
    '5xx': { $ref: 'error-body#' },
  },
} as const

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: healthSchema }, async (_request, reply) => {
    if (await app.database.isHealthy()) return { status: 'ok' }
    return reply.code(503).send({ status: 'unavailable', message: 'The database is not answering. Please try again shortly.' })
  })
}
