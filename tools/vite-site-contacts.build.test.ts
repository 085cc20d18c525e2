/**
 * The production build with SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL and SITE_SOCIAL_X set (issue 12):
 * the prerendered pages (tools/vite-prerender.ts) and the browser bundle carry the configured
 * contact details and none of the placeholders they replace, so a page reads the same before and
 * after it hydrates. One full build, like bench/size-budgets.test.ts.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import site from '#catalog/site.json' with { type: 'json' }

const configured = { SITE_PHONE: '0712345678', SITE_WHATSAPP: '0110222333', SITE_EMAIL: 'care@afya.co.ke', SITE_SOCIAL_X: 'https://x.com/afya_ke' }
let outDir: string

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'site-contacts-build-'))
  const saved = { ...process.env }
  Object.assign(process.env, configured, { NODE_ENV: 'production' })
  try {
    await build({ configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), mode: 'production', build: { outDir, emptyOutDir: true }, logLevel: 'error' })
  } finally {
    for (const variable of [...Object.keys(configured), 'NODE_ENV']) {
      if (saved[variable] === undefined) delete process.env[variable]
      else process.env[variable] = saved[variable]
    }
  }
}, 180_000)

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true })
})

const read = (file: string) => readFile(path.join(outDir, file), 'utf8')
const xPlaceholder = site.socialLinks.find((link) => link.network === 'x')!.url

describe('a build with the contact details configured', () => {
  it.each(['index', 'about-us', 'privacy-policy'])('prerenders %s with them, not the placeholders', async (page) => {
    const html = await read(`prerendered/${page}.html`)
    expect(html).toContain('<a href="tel:+254712345678">+254 712 345 678</a>')
    expect(html).toContain('href="mailto:care@afya.co.ke"')
    expect(html).toContain('href="https://x.com/afya_ke"')
    for (const placeholder of [site.contact.phone.tel, site.contact.email, xPlaceholder]) expect(html).not.toContain(placeholder)
  })

  it('prerenders the home page with the WhatsApp link to the configured number', async () => {
    const html = await read('prerendered/index.html')
    expect(html).toContain('href="https://wa.me/254110222333"')
    expect(html).not.toContain(site.contact.whatsApp.chatLink)
  })

  it('bundles them for the browser, with no placeholder left in any script', async () => {
    const scripts = (await readdir(path.join(outDir, 'assets'))).filter((file) => file.endsWith('.js'))
    const code = (await Promise.all(scripts.map((file) => read(`assets/${file}`)))).join('\n')
    expect(code).toContain('care@afya.co.ke')
    expect(code).toContain('https://wa.me/254110222333')
    for (const placeholder of [site.contact.email, site.contact.whatsApp.chatLink, site.contact.phone.tel]) expect(code).not.toContain(placeholder)
  })
})
