/**
 * The metrics of one app (metrics.ts): every answer is counted by its route pattern when it is
 * sent (429s also apart), `app.metrics` lets a route count what only it knows (the assistant's
 * crisis replies), and GET /metrics answers the Prometheus text to whoever metrics-access.ts
 * allows; anyone else gets a 403 in the usual error shape.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { mayReadMetrics } from './metrics-access.ts'
import { createMetrics, type ServerMetrics } from './metrics.ts'

export const metricsPath = '/metrics'
export const metricsRefusedMessage = 'Metrics are answered only on this machine, or with the metrics token (METRICS_TOKEN).'

/** The label of a request's route: its pattern, or what kind of address no route has. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url
  if (pattern !== undefined) return pattern
  return request.url.startsWith('/api') ? 'unmatched /api' : 'unmatched'
}

type MetricsOptions = { config: Pick<Config, 'metricsToken'>; database: Database }

async function metricsPlugin(app: FastifyInstance, { config, database }: MetricsOptions): Promise<void> {
  const metrics = createMetrics(database.db)
  app.decorate('metrics', metrics)

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeLabel(request)
    metrics.requests.inc({ method: request.method, route, status_code: String(reply.statusCode) })
    metrics.requestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.rateLimited.inc({ route })
  })

  app.get(metricsPath, { schema: { response: { '4xx': { $ref: 'error-body#' } } } }, async (request, reply) => {
    if (!mayReadMetrics(request, config.metricsToken)) return reply.code(403).send({ message: metricsRefusedMessage, errors: [] })
    const text = await metrics.registry.metrics()
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text)
  })
}

export default fp(metricsPlugin, { name: 'metrics' })

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics
  }
}
