/**
 * The key-encryption keys (KEKs) that wrap every data key: DATA_ENCRYPTION_KEYS, a comma-separated
 * list of `id:base64` entries, each key exactly 32 bytes (AES-256). The first entry encrypts; every
 * entry can decrypt, found by the key id stored with each ciphertext. Rotation: put a new key first,
 * run `npm run rotate-keys`, then remove the old one (server/README.md, decision 034).
 */
import { randomBytes } from 'node:crypto'

export type KeyEncryptionKey = { readonly id: string; readonly key: Buffer }

export type Keyring = {
  /** The key new ciphertexts are wrapped with (the list's first). */
  readonly current: KeyEncryptionKey
  /** Every key, by id, for decryption. */
  readonly byId: ReadonlyMap<string, KeyEncryptionKey>
}

export const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/

/** A sentence saying what is wrong with the list, never echoing a key. */
export type KeyringParsed = { value: Keyring } | { problem: string }

const formatHint = 'a comma-separated list of id:key entries, newest first, each key 32 random bytes in base64 (for example k2:<base64>,k1:<base64>; make one with `openssl rand -base64 32`)'

/** Parses `k2:<base64>,k1:<base64>`; a bad entry is a problem naming its position and id, never its key. */
export function parseKeyring(text: string): KeyringParsed {
  const entries = text.split(',').map((entry) => entry.trim())
  const keys: KeyEncryptionKey[] = []
  for (const [index, entry] of entries.entries()) {
    const position = `entry ${index + 1}`
    const separator = entry.indexOf(':')
    const id = separator < 0 ? '' : entry.slice(0, separator)
    const encoded = separator < 0 ? '' : entry.slice(separator + 1)
    if (!keyIdPattern.test(id)) return { problem: `${position} has no valid key id before ':' (letters, digits, _ or -, up to 32); expected ${formatHint}.` }
    if (keys.some((key) => key.id === id)) return { problem: `key id '${id}' appears twice; each key needs its own id.` }
    const key = decodeBase64(encoded)
    if (!key || key.length !== 32) return { problem: `key '${id}' is not 32 bytes of base64 (AES-256 needs exactly 32 random bytes); expected ${formatHint}.` }
    keys.push({ id, key })
  }
  return { value: keyringOf(keys) }
}

/** A keyring from keys, newest first. */
export function keyringOf(keys: readonly KeyEncryptionKey[]): Keyring {
  const [current] = keys
  if (!current) throw new Error('A keyring needs at least one key.')
  return { current, byId: new Map(keys.map((key) => [key.id, key])) }
}

/** `id:base64` of a fresh random 32-byte key. */
export function newKeyEntry(id: string): string {
  return `${id}:${randomBytes(32).toString('base64')}`
}

function decodeBase64(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}
