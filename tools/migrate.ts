/**
 * `npm run migrate` (compiled: `node dist-server/migrate.js`): applies the database's missing
 * migrations and stops, for a deployment that migrates once before its instances start
 * (compose.yaml's `migrate` service). The servers still check at boot, under the same lock, and
 * find nothing to do. Reads DATABASE_URL, or DATA_DIR for the embedded database.
 */
import { ConfigError, loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { migrationFiles } from '../server/db/migrate.ts'
import { sql } from 'kysely'

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}
const database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl }) : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
try {
  // openDatabase applied what was missing, under the migration lock; say where the database stands.
  const files = await migrationFiles()
  const done = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(database.db)
  const missing = files.filter((file) => !done.rows.some((row) => row.name === file))
  if (missing.length > 0) throw new Error(`Migrations still missing: ${missing.join(', ')}`)
  process.stdout.write(`The database is migrated: ${files.length} migrations, the last ${files.at(-1)}.\n`)
} finally {
  await database.close()
}
