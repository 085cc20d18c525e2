/**
 * Everything under /api. Each API feature is a plugin registered here; an /api path that no
 * route answers gets a JSON 404, never the web app's index.html.
 */
import type { FastifyInstance } from 'fastify'
import { healthRoutes } from './health.ts'

export const notFoundMessage = 'Not found'

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes)

  api.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: notFoundMessage }))
}
