/**
 * The site's contact details and social links from the deployment's configuration (issue 12):
 * tests-catalog/site.json holds placeholders (+254 700 000 000, hello@afyahub.example); the
 * SITE_* variables below replace them. Read by the server's configuration (server/config.ts, which
 * warns at boot about what is unset) and by the web build (tools/vite-site-contacts.ts, which puts
 * the values into site.json as every page, prerendered or not, imports it). Each value is checked:
 * a bad one is named, never echoed.
 */
import placeholderSite from '#catalog/site.json' with { type: 'json' }
import type { PhoneNumber, SiteContent, SocialLink } from '#schemas/generated/site.ts'
import { kenyanPhone } from '#engine/index.ts'

export type SocialNetwork = SocialLink['network']

/** The networks of site.json's social links, each with the variable that sets its address and the hosts it may be on. */
export const socialVariables = {
  facebook: { variable: 'SITE_SOCIAL_FACEBOOK', hosts: ['facebook.com'] },
  instagram: { variable: 'SITE_SOCIAL_INSTAGRAM', hosts: ['instagram.com'] },
  x: { variable: 'SITE_SOCIAL_X', hosts: ['x.com', 'twitter.com'] },
  linkedin: { variable: 'SITE_SOCIAL_LINKEDIN', hosts: ['linkedin.com'] },
} as const satisfies Partial<Record<SocialNetwork, { variable: string; hosts: readonly string[] }>>

type ConfigurableNetwork = keyof typeof socialVariables

/** What the deployment set; anything missing keeps site.json's placeholder. */
export type SiteContactSettings = {
  /** SITE_PHONE: the phone number in the footer and on the sample-collection page. */
  readonly phone: PhoneNumber | undefined
  /** SITE_WHATSAPP: the number behind the floating WhatsApp button. */
  readonly whatsApp: PhoneNumber | undefined
  /** SITE_EMAIL: the contact address in the footer, the privacy policy and receipts. */
  readonly email: string | undefined
  /** SITE_SOCIAL_FACEBOOK, SITE_SOCIAL_INSTAGRAM, SITE_SOCIAL_X, SITE_SOCIAL_LINKEDIN: profile addresses. */
  readonly social: Readonly<Partial<Record<ConfigurableNetwork, string>>>
}

type Parsed<T> = { value: T } | { problem: string }

/**
 * A Kenyan mobile number (07.., 01.., +2547.., +2541.., 2547..), with or without spaces or dashes,
 * in both the form people read ("+254 712 345 678") and the form a tel: link dials.
 */
export function parseKenyanPhone(raw: string): Parsed<PhoneNumber> {
  const phone = kenyanPhone(raw)
  return phone ? { value: phone } : { problem: 'must be a Kenyan phone number such as +254712345678 or 0712345678.' }
}

export function parseContactEmail(raw: string): Parsed<string> {
  return /^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(raw) ? { value: raw } : { problem: 'must be an email address such as hello@example.co.ke.' }
}

function profileParser(network: ConfigurableNetwork): (raw: string) => Parsed<string> {
  const { hosts } = socialVariables[network]
  return (raw) => {
    const problem = `must be an https address on ${hosts.join(' or ')} (for example https://${hosts[0]}/yourpage).`
    if (!URL.canParse(raw)) return { problem }
    const url = new URL(raw)
    const host = url.hostname.replace(/^www\./, '')
    return url.protocol === 'https:' && hosts.some((allowed) => host === allowed) ? { value: url.href } : { problem }
  }
}

export const parseProfileUrl: Record<ConfigurableNetwork, (raw: string) => Parsed<string>> = {
  facebook: profileParser('facebook'),
  instagram: profileParser('instagram'),
  x: profileParser('x'),
  linkedin: profileParser('linkedin'),
}

type Env = Readonly<Record<string, string | undefined>>
export type SiteContactProblem = { variable: string; message: string }

/** The settings from the environment, and every bad variable (for the web build; the server reads them in config.ts). */
export function readSiteContacts(env: Env): { settings: SiteContactSettings; problems: SiteContactProblem[] } {
  const problems: SiteContactProblem[] = []
  const read = <T>(variable: string, parse: (raw: string) => Parsed<T>): T | undefined => {
    const raw = env[variable]
    if (raw === undefined) return undefined
    const parsed: Parsed<T> = raw.trim() === '' ? { problem: 'is set but empty; give it a value or unset it.' } : parse(raw.trim())
    if ('problem' in parsed) {
      problems.push({ variable, message: parsed.problem })
      return undefined
    }
    return parsed.value
  }
  const phone = read('SITE_PHONE', parseKenyanPhone)
  const whatsApp = read('SITE_WHATSAPP', parseKenyanPhone)
  const email = read('SITE_EMAIL', parseContactEmail)
  const social: Partial<Record<ConfigurableNetwork, string>> = {}
  for (const network of Object.keys(socialVariables) as ConfigurableNetwork[]) {
    const url = read(socialVariables[network].variable, parseProfileUrl[network])
    if (url) social[network] = url
  }
  return { settings: { phone, whatsApp, email, social }, problems }
}

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
      const url = social[link.network as ConfigurableNetwork]
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
  for (const [network, { variable }] of Object.entries(socialVariables) as [ConfigurableNetwork, { variable: string }][]) {
    const link = site.socialLinks.find((entry) => entry.network === network)
    if (link && !settings.social[network]) unset.push({ variable, placeholder: link.url })
  }
  return unset
}

/** The warning for the server's boot log and the build's output, or undefined when everything is set. */
export function siteContactsWarning(settings: SiteContactSettings, site: SiteContent = placeholderSite as SiteContent): string | undefined {
  const unset = unsetSiteContacts(settings, site)
  if (unset.length === 0) return undefined
  const list = unset.map(({ variable, placeholder }) => `${variable} (showing ${placeholder})`).join(', ')
  return `Contact details are not configured, so every page shows placeholders: ${list}. Set them for the build and the server (see .env.example).`
}
