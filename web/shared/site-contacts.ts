/**
 * The site's phone, WhatsApp, email and social links, as configured on the server (SITE_*): the
 * server writes them into every page it sends as a JSON data block (`#site-contacts`, decision
 * 053), so a new number needs a restart, not a rebuild. Where there is no block (the prerender at
 * build time, tests, Storybook, development), site.json's placeholders are used; the server puts
 * the configured values into prerendered markup as it sends it, so the page and the app agree.
 */
// Named parts only: the file's default export would bring its Kiswahili translations into every page (decision 062).
import { contact as placeholderContact, socialLinks as placeholderSocialLinks } from '../../tests-catalog/site.json'
import type { SiteContent } from '#schemas/generated/site.ts'
import { pageDataIds } from '#schemas/page-data.ts'

export type SiteContacts = Pick<SiteContent, 'contact' | 'socialLinks'>

const placeholders: SiteContacts = { contact: placeholderContact, socialLinks: placeholderSocialLinks as SiteContent['socialLinks'] }

/** The block's contacts when it holds the expected shape; undefined otherwise. */
export function contactsFromPage(root: Pick<Document, 'getElementById'> | undefined = globalThis.document): SiteContacts | undefined {
  const text = root?.getElementById(pageDataIds.siteContacts)?.textContent
  if (!text) return undefined
  try {
    const served = JSON.parse(text) as Partial<SiteContacts>
    const isShaped = typeof served.contact?.phone?.tel === 'string' && typeof served.contact.email === 'string' && typeof served.contact.whatsApp?.chatLink === 'string' && Array.isArray(served.socialLinks)
    return isShaped ? (served as SiteContacts) : undefined
  } catch {
    return undefined
  }
}

export const { contact, socialLinks }: SiteContacts = contactsFromPage() ?? placeholders
