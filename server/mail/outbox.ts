/**
 * Mail is written to the outbox table in the same transaction as what it announces (a booking,
 * a subscription), so it can never be lost or sent for something that was rolled back. A worker
 * drains the outbox (see mail/outbox-worker.ts).
 */
import type { Kysely, Transaction } from 'kysely'
import type { Tables } from '../db/tables.ts'

export type MailAttachment = { name: string; contentType: 'application/pdf'; bytes: Uint8Array }

export type OutgoingMail = {
  kind: string
  recipient: string
  subject: string
  body: string
  /** A file sent with the mail (the full report), encrypted at rest like the body (decision 089). */
  attachment?: MailAttachment
  /** Blank the recipient, body and attachment once the mail is sent or given up on. */
  purgeWhenDone?: boolean
  /** A mail to a subscriber: its one-click unsubscribe address and the subscription (decision 090). */
  listUnsubscribe?: string
  subscriptionId?: string
  /** The booking the mail is about (160), so it is exported and erased with the person's data (server/data-rights/). */
  serviceId?: string
}

/** Queues the mail; answers the outbox row's id. */
export async function enqueueMail(db: Kysely<Tables> | Transaction<Tables>, mail: OutgoingMail): Promise<string> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      ...(mail.attachment ? { attachment: Buffer.from(mail.attachment.bytes), attachment_name: mail.attachment.name } : {}),
      ...(mail.purgeWhenDone ? { purge_when_done: true } : {}),
      ...(mail.listUnsubscribe ? { list_unsubscribe: mail.listUnsubscribe } : {}),
      ...(mail.subscriptionId ? { subscription_id: mail.subscriptionId } : {}),
      ...(mail.serviceId ? { service_id: mail.serviceId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
