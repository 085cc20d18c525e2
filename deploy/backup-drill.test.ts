/**
 * The backup and restore drill of deploy/README.md, run on the machine's PostgreSQL
 * (TEST_DATABASE_URL, as CI sets it, else postgres://postgres@127.0.0.1:5432/test): a fresh
 * database with the app's schema, a booking and a queued mail is backed up and restored by
 * deploy/backup-drill.sh; the drill passes, the restored copy reads back the booking's name with
 * the same keys, and the backup file holds no name in plain text.
 */
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withPersonalDataEncryption } from '../server/crypto/encrypted-database.ts'
import { openDatabase } from '../server/db/database.ts'
import { insertService } from '../server/testing/payment-fixtures.ts'
import { testKeyring } from '../server/testing/test-keyring.ts'

const run = promisify(execFile)
const script = fileURLToPath(new URL('./backup-drill.sh', import.meta.url))
const serverUrl = (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test').replace(/\/[^/]*$/, '')
const sourceDb = `drill_source_${randomUUID().replace(/-/g, '').slice(0, 12)}`
const sourceUrl = `${serverUrl}/${sourceDb}`
const name = `Nyokabi${randomUUID().slice(0, 6)}`
let workDir: string
const droppedAfter: string[] = [sourceDb]

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  try {
    await admin(`create database "${sourceDb}"`)
  } catch (error) {
    throw new Error(`The drill needs PostgreSQL at ${serverUrl} (TEST_DATABASE_URL) with the right to create databases: ${(error as Error).message}`)
  }
  const database = withPersonalDataEncryption(await openDatabase({ kind: 'postgres', url: sourceUrl }), testKeyring)
  await insertService(database.db, { first_name: name })
  await database.db.insertInto('outbox').values({ kind: 'test', recipient: 'drill@example.com', subject: 'Drill', body: `Hello ${name}` }).execute()
  await database.close()
  workDir = mkdtempSync(path.join(tmpdir(), 'backup-drill-'))
}, 60_000)

afterAll(async () => {
  for (const db of droppedAfter) await admin(`drop database if exists "${db}"`)
  if (workDir) rmSync(workDir, { recursive: true, force: true })
})

describe('deploy/backup-drill.sh', () => {
  it('backs up, restores beside the source and finds every table with the same rows; the keys read the restored copy', async () => {
    const backup = path.join(workDir, 'afya.dump')
    const { stdout } = await run('bash', [script, sourceUrl, backup, '--keep'])
    expect(stdout).toContain(`Backup: ${backup}`)
    expect(stdout).toMatch(/Restore drill passed: \d+ tables, \d+ rows, the same in the restored copy/)
    const restoredUrl = /Restored database kept: (\S+)/.exec(stdout)?.[1]
    expect(restoredUrl).toBeDefined()
    droppedAfter.push(restoredUrl!.replace(/^.*\//, ''))

    const restored = withPersonalDataEncryption(await openDatabase({ kind: 'postgres', url: restoredUrl! }), testKeyring)
    try {
      const services = await restored.db.selectFrom('services').select('first_name').execute()
      expect(services.map((service) => service.first_name)).toEqual([name])
    } finally {
      await restored.close()
    }
    // Personal data is encrypted at rest, so the backup carries none of it in plain text.
    const { stdout: backupAsSql } = await run('pg_restore', ['--file=-', backup], { maxBuffer: 64 * 1024 * 1024 })
    expect(backupAsSql).toContain('enc:')
    expect(backupAsSql).not.toContain(name)
  }, 120_000)
})
