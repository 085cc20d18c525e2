/**
 * The keyring of a server without DATA_ENCRYPTION_KEYS: on a local address only (a fresh clone,
 * development, the embedded default), a key file in DATA_DIR, created on first boot with mode
 * 0600 and read on every later boot. A public address (PUBLIC_BASE_URL not localhost or 127.x)
 * without DATA_ENCRYPTION_KEYS refuses to start: the key must live outside the data it protects.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Config } from '../config.ts'
import { isLocalHost } from '../payments/provider-from-config.ts'
import { parseKeyring, type Keyring } from './keyring.ts'

export const localKeyFileName = 'data-encryption-keys'

export type BootKeyring =
  | { keyring: Keyring; source: 'environment' }
  | { keyring: Keyring; source: 'key file'; file: string; created: boolean }
  | { problem: string }

export const publicWithoutKeysProblem =
  'DATA_ENCRYPTION_KEYS must be set when PUBLIC_BASE_URL is a public address: personal data is encrypted at rest with these keys, and they must be kept outside the data folder and the database. Make one with `echo "k1:$(openssl rand -base64 32)"` and keep it in your secret store (server/README.md, "Encryption at rest").'

/** The keyring this boot uses: the environment's, else (on a local address) DATA_DIR's key file. */
export function bootKeyring(config: Pick<Config, 'dataEncryptionKeys' | 'publicBaseUrl' | 'dataDir'>): BootKeyring {
  if (config.dataEncryptionKeys) {
    const parsed = parseKeyring(config.dataEncryptionKeys)
    return 'problem' in parsed ? { problem: `DATA_ENCRYPTION_KEYS: ${parsed.problem}` } : { keyring: parsed.value, source: 'environment' }
  }
  if (config.publicBaseUrl && !isLocalHost(config.publicBaseUrl.hostname)) return { problem: publicWithoutKeysProblem }
  const file = path.join(config.dataDir, localKeyFileName)
  const created = !existsSync(file)
  if (created) {
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(file, `local1:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
  }
  chmodSync(file, 0o600)
  const parsed = parseKeyring(readFileSync(file, 'utf8').trim())
  if ('problem' in parsed) return { problem: `The key file ${file} is not valid: ${parsed.problem}` }
  return { keyring: parsed.value, source: 'key file', file, created }
}

/** The boot log line saying where the keys come from (never the keys). */
export function bootKeyringMessage(boot: Exclude<BootKeyring, { problem: string }>): string {
  if (boot.source === 'environment') return `Personal data is encrypted at rest with DATA_ENCRYPTION_KEYS (current key '${boot.keyring.current.id}')`
  return boot.created
    ? `DATA_ENCRYPTION_KEYS is unset: created the key file ${boot.file} (mode 0600) to encrypt personal data at rest. Keep it with the data folder; losing it loses the data. Set DATA_ENCRYPTION_KEYS on a public server.`
    : `DATA_ENCRYPTION_KEYS is unset: personal data is encrypted at rest with the key file ${boot.file}`
}
