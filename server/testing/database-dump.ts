/**
 * For tests: every row of every table of the database's schema as PostgreSQL's text of the row
 * (bytea as \x hex), read raw (without decryption): what someone with a copy of the database sees.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'

export async function rawDatabaseDump(db: Kysely<Tables>): Promise<string> {
  const raw = db.withoutPlugins()
  const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(raw)
  const parts: string[] = []
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(raw)
    parts.push(`== ${table}`, ...rows.rows.map((row) => row.row))
  }
  return parts.join('\n')
}
