/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or PostgreSQL when DATABASE_URL is
 * set, both through Kysely and the same migrations. Everything else in the server talks to
 * `Database.db` and never knows which one it is.
 */
import path from 'node:path'
import { PGlite, type PGliteInterface } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock.ts'
import { migrate } from './migrate.ts'
import { PGliteDialect } from './pglite-dialect.ts'
import type { Tables } from './tables.ts'

export type Database = {
  readonly db: Kysely<Tables>
  readonly kind: 'pglite' | 'postgres'
  /** True while the database answers a trivial query. */
  isHealthy(): Promise<boolean>
  close(): Promise<void>
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }

// Dates stay as the 'YYYY-MM-DD' text PostgreSQL sends, not a Date shifted by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

function wrap(db: Kysely<Tables>, kind: Database['kind'], onClose: () => void = () => {}): Database {
  return {
    db,
    kind,
    async isHealthy() {
      try {
        await sql`select 1`.execute(db)
        return true
      } catch {
        return false
      }
    },
    async close() {
      await db.destroy()
      onClose()
    },
  }
}

/** Opens (and migrates) the database. PGlite without dataDir lives in memory (tests). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) })
    if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db)
    await migrate(db as Kysely<unknown>)
    return wrap(db, 'postgres')
  }
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  try {
    const pglite = options.dataDir ? new PGlite(path.join(options.dataDir, 'pglite')) : new PGlite()
    const database = wrapPGlite(pglite, { onClose: unlock })
    await migrate(database.db as Kysely<unknown>)
    return database
  } catch (error) {
    unlock()
    throw error
  }
}

/** A Database over an open PGlite (tests use it for clones of a migrated template). */
export function wrapPGlite(pglite: PGliteInterface, options: { onClose?: () => void; closePGlite?: boolean } = {}): Database {
  const db = new Kysely<Tables>({ dialect: new PGliteDialect(pglite, { closeOnDestroy: options.closePGlite ?? true }) })
  return wrap(db, 'pglite', options.onClose)
}
