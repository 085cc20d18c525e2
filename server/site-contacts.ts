/**
 * The site's contact details and social links from the deployment's configuration (issue 12):
 * tests-catalog/site.json holds placeholders (+254 700 000 000, hello@afyahub.example); the
 * SITE_* variables (checked by config.ts against environment.schema.json) replace them. The page
 * shell serves them to the browser at run time (web/page-shell.ts, decision 053), the mails sign
 * off with them, and the boot log names what is unset.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import { socialVariables, type SiteContactSettings, type SocialNetwork } from './config.ts'

export type { SiteContactSettings }

/** site.json with the configured contact details and social addresses in place of its placeholders. */
export function withSiteContacts(site: SiteContent, settings: SiteContactSettings): SiteContent {
  const { phone, whatsApp, email, social } = settings
  return {
    ...site,
    contact: {
      ...site.contact,
      ...(phone ? { phone } : {}),
      ...(whatsApp ? { whatsApp: { display: whatsApp.display, chatLink: `https://wa.me/${whatsApp.tel.slice(1)}` } } : {}),
      ...(email ? { email } : {}),
    },
    socialLinks: site.socialLinks.map((link) => {
      const url = social[link.network as SocialNetwork]
      return url ? { ...link, url } : link
    }) as SiteContent['socialLinks'],
  }
}

/** Each unset variable with the placeholder shown instead. */
export function unsetSiteContacts(settings: SiteContactSettings, site: SiteContent = placeholderSite as SiteContent): { variable: string; placeholder: string }[] {
  const unset: { variable: string; placeholder: string }[] = []
  if (!settings.phone) unset.push({ variable: 'SITE_PHONE', placeholder: site.contact.phone.display })
  if (!settings.whatsApp) unset.push({ variable: 'SITE_WHATSAPP', placeholder: site.contact.whatsApp.display })
  if (!settings.email) unset.push({ variable: 'SITE_EMAIL', placeholder: site.contact.email })
  for (const [network, variable] of Object.entries(socialVariables) as [SocialNetwork, string][]) {
    const link = site.socialLinks.find((entry) => entry.network === network)
    if (link && !settings.social[network]) unset.push({ variable, placeholder: link.url })
  }
  return unset
}

/** The warning for the server's boot log, or undefined when everything is set. */
export function siteContactsWarning(settings: SiteContactSettings, site: SiteContent = placeholderSite as SiteContent): string | undefined {
  const unset = unsetSiteContacts(settings, site)
  if (unset.length === 0) return undefined
  const list = unset.map(({ variable, placeholder }) => `${variable} (showing ${placeholder})`).join(', ')
  return `Contact details are not configured, so every page shows placeholders: ${list}. Set them for the server (see .env.example); a restart applies them, no rebuild.`
}
