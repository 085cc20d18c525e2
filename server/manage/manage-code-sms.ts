/**
 * The one-time code by SMS to the booking's phone (issue 22 part 5; decision 084), through the SMS
 * outbox (server/sms/), in the booking's language. Like every SMS it carries no clinical detail:
 * the code, the booking's reference and how long the code works; no link, no test, no name.
 * The outbox's unique key (booking, kind, session_start) holds the moment the code was asked for
 * in session_start, so each code is its own message.
 */
import type { Kysely, Transaction } from 'kysely'
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { Locale } from '#schemas/locales.ts'
import type { Tables } from '../db/tables.ts'
import { i18nFor } from '../i18n/index.ts'
import { shortReference } from '../mail/booking-lines.ts'
import { enqueueSms } from '../sms/sms-outbox.ts'
import { codePolicy } from './one-time-code.ts'

const brand = placeholderSite.brand.name

export function manageCodeSmsText(serviceId: string, code: string, locale: Locale): string {
  return i18nFor(locale)._(
    /*i18n*/ { id: 'sms.manage.code', message: '{brand}: your code to manage booking {reference} is {code}. It works for {minutes} minutes. If you did not ask for it, ignore this SMS.', values: { brand, reference: shortReference(serviceId), code, minutes: codePolicy.lifetimeMinutes } },
  )
}

export async function queueManageCodeSms(db: Kysely<Tables> | Transaction<Tables>, serviceId: string, phone: string, code: string, locale: Locale, now: Date): Promise<void> {
  await enqueueSms(db, { kind: 'manage-code', serviceId, sessionStart: now, recipient: phone, body: manageCodeSmsText(serviceId, code, locale) })
}
