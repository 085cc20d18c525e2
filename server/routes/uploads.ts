/** Placeholder: the routes of this feature are being written. */
import type { FastifyInstance } from 'fastify'

export async function uploadsRoutes(_app: FastifyInstance): Promise<void> {}
