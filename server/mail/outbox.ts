/**
 * Mail is written to the outbox table in the same transaction as what it announces (a booking,
 * a subscription), so it can never be lost or sent for something that was rolled back. A worker
 * drains the outbox (see mail/outbox-worker.ts).
 */
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'

export type OutgoingMail = { kind: string; recipient: string; subject: string; body: string }

export async function enqueueMail(db: Kysely<Tables> | Transaction<Tables>, mail: OutgoingMail): Promise<void> {
  await db.insertInto('outbox').values(mail).execute()
}
