/**
 * Server-side sessions (ASVS V3). Signing in makes a new random 256-bit id (never one the browser
 * brought: no fixation), sent only in the `__Host-staff` cookie (Secure, HttpOnly,
 * SameSite=Strict, Path=/, no Domain) and stored as its SHA-256. A session answers while it was
 * used in the last 30 minutes and is under 12 hours old, and until it is revoked; each use moves
 * its idle deadline. Times are the database's clock. Each session has its own CSRF token.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import type { StaffRole } from './roles.ts'
import { hashToken, randomToken } from './secrets.ts'

export const sessionCookieName = '__Host-staff'
export const idleMinutes = 30
export const absoluteHours = 12

export type StaffSession = { sessionId: string; staffId: string; email: string; role: StaffRole; csrfToken: string; expiresAt: Date }

/** Starts a session; the id goes in the cookie, never in the database. */
export async function startSession(db: Kysely<Tables>, staffId: string): Promise<{ id: string; csrfToken: string; expiresAt: Date }> {
  const id = randomToken()
  const csrfToken = randomToken()
  const row = await db
    .insertInto('staff_sessions')
    .values({ id_hash: hashToken(id), staff_id: staffId, csrf_token: csrfToken, expires_at: sql`now() + ${`${absoluteHours} hours`}::interval` })
    .returning('expires_at')
    .executeTakeFirstOrThrow()
  return { id, csrfToken, expiresAt: new Date(row.expires_at) }
}

/** The live session of a cookie's id, its idle deadline moved on; undefined when it ended. */
export async function resumeSession(db: Kysely<Tables>, id: string): Promise<StaffSession | undefined> {
  const row = await db
    .updateTable('staff_sessions as session')
    .from('staff_accounts as account')
    .set({ last_seen_at: sql`now()` })
    .whereRef('account.id', '=', 'session.staff_id')
    .where('session.id_hash', '=', hashToken(id))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', sql<Date>`now()`)
    .where('session.last_seen_at', '>', sql<Date>`now() - ${`${idleMinutes} minutes`}::interval`)
    .where('account.disabled_at', 'is', null)
    .returning(['session.id', 'session.staff_id', 'session.csrf_token', 'session.expires_at', 'account.login_email', 'account.role'])
    .executeTakeFirst()
  if (!row) return undefined
  return { sessionId: row.id, staffId: row.staff_id, email: row.login_email, role: row.role, csrfToken: row.csrf_token, expiresAt: new Date(row.expires_at) }
}

export async function revokeSession(db: Kysely<Tables>, sessionId: string, reason: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ revoked_at: sql`now()`, revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute()
}

/** Ends every live session of an account; returns how many were live. */
export async function revokeAllSessions(db: Kysely<Tables>, staffId: string, reason: string): Promise<number> {
  const result = await db.updateTable('staff_sessions').set({ revoked_at: sql`now()`, revoked_reason: reason }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The Set-Cookie value carrying a session id (Max-Age: the absolute limit; the server ends it sooner when idle). */
export function sessionCookie(id: string): string {
  return `${sessionCookieName}=${id}; Path=/; Max-Age=${absoluteHours * 3600}; Secure; HttpOnly; SameSite=Strict`
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return `${sessionCookieName}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict`
}

/** The session id a Cookie header carries, if any. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === sessionCookieName) {
      const id = value.join('=')
      return /^[A-Za-z0-9_-]{43}$/.test(id) ? id : undefined
    }
  }
  return undefined
}
