/**
 * Makes the database available to routes as `app.database` (and `app.db` for queries); the
 * database closes with the app.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.ts'
import type { Tables } from '../db/tables.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    db: Kysely<Tables>
  }
}

async function databasePlugin(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.decorate('database', database)
  app.decorate('db', database.db)
  app.addHook('onClose', async () => database.close())
}

export default fp(databasePlugin, { name: 'database' })
