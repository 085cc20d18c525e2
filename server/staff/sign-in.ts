/**
 * Signing in: email, password and authenticator code in one step. Every refusal answers the same
 * sentence and does the same work (argon2 runs against a dummy hash for an unknown address, a
 * disabled account or one without a password), so nothing tells whether an account exists. A
 * locked key (too many failures for the address typed, or from the client's address) is refused
 * before any check with "Too many attempts, try again in N minutes", for real and unknown
 * accounts alike.
 */
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { findAccountByEmail, normaliseStaffEmail } from './accounts.ts'
import { verifyPassword } from './passwords.ts'
import { startSession } from './sessions.ts'
import { clearAccountFailures, countFailedSignIn, lockedForMinutes, throttleKeys } from './throttle.ts'
import { acceptedTotpStep } from './totp.ts'
import type { StaffRole } from './roles.ts'

export type SignInAttempt = { email: string; password: string; code: string; ip: string }

export type SignInOutcome =
  | { kind: 'signed-in'; sessionId: string; csrfToken: string; expiresAt: Date; staffId: string; email: string; role: StaffRole }
  | { kind: 'refused'; staffId: string | null; email: string }
  | { kind: 'locked'; minutes: number; staffId: string | null; email: string }

export async function signIn(db: Kysely<Tables>, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = normaliseStaffEmail(attempt.email)
  const keys = throttleKeys(email, attempt.ip)
  const account = await findAccountByEmail(db, email)
  const staffId = account?.id ?? null
  const minutes = await lockedForMinutes(db, keys)
  if (minutes > 0) return { kind: 'locked', minutes, staffId, email }
  const usable = account !== undefined && account.disabled_at === null && account.password_hash !== null && account.totp_secret !== null
  const passwordMatches = await verifyPassword(usable ? account.password_hash : null, attempt.password)
  const step = usable && passwordMatches ? acceptedTotpStep(account.totp_secret!, account.login_email, attempt.code, account.totp_last_step === null ? null : Number(account.totp_last_step)) : undefined
  if (!usable || step === undefined) {
    await countFailedSignIn(db, keys)
    return { kind: 'refused', staffId, email }
  }
  // The code's step is claimed atomically: the same code cannot sign in twice, even on two instances.
  const claimed = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', account.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step) as never)]))
    .executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) {
    await countFailedSignIn(db, keys)
    return { kind: 'refused', staffId, email }
  }
  await clearAccountFailures(db, keys)
  const session = await startSession(db, account.id)
  return { kind: 'signed-in', sessionId: session.id, csrfToken: session.csrfToken, expiresAt: session.expiresAt, staffId: account.id, email: account.login_email, role: account.role }
}
