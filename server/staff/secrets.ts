/**
 * Random tokens and their stored form. A session id, a password-link token and a CSRF token are
 * 256 random bits (crypto.randomBytes), written base64url; the database keeps only the SHA-256 of
 * a session id or link token, so a copy of the database cannot be used to sign in.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

/** Compares two secrets in constant time (different lengths are simply unequal). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8')
  const right = Buffer.from(b, 'utf8')
  return left.length === right.length && timingSafeEqual(left, right)
}
