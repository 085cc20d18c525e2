/**
 * Starts the real server (`node --import tsx server/main.ts`) on a free 127.0.0.1 port with a
 * fresh temporary DATA_DIR, waits for /api/health and stops it by pid. It builds nothing: dist/
 * must exist (the global setup builds it when it is missing or older than its sources, and starts
 * one server with this function for every spec file).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The built web app the journeys are served: WEB_ROOT when set (one build per working copy), else dist/. */
export const webRoot = path.resolve(repoRoot, process.env.WEB_ROOT ?? 'dist')

export type RunningServer = {
  readonly baseUrl: string
  readonly pid: number
  /** Everything the server wrote, for failure messages. */
  output(): string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('No port'))))
    })
  })
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

export type ServerOptions = {
  timeoutMs?: number
  /** Extra environment variables (e.g. a higher rate limit for a load test). */
  env?: Record<string, string>
  /** Pin the server to these CPUs with taskset (e.g. '0'), so a load generator can have the others. */
  cpus?: string
  /** Another copy of the repository to run the server of (e.g. an earlier commit's, for the benchmark's baseline), serving `web`. */
  checkout?: { root: string; web: string }
  /** A port to listen on instead of a free one. */
  port?: number
}

export async function startServer({ timeoutMs = 60_000, env = {}, cpus, checkout, port: chosenPort }: ServerOptions = {}): Promise<RunningServer> {
  const served = checkout?.web ?? webRoot
  if (!existsSync(path.join(served, 'index.html'))) {
    throw new Error(`${served}/index.html is missing: run \`npm run build\` first (the e2e global setup does).`)
  }
  const port = chosenPort ?? (await freePort())
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afya-e2e-'))
  const command = [process.execPath, '--import', 'tsx', 'server/main.ts']
  const [program, ...args] = cpus === undefined ? command : ['taskset', '-c', cpus, ...command]
  const child = spawn(program as string, args, {
    cwd: checkout?.root ?? repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The generated key file (kept outside DATA_DIR) goes beside it in the temporary folder, not the home folder.
      XDG_CONFIG_HOME: `${dataDir}-config`,
      WEB_ROOT: served,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      // Every journey books from 127.0.0.1: the per-address limit on mail-sending routes is raised too.
      RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '100000',
      // The journeys pay in the embedded sandbox (local only; see server/payments/provider-from-config.ts).
      PAYMENTS_SANDBOX: '1',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const pid = child.pid
  if (pid === undefined) throw new Error('The server process did not start.')

  const baseUrl = `http://127.0.0.1:${port}`
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    try {
      process.kill(pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    if (!(await exited(child, 15_000))) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
      await exited(child, 5_000)
    }
    await rm(dataDir, { recursive: true, force: true })
    await rm(`${dataDir}-config`, { recursive: true, force: true })
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${log}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return { baseUrl, pid, output: () => log, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`The server was not healthy within ${timeoutMs} ms:\n${log}`)
}
