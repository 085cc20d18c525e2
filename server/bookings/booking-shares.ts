/**
 * Results shared from the booking form (issue 22 part 6; decisions 083 and 102): each result the
 * visitor ticked, with its own consent under the notice in force, scored again with the engine and
 * stored by the same code as a share from the manage page (manage/shared-results.ts): encrypted,
 * tied to the new booking only, in the booking's own transaction, withdrawable until the session.
 * Every problem names its field under /shared_results/<n>/ and refuses the booking; none sends none.
 */
import type { FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import type { AppointmentBooking } from '#schemas/generated/booking-appointment.ts'
import type { Tables } from '../db/tables.ts'
import { recordAudit } from '../audit/record-audit.ts'
import { manageMessages as say } from '../manage/manage-messages.ts'
import { sharedResultContent, shareResult, type SharedResultContent } from '../manage/shared-results.ts'
import type { Problems } from './booking-fields.ts'
import { consentRecord } from './consent.ts'

type Share = { content: SharedResultContent; consentVersion: string }

/** The results to share, each scored and its consent checked; every problem added under its item's path. */
export async function sharesOfBooking(items: NonNullable<AppointmentBooking['shared_results']>, now: Date, problems: Problems): Promise<Share[]> {
  const shares: Share[] = []
  for (const [index, item] of items.entries()) {
    const at = `/shared_results/${index}`
    if (item.consent.accepted !== true) {
      problems.add(`${at}/consent/accepted`, say.shareConsentRequired)
      continue
    }
    const consent = consentRecord(item.consent, now)
    if ('path' in consent) problems.add(`${at}${consent.path}`, consent.message)
    const content = await sharedResultContent(item.result, now)
    if (content.kind === 'unknown-test') problems.add(`${at}/result/testCode`, say.shareUnknownTest)
    else if (content.kind === 'invalid-answers') for (const problem of content.problems) problems.add(`${at}${problem.path}`, problem.message)
    else if (!('path' in consent)) shares.push({ content: content.content, consentVersion: consent.consent_version })
  }
  return shares
}

/** Ties the shares to the booking just written, in its transaction, each audited as the visitor's share. */
export async function attachShares(trx: Transaction<Tables>, serviceId: string, shares: readonly Share[], now: Date, request: Pick<FastifyRequest, 'ip' | 'headers'> | undefined): Promise<void> {
  for (const share of shares) {
    const outcome = await shareResult(trx, serviceId, share.content, share.consentVersion, now)
    // A booking being made is neither cancelled, nor started (its time is ahead), nor full (at most 10 by its schema).
    if (outcome !== 'shared') throw new Error(`A result could not be shared with a new booking (${outcome}).`)
    await recordAudit(trx, { actor: { staffId: null, email: null }, action: 'booking.visitor-share-result', record: { type: 'booking', id: serviceId }, fields: ['shared_result'], ...(request ? { request } : {}) })
  }
}
