/**
 * Databases for server tests: a fresh in-memory PGlite always, and a fresh schema on the
 * PostgreSQL at TEST_DATABASE_URL when that is set (CI sets it), so every server test runs
 * against both.
 */
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase, wrapPGlite, type Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { withPersonalDataEncryption } from '../crypto/encrypted-database.ts'
import { testKeyring } from './test-keyring.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

/**
 * A new, empty, migrated database of the kind, encrypting personal data with testKeyring like the
 * server does (raw values: `database.db.withoutPlugins()`); close() also drops a PostgreSQL schema.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  return withPersonalDataEncryption(await openPlainTestDatabase(kind), testKeyring)
}

async function openPlainTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return wrapPGlite(await (await migratedTemplate()).clone())
  const url = process.env.TEST_DATABASE_URL!
  const schema = `test_${randomUUID().replace(/-/g, '')}`
  const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 5 })
  return {
    ...database,
    async close() {
      await database.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    },
  }
}

let template: Promise<PGlite> | undefined

/** One migrated in-memory PGlite per test worker; each test gets a clone (about 4 times faster). */
function migratedTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const pglite = new PGlite()
    const database = wrapPGlite(pglite, { closePGlite: false })
    await migrate(database.db as never)
    return pglite
  })()
  return template
}
