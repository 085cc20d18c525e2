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
import { encryptsPersonalData } from './crypto/encrypted-database.ts'
import { loggerOptions, type LogOptions } from './logger-options.ts'
import metricsPlugin from './metrics/metrics-plugin.ts'
import contentType from './plugins/content-type.ts'
import databasePlugin from './plugins/database.ts'
import answerLanguage from './plugins/answer-language.ts'
import errorHandler from './plugins/error-handler.ts'
import rateLimit from './plugins/rate-limit.ts'
import requestId from './plugins/request-id.ts'
import sameOriginWrites from './plugins/same-origin-writes.ts'
import securityHeaders from './plugins/security-headers.ts'
import { inlineScriptSources, readInlineScripts } from './web/inline-scripts.ts'
import validation from './plugins/validation.ts'
import { apiRoutes } from './routes/api.ts'
import { fhirRoutes } from './routes/fhir.ts'
import webApp from './routes/web-app.ts'
import noScriptPages from './no-script/index.ts'
import noScriptBookingSearchSubscribe from './no-script/booking-search-subscribe.ts'
import { noStoreOnBookingPages } from './web/no-store-pages.ts'

export type { LogOptions }

export type BuildAppOptions = {
  /** The opened database, encrypting personal data (main.ts opens it from the configuration; tests pass a fresh one). */
  database: Database
  /** The built web app; defaults to dist/ at the repository root. */
  webRoot?: string
  /** Logging, off when omitted (tests); main.ts turns it on. */
  log?: LogOptions
}

const defaultWebRoot = fileURLToPath(new URL('../dist/', import.meta.url))

/** How long the service's plugins may take to start before boot fails (Fastify's default is 10 s). */
export const pluginStartUpLimitMs = 120_000

export function buildApp(config: Config, options: BuildAppOptions): FastifyInstance {
  // Personal data is only ever written encrypted (crypto/, decision 034).
  if (!encryptsPersonalData(options.database)) throw new Error('buildApp needs a database opened with withPersonalDataEncryption (server/crypto/).')
  const app = Fastify({
    logger: options.log ? loggerOptions(options.log) : false,
    genReqId: () => randomUUID(),
    // Registering the service (route schemas, the page shell) takes well under a second on an idle
    // machine, but several times Fastify's default 10 s limit was seen on a saturated CPU (issue 18).
    pluginTimeout: pluginStartUpLimitMs,
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy every connection comes from the proxy: only its X-Forwarded-For tells
    // visitors apart for the per-address limits. Trusted only for the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy ?? false,
  })
  app.register(fp(serviceApp), { config, database: options.database, webRoot: options.webRoot ?? defaultWebRoot })
  return app
}

type ServiceOptions = { config: Config; database: Database; webRoot: string }

async function serviceApp(app: FastifyInstance, { config, database, webRoot }: ServiceOptions): Promise<void> {
  // 1. External plugins: security headers (helmet), per-IP limits on writes (rate-limit).
  const inlineScripts = readInlineScripts(webRoot)
  await app.register(securityHeaders, { config, inlineScripts: inlineScriptSources(inlineScripts) })
  await app.register(rateLimit, { config })
  // 2. The app's own plugins.
  await app.register(requestId)
  await app.register(sameOriginWrites, { config })
  await app.register(contentType)
  await app.register(errorHandler)
  await app.register(answerLanguage)
  await app.register(validation)
  await app.register(databasePlugin, { database })
  // Counts every answer from here on, and serves GET /metrics (loopback or METRICS_TOKEN only).
  await app.register(metricsPlugin, { config, database })
  app.decorate('config', config)
  // 3. Routes.
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(fhirRoutes, { prefix: '/fhir' })
  app.addHook('onSend', noStoreOnBookingPages)
  // Pages that work without JavaScript (decision 092): their frame, renderer and test pages, before the app's pages use them.
  await app.register(noScriptPages, { webRoot })
  // Search, subscribe, booking and checkout without JavaScript (issue 21): their form posts and address-dependent no-script bodies.
  await app.register(noScriptBookingSearchSubscribe)
  await app.register(webApp, { webRoot, inlineScripts })
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}
