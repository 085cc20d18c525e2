/**
 * The keyring of a server without DATA_ENCRYPTION_KEYS: on a local address only (a fresh clone,
 * development, the embedded default), a generated key file kept OUTSIDE the data folder, so a
 * copy or backup of DATA_DIR cannot be read on its own (decision 049): in
 * `$XDG_CONFIG_HOME/afya-hub/` (`~/.config/afya-hub/` when that variable is unset), one file per
 * data folder, named after a hash of the folder's absolute path. Created on first boot with mode
 * 0600 (its folder 0700) and read on every later boot. A key file an older version left inside
 * DATA_DIR is moved there at boot (and the boot log says so). A public address (PUBLIC_BASE_URL
 * not localhost or 127.x) without DATA_ENCRYPTION_KEYS refuses to start.
 */
import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Config } from '../config.ts'
import { isLocalHost } from '../payments/provider-from-config.ts'
import { parseKeyring, type Keyring } from './keyring.ts'

/** The key file's name inside DATA_DIR in older versions: moved out at boot when found. */
export const localKeyFileName = 'data-encryption-keys'

export type BootKeyring =
  | { keyring: Keyring; source: 'environment' }
  | { keyring: Keyring; source: 'key file'; file: string; created: boolean; movedFrom?: string }
  | { problem: string }

export const publicWithoutKeysProblem =
  'DATA_ENCRYPTION_KEYS must be set when PUBLIC_BASE_URL is a public address: personal data is encrypted at rest with these keys, and they must be kept outside the data folder and the database. Make one with `echo "k1:$(openssl rand -base64 32)"` and keep it in your secret store (server/README.md, "Encryption at rest").'

/** Where generated key files live: `$XDG_CONFIG_HOME/afya-hub`, else `~/.config/afya-hub` (an absolute XDG_CONFIG_HOME only, as the XDG rules say). */
export function localKeyFolder(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configHome = env['XDG_CONFIG_HOME']
  return path.join(configHome && path.isAbsolute(configHome) ? configHome : path.join(os.homedir(), '.config'), 'afya-hub')
}

/** The generated key file of one data folder, outside it. */
export function localKeyFile(dataDir: string, keyFolder: string = localKeyFolder()): string {
  const folderHash = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)
  return path.join(keyFolder, `${localKeyFileName}-${folderHash}`)
}

/** The keyring this boot uses: the environment's, else (on a local address) the data folder's generated key file, kept in `keyFolder`. */
export function bootKeyring(config: Pick<Config, 'dataEncryptionKeys' | 'publicBaseUrl' | 'dataDir'>, keyFolder: string = localKeyFolder()): BootKeyring {
  if (config.dataEncryptionKeys) {
    const parsed = parseKeyring(config.dataEncryptionKeys)
    return 'problem' in parsed ? { problem: `DATA_ENCRYPTION_KEYS: ${parsed.problem}` } : { keyring: parsed.value, source: 'environment' }
  }
  if (config.publicBaseUrl && !isLocalHost(config.publicBaseUrl.hostname)) return { problem: publicWithoutKeysProblem }
  const file = localKeyFile(config.dataDir, keyFolder)
  const oldFile = path.join(config.dataDir, localKeyFileName)
  let movedFrom: string | undefined
  if (existsSync(oldFile)) {
    const moved = moveOldKeyFile(oldFile, file)
    if ('problem' in moved) return moved
    movedFrom = oldFile
  }
  const created = !existsSync(file)
  if (created) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    writeFileSync(file, `local1:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
  }
  chmodSync(file, 0o600)
  const parsed = parseKeyring(readFileSync(file, 'utf8').trim())
  if ('problem' in parsed) return { problem: `The key file ${file} is not valid: ${parsed.problem}` }
  return { keyring: parsed.value, source: 'key file', file, created, ...(movedFrom ? { movedFrom } : {}) }
}

/**
 * An older version's key file inside DATA_DIR goes to its place outside (copied with mode 0600,
 * then removed from the data folder). If a different key is already there, nothing is guessed:
 * boot stops naming both files.
 */
function moveOldKeyFile(oldFile: string, file: string): { moved: true } | { problem: string } {
  if (existsSync(file)) {
    if (readFileSync(file, 'utf8').trim() !== readFileSync(oldFile, 'utf8').trim()) {
      return { problem: `Two different key files exist for this data folder: ${oldFile} (inside DATA_DIR, from an older version) and ${file}. Keep the one the stored data was encrypted with at ${file}, delete the other, and start again.` }
    }
  } else {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    copyFileSync(oldFile, file)
    chmodSync(file, 0o600)
  }
  unlinkSync(oldFile)
  return { moved: true }
}

/** The boot log line saying where the keys come from (never the keys). */
export function bootKeyringMessage(boot: Exclude<BootKeyring, { problem: string }>): string {
  if (boot.source === 'environment') return `Personal data is encrypted at rest with DATA_ENCRYPTION_KEYS (current key '${boot.keyring.current.id}')`
  const moved = boot.movedFrom ? `Moved the key file out of the data folder, from ${boot.movedFrom} to ${boot.file}. ` : ''
  return boot.created
    ? `DATA_ENCRYPTION_KEYS is unset: created the key file ${boot.file} (mode 0600), outside DATA_DIR, to encrypt personal data at rest. A copy or backup of the data folder does not hold it: back it up separately (losing it loses the data), and set DATA_ENCRYPTION_KEYS on a public server.`
    : `${moved}DATA_ENCRYPTION_KEYS is unset: personal data is encrypted at rest with the key file ${boot.file}, kept outside DATA_DIR (back it up separately from the data).`
}
