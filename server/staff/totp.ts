/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads)
 * through the otpauth library (decision 070). A code is accepted for the current step and one
 * step either side (clock drift), and never twice: the step of the last code used is kept, and a
 * code of that step or an earlier one is refused (ASVS 2.8.4).
 */
import { Secret, TOTP } from 'otpauth'

const issuer = 'Afya Hub staff'

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
}

/** The otpauth:// address an authenticator app reads (as a QR code or typed in). */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString()
}

/** The step (30 s counter) of a valid, unused code, or undefined. */
export function acceptedTotpStep(secret: string, email: string, code: string, lastStep: number | null, now: Date = new Date()): number | undefined {
  const digits = code.replace(/\s+/g, '')
  if (!/^\d{6}$/.test(digits)) return undefined
  const delta = totpFor(secret, email).validate({ token: digits, timestamp: now.getTime(), window: 1 })
  if (delta === null) return undefined
  const step = Math.floor(now.getTime() / 30_000) + delta
  return lastStep !== null && step <= lastStep ? undefined : step
}
