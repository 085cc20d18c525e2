/**
 * A server for tests: the real app over a fresh test database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), called through app.inject(). Closing the app closes the database.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { openTestDatabase, type DatabaseKind } from './test-database.ts'

export type TestApp = { app: FastifyInstance; database: Database; logLines: Record<string, unknown>[] }

export type TestAppOptions = {
  kind?: DatabaseKind
  webRoot?: string
  env?: Record<string, string>
}

/** Tests take payments with the embedded sandbox (PAYMENTS_SANDBOX=1) unless they give Pesapal keys. */
export function sandboxUnlessPesapal(env: Record<string, string> = {}): Record<string, string> {
  return env['PESAPAL_CONSUMER_KEY'] === undefined ? { PAYMENTS_SANDBOX: '1' } : {}
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config: Config = loadConfig({ DATA_DIR: '/nonexistent-test-data-dir', ...sandboxUnlessPesapal(options.env), ...options.env })
  const database = await openTestDatabase(options.kind ?? 'pglite')
  const logLines: Record<string, unknown>[] = []
  const stream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }
  const app = buildApp(config, {
    database,
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    log: { level: 'info', stream },
  })
  return { app, database, logLines }
}
