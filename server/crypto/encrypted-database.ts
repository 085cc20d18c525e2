/**
 * The database as the server uses it: the same connection with PersonalDataEncryptionPlugin, so
 * personal columns are encrypted on write and decrypted on read. main.ts, the test databases and
 * tools/rotate-keys.ts open it this way; buildApp refuses a database that is not.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.ts'
import type { Tables } from '../db/tables.ts'
import type { Keyring } from './keyring.ts'
import { PersonalDataEncryptionPlugin } from './encryption-plugin.ts'

const encrypting = new WeakSet<Kysely<Tables>>()

/** The database with personal data encrypted under the keyring (wrapping twice is an error). */
export function withPersonalDataEncryption(database: Database, keyring: Keyring): Database {
  if (encrypting.has(database.db)) throw new Error('This database already encrypts personal data.')
  const db = database.db.withPlugin(new PersonalDataEncryptionPlugin(keyring))
  encrypting.add(db)
  return { ...database, db }
}

/** True when the database encrypts personal data (opened through withPersonalDataEncryption). */
export function encryptsPersonalData(database: Database): boolean {
  return encrypting.has(database.db)
}
