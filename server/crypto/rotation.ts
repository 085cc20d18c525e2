/**
 * Key rotation (tools/rotate-keys.ts): re-wraps every data key with the keyring's current key,
 * recomputes the blind indexes under it, and reports which keys stored data still uses.
 */
import type { Database } from '../db/database.ts'
import type { Keyring } from './keyring.ts'
import { keysInUse } from './keys-in-use.ts'
import { reencryptPersonalData, type ReencryptReport } from './reencrypt.ts'

export type RotationSummary = {
  changed: ReencryptReport
  inUse: Record<string, number>
  /** True when stored data uses the current key only. */
  done: boolean
  lines: string[]
}

export async function rotatePersonalDataKeys(database: Database, keyring: Keyring): Promise<RotationSummary> {
  const current = keyring.current.id
  const changed = await reencryptPersonalData(database.db, keyring, 'rotate')
  const inUse = await keysInUse(database.db)
  const others = Object.keys(inUse).filter((id) => id !== current)
  const done = others.length === 0
  const lines = [
    `Rows moved to key '${current}': ${Object.entries(changed).map(([table, rows]) => `${table} ${rows}`).join(', ')}.`,
    done
      ? `Stored personal data now uses key '${current}' only: the other keys (${[...keyring.byId.keys()].filter((id) => id !== current).join(', ') || 'none'}) can be removed from DATA_ENCRYPTION_KEYS.`
      : `Stored data still uses ${others.map((id) => `'${id}' (${inUse[id]} values)`).join(', ')}: keep those keys and run rotate-keys again.`,
  ]
  return { changed, inUse, done, lines }
}
