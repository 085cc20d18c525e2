/**
 * The manage link mailed when a booking is paid (settlement.ts, in the payment's transaction), so
 * the visitor has it even if the confirmation page is never seen (decision 073).
 */
import type { Kysely, Transaction } from 'kysely'
import type { Locale } from '#schemas/locales.ts'
import type { Tables } from '../db/tables.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { issueManageLink, linkExpiry, managePath, sessionColumns } from './manage-links.ts'
import { manageAddress, manageLinkMail } from './manage-mail.ts'

export async function mailManageLink(db: Kysely<Tables> | Transaction<Tables>, serviceId: string, email: string, locale: Locale, publicBaseUrl: URL | undefined, now: Date): Promise<void> {
  const row = await db.selectFrom('services').select(sessionColumns).where('id', '=', serviceId).executeTakeFirstOrThrow()
  const token = await issueManageLink(db, serviceId, linkExpiry(row, now))
  await enqueueMail(db, manageLinkMail(email, serviceId, manageAddress(managePath(token), locale, publicBaseUrl), locale))
}
