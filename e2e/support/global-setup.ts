/**
 * Once for the whole end-to-end run: the production build of dist/ made only when it is missing or
 * older than its sources (tools/build-targets.ts, shared with the size budgets), then ONE server
 * for every spec file (`inject('e2eBaseUrl')` in journey.ts and shared-page.ts), stopped at the
 * end. A server start per file cost the run a boot each time. WEB_ROOT chooses another output
 * folder than dist/ (e.g. one per working copy); it is built when its index.html is missing.
 *
 * Every spec then talks to one server and one database, from one address: every RATE_LIMIT_*
 * variable the server knows (server/environment.schema.json) is raised to its maximum, so
 * journeys of earlier files never use up a later file's limits. Specs use their own data (an
 * email of their own, a fresh booking), never a count of what the database holds.
 */
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildIfStale, webBuild } from '../../tools/build-targets.ts'
import { repoRoot, startServer, webRoot } from './server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the one server every spec file uses. */
    e2eBaseUrl: string
  }
}

/** RATE_LIMIT_* = its maximum, for each such variable of the server's environment schema. */
function rateLimitsOutOfReach(): Record<string, string> {
  const schema = JSON.parse(readFileSync(path.join(repoRoot, 'server', 'environment.schema.json'), 'utf8')) as { properties: Record<string, { maximum?: number }> }
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([name, property]) => name.startsWith('RATE_LIMIT_') && typeof property.maximum === 'number')
      .map(([name, property]) => [name, String(property.maximum)]),
  )
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A server already running (E2E_BASE_URL, started with the same environment): used as it is, built and stopped by whoever started it.
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrl', process.env.E2E_BASE_URL)
    return async () => undefined
  }
  if (path.resolve(webRoot) === path.resolve(webBuild.outDir)) await buildIfStale(webBuild)
  else if (!existsSync(path.join(webRoot, 'index.html'))) execSync(`npx vite build --outDir ${JSON.stringify(webRoot)} --emptyOutDir`, { cwd: repoRoot, stdio: 'inherit' })
  // A fresh data folder runs every migration at boot: on a loaded machine that takes more than a minute.
  const server = await startServer({ env: rateLimitsOutOfReach(), timeoutMs: 180_000 })
  project.provide('e2eBaseUrl', server.baseUrl)
  return () => server.stop()
}
