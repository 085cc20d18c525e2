/**
 * Puts the deployment's contact details (SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL, SITE_SOCIAL_*;
 * server/site-contacts.ts) into tests-catalog/site.json as the web app imports it, before Vite
 * turns the JSON into a module: the footer, the WhatsApp button, the privacy policy, the receipt
 * and the sample-collection page all show them, in the browser bundle and in the prerendered HTML
 * alike (tools/vite-prerender.ts builds with this plugin too). A bad value stops the build, named;
 * unset ones keep their placeholders and the build says which.
 */
import type { Plugin } from 'vite'
import type { SiteContent } from '#schemas/generated/site.ts'
import { readSiteContacts, siteContactsWarning, withSiteContacts } from '../server/site-contacts.ts'

type Env = Readonly<Record<string, string | undefined>>

const siteJson = /[\\/]tests-catalog[\\/]site\.json(?:\?.*)?$/

export function siteContacts(options: { env?: Env; warn?: boolean } = {}): Plugin {
  const { settings, problems } = readSiteContacts(options.env ?? process.env)
  return {
    name: 'site-contacts',
    // Before Vite's own JSON plugin, so that the named imports (`import { contact } from ...`) carry the values.
    enforce: 'pre',
    buildStart() {
      if (problems.length > 0) this.error(`The contact details' environment variables are not valid:\n${problems.map((problem) => `- ${problem.variable}: ${problem.message}`).join('\n')}`)
      const warning = siteContactsWarning(settings)
      if (warning && options.warn !== false) this.warn(warning)
    },
    transform(code, id) {
      if (!siteJson.test(id)) return undefined
      const site = JSON.parse(code) as SiteContent
      return { code: JSON.stringify(withSiteContacts(site, settings), null, 2), map: null }
    },
  }
}
