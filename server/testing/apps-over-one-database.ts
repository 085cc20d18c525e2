/**
 * For the plugin tests: several apps, each with its own environment, over one fresh test
 * database (PGlite or PostgreSQL), so that a test needing two instances, or another
 * configuration, does not pay for a new database each time. Closing an app leaves the database
 * open; `closeAll()` closes every app, then the database.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { sandboxUnlessPesapal } from './test-app.ts'
import { openTestDatabase, type DatabaseKind } from './test-database.ts'

export type PluginTestApp = { app: FastifyInstance; logLines: Record<string, unknown>[] }

export type AppsOverOneDatabase = {
  /** A new app over the shared database, with these environment variables and web root. */
  create(options?: { env?: Record<string, string>; webRoot?: string }): Promise<PluginTestApp>
  closeAll(): Promise<void>
}

export function appsOverOneDatabase(kind: DatabaseKind): AppsOverOneDatabase {
  let database: Promise<Database> | undefined
  const apps: FastifyInstance[] = []
  return {
    async create({ env = {}, webRoot } = {}) {
      database ??= openTestDatabase(kind)
      const shared = await database
      const logLines: Record<string, unknown>[] = []
      const stream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }
      const app = buildApp(loadConfig({ DATA_DIR: '/nonexistent-test-data-dir', ...sandboxUnlessPesapal(env), ...env }), {
        database: { ...shared, close: async () => {} },
        ...(webRoot ? { webRoot } : {}),
        log: { level: 'info', stream },
      })
      apps.push(app)
      return { app, logLines }
    },
    async closeAll() {
      await Promise.all(apps.splice(0).map((app) => app.close()))
      if (database) await (await database).close()
      database = undefined
    },
  }
}
