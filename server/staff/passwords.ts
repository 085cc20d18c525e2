/**
 * Passwords: argon2id through @node-rs/argon2 (decision 070), with OWASP's parameters for
 * argon2id (19 MiB of memory, 2 passes, 1 lane). `verifyPassword` on an account without a
 * password, or an unknown one, still runs argon2 against a dummy hash, so a sign-in for an
 * address nobody has takes as long as one for a real account (no enumeration by timing).
 * The policy follows ASVS 2.1: at least 12 characters, at most 128, any characters (spaces and
 * every Unicode letter), no composition rules, nothing truncated.
 */
import { hash, verify } from '@node-rs/argon2'
import { randomToken } from './secrets.ts'

// algorithm 2 is Argon2id (the library's const enum `Algorithm`, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const passwordMinLength = 12
export const passwordMaxLength = 128

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), options)
}

let dummyHash: Promise<string> | undefined

/** True when the password matches the hash; with no hash, false after the same work. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const against = storedHash ?? (await (dummyHash ??= hashPassword(randomToken())))
  try {
    const matches = await verify(against, password.normalize('NFC'))
    return storedHash !== null && matches
  } catch {
    return false
  }
}

/** The sentence saying what is wrong with a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string, email: string): string | undefined {
  const length = [...password.normalize('NFC')].length
  if (length < passwordMinLength) return `Use at least ${passwordMinLength} characters. A few words you will remember make a good password.`
  if (length > passwordMaxLength) return `Use at most ${passwordMaxLength} characters.`
  const lower = password.toLowerCase()
  if (lower.includes(email.split('@')[0]!.toLowerCase()) || new Set(lower).size < 4) return 'Choose a password that is harder to guess: not your name, address or a repeated character.'
  return undefined
}
