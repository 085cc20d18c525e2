/**
 * Applies the plain-SQL migrations in server/db/migrations/ in file-name order, each once, each
 * in its own transaction, at boot. An advisory lock keeps two servers starting together on one
 * PostgreSQL from applying the same migration twice.
 */
import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { sql, type Kysely } from 'kysely'

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))
const MIGRATION_LOCK = 727_001

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()
}

/** Applies what is missing; returns the names applied now. */
export async function migrate(db: Kysely<unknown>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db)
  const applied: string[] = []
  for (const name of await migrationFiles()) {
    const text = await readFile(`${migrationsDir}${name}`, 'utf8')
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx)
      const done = await sql<{ name: string }>`select name from schema_migrations where name = ${name}`.execute(trx)
      if (done.rows.length > 0) return
      await sql.raw(text).execute(trx)
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx)
      applied.push(name)
    })
  }
  return applied
}
