/** Placeholder: the routes of this feature are being written. */
import type { FastifyInstance } from 'fastify'

export async function paymentsRoutes(_app: FastifyInstance): Promise<void> {}
