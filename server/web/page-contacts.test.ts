/**
 * The site's contact details are served at run time (decision 053): every page carries the
 * configured SITE_* values in its `#site-contacts` data block, and a prerendered page's markup
 * shows them in place of site.json's placeholders. Two servers over one build, configured
 * differently, each show their own: a new number needs a restart, not a rebuild.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import site from '#catalog/site.json' with { type: 'json' }
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const { phone, whatsApp, email } = site.contact
const shell = (root: string) => `<!doctype html>
<html lang="en">
  <head><title>Afya Hub</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body>
    <div id="root">${root}</div>
  </body>
</html>`
const footer = `<footer><a href="tel:${phone.tel}">${phone.display}</a><a href="mailto:${email}">${email}</a><a href="${whatsApp.chatLink}">WhatsApp ${whatsApp.display}</a></footer>`

let webRoot: string
const apps: TestApp[] = []

beforeAll(async () => {
  webRoot = path.join(await mkdtemp(path.join(tmpdir(), 'page-contacts-test-')), 'dist')
  await mkdir(path.join(webRoot, '.vite'), { recursive: true })
  await mkdir(path.join(webRoot, 'prerendered'))
  await writeFile(path.join(webRoot, 'index.html'), shell(''))
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify({ 'main.tsx': { file: 'assets/index-abc.js', isEntry: true } }))
  await writeFile(path.join(webRoot, 'prerendered', 'pages.json'), JSON.stringify({ '/about-us': 'prerendered/about-us.html' }))
  await writeFile(path.join(webRoot, 'prerendered', 'about-us.html'), shell(`<h1>Who We Are</h1>${footer}`))
})

afterAll(async () => {
  await Promise.all(apps.map((test) => test.app.close()))
  await rm(path.dirname(webRoot), { recursive: true, force: true })
})

async function pageFrom(env: Record<string, string>, url: string): Promise<string> {
  const test = await createTestApp({ webRoot, env })
  apps.push(test)
  return (await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body
}

function contactsBlock(html: string): { contact: typeof site.contact; socialLinks: typeof site.socialLinks } | undefined {
  const match = /<script type="application\/json" id="site-contacts">([^<]*)<\/script>/.exec(html)
  return match ? JSON.parse(match[1]!) : undefined
}

describe('contact details at run time', () => {
  it("show each server's configured numbers and address over the same build, in the markup and the data block", async () => {
    const first = await pageFrom({ SITE_PHONE: '0712 345 678', SITE_WHATSAPP: '0110222333', SITE_EMAIL: 'care@afya.co.ke' }, '/about-us')
    expect(first).toContain('<a href="tel:+254712345678">+254 712 345 678</a>')
    expect(first).toContain('<a href="mailto:care@afya.co.ke">care@afya.co.ke</a>')
    expect(first).toContain('<a href="https://wa.me/254110222333">WhatsApp +254 110 222 333</a>')
    for (const placeholder of [phone.display, phone.tel, email, whatsApp.chatLink]) expect(first).not.toContain(placeholder)
    expect(contactsBlock(first)?.contact).toMatchObject({ phone: { tel: '+254712345678' }, email: 'care@afya.co.ke', address: site.contact.address })

    const restarted = await pageFrom({ SITE_PHONE: '0799 000 111' }, '/about-us')
    expect(restarted).toContain('<a href="tel:+254799000111">+254 799 000 111</a>')
    expect(restarted).toContain(`<a href="mailto:${email}">`)
    expect(contactsBlock(restarted)?.contact.phone).toEqual({ display: '+254 799 000 111', tel: '+254799000111' })
  })

  it('reach every page the app renders in the browser, with the social links, and keep the placeholders where nothing is set', async () => {
    const configured = await pageFrom({ SITE_SOCIAL_X: 'https://x.com/afya_ke' }, '/tests')
    expect(configured).toContain('<div id="root"></div>')
    expect(contactsBlock(configured)?.socialLinks.find((link) => link.network === 'x')?.url).toBe('https://x.com/afya_ke')
    const unset = await pageFrom({}, '/about-us')
    expect(unset).toContain(footer)
    expect(contactsBlock(unset)).toEqual({ contact: site.contact, socialLinks: site.socialLinks })
  })
})
