/**
 * For tests: what a raw database dump (database-dump.ts) reveals to someone who also holds the
 * key-encryption keys: every `enc:` text value and every bytea envelope (`\x414845...`) in it,
 * decrypted where the keyring still opens it. Erasure tests search this as well as the dump
 * itself, so a value that is gone in clear but still decryptable is caught.
 */
import { decryptBytes, decryptText, isEnvelope } from '../crypto/envelope.ts'
import type { Keyring } from '../crypto/keyring.ts'

/** Every `enc:` value in the dump. */
export function encryptedTextsIn(dump: string): string[] {
  return [...dump.matchAll(/enc:[A-Za-z0-9_-]+/g)].map((match) => match[0])
}

/** The plaintext of every value in the dump the keyring opens, one per line. */
export function decryptableText(dump: string, keyring: Keyring): string {
  const opened: string[] = []
  for (const text of encryptedTextsIn(dump)) {
    try {
      opened.push(decryptText(keyring, text))
    } catch {
      // Not openable: nothing to reveal.
    }
  }
  for (const match of dump.matchAll(/\\\\?x(414845[0-9a-f]+)/g)) {
    const bytes = Buffer.from(match[1]!, 'hex')
    if (!isEnvelope(bytes)) continue
    try {
      opened.push(decryptBytes(keyring, bytes).toString('latin1'))
    } catch {
      // Not openable.
    }
  }
  return opened.join('\n')
}
