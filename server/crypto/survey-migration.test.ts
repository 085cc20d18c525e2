/**
 * Migration 080 on a database that already holds survey answers in plain text (written before
 * it): what people wrote moves out of `answers` into `written_answers`, the boot pass encrypts it,
 * a raw dump then holds none of it, and the server reads every answer back.
 */
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { wrapPGlite } from '../db/database.ts'
import { migrate, migrationFiles } from '../db/migrate.ts'
import { rawDatabaseDump } from '../testing/database-dump.ts'
import { testKeyring } from '../testing/test-keyring.ts'
import { withPersonalDataEncryption } from './encrypted-database.ts'
import { reencryptPersonalData } from './reencrypt.ts'

const oldRow = {
  experience: 2,
  usefulness: 'Somewhat useful',
  improvement: 'OLD-CANARY shorter pages',
  additionalFeedback: 'Asante from Oldcanary Wafula',
  okWithContact: 'Yes',
  contactDetails: 'oldcanary@example.com',
}

describe('migration 080 on survey answers stored before it', () => {
  it('moves what people wrote out of answers, the boot pass encrypts it, and every answer reads back', async () => {
    const pglite = new PGlite()
    const plain = wrapPGlite(pglite)
    try {
      // The schema as it was before 080: every earlier migration, recorded as applied.
      await sql`create table schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(plain.db)
      for (const name of (await migrationFiles()).filter((file) => file < '080')) {
        await sql.raw(await readFile(new URL(`../db/migrations/${name}`, import.meta.url), 'utf8')).execute(plain.db)
        await sql`insert into schema_migrations (name) values (${name})`.execute(plain.db)
      }
      await sql`insert into survey_responses (answers) values (${JSON.stringify(oldRow)}::jsonb), (${JSON.stringify({ experience: 5 })}::jsonb)`.execute(plain.db)

      expect(await migrate(plain.db as never)).toContain('080-encrypt-survey-answers.sql')
      const database = withPersonalDataEncryption(plain, testKeyring)
      expect(await reencryptPersonalData(database.db, testKeyring, 'plaintext')).toMatchObject({ survey_responses: 1 })

      const dump = (await rawDatabaseDump(database.db)).toLowerCase()
      for (const canary of ['old-canary', 'oldcanary', 'shorter pages', 'asante']) expect(dump, canary).not.toContain(canary)
      const rows = await database.db.selectFrom('survey_responses').select(['answers', 'written_answers']).execute()
      const readBack = rows.map((row) => ({ ...(row.answers as object), ...JSON.parse(row.written_answers ?? '{}') }))
      expect(readBack).toEqual(expect.arrayContaining([oldRow, { experience: 5 }]))
      expect(readBack).toHaveLength(2)
    } finally {
      await pglite.close()
    }
  }, 60_000)
})
