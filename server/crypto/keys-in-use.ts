/**
 * Which key-encryption keys stored data still needs: the key id of every ciphertext and blind
 * index in the personal columns (read raw). After `npm run rotate-keys` only the current key is in
 * use, and the others can be removed from DATA_ENCRYPTION_KEYS.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { isBlindIndex, keyIdOfBlindIndex } from './blind-index.ts'
import { envelopeOfText, isEncryptedText, isEnvelope, keyIdOf } from './envelope.ts'
import { personalTables } from './personal-columns.ts'

/** Key id to number of stored values (ciphertexts and blind indexes) using it; 'plaintext' counts unprotected values. */
export async function keysInUse(db: Kysely<Tables>): Promise<Record<string, number>> {
  const raw = db.withoutPlugins() as unknown as Kysely<Record<string, Record<string, unknown>>>
  const counts: Record<string, number> = {}
  const count = (id: string) => void (counts[id] = (counts[id] ?? 0) + 1)
  for (const [tableName, table] of Object.entries(personalTables)) {
    const columns = [...table.encrypted, ...Object.keys(table.blindIndexed)]
    // Only the first bytes of an upload are needed for its key id.
    const selected = columns.map((column) => (column === 'bytes' ? sql<Uint8Array>`substring(bytes from 1 for 128)`.as('bytes') : sql.ref(column).as(column)))
    const rows = await raw.selectFrom(tableName).select(selected).execute()
    for (const row of rows) {
      for (const column of columns) {
        const value = row[column]
        if (value === null || value === undefined) continue
        if (typeof value === 'string') count(isEncryptedText(value) ? keyIdOf(envelopeOfText(value)) : isBlindIndex(value) ? keyIdOfBlindIndex(value) : 'plaintext')
        else if (value instanceof Uint8Array) count(isEnvelope(value) ? keyIdOf(value) : 'plaintext')
      }
    }
  }
  return counts
}
