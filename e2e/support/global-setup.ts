/** Builds the web app once, only when dist/index.html is missing; the journeys never build. */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './server.ts'

export default function setup(): void {
  if (existsSync(path.join(repoRoot, 'dist', 'index.html'))) return
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' })
}
