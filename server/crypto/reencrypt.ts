/**
 * Brings stored personal data up to the keyring, row by row, reading and writing raw values:
 * - 'plaintext': encrypts values still in plain text and computes missing blind indexes (rows
 *   written before migration 070; run at every boot, it finds nothing once done);
 * - 'rotate': also re-wraps every data key not wrapped by the current key and recomputes blind
 *   indexes under it (`npm run rotate-keys`), after which older keys can be removed.
 * Each row is updated only if its values are still the ones read, so a concurrent write is never
 * overwritten.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { blindIndex, isBlindIndex, keyIdOfBlindIndex } from './blind-index.ts'
import { decryptBytes, decryptText, encryptBytes, encryptText, envelopeOfText, encryptedTextPrefix, isEncryptedText, isEnvelope, keyIdOf, rewrap } from './envelope.ts'
import type { Keyring } from './keyring.ts'
import { personalTables, type PersonalTable } from './personal-columns.ts'

export type ReencryptMode = 'plaintext' | 'rotate'

/** Rows changed, per table. */
export type ReencryptReport = Record<string, number>

const batchSize = 20

/** `db` may be the encrypting database or a raw one: values are read and written raw. */
export async function reencryptPersonalData(db: Kysely<Tables>, keyring: Keyring, mode: ReencryptMode): Promise<ReencryptReport> {
  const raw = db.withoutPlugins() as unknown as Kysely<Record<string, Record<string, unknown>>>
  const report: ReencryptReport = {}
  for (const [tableName, table] of Object.entries(personalTables)) {
    const columns = [...table.encrypted, ...Object.keys(table.blindIndexed)]
    let changed = 0
    let after = ''
    for (;;) {
      const rows = await raw
        .selectFrom(tableName)
        .select(['id', ...columns])
        .where('id', '>', after || '00000000-0000-0000-0000-000000000000')
        .$if(mode === 'plaintext', (query) => query.where(notYetProtected(table)))
        .orderBy('id')
        .limit(batchSize)
        .execute()
      for (const row of rows) {
        const updates = updatesFor(keyring, table, row, mode)
        if (Object.keys(updates).length === 0) continue
        let update = raw.updateTable(tableName).set(updates).where('id', '=', row['id'])
        for (const column of Object.keys(updates)) update = row[column] === null ? update.where(column, 'is', null) : update.where(column, '=', row[column])
        const result = await update.executeTakeFirst()
        if (result.numUpdatedRows > 0n) changed += 1
      }
      if (rows.length < batchSize) break
      after = String(rows[rows.length - 1]!['id'])
    }
    report[tableName] = changed
  }
  return report
}

/** Rows with a value in plain text: a text column without `enc:`, bytes without the envelope's magic, a blind index without `bi:`. */
function notYetProtected(table: PersonalTable): Expression<SqlBool> {
  const conditions = [
    ...table.encrypted.map((column) =>
      column === 'bytes'
        ? sql<SqlBool>`substring(${sql.ref(column)} from 1 for 4) <> ${Buffer.from('AHE\x01', 'latin1')}`
        : sql<SqlBool>`${sql.ref(column)} not like 'enc:%'`,
    ),
    ...Object.keys(table.blindIndexed).map((column) => sql<SqlBool>`${sql.ref(column)} not like 'bi:%'`),
  ]
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`
}

function updatesFor(keyring: Keyring, table: PersonalTable, row: Record<string, unknown>, mode: ReencryptMode): Record<string, unknown> {
  const updates: Record<string, unknown> = {}
  let plain: Record<string, unknown> | undefined
  const plainRow = () => (plain ??= Object.fromEntries(table.encrypted.map((column) => [column, plaintextOf(keyring, row[column])])))
  for (const column of table.encrypted) {
    const value = row[column]
    const protectedValue = upToDate(keyring, value, mode)
    if (protectedValue !== value) updates[column] = protectedValue
  }
  for (const [column, from] of Object.entries(table.blindIndexed)) {
    const value = row[column]
    if (typeof value !== 'string') continue
    const stale = !isBlindIndex(value) || (mode === 'rotate' && keyIdOfBlindIndex(value) !== keyring.current.id)
    if (!stale) continue
    const source = from(plainRow()) ?? (isBlindIndex(value) ? null : value)
    if (source !== null) updates[column] = blindIndex(keyring, source)
  }
  return updates
}

function plaintextOf(keyring: Keyring, value: unknown): unknown {
  if (typeof value === 'string') return isEncryptedText(value) ? decryptText(keyring, value) : value
  if (value instanceof Uint8Array) return isEnvelope(value) ? decryptBytes(keyring, value) : value
  return value
}

/** The value encrypted (plain text) or re-wrapped (rotate, another key); the same value when nothing is to do. */
function upToDate(keyring: Keyring, value: unknown, mode: ReencryptMode): unknown {
  if (value === null || value === undefined) return value
  if (typeof value === 'number') return encryptText(keyring, String(value))
  if (typeof value === 'string') {
    if (!isEncryptedText(value)) return encryptText(keyring, value)
    const envelope = envelopeOfText(value)
    return mode === 'rotate' && keyIdOf(envelope) !== keyring.current.id ? encryptedTextPrefix + rewrap(keyring, envelope).toString('base64url') : value
  }
  if (value instanceof Uint8Array) {
    if (!isEnvelope(value)) return encryptBytes(keyring, value)
    return mode === 'rotate' && keyIdOf(value) !== keyring.current.id ? rewrap(keyring, value) : value
  }
  return value
}
