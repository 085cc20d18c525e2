/**
 * At boot the server names the contact details left unset (issue 12): started as a real process
 * (`node --import tsx server/main.ts`) on a free port of 127.0.0.1 with its own data folder, its log
 * carries the warning with every unset SITE_ variable and the placeholder shown, or no warning at
 * all once every variable is set. Each process is stopped by its id.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from './testing/free-port.ts'

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Starts the server, waits until it listens, stops it, and gives everything it logged. */
async function bootLog(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-contacts-boot-'))
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // The embedded payment sandbox, so that the server starts without Pesapal keys.
    env: { PATH: process.env['PATH'] ?? '', XDG_CONFIG_HOME: `${dataDir}-config`, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PAYMENTS_SANDBOX: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(() => {
    if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}-config`, { recursive: true, force: true })
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A loaded 2-core machine may take half a minute to open the database and start.
  const deadline = Date.now() + 60_000
  while (!output.includes('Server listening') && child.exitCode === null) {
    if (Date.now() > deadline) throw new Error(`The server did not start; output so far:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM')
  await exited
  return output
}

describe('the boot warning about contact details', () => {
  it('names every unset SITE_ variable and the placeholder shown', async () => {
    const log = await bootLog({ SITE_PHONE: '0712345678' })
    const warning = log.split('\n').find((line) => line.includes('Contact details are not configured'))
    expect(warning, log).toBeDefined()
    expect(JSON.parse(warning!)).toMatchObject({ level: 40 })
    expect(warning).toContain('SITE_WHATSAPP (showing +254 700 000 001)')
    expect(warning).toContain('SITE_EMAIL (showing hello@afyahub.example)')
    expect(warning).toContain('SITE_SOCIAL_LINKEDIN')
    expect(warning).not.toContain('SITE_PHONE')
  }, 90_000)

  it('is not logged when every contact detail is set', async () => {
    const log = await bootLog({
      SITE_PHONE: '0712345678',
      SITE_WHATSAPP: '0712345679',
      SITE_EMAIL: 'care@afya.co.ke',
      SITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/afya.ke',
      SITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/afya.ke',
      SITE_SOCIAL_X: 'https://x.com/afya_ke',
      SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/afya-ke',
    })
    expect(log).toContain('Server listening')
    expect(log).not.toContain('Contact details are not configured')
  }, 90_000)
})
