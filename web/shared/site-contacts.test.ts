/**
 * The app reads the site's contacts from the page's `#site-contacts` block (written by the server
 * from SITE_*), and falls back to site.json's placeholders without one or with a broken one.
 */
import { describe, expect, it } from 'vitest'
import site from '#catalog/site.json' with { type: 'json' }
import { contactsFromPage } from './site-contacts.ts'

const pageWith = (text: string | undefined) => ({ getElementById: (id: string) => (id === 'site-contacts' && text !== undefined ? ({ textContent: text } as HTMLElement) : null) })
const configured = { contact: { ...site.contact, phone: { display: '+254 712 345 678', tel: '+254712345678' } }, socialLinks: site.socialLinks }

describe('contactsFromPage', () => {
  it("reads the server's configured contacts", () => {
    expect(contactsFromPage(pageWith(JSON.stringify(configured)))?.contact.phone.tel).toBe('+254712345678')
  })

  it('gives nothing (so the placeholders show) without a block, with broken JSON or with another shape', () => {
    expect(contactsFromPage(pageWith(undefined))).toBeUndefined()
    expect(contactsFromPage(pageWith('{"contact":'))).toBeUndefined()
    expect(contactsFromPage(pageWith(JSON.stringify({ contact: { phone: '0712' } })))).toBeUndefined()
    expect(contactsFromPage(undefined)).toBeUndefined()
  })
})
