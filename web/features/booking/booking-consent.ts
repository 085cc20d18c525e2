/**
 * The explicit consent every booking carries (the server refuses a booking without it; its label
 * is the schema's title, like every field's): the version of the privacy notice shown, taken from
 * the privacy policy's 'last updated' date in tests-catalog/site.json ('September 2024' is version
 * '2024-09').
 */
import { legal } from '../../../tests-catalog/site.json'

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** 'September 2024' as '2024-09'; any other wording with its spaces turned into hyphens. */
export function privacyNoticeVersion(lastUpdated: string): string {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(lastUpdated.trim())
  const month = match ? months.indexOf(match[1]!.toLowerCase()) : -1
  if (match && month >= 0) return `${match[2]}-${String(month + 1).padStart(2, '0')}`
  return lastUpdated.trim().replace(/[^A-Za-z0-9._-]+/g, '-')
}

/** The consent part of a booking's body, when the box is ticked. */
export function consentGiven(): { version: string; accepted: true } {
  return { version: privacyNoticeVersion(legal.privacyPolicyLastUpdated), accepted: true }
}
