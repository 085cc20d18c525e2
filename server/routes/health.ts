/** GET /api/health: answers 200 while the server can serve requests (the database check comes with persistence). */
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
    '5xx': { $ref: 'error-body#' },
  },
} as const

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: healthSchema }, async () => ({ status: 'ok' }))
}
