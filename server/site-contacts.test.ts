/**
 * The site's contact details from configuration (issue 12): SITE_PHONE, SITE_WHATSAPP, SITE_EMAIL
 * and SITE_SOCIAL_* are checked (a bad one is named, never echoed), put in place of site.json's
 * placeholders (still valid against the site schema, the WhatsApp link following the number), and
 * the warning names every unset variable with the placeholder shown instead. The server's
 * configuration and the web build read the variables alike.
 */
import { describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import siteSchema from '#schemas/site.schema.json' with { type: 'json' }
import type { SiteContent } from '#schemas/generated/site.ts'
import site from '#catalog/site.json' with { type: 'json' }
import { ConfigError, loadConfig } from './config.ts'
import { parseKenyanPhone, readSiteContacts, siteContactsWarning, withSiteContacts } from './site-contacts.ts'

registerSchema('site.schema.json', siteSchema)
const placeholders = site as SiteContent

const configured = {
  SITE_PHONE: '0712 345 678',
  SITE_WHATSAPP: '+254 110 222 333',
  SITE_EMAIL: 'care@afya.co.ke',
  SITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/afya.ke',
  SITE_SOCIAL_INSTAGRAM: 'https://instagram.com/afya.ke',
  SITE_SOCIAL_X: 'https://x.com/afya_ke',
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/afya-ke',
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/site')
    return []
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.problems.map((problem) => problem.variable)
  }
}

describe('parseKenyanPhone', () => {
  it('reads the usual ways of writing a Kenyan mobile number into the form to read and the form to dial', () => {
    for (const raw of ['0712345678', '0712 345 678', '+254712345678', '+254 712 345 678', '254-712-345-678']) {
      expect(parseKenyanPhone(raw), raw).toEqual({ value: { display: '+254 712 345 678', tel: '+254712345678' } })
    }
    expect(parseKenyanPhone('0110222333')).toEqual({ value: { display: '+254 110 222 333', tel: '+254110222333' } })
  })

  it('refuses what is not one', () => {
    for (const raw of ['12345', '+1 212 555 0100', '0812345678', '07123456789', 'call me']) expect(parseKenyanPhone(raw), raw).toHaveProperty('problem')
  })
})

describe('the configuration', () => {
  it('reads every SITE_ variable into siteContacts, as the web build does', () => {
    const { siteContacts } = loadConfig(configured, '/srv/site')
    expect(siteContacts).toEqual({
      phone: { display: '+254 712 345 678', tel: '+254712345678' },
      whatsApp: { display: '+254 110 222 333', tel: '+254110222333' },
      email: 'care@afya.co.ke',
      social: {
        facebook: 'https://www.facebook.com/afya.ke',
        instagram: 'https://instagram.com/afya.ke',
        x: 'https://x.com/afya_ke',
        linkedin: 'https://www.linkedin.com/company/afya-ke',
      },
    })
    expect(readSiteContacts(configured)).toEqual({ settings: siteContacts, problems: [] })
  })

  it('names each bad SITE_ variable, without echoing its value', () => {
    const bad = {
      SITE_PHONE: '555-0100',
      SITE_WHATSAPP: '',
      SITE_EMAIL: 'not-an-address',
      SITE_SOCIAL_FACEBOOK: 'http://www.facebook.com/afya.ke',
      SITE_SOCIAL_INSTAGRAM: 'https://evil.example/afya',
      SITE_SOCIAL_X: 'x.com/afya',
      SITE_SOCIAL_LINKEDIN: 'https://www.facebook.com/afya.ke',
    }
    expect(problemsOf(bad)).toEqual(Object.keys(bad))
    const { problems } = readSiteContacts(bad)
    expect(problems.map((problem) => problem.variable)).toEqual(Object.keys(bad))
    for (const value of Object.values(bad).filter(Boolean)) expect(JSON.stringify(problems)).not.toContain(value)
  })
})

describe('withSiteContacts', () => {
  it("puts the configured values in place of the placeholders, valid against site.json's schema", () => {
    const result = withSiteContacts(placeholders, readSiteContacts(configured).settings)
    expect(schemaProblems('site.schema.json', result)).toEqual([])
    expect(result.contact).toEqual({
      phone: { display: '+254 712 345 678', tel: '+254712345678' },
      whatsApp: { display: '+254 110 222 333', chatLink: 'https://wa.me/254110222333' },
      email: 'care@afya.co.ke',
      address: placeholders.contact.address,
    })
    expect(result.socialLinks.map((link) => [link.network, link.label, link.url])).toEqual([
      ['facebook', 'Afya Hub on Facebook', 'https://www.facebook.com/afya.ke'],
      ['instagram', 'Afya Hub on Instagram', 'https://instagram.com/afya.ke'],
      ['x', 'Afya Hub on X', 'https://x.com/afya_ke'],
      ['linkedin', 'Afya Hub on LinkedIn', 'https://www.linkedin.com/company/afya-ke'],
    ])
    expect(result.home).toBe(placeholders.home)
  })

  it('keeps each placeholder whose variable is unset', () => {
    const result = withSiteContacts(placeholders, readSiteContacts({ SITE_EMAIL: 'care@afya.co.ke' }).settings)
    expect(result.contact).toEqual({ ...placeholders.contact, email: 'care@afya.co.ke' })
    expect(result.socialLinks).toEqual(placeholders.socialLinks)
  })
})

describe('siteContactsWarning', () => {
  it('names every unset variable with the placeholder shown instead', () => {
    const warning = siteContactsWarning(readSiteContacts({ SITE_PHONE: '0712345678', SITE_SOCIAL_X: 'https://x.com/afya_ke' }).settings)
    expect(warning).toBe(
      'Contact details are not configured, so every page shows placeholders: SITE_WHATSAPP (showing +254 700 000 001), SITE_EMAIL (showing hello@afyahub.example), ' +
        'SITE_SOCIAL_FACEBOOK (showing https://www.facebook.com/afyahub.example), SITE_SOCIAL_INSTAGRAM (showing https://www.instagram.com/afyahub.example), ' +
        'SITE_SOCIAL_LINKEDIN (showing https://www.linkedin.com/company/afyahub-example). Set them for the build and the server (see .env.example).',
    )
  })

  it('says nothing when everything is set', () => {
    expect(siteContactsWarning(readSiteContacts(configured).settings)).toBeUndefined()
  })
})
