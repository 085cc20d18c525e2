/**
 * Mail to a subscriber (issue 23 part 3; decision 090) always carries its own unsubscribe link: a
 * random token (256 bits) of this mail, stored only as its SHA-256 hash, never the address. The
 * link is written at the foot of the body and in the List-Unsubscribe header with RFC 8058's
 * List-Unsubscribe-Post, so a mail program can unsubscribe in one click. Opening it shows a page
 * with two buttons: unsubscribe (the subscription and its address are deleted) or erase (the same,
 * and the mails still held for it are deleted too); routes/unsubscribe.ts.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { Locale } from '#schemas/locales.ts'
import type { Tables } from '../db/tables.ts'
import { i18nFor } from '../i18n/index.ts'
import { enqueueMail, type OutgoingMail } from './outbox.ts'

const brand = placeholderSite.brand.name

/** Where the link points: the server's own page, under /api like the payment sandbox's pages. */
export const unsubscribePath = '/api/email/unsubscribe'

/** A link's token: 32 random bytes as base64url (43 characters). */
export const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/

export function unsubscribeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The link's address under the site's base (which may itself have a path). */
export function unsubscribeAddress(base: URL | undefined, token: string): string {
  const query = `${unsubscribePath.slice(1)}?token=${token}`
  if (!base) return `/${query}`
  return new URL(query, base.href.endsWith('/') ? base.href : `${base.href}/`).toString()
}

/**
 * Queues a mail to a subscription's address with a new unsubscribe token, in the caller's
 * transaction. The header is given only with the site's public address (it must be absolute).
 */
export async function enqueueSubscriberMail(
  db: Kysely<Tables> | Transaction<Tables>,
  subscriptionId: string,
  mail: OutgoingMail,
  { publicBaseUrl, locale }: { publicBaseUrl: URL | undefined; locale: Locale },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insertInto('subscription_tokens').values({ token_hash: unsubscribeTokenHash(token), subscription_id: subscriptionId, language: locale }).execute()
  const address = unsubscribeAddress(publicBaseUrl, token)
  const i18n = i18nFor(locale)
  const footer = [
    '',
    '--',
    i18n._(/*i18n*/ { id: 'mail.subscriber.why', message: 'You get this mail because this address is subscribed to {brand} updates.', values: { brand } }),
    i18n._(/*i18n*/ { id: 'mail.subscriber.unsubscribe', message: 'To unsubscribe, or to erase your subscription, open: {link}', values: { link: address } }),
  ]
  return enqueueMail(db, {
    ...mail,
    body: [mail.body, ...footer].join('\n'),
    subscriptionId,
    ...(publicBaseUrl ? { listUnsubscribe: address } : {}),
  })
}
