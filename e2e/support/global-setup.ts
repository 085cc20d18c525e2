/**
 * Builds the web app once, only when its index.html is missing; the journeys never build.
 * WEB_ROOT chooses another output folder than dist/ (e.g. one per working copy).
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { repoRoot, webRoot } from './server.ts'

export default function setup(): void {
  if (existsSync(path.join(webRoot, 'index.html'))) return
  execSync(`npx vite build --outDir ${JSON.stringify(webRoot)} --emptyOutDir`, { cwd: repoRoot, stdio: 'inherit' })
}
