/**
 * Builds the HTTP server. The whole service is one plugin, loaded in a fixed order (external
 * plugins, then the app's own, then routes), so tests call `app.inject()` without a socket and
 * `main.ts` only listens.
 */
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { loggerOptions, type LogOptions } from './logger-options.ts'
import contentType from './plugins/content-type.ts'
import databasePlugin from './plugins/database.ts'
import errorHandler from './plugins/error-handler.ts'
import rateLimit from './plugins/rate-limit.ts'
import requestId from './plugins/request-id.ts'
import securityHeaders from './plugins/security-headers.ts'
import validation from './plugins/validation.ts'
import { apiRoutes } from './routes/api.ts'
import webApp from './routes/web-app.ts'

export type { LogOptions }

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
  // 1. External plugins: security headers (helmet), per-IP limits on writes (rate-limit).
  await app.register(securityHeaders, { config })
  await app.register(rateLimit, { config })
  // 2. The app's own plugins.
  await app.register(requestId)
  await app.register(contentType)
  await app.register(errorHandler)
  await app.register(validation)
  await app.register(databasePlugin, { database })
  app.decorate('config', config)
  // 3. Routes.
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(webApp, { webRoot })
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}
