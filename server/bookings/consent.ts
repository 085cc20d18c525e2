/**
 * Explicit consent to processing health data (Kenya Data Protection Act 2019, s.32): a booking
 * without it is refused, and the privacy notice version and the moment of consent are stored
 * with the booking.
 */
import type { FieldProblem } from '../plugins/validation.ts'
import { answerMessage } from '../i18n/answer-messages.ts'

export const consentRequiredMessage = answerMessage(/*i18n*/ { id: 'api.consent-required', message: 'Consent to processing your health data is required.' })

export type ConsentGiven = { version: string; accepted: boolean }
export type ConsentRecord = { consent_version: string; consent_given_at: Date }

/** The consent columns of the booking, or the problem when consent was not given. */
export function consentRecord(consent: ConsentGiven, now: Date): ConsentRecord | FieldProblem {
  if (consent.accepted !== true) return { path: '/consent/accepted', message: consentRequiredMessage }
  return { consent_version: consent.version, consent_given_at: now }
}
