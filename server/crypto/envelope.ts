/**
 * Envelope encryption with Node's built-in crypto (AES-256-GCM, random 96-bit IVs): every value
 * gets its own random data key, which is encrypted ("wrapped") by the keyring's current
 * key-encryption key. The envelope is versioned and carries the key id, so any key of the keyring
 * decrypts it, and rotation only re-wraps the data key (rewrap()). GCM authenticates both layers:
 * a changed byte anywhere is refused.
 *
 * Binary layout (version 1):
 *   magic 'AHE' | version 0x01 | key id length (1 byte) | key id (ASCII)
 *   | wrap IV (12) | wrapped data key (32) | wrap tag (16)
 *   | data IV (12) | data tag (16) | ciphertext
 * The wrap is authenticated with magic, version and key id; the data with magic and version.
 * Text columns hold `enc:` + base64url(envelope).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Keyring } from './keyring.ts'

const magic = Buffer.from('AHE', 'ascii')
const version = 1
const ivLength = 12
const tagLength = 16
const dataKeyLength = 32
export const encryptedTextPrefix = 'enc:'

/** A ciphertext that cannot be read: named so an operator knows whether it is the key or the data. */
export class DecryptionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DecryptionError'
  }
}

type Parsed = { keyId: string; header: Buffer; wrapIv: Buffer; wrappedKey: Buffer; wrapTag: Buffer; dataIv: Buffer; dataTag: Buffer; ciphertext: Buffer }

/** Encrypts bytes under a new data key wrapped by the keyring's current key. */
export function encryptBytes(keyring: Keyring, plaintext: Uint8Array): Buffer {
  const dataKey = randomBytes(dataKeyLength)
  const dataIv = randomBytes(ivLength)
  const cipher = createCipheriv('aes-256-gcm', dataKey, dataIv)
  cipher.setAAD(dataAad())
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([wrapDataKey(keyring, dataKey), dataIv, cipher.getAuthTag(), ciphertext])
}

/** The plaintext; a DecryptionError when the key id is unknown, the key wrong or a byte changed. */
export function decryptBytes(keyring: Keyring, envelope: Uint8Array): Buffer {
  const parsed = parse(envelope)
  const dataKey = unwrapDataKey(keyring, parsed)
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, parsed.dataIv)
    decipher.setAAD(dataAad())
    decipher.setAuthTag(parsed.dataTag)
    return Buffer.concat([decipher.update(parsed.ciphertext), decipher.final()])
  } catch {
    throw new DecryptionError('Encrypted data failed its integrity check: it was changed or damaged after it was written.')
  }
}

/** The same ciphertext with its data key wrapped by the keyring's current key (no change when it already is). */
export function rewrap(keyring: Keyring, envelope: Uint8Array): Buffer {
  const parsed = parse(envelope)
  if (parsed.keyId === keyring.current.id) return Buffer.from(envelope)
  const dataKey = unwrapDataKey(keyring, parsed)
  return Buffer.concat([wrapDataKey(keyring, dataKey), parsed.dataIv, parsed.dataTag, parsed.ciphertext])
}

/** True for bytes that start like an envelope (magic and version). */
export function isEnvelope(value: Uint8Array): boolean {
  return value.length > magic.length && Buffer.from(value.subarray(0, magic.length)).equals(magic) && value[magic.length] === version
}

/** The id of the key that wrapped this envelope's data key. */
export function keyIdOf(envelope: Uint8Array): string {
  return parse(envelope).keyId
}

export function encryptText(keyring: Keyring, plaintext: string): string {
  return encryptedTextPrefix + encryptBytes(keyring, Buffer.from(plaintext, 'utf8')).toString('base64url')
}

export function decryptText(keyring: Keyring, text: string): string {
  return decryptBytes(keyring, envelopeOfText(text)).toString('utf8')
}

export function isEncryptedText(value: string): boolean {
  return value.startsWith(encryptedTextPrefix)
}

/** The envelope inside an `enc:` text. */
export function envelopeOfText(text: string): Buffer {
  if (!isEncryptedText(text)) throw new DecryptionError('This value is not encrypted text (no enc: prefix).')
  return Buffer.from(text.slice(encryptedTextPrefix.length), 'base64url')
}

function header(keyId: string): Buffer {
  const id = Buffer.from(keyId, 'ascii')
  return Buffer.concat([magic, Buffer.from([version, id.length]), id])
}

function dataAad(): Buffer {
  return Buffer.concat([magic, Buffer.from([version])])
}

function wrapDataKey(keyring: Keyring, dataKey: Buffer): Buffer {
  const head = header(keyring.current.id)
  const wrapIv = randomBytes(ivLength)
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, wrapIv)
  cipher.setAAD(head)
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()])
  return Buffer.concat([head, wrapIv, wrapped, cipher.getAuthTag()])
}

function unwrapDataKey(keyring: Keyring, parsed: Parsed): Buffer {
  const kek = keyring.byId.get(parsed.keyId)
  if (!kek) {
    throw new DecryptionError(`Data was encrypted with key id '${parsed.keyId}', which is not in DATA_ENCRYPTION_KEYS (known: ${[...keyring.byId.keys()].join(', ')}). Add that key back to the list.`)
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek.key, parsed.wrapIv)
    decipher.setAAD(parsed.header)
    decipher.setAuthTag(parsed.wrapTag)
    return Buffer.concat([decipher.update(parsed.wrappedKey), decipher.final()])
  } catch {
    throw new DecryptionError(`Key '${parsed.keyId}' in DATA_ENCRYPTION_KEYS does not open this data: the key under that id is the wrong one, or the data was changed.`)
  }
}

function parse(value: Uint8Array): Parsed {
  const envelope = Buffer.from(value.buffer, value.byteOffset, value.byteLength)
  if (!isEnvelope(envelope)) throw new DecryptionError(`Not an encrypted value of a known version (expected 'AHE' version ${version}).`)
  const idLength = envelope[magic.length + 1] ?? 0
  const headerLength = magic.length + 2 + idLength
  const minimum = headerLength + ivLength + dataKeyLength + tagLength + ivLength + tagLength
  if (idLength === 0 || envelope.length < minimum) throw new DecryptionError('Encrypted value is truncated.')
  let at = headerLength
  const take = (length: number) => envelope.subarray(at, (at += length))
  return {
    keyId: envelope.subarray(magic.length + 2, headerLength).toString('ascii'),
    header: envelope.subarray(0, headerLength),
    wrapIv: take(ivLength),
    wrappedKey: take(dataKeyLength),
    wrapTag: take(tagLength),
    dataIv: take(ivLength),
    dataTag: take(tagLength),
    ciphertext: envelope.subarray(at),
  }
}
