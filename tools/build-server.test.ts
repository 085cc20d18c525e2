/**
 * The production server is compiled JavaScript (`npm run build:server`, tools/build-server.ts):
 * the bundle imports no tsx, and `node dist-server/main.js` boots on a fresh data folder (the
 * migrations, the catalogue and the key file found from the tree), answers /api/health and a
 * test's configuration, and stops cleanly on SIGTERM; the compiled key rotation then runs on the
 * same data, and the compiled migration command. Built into a temporary folder inside the repository (node_modules must be above it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../server/testing/free-port.ts'
import { buildServer, repoRoot } from './build-server.ts'

let outDir: string
let dataDir: string
const children: ChildProcess[] = []

beforeAll(async () => {
  outDir = mkdtempSync(path.join(repoRoot, '.dist-server-test-'))
  dataDir = mkdtempSync(path.join(tmpdir(), 'compiled-server-data-'))
  await buildServer(outDir)
}, 60_000)

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  rmSync(outDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

function run(program: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  // Plain node: no --import tsx, no loader; the working directory is elsewhere, as in an image's entry point.
  const child = spawn(process.execPath, [path.join(outDir, program)], {
    cwd: tmpdir(),
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', DATA_DIR: dataDir, PAYMENTS_SANDBOX: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

describe('the compiled server (dist-server/)', () => {
  it('imports no tsx and no TypeScript source', () => {
    const bundle = readFileSync(path.join(outDir, 'main.js'), 'utf8')
    expect(bundle).not.toMatch(/from\s+["']tsx/)
    expect(bundle).not.toMatch(/import\s*\(?\s*["'][^"']*\.ts["']/)
    expect(bundle).not.toMatch(/from\s+["']#/)
  })

  it('imports at run time only Node built-ins and production dependencies (what the image installs with npm ci --omit=dev)', () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
    const imported = new Set<string>()
    for (const program of ['main.js', 'migrate.js', 'rotate-keys.js']) {
      const bundle = readFileSync(path.join(outDir, program), 'utf8')
      for (const [, specifier] of bundle.matchAll(/(?:^import [^;]*? from |\bimport\()"([^".][^"]*)"/gm)) imported.add(specifier!)
    }
    expect(imported).toContain('fastify')
    const outside = [...imported].filter((specifier) => !specifier.startsWith('node:') && !(packageOf(specifier) in dependencies))
    expect(outside).toEqual([])
  })

  it('boots with plain node, answers /api/health and a test configuration, and stops on SIGTERM', async () => {
    const port = await freePort()
    const { child, output } = run('main.js', { PORT: String(port) })
    const deadline = Date.now() + 45_000
    while (!output().includes('Server listening') && child.exitCode === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(output()).toContain(`Server listening at http://127.0.0.1:${port}`)

    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }])
    const test = await fetch(`http://127.0.0.1:${port}/api/tests/`, { headers: { 'x-test-code': 'MH-001' } })
    expect(test.status).toBe(200)
    expect(JSON.stringify(await test.json())).toContain('PHQ-9')

    const exited = once(child, 'exit')
    process.kill(child.pid ?? 0, 'SIGTERM')
    expect((await exited)[0]).toBe(0)
  }, 60_000)

  it('runs the compiled key rotation on the data the server left', async () => {
    const { child, output } = run('rotate-keys.js', {})
    const [code] = await once(child, 'exit')
    expect(code, output()).toBe(0)
    expect(output()).toMatch(/^Rows moved to key '[^']+': /m)
    expect(output()).toContain('Stored personal data now uses key')
  }, 60_000)

  it('runs the compiled migration command, which finds every migration applied', async () => {
    const { child, output } = run('migrate.js', {})
    const [code] = await once(child, 'exit')
    expect(code, output()).toBe(0)
    expect(output()).toMatch(/^The database is migrated: \d+ migrations, the last \d{3}-[a-z0-9-]+\.sql\.$/m)
  }, 60_000)
})
