/** Placeholder: the routes of this feature are being written. */
import type { FastifyInstance } from 'fastify'

export async function surveyRoutes(_app: FastifyInstance): Promise<void> {}
