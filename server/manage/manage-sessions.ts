/**
 * A manage session: what a right one-time code opens, for 30 minutes (decision 073). The page
 * holds its token in memory and sends it in the body of each change; the database keeps its hash.
 */
import type { Kysely } from 'kysely'
import type { Tables } from '../db/tables.ts'
import { hashToken, randomToken, tokenPattern } from './manage-secrets.ts'

export const manageSessionMinutes = 30

export async function openManageSession(db: Kysely<Tables>, serviceId: string, now: Date): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('manage_sessions')
    .values({ token_hash: hashToken(token), service_id: serviceId, expires_at: new Date(now.getTime() + manageSessionMinutes * 60_000) })
    .execute()
  return token
}

/** The booking a live session may change. */
export async function bookingOfSession(db: Kysely<Tables>, token: string, now: Date): Promise<string | undefined> {
  if (!tokenPattern.test(token)) return undefined
  const row = await db
    .selectFrom('manage_sessions')
    .select('service_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row?.service_id
}
