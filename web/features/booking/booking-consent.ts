/**
 * The explicit consent every booking carries (the server refuses a booking without it, or under
 * another notice; its label is the schema's title, like every field's): the version of the privacy
 * notice shown, read from the privacy policy's 'last updated' date in tests-catalog/site.json by
 * the rule the server applies too (schemas/consent-notice.ts; 'September 2024' is version '2024-09').
 */
import { privacyNoticeVersion } from '#schemas/consent-notice.ts'
import { legal } from '../../../tests-catalog/site.json'

export { privacyNoticeVersion }

/** The consent part of a booking's body, when the box is ticked. */
export function consentGiven(): { version: string; accepted: true } {
  return { version: privacyNoticeVersion(legal.privacyPolicyLastUpdated), accepted: true }
}
