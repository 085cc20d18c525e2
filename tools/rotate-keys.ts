/**
 * `npm run rotate-keys`: after a new key is put first in DATA_ENCRYPTION_KEYS, re-wraps every
 * stored data key with it and recomputes the blind indexes, then says which keys stored data
 * still uses (only the new one), so the old key can be removed. Reads the same environment as the
 * server (DATA_DIR or DATABASE_URL, DATA_ENCRYPTION_KEYS or DATA_DIR's key file). With the
 * embedded PGlite, stop the server first (it holds DATA_DIR); with PostgreSQL it can run while
 * the server does. Safe to run again: rows already on the new key are left alone.
 */
import { ConfigError, loadConfig } from '../server/config.ts'
import { bootKeyring } from '../server/crypto/local-key-file.ts'
import { rotatePersonalDataKeys } from '../server/crypto/rotation.ts'
import { openDatabase } from '../server/db/database.ts'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

let config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) fail(error.message)
  throw error
}
const boot = bootKeyring(config)
if ('problem' in boot) fail(boot.problem)
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
try {
  const summary = await rotatePersonalDataKeys(database, boot.keyring)
  process.stdout.write(`${summary.lines.join('\n')}\n`)
  if (!summary.done) process.exitCode = 1
} catch (error) {
  process.stderr.write(`Rotation stopped: ${(error as Error).message}\n`)
  process.exitCode = 1
} finally {
  await database.close()
}
