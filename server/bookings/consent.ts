/**
 * Explicit consent to processing health data (Kenya Data Protection Act 2019, s.32): a booking
 * without it is refused, and so is one given under any privacy notice but the one in force: the
 * privacy policy's 'last updated' date in tests-catalog/site.json, read as a version by the rule
 * the forms use too (schemas/consent-notice.ts; decision 077). The notice version and the
 * moment of consent are stored with the booking.
 */
import site from '#catalog/site.json' with { type: 'json' }
import { privacyNoticeVersion } from '#schemas/consent-notice.ts'
import type { FieldProblem } from '../plugins/validation.ts'
import { answerMessage, answerSentence } from '../i18n/answer-messages.ts'

/** The version of the privacy notice in force: the only one a request may consent to. */
export const currentConsentVersion = privacyNoticeVersion(site.legal.privacyPolicyLastUpdated)

export const consentRequiredMessage = answerMessage(/*i18n*/ { id: 'api.consent-required', message: 'Consent to processing your health data is required.' })

/** The refusal of a consent given under another notice: names the field, the version sent and the one in force. */
export function consentVersionRefusal(sent: string): string {
  return answerSentence(
    /*i18n*/ { id: 'api.consent-version-outdated', message: 'Privacy notice version {sent} is not the notice in force ({current}). Please read the Privacy Policy again and tick the box to agree to it; nothing was saved.' },
    { sent, current: currentConsentVersion },
  )
}

export type ConsentGiven = { version: string; accepted: boolean }
export type ConsentRecord = { consent_version: string; consent_given_at: Date }

/** The consent columns of the booking, or the problem when consent was not given to the notice in force. */
export function consentRecord(consent: ConsentGiven, now: Date): ConsentRecord | FieldProblem {
  if (consent.accepted !== true) return { path: '/consent/accepted', message: consentRequiredMessage }
  if (consent.version !== currentConsentVersion) return { path: '/consent/version', message: consentVersionRefusal(consent.version) }
  return { consent_version: consent.version, consent_given_at: now }
}
