/**
 * The database layer: migrations apply once, PGlite keeps data across restarts in DATA_DIR, a
 * second process on the same folder gets a clear error, and PostgreSQL (when TEST_DATABASE_URL
 * is set) gets the same schema.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabaseKinds } from '../testing/test-database.ts'
import { openDatabase } from './database.ts'
import { migrate, migrationFiles } from './migrate.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const tempDirs: string[] = []
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'afya-data-'))
  tempDirs.push(dir)
  return dir
}
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe.each(testDatabaseKinds)('%s', (kind) => {
  it('has every migration applied, and applying again changes nothing', async () => {
    const database = await openTestDatabase(kind)
    try {
      const applied = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(database.db)
      expect(applied.rows.map((row) => row.name)).toEqual(await migrationFiles())
      expect(await migrate(database.db as never)).toEqual([])
      expect(await database.isHealthy()).toBe(true)
    } finally {
      await database.close()
    }
  }, 30_000)

  it('gives rows random UUIDs and rolls a failed transaction back whole', async () => {
    const database = await openTestDatabase(kind)
    try {
      const row = await database.db.insertInto('subscriptions').values({ email: 'a@b.co', email_normalized: 'a@b.co' }).returning('id').executeTakeFirstOrThrow()
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      await expect(database.db.transaction().execute(async (trx) => {
        await trx.insertInto('subscriptions').values({ email: 'c@d.co', email_normalized: 'c@d.co' }).execute()
        await trx.insertInto('subscriptions').values({ email: 'A@B.co', email_normalized: 'a@b.co' }).execute()
      })).rejects.toThrow()
      const count = await database.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      expect(Number(count.n)).toBe(1)
    } finally {
      await database.close()
    }
  }, 30_000)
})

describe('PGlite in DATA_DIR', () => {
  it('keeps data across a restart', async () => {
    const dataDir = await tempDir()
    const first = await openDatabase({ kind: 'pglite', dataDir })
    await first.db.insertInto('subscriptions').values({ email: 'kept@example.com', email_normalized: 'kept@example.com' }).execute()
    await first.close()
    const second = await openDatabase({ kind: 'pglite', dataDir })
    const rows = await second.db.selectFrom('subscriptions').select('email').execute()
    await second.close()
    expect(rows).toEqual([{ email: 'kept@example.com' }])
  }, 60_000)

  it('refuses a second process on the same folder with a clear message, without touching the data', async () => {
    const dataDir = await tempDir()
    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const script = `import { openDatabase } from './server/db/database.ts'
        try { await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); console.log('opened') }
        catch (error) { console.log(error.message); process.exit(3) }`
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 })
      expect(child.status).toBe(3)
      expect(child.stdout).toMatch(/data folder .* is already in use by another server \(process \d+\)/)
      expect(await database.isHealthy()).toBe(true)
    } finally {
      await database.close()
    }
  }, 60_000)

  it('takes over the lock a killed server left behind', async () => {
    const dataDir = await tempDir()
    const { writeFile } = await import('node:fs/promises')
    await writeFile(path.join(dataDir, 'server.lock'), '999999')
    const database = await openDatabase({ kind: 'pglite', dataDir })
    expect(await database.isHealthy()).toBe(true)
    await database.close()
  }, 60_000)
})
