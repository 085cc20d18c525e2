/**
 * Manage links (decision 073): `/manage#<token>`, the token in the address's fragment so that it
 * never reaches a server, a log or a Referer header. One booking per token; a booking may have a
 * few (each confirmation page visit may show one). A link stops working a day after the session
 * (30 days after it is issued for a booking without a session time) or once the booking is cancelled.
 */
import { sql, type Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { sessionStart } from '#engine/index.ts'
import { hashToken, randomToken, tokenPattern } from './manage-secrets.ts'

const dayMs = 86_400_000

/** The page a manage link opens, with its token. */
export function managePath(token: string): string {
  return `/manage#${token}`
}

/** The booking's session columns, dates as YYYY-MM-DD text (the driver reads a date column as a Date). */
export const sessionColumns = [
  sql<string | null>`to_char(appointment_date, 'YYYY-MM-DD')`.as('appointment_date'),
  'appointment_time',
  sql<string | null>`to_char(wellness_date, 'YYYY-MM-DD')`.as('wellness_date'),
  'wellness_time',
] as const

type SessionFields = { appointment_date: string | null; appointment_time: string | null; wellness_date: string | null; wellness_time: string | null }

/** When the session starts (milliseconds), if the booking has a date and time. */
export function sessionStartOf(row: SessionFields): number | undefined {
  const date = row.appointment_date ?? row.wellness_date
  const time = row.appointment_time ?? row.wellness_time
  return date && time ? sessionStart(date, time) : undefined
}

export function linkExpiry(row: SessionFields, now: Date): Date {
  const start = sessionStartOf(row)
  return new Date(start === undefined ? now.getTime() + 30 * dayMs : Math.max(start, now.getTime()) + dayMs)
}

/** A new token for the booking; the caller shows or mails `managePath(token)`. */
export async function issueManageLink(db: Kysely<Tables>, serviceId: string, expiresAt: Date): Promise<string> {
  const token = randomToken()
  await db.insertInto('manage_links').values({ token_hash: hashToken(token), service_id: serviceId, expires_at: expiresAt }).execute()
  return token
}

/** The booking a token opens, if it is a live link of a booking that stands. */
export async function bookingOfToken(db: Kysely<Tables>, token: string, now: Date): Promise<string | undefined> {
  return (await bookingsOfTokens(db, [token], now))[0]
}

/**
 * The lookup itself, for many tokens in one query (the guessing test sends 10,000): each token's
 * booking, or undefined. A token not of the link's form is never looked up.
 */
export async function bookingsOfTokens(db: Kysely<Tables>, tokens: readonly string[], now: Date): Promise<(string | undefined)[]> {
  const hashes = tokens.map((token) => (tokenPattern.test(token) ? hashToken(token) : undefined))
  const wanted = hashes.filter((hash): hash is string => hash !== undefined)
  if (wanted.length === 0) return tokens.map(() => undefined)
  const rows = await db
    .selectFrom('manage_links')
    .innerJoin('services', 'services.id', 'manage_links.service_id')
    .select(['manage_links.token_hash', 'manage_links.service_id'])
    .where('manage_links.token_hash', 'in', wanted)
    .where('manage_links.expires_at', '>', now)
    .where('services.cancelled_at', 'is', null)
    .execute()
  const found = new Map(rows.map((row) => [row.token_hash, row.service_id]))
  return hashes.map((hash) => (hash === undefined ? undefined : found.get(hash)))
}
