/** Placeholder: the routes of this feature are being written. */
import type { FastifyInstance } from 'fastify'

export async function subscribeRoutes(_app: FastifyInstance): Promise<void> {}
