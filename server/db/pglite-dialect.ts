/**
 * A Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly, in-process). PGlite has one
 * connection, so connections are handed out one at a time: a transaction holds it until it ends
 * and other queries wait, exactly as on a pool of size one.
 */
import type { PGliteInterface as PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely'

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (query.parameters.length === 0) {
      // exec runs several statements (a migration file); its last result is the answer.
      const results = await this.pglite.exec(query.sql)
      const last = results[results.length - 1]
      const affected = last?.affectedRows
      return { rows: (last?.rows ?? []) as R[], ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }) }
    }
    const result = await this.pglite.query<R>(query.sql, [...query.parameters])
    const affected = result.affectedRows
    return { rows: result.rows, ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }) }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results')
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve()
  private readonly connection: PGliteConnection

  constructor(
    private readonly pglite: PGlite,
    private readonly closeOnDestroy: boolean,
  ) {
    this.connection = new PGliteConnection(pglite)
  }

  async init(): Promise<void> {
    await this.pglite.waitReady
  }

  private release: (() => void) | undefined

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue
    let release!: () => void
    this.queue = new Promise((resolve) => (release = resolve))
    await previous
    this.release = release
    return this.connection
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = undefined
    release?.()
  }

  async destroy(): Promise<void> {
    await this.queue
    if (this.closeOnDestroy) await this.pglite.close()
  }
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: { closeOnDestroy?: boolean } = {},
  ) {}

  createAdapter() {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.options.closeOnDestroy ?? true)
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}
