/**
 * The manage link's token, the one-time code and the manage session (decision 073). Tokens are
 * 256 random bits written base64url and stored only as their SHA-256 (server/staff/secrets.ts), so
 * a copy of the database opens nothing. A code is 6 random digits (crypto.randomInt), stored as
 * SHA-256 of a per-code salt and the digits: a copy of the database could try the million codes,
 * but a code is worth nothing without the link's token, which the copy does not hold, and it dies
 * in 10 minutes.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { hashToken, randomToken, sameSecret } from '../staff/secrets.ts'

export { hashToken, randomToken }

/** The form a manage link token takes: 43 base64url characters (32 bytes). */
export const tokenPattern = /^[A-Za-z0-9_-]{43}$/

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function hashCode(code: string, salt: string = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex')}`
}

export function isCode(code: string, stored: string): boolean {
  const salt = stored.split('$')[0] ?? ''
  return sameSecret(hashCode(code, salt), stored)
}

/** The requesting address, kept only as a hash to count requests per address. */
export function addressKey(ip: string): string {
  return createHash('sha256').update(`manage-address:${ip}`, 'utf8').digest('hex')
}
