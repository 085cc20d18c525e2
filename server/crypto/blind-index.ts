/**
 * Blind indexes: a keyed HMAC-SHA256 of a normalised value (an email address in lower case, a
 * +254 phone number), stored instead of the value where the database must find or deduplicate
 * it (a unique column). Equal values give equal indexes under one key; without the key the index
 * says nothing. The HMAC key is derived (HKDF-SHA256) from a key-encryption key, and the index
 * names that key, so rotation (rotate-keys) recomputes indexes with the new key.
 * Format: `bi:` + key id + `:` + base64url(HMAC).
 */
import { createHmac, hkdfSync } from 'node:crypto'
import type { KeyEncryptionKey, Keyring } from './keyring.ts'

export const blindIndexPrefix = 'bi:'
const derived = new WeakMap<KeyEncryptionKey, Buffer>()

/** The blind index of a value under the keyring's current key. */
export function blindIndex(keyring: Keyring, value: string): string {
  return blindIndexWith(keyring.current, value)
}

/** The value's blind index under every key of the keyring (to find rows not yet rotated). */
export function blindIndexesUnderEveryKey(keyring: Keyring, value: string): string[] {
  return [...keyring.byId.values()].map((kek) => blindIndexWith(kek, value))
}

export function isBlindIndex(value: string): boolean {
  return value.startsWith(blindIndexPrefix)
}

/** The key id a blind index was computed with. */
export function keyIdOfBlindIndex(value: string): string {
  return value.slice(blindIndexPrefix.length).split(':')[0] ?? ''
}

function blindIndexWith(kek: KeyEncryptionKey, value: string): string {
  let key = derived.get(kek)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', kek.key, Buffer.alloc(0), 'afya-hub blind index v1', 32))
    derived.set(kek, key)
  }
  return `${blindIndexPrefix}${kek.id}:${createHmac('sha256', key).update(value, 'utf8').digest('base64url')}`
}
