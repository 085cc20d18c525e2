/**
 * The version of the privacy notice a person consents to, worked out once for the web and the
 * server (issue 23 part 5; decision 077). The notice is the privacy policy page, and its one
 * source is that page's 'last updated' date in tests-catalog/site.json (legal.privacyPolicyLastUpdated):
 * the booking forms send the version read from it with the ticked box, and the server refuses any
 * other, so a request made under an older or unknown notice is asked to agree to the one in force.
 */

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** 'September 2024' as '2024-09'; any other wording with its spaces turned into hyphens. */
export function privacyNoticeVersion(lastUpdated: string): string {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(lastUpdated.trim())
  const month = match ? months.indexOf(match[1]!.toLowerCase()) : -1
  if (match && month >= 0) return `${match[2]}-${String(month + 1).padStart(2, '0')}`
  return lastUpdated.trim().replace(/[^A-Za-z0-9._-]+/g, '-')
}
