/**
 * Every answer carries its request id in `x-request-id` (a random UUID made by the server; a
 * client's own header is ignored), so a person who sees an error can quote it and operators find
 * the matching log lines, which carry the same id as `reqId`. Set on send, so 404s, 415s, 429s
 * and 5xx answers made by the error handler carry it too.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export const requestIdHeader = 'x-request-id'

async function requestId(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    reply.header(requestIdHeader, request.id)
  })
}

export default fp(requestId, { name: 'request-id' })
