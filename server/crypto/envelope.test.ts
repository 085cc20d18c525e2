/**
 * The envelope format: AES-256-GCM under a per-value data key wrapped by the current key; random
 * IVs; a versioned header naming the key; any changed byte refused; an unknown or wrong key named
 * clearly; rotation re-wraps without touching the data.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { blindIndex, blindIndexesUnderEveryKey, keyIdOfBlindIndex } from './blind-index.ts'
import { DecryptionError, decryptBytes, decryptText, encryptBytes, encryptText, envelopeOfText, isEnvelope, keyIdOf, rewrap } from './envelope.ts'
import { keyringOf } from './keyring.ts'

const k1 = { id: 'k1', key: randomBytes(32) }
const k2 = { id: 'k2', key: randomBytes(32) }
const oldKeyring = keyringOf([k1])
const rotatingKeyring = keyringOf([k2, k1])
const newKeyring = keyringOf([k2])

describe('envelope encryption', () => {
  it('round-trips text and bytes, and never gives the same ciphertext twice', () => {
    const note = 'Kikohozi cha muda mrefu — 3 weeks ✓'
    const first = encryptText(oldKeyring, note)
    const second = encryptText(oldKeyring, note)
    expect(first).toMatch(/^enc:[A-Za-z0-9_-]+$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('Kikohozi')
    expect(decryptText(oldKeyring, first)).toBe(note)
    const file = randomBytes(1000)
    expect(decryptBytes(oldKeyring, encryptBytes(oldKeyring, file)).equals(file)).toBe(true)
    expect(decryptText(oldKeyring, encryptText(oldKeyring, ''))).toBe('')
  })

  it('writes a versioned header with the key id: magic AHE, version 1, the id', () => {
    const envelope = encryptBytes(rotatingKeyring, Buffer.from('x'))
    expect(envelope.subarray(0, 4)).toEqual(Buffer.from('AHE\x01', 'latin1'))
    expect(envelope[4]).toBe(2)
    expect(envelope.subarray(5, 7).toString()).toBe('k2')
    expect(isEnvelope(envelope)).toBe(true)
    expect(keyIdOf(envelope)).toBe('k2')
  })

  it('refuses a ciphertext with any single byte changed, anywhere', () => {
    const envelope = encryptBytes(oldKeyring, Buffer.from('+254712345678'))
    for (let at = 0; at < envelope.length; at += 1) {
      const tampered = Buffer.from(envelope)
      tampered[at]! ^= 0x01
      expect(() => decryptBytes(oldKeyring, tampered), `byte ${at}`).toThrow(DecryptionError)
    }
    expect(() => decryptBytes(oldKeyring, envelope.subarray(0, envelope.length - 1))).toThrow(/integrity check|truncated/)
  })

  it('says which key is missing, and that a key under a known id is the wrong one', () => {
    const envelope = encryptBytes(rotatingKeyring, Buffer.from('amina@example.com'))
    expect(() => decryptBytes(oldKeyring, envelope)).toThrow("Data was encrypted with key id 'k2', which is not in DATA_ENCRYPTION_KEYS (known: k1). Add that key back to the list.")
    const impostor = keyringOf([{ id: 'k2', key: randomBytes(32) }])
    expect(() => decryptBytes(impostor, envelope)).toThrow("Key 'k2' in DATA_ENCRYPTION_KEYS does not open this data: the key under that id is the wrong one, or the data was changed.")
    expect(() => decryptText(oldKeyring, 'amina@example.com')).toThrow(DecryptionError)
  })

  it('re-wraps a data key with the newest key: the old key can then go, the data is unchanged', () => {
    const text = encryptText(oldKeyring, 'Kilimani, Argwings Kodhek Road')
    const envelope = envelopeOfText(text)
    const rewrapped = rewrap(rotatingKeyring, envelope)
    expect(keyIdOf(rewrapped)).toBe('k2')
    expect(rewrapped.subarray(rewrapped.length - 30)).toEqual(envelope.subarray(envelope.length - 30))
    expect(decryptBytes(newKeyring, rewrapped).toString()).toBe('Kilimani, Argwings Kodhek Road')
    expect(() => decryptBytes(newKeyring, envelope)).toThrow(/key id 'k1'/)
  })
})

describe('blind indexes', () => {
  it('are equal for equal values under one key, differ between keys, and name their key', () => {
    expect(blindIndex(oldKeyring, 'amina@example.com')).toBe(blindIndex(oldKeyring, 'amina@example.com'))
    expect(blindIndex(oldKeyring, 'amina@example.com')).not.toBe(blindIndex(oldKeyring, 'amina@example.co'))
    expect(blindIndex(rotatingKeyring, 'amina@example.com')).not.toBe(blindIndex(oldKeyring, 'amina@example.com'))
    expect(blindIndex(oldKeyring, 'amina@example.com')).toMatch(/^bi:k1:[A-Za-z0-9_-]{43}$/)
    expect(keyIdOfBlindIndex(blindIndex(rotatingKeyring, 'x'))).toBe('k2')
    expect(blindIndexesUnderEveryKey(rotatingKeyring, 'x')).toEqual([blindIndex(newKeyring, 'x'), blindIndex(oldKeyring, 'x')])
  })
})
