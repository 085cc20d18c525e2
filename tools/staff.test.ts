/**
 * `npm run staff` as an operator runs it (tools/staff.ts, a real process on a fresh data folder):
 * the first admin is created with no password and a one-time link; that link, followed, sets a
 * password and an authenticator; a second `add` of the address is refused; `list`, `reset` and
 * `disable` do what they say; only the link token's hash is stored, and every command is audited.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Secret, TOTP } from 'otpauth'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../server/config.ts'
import { withPersonalDataEncryption } from '../server/crypto/encrypted-database.ts'
import { parseKeyring } from '../server/crypto/keyring.ts'
import { openDatabase } from '../server/db/database.ts'
import { openLink, usePasswordLink } from '../server/staff/accounts.ts'

const repoRoot = fileURLToPath(new URL('../', import.meta.url))
const folder = mkdtempSync(path.join(tmpdir(), 'afya-staff-cli-'))
const keys = `k1:${randomBytes(32).toString('base64')}`
const env = { PATH: process.env['PATH'] ?? '', DATA_DIR: folder, DATA_ENCRYPTION_KEYS: keys, PUBLIC_BASE_URL: 'https://afyahub.example' }

function staff(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'tools/staff.ts', ...args], { cwd: repoRoot, env, encoding: 'utf8', timeout: 90_000 })
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const parsed = parseKeyring(loadConfig({ DATA_ENCRYPTION_KEYS: keys }).dataEncryptionKeys!)
  if ('problem' in parsed) throw new Error(parsed.problem)
  const database = withPersonalDataEncryption(await openDatabase({ kind: 'pglite', dataDir: folder }), parsed.value)
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('npm run staff (tools/staff.ts)', () => {
  it('creates the first admin with a one-time link, which sets the password and the authenticator', async () => {
    const added = staff('add', '--email', 'Founder@AfyaHub.example', '--role', 'admin')
    expect(added.stderr).toBe('')
    expect(added.status).toBe(0)
    const token = /^https:\/\/afyahub\.example\/staff\/set-password#token=([A-Za-z0-9_-]{43})$/m.exec(added.stdout)?.[1]
    expect(added.stdout).toContain('Created the admin account for founder@afyahub.example')
    expect(token).toBeDefined()
    await withDatabase(async (db) => {
      const account = await db.selectFrom('staff_accounts').selectAll().executeTakeFirstOrThrow()
      expect(account).toMatchObject({ login_email: 'founder@afyahub.example', role: 'admin', password_hash: null })
      const stored = JSON.stringify(await db.withoutPlugins().selectFrom('staff_password_links').selectAll().execute())
      expect(stored).not.toContain(token)
      const enrolment = await openLink(db, token!)
      expect(enrolment.totpUri).toMatch(/^otpauth:\/\/totp\/Afya%20Hub%20staff:founder%40afyahub\.example\?/)
      const code = new TOTP({ issuer: 'Afya Hub staff', label: enrolment.email, secret: Secret.fromBase32(enrolment.totpSecret) }).generate()
      await usePasswordLink(db, token!, 'a long and memorable passphrase', code)
      const withPassword = await db.selectFrom('staff_accounts').select(['password_hash', 'totp_secret']).executeTakeFirstOrThrow()
      expect(withPassword.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(withPassword.totp_secret).toBe(enrolment.totpSecret)
      const raw = await db.withoutPlugins().selectFrom('staff_accounts').select('totp_secret').executeTakeFirstOrThrow()
      expect(raw.totp_secret).toMatch(/^enc:/)
    })
  }, 180_000)

  it('refuses a second account with the same address in any case, and a wrong role', () => {
    const again = staff('add', '--email', 'FOUNDER@afyahub.example', '--role', 'operations')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('A staff account with that email address already exists.')
    const badRole = staff('add', '--email', 'x@afyahub.example', '--role', 'root')
    expect(badRole.status).toBe(1)
    expect(badRole.stderr).toContain('--role must be one of admin, operations, practitioner.')
  }, 180_000)

  it('lists, issues a reset link, and disables, each audited from the command line', async () => {
    expect(staff('list').stdout).toMatch(/^founder@afyahub\.example\tadmin\tactive\tcreated /)
    const reset = staff('reset', '--email', 'founder@afyahub.example')
    expect(reset.status).toBe(0)
    expect(reset.stdout).toMatch(/Issued a password reset link for founder@afyahub\.example/)
    expect(staff('disable', '--email', 'founder@afyahub.example').stdout).toContain('Disabled founder@afyahub.example')
    expect(staff('list').stdout).toContain('\tdisabled\t')
    const unknown = staff('reset', '--email', 'nobody@afyahub.example')
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('There is no staff account with that email address.')
    await withDatabase(async (db) => {
      const entries = await db.selectFrom('staff_audit_log').select(['action', 'ip_address']).orderBy('id').execute()
      expect(entries).toEqual([
        { action: 'account.create', ip_address: 'cli' },
        { action: 'account.reset-link', ip_address: 'cli' },
        { action: 'account.disable', ip_address: 'cli' },
      ])
    })
  }, 180_000)
})
