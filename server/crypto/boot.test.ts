/**
 * The real server process (`node --import tsx server/main.ts`) and its keys: on a local address
 * without DATA_ENCRYPTION_KEYS it creates a key file outside DATA_DIR ($XDG_CONFIG_HOME/afya-hub)
 * and says so, and moves an older version's key file out of DATA_DIR; on a public address without
 * DATA_ENCRYPTION_KEYS it refuses to start, saying why.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../testing/free-port.ts'
import { localKeyFile, localKeyFileName, publicWithoutKeysProblem } from './local-key-file.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const folder = mkdtempSync(path.join(tmpdir(), 'afya-boot-keys-'))
const configHome = path.join(folder, 'config')
let children: ChildProcess[] = []

afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
  children = []
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env: { PATH: process.env['PATH'] ?? '', XDG_CONFIG_HOME: configHome, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

async function waitFor(condition: () => boolean, output: () => string, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out; output so far:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('server/main.ts and DATA_ENCRYPTION_KEYS', () => {
  it('on a local address without keys: creates the key file outside DATA_DIR (mode 0600) and says so at boot', async () => {
    const dataDir = path.join(folder, 'local')
    const { child, output } = start({ PORT: String(await freePort()), HOST: '127.0.0.1', PAYMENTS_SANDBOX: '1', DATA_DIR: dataDir })
    await waitFor(() => output().includes('Server listening') || child.exitCode !== null, output)
    const file = localKeyFile(dataDir, path.join(configHome, 'afya-hub'))
    expect(output()).toContain(`DATA_ENCRYPTION_KEYS is unset: created the key file ${file} (mode 0600), outside DATA_DIR`)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(existsSync(path.join(dataDir, localKeyFileName))).toBe(false)
    const exited = once(child, 'exit')
    process.kill(child.pid ?? 0, 'SIGTERM')
    await exited
  }, 60_000)

  it('moves the key file an older version kept in DATA_DIR out of it at boot, and says so', async () => {
    const dataDir = path.join(folder, 'older-install')
    const oldFile = path.join(dataDir, localKeyFileName)
    const oldKey = `local1:${Buffer.alloc(32, 7).toString('base64')}\n`
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(oldFile, oldKey, { mode: 0o600 })
    const { child, output } = start({ PORT: String(await freePort()), HOST: '127.0.0.1', PAYMENTS_SANDBOX: '1', DATA_DIR: dataDir })
    await waitFor(() => output().includes('Server listening') || child.exitCode !== null, output)
    const file = localKeyFile(dataDir, path.join(configHome, 'afya-hub'))
    expect(output()).toContain(`Moved the key file out of the data folder, from ${oldFile} to ${file}`)
    expect(readFileSync(file, 'utf8')).toBe(oldKey)
    expect(existsSync(oldFile)).toBe(false)
    const exited = once(child, 'exit')
    process.kill(child.pid ?? 0, 'SIGTERM')
    await exited
  }, 60_000)

  it('on a public address without keys: refuses to start with the reason', async () => {
    const dataDir = path.join(folder, 'public')
    const { child, output } = start({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: 'https://afyahub.co.ke',
      PESAPAL_CONSUMER_KEY: 'key',
      PESAPAL_CONSUMER_SECRET: 'secret',
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(1)
    expect(output()).toContain(publicWithoutKeysProblem)
    expect(() => statSync(path.join(dataDir, localKeyFileName))).toThrow()
  }, 30_000)
})
