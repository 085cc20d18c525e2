/**
 * Two server instances' own connections to one database, as two processes behind a load balancer
 * have: on PostgreSQL (TEST_DATABASE_URL) two connection pools over one fresh schema, dropped by
 * close(). PGlite serves one process only (its data folder is locked) over one connection, so
 * there both instances share one query layer over one in-memory database: the same tests then
 * check the jobs' logic everywhere, and their concurrency on PostgreSQL. Both encrypt personal
 * data with testKeyring, like the server.
 */
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { withPersonalDataEncryption } from '../crypto/encrypted-database.ts'
import { openDatabase, wrapPGlite, type Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import type { DatabaseKind } from './test-database.ts'
import { testKeyring } from './test-keyring.ts'

export type InstancesOverOneDatabase = { first: Database; second: Database; close(): Promise<void> }

export async function instancesOverOneDatabase(kind: DatabaseKind): Promise<InstancesOverOneDatabase> {
  if (kind === 'pglite') {
    const plain = wrapPGlite(new PGlite())
    await migrate(plain.db as never)
    const shared = withPersonalDataEncryption(plain, testKeyring)
    return { first: shared, second: shared, close: () => plain.close() }
  }
  const url = process.env.TEST_DATABASE_URL!
  const schema = `test_${randomUUID().replace(/-/g, '')}`
  const first = await openDatabase({ kind: 'postgres', url, schema, poolSize: 5 })
  const second = await openDatabase({ kind: 'postgres', url, schema, poolSize: 5 })
  return {
    first: withPersonalDataEncryption(first, testKeyring),
    second: withPersonalDataEncryption(second, testKeyring),
    async close() {
      await first.close()
      await second.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    },
  }
}
