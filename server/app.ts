/**
 * Builds the HTTP server. The whole service is one plugin, loaded in a fixed order (external
 * plugins, then the app's own, then routes), so tests call `app.inject()` without a socket and
 * `main.ts` only listens.
 */
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import databasePlugin from './plugins/database.ts'
import errorHandler from './plugins/error-handler.ts'
import validation from './plugins/validation.ts'
import { apiRoutes } from './routes/api.ts'
import webApp from './routes/web-app.ts'

export type LogOptions = {
  level?: string
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  stream?: { write(line: string): void }
}

export type BuildAppOptions = {
  /** The opened database (main.ts opens it from the configuration; tests pass a fresh one). */
  database: Database
  /** The built web app; defaults to dist/ at the repository root. */
  webRoot?: string
  /** Logging, off when omitted (tests); main.ts turns it on. */
  log?: LogOptions
}

const defaultWebRoot = fileURLToPath(new URL('../dist/', import.meta.url))

export function buildApp(config: Config, options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log) : false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.register(fp(serviceApp), { config, database: options.database, webRoot: options.webRoot ?? defaultWebRoot })
  return app
}

type ServiceOptions = { config: Config; database: Database; webRoot: string }

async function serviceApp(app: FastifyInstance, { config, database, webRoot }: ServiceOptions): Promise<void> {
  // 1. External plugins: none yet (rate limits and security headers come here).
  // 2. The app's own plugins.
  await app.register(errorHandler)
  await app.register(validation)
  await app.register(databasePlugin, { database })
  app.decorate('config', config)
  // 3. Routes.
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(webApp, { webRoot })
}

/**
 * Request logs carry the request id, method, path and status only: no query string (it can hold
 * a first name), no headers, no client address and never a body.
 */
function loggerOptions(log: LogOptions): FastifyServerOptions['logger'] {
  return {
    level: log.level ?? 'info',
    ...(log.stream ? { stream: log.stream } : {}),
    serializers: {
      req: (request) => ({ method: request.method, path: request.url.split('?')[0] }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}
