/**
 * The build puts the configured contact details into the pages (issue 12): the web app's own
 * footer and WhatsApp button, loaded through Vite with the site-contacts plugin and rendered to
 * HTML, show SITE_PHONE, SITE_EMAIL, SITE_WHATSAPP and the SITE_SOCIAL_* addresses instead of
 * site.json's placeholders; without them, the placeholders and a warning naming the variables;
 * a bad value stops the build, named.
 */
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import site from '#catalog/site.json' with { type: 'json' }
import { siteContacts } from './vite-site-contacts.ts'

const webRoot = new URL('../web/', import.meta.url).pathname
const servers: ViteDevServer[] = []

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

/** The footer and the WhatsApp button as the build renders them with `plugin`, as HTML. */
async function renderedWith(plugin: Plugin): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: webRoot,
    logLevel: 'silent',
    plugins: [plugin],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  servers.push(server)
  const { Footer } = (await server.ssrLoadModule('/features/footer/footer.tsx')) as { Footer: ComponentType }
  const { MessagingAppLink } = (await server.ssrLoadModule('/features/home/messaging-app-link.tsx')) as { MessagingAppLink: ComponentType }
  return renderToStaticMarkup(
    <MemoryRouter>
      <Footer />
      <MessagingAppLink />
    </MemoryRouter>,
  )
}

const configured = {
  SITE_PHONE: '0712 345 678',
  SITE_WHATSAPP: '0110222333',
  SITE_EMAIL: 'care@afya.co.ke',
  SITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/afya.ke',
  SITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/afya.ke',
  SITE_SOCIAL_X: 'https://x.com/afya_ke',
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/afya-ke',
}

describe('the site-contacts build plugin', () => {
  it('shows the configured phone, email, social links and WhatsApp link in the footer and the floating button', async () => {
    const html = await renderedWith(siteContacts({ env: configured, warn: false }))
    expect(html).toContain('<a href="tel:+254712345678">+254 712 345 678</a>')
    expect(html).toContain('<a href="mailto:care@afya.co.ke">care@afya.co.ke</a>')
    expect(html).toContain('href="https://wa.me/254110222333"')
    for (const url of Object.values(configured).filter((value) => value.startsWith('https://'))) expect(html).toContain(`href="${url}"`)
    expect(html).not.toContain(site.contact.email)
    expect(html).not.toContain(site.contact.phone.tel)
    expect(html).not.toContain(site.contact.whatsApp.chatLink)
  }, 60_000)

  it('keeps the placeholders when nothing is set, and warns naming the variables', async () => {
    const plugin = siteContacts({ env: {} })
    const warnings: string[] = []
    const buildStart = plugin.buildStart as (this: unknown) => void
    buildStart.call({ warn: (message: string) => warnings.push(message), error: (message: string) => { throw new Error(message) } })
    expect(warnings).toEqual([expect.stringMatching(/^Contact details are not configured, so every page shows placeholders: SITE_PHONE \(showing \+254 700 000 000\), SITE_WHATSAPP/)])
    const html = await renderedWith(plugin)
    expect(html).toContain(`<a href="mailto:${site.contact.email}">${site.contact.email}</a>`)
    expect(html).toContain(`href="${site.contact.whatsApp.chatLink}"`)
  }, 60_000)

  it('stops the build on a bad value, naming the variable but not the value', () => {
    const buildStart = siteContacts({ env: { SITE_EMAIL: 'nobody', SITE_SOCIAL_X: 'https://evil.example/x' } }).buildStart as (this: unknown) => void
    const context = { warn: () => {}, error: (message: string) => { throw new Error(message) } }
    expect(() => buildStart.call(context)).toThrow(/SITE_EMAIL: must be an email address[\s\S]*SITE_SOCIAL_X: must be an https address on x\.com or twitter\.com/)
    expect(() => buildStart.call(context)).not.toThrow(/evil\.example|nobody/)
  })
})
