/**
 * Starts the real server process (`node --import tsx server/main.ts`) on a free port of
 * 127.0.0.1, talks to it over HTTP and stops it by its process id.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freePort } from './testing/free-port.ts'

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
/**
 * How long node, tsx and the server's modules may take to load before it listens or refuses. Under a
 * fully loaded 2-core CI run that took over 30 s; these tests are about what the server says, not
 * how fast it starts (speed is measured in bench/).
 */
const startTimeoutMs = 120_000
const configHome = mkdtempSync(path.join(tmpdir(), 'afya-main-config-'))
afterAll(() => rmSync(configHome, { recursive: true, force: true }))
let children: ChildProcess[] = []

afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  children = []
})

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // A temporary data folder, and its generated key file in a temporary config folder: never the
    // repository's data/ nor the home folder.
    env: { PATH: process.env['PATH'] ?? '', DATA_DIR: path.join(configHome, 'data'), XDG_CONFIG_HOME: configHome, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

async function waitFor(condition: () => boolean, what: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting; output so far:\n${what()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('server/main.ts', () => {
  it('listens on HOST:PORT, answers /api/health over HTTP and exits cleanly on SIGTERM', async () => {
    const port = await freePort()
    const { child, output } = startServer({ PORT: String(port), HOST: '127.0.0.1', PAYMENTS_SANDBOX: '1' })
    await waitFor(() => output().includes('Server listening') || child.exitCode !== null, output)
    expect(output()).toContain(`http://127.0.0.1:${port}`)
    expect(output()).toContain('Payments run in sandbox mode')

    const response = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })

    const exited = once(child, 'exit')
    process.kill(child.pid ?? 0, 'SIGTERM')
    const [code] = await exited
    expect(code).toBe(0)
  }, startTimeoutMs + 10_000)

  it('refuses to start when payments are not configured, saying how to configure Pesapal or the sandbox', async () => {
    const { child, output } = startServer({ PORT: String(await freePort()), HOST: '127.0.0.1' })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(output()).toContain('Payments are not configured: set PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET and PUBLIC_BASE_URL')
    expect(output()).toContain('PAYMENTS_SANDBOX=1')
  }, startTimeoutMs)

  it('refuses to run the sandbox on a public address, even when PAYMENTS_SANDBOX=1', async () => {
    const { child, output } = startServer({ PORT: String(await freePort()), HOST: '127.0.0.1', PAYMENTS_SANDBOX: '1', PUBLIC_BASE_URL: 'https://afyahub.example' })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(output()).toContain('the sandbox provider refuses to run on a public address')
  }, startTimeoutMs)

  it('refuses to start with bad variables, naming each of them', async () => {
    const { child, output } = startServer({ PORT: 'abc', HOST: '' })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(output()).toMatch(/PORT/)
    expect(output()).toMatch(/HOST/)
  }, startTimeoutMs)
})
