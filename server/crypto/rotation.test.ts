/**
 * Key rotation: with a new key first in the list, rotate-keys moves every stored value and blind
 * index to it; then the old key can be removed and everything still reads, and repeats are still
 * found. Through the real routes on each test database, and `npm run rotate-keys` as a process on
 * an embedded PGlite folder.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { appointmentForm, multipartFile, testEnv } from '../testing/booking-test-helpers.ts'
import { tinyPng } from '../testing/upload-fixtures.ts'
import { loadConfig } from '../config.ts'
import { openDatabase, type Database } from '../db/database.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'
import { withPersonalDataEncryption } from './encrypted-database.ts'
import { keyringOf, parseKeyring, type Keyring } from './keyring.ts'
import { keysInUse } from './keys-in-use.ts'
import { rotatePersonalDataKeys } from './rotation.ts'
import { testKeyring } from '../testing/test-keyring.ts'

const newKey = { id: 'k2', key: randomBytes(32) }

/** The same database seen through another keyring. */
function withKeyring(database: Database, keyring: Keyring): Database {
  return withPersonalDataEncryption({ ...database, db: database.db.withoutPlugins(), close: async () => {} }, keyring)
}

describe.each(testDatabaseKinds)('key rotation on %s', (kind) => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp({ kind, env: testEnv })
    const uploaded = await test.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(tinyPng(), { filename: 'card.png', contentType: 'image/png' }) })
    expect(uploaded.statusCode).toBe(201)
    for (const [url, payload] of [
      ['/api/appointments/book_appointment/', appointmentForm()],
      ['/api/email/subscribe/', { email: 'rotation@example.com' }],
      ['/api/premium/pre-orders', { phone_number: '0711 222 333', email: 'pre@example.com', consent: true }],
    ] as const) {
      const response = await test.app.inject({ method: 'POST', url, payload })
      expect(response.statusCode, response.body).toBe(201)
    }
  }, 60_000)
  afterAll(async () => test.app.close())

  it('moves every value to the new key; the old key can then be removed and everything still reads', async () => {
    const before = await keysInUse(test.database.db)
    expect(Object.keys(before)).toEqual(['test1'])
    const rotating = keyringOf([newKey, testKeyring.current])
    const summary = await rotatePersonalDataKeys(withKeyring(test.database, rotating), rotating)
    expect(summary.done).toBe(true)
    expect(summary.inUse).toEqual({ k2: before['test1'] })
    expect(summary.changed).toMatchObject({ services: 1, subscriptions: 1, premium_pre_orders: 1, uploads: 1 })
    expect(summary.lines.join('\n')).toContain("now uses key 'k2' only: the other keys (test1) can be removed")

    const onlyNew = withKeyring(test.database, keyringOf([newKey]))
    const service = await onlyNew.db.selectFrom('services').select(['first_name', 'phone_number', 'email', 'patient_notes']).executeTakeFirstOrThrow()
    expect(service).toEqual({ first_name: 'Amina', phone_number: '+254712345678', email: 'amina@example.com', patient_notes: 'Private note about headaches' })
    const upload = await onlyNew.db.selectFrom('uploads').select('bytes').executeTakeFirstOrThrow()
    expect(Buffer.from(upload.bytes).subarray(1, 4).toString()).toBe('PNG')
    const recipients = (await onlyNew.db.selectFrom('outbox').select('recipient').execute()).map((row) => row.recipient)
    expect(recipients).toContain('rotation@example.com')
    // The old key alone no longer opens anything.
    await expect(withKeyring(test.database, testKeyring).db.selectFrom('services').select('phone_number').execute()).rejects.toThrow(/key id 'k2'/)

    // Repeats are still found through the recomputed blind indexes, by an app with the new key only.
    const app = buildApp(loadConfig({ DATA_DIR: '/nonexistent-test-data-dir', PAYMENTS_SANDBOX: '1', ...testEnv }), { database: onlyNew })
    try {
      expect((await app.inject({ method: 'POST', url: '/api/email/subscribe/', payload: { email: 'ROTATION@example.com' } })).statusCode).toBe(200)
      expect((await app.inject({ method: 'POST', url: '/api/premium/pre-orders', payload: { phone_number: '+254711222333', consent: true } })).statusCode).toBe(200)
      expect((await app.inject({ method: 'POST', url: '/api/premium/pre-orders', payload: { email: 'Pre@Example.com', consent: true } })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
    // Running it again changes nothing.
    expect(Object.values((await rotatePersonalDataKeys(onlyNew, keyringOf([newKey]))).changed).every((rows) => rows === 0)).toBe(true)
  })
})

describe('npm run rotate-keys (tools/rotate-keys.ts)', () => {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
  const folder = mkdtempSync(path.join(tmpdir(), 'afya-rotate-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const oldEntry = `k1:${randomBytes(32).toString('base64')}`
  const newEntry = `k2:${randomBytes(32).toString('base64')}`
  const run = (keys: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'tools/rotate-keys.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: folder, DATA_ENCRYPTION_KEYS: keys },
      encoding: 'utf8',
      timeout: 60_000,
    })
  const keyringFrom = (entries: string) => {
    const parsed = parseKeyring(loadConfig({ DATA_ENCRYPTION_KEYS: entries }).dataEncryptionKeys!)
    if ('problem' in parsed) throw new Error(parsed.problem)
    return parsed.value
  }

  it('re-wraps data written under the old key, then reads it with the new key alone; a missing key is named', async () => {
    const plain = await openDatabase({ kind: 'pglite', dataDir: folder })
    const old = withPersonalDataEncryption(plain, keyringFrom(oldEntry))
    await old.db.insertInto('subscriptions').values({ email: 'tool@example.com', email_normalized: 'tool@example.com' }).execute()
    await old.close()

    const missing = run(newEntry)
    expect(missing.status).toBe(1)
    expect(missing.stderr).toContain("Rotation stopped: Data was encrypted with key id 'k1', which is not in DATA_ENCRYPTION_KEYS (known: k2)")

    const rotated = run(`${newEntry},${oldEntry}`)
    expect(rotated.stderr).toBe('')
    expect(rotated.status).toBe(0)
    expect(rotated.stdout).toContain("Stored personal data now uses key 'k2' only: the other keys (k1) can be removed from DATA_ENCRYPTION_KEYS.")

    const reopened = withPersonalDataEncryption(await openDatabase({ kind: 'pglite', dataDir: folder }), keyringFrom(newEntry))
    try {
      expect(await reopened.db.selectFrom('subscriptions').select('email').where('email_normalized', '=', 'tool@example.com').execute()).toEqual([{ email: 'tool@example.com' }])
    } finally {
      await reopened.close()
    }
  }, 90_000)
})
