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
import { siteContactsWarning, withSiteContacts } from './site-contacts.ts'

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

/** The settings the server reads from the variables. */
const settingsOf = (env: Record<string, string>) => loadConfig(env, '/srv/site').siteContacts

describe('the configuration', () => {
  it('reads every SITE_ variable into siteContacts, a Kenyan number in any usual form', () => {
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
    for (const raw of ['0712345678', '+254 712 345 678', '254-712-345-678']) expect(settingsOf({ SITE_PHONE: raw }).phone, raw).toEqual({ display: '+254 712 345 678', tel: '+254712345678' })
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
    expect(problemsOf(bad).sort()).toEqual(Object.keys(bad).sort())
    const message = (() => {
      try {
        loadConfig(bad, '/srv/site')
        return ''
      } catch (error) {
        return (error as ConfigError).message
      }
    })()
    for (const value of Object.values(bad).filter(Boolean)) expect(message).not.toContain(value)
    for (const notKenyan of ['12345', '+1 212 555 0100', '0812345678', '07123456789', 'call me']) expect(problemsOf({ SITE_PHONE: notKenyan }), notKenyan).toEqual(['SITE_PHONE'])
  })
})

describe('withSiteContacts', () => {
  it("puts the configured values in place of the placeholders, valid against site.json's schema", () => {
    const result = withSiteContacts(placeholders, settingsOf(configured))
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
    const result = withSiteContacts(placeholders, settingsOf({ SITE_EMAIL: 'care@afya.co.ke' }))
    expect(result.contact).toEqual({ ...placeholders.contact, email: 'care@afya.co.ke' })
    expect(result.socialLinks).toEqual(placeholders.socialLinks)
  })
})

describe('siteContactsWarning', () => {
  it('names every unset variable with the placeholder shown instead', () => {
    const warning = siteContactsWarning(settingsOf({ SITE_PHONE: '0712345678', SITE_SOCIAL_X: 'https://x.com/afya_ke' }))
    expect(warning).toBe(
      'Contact details are not configured, so every page shows placeholders: SITE_WHATSAPP (showing +254 700 000 001), SITE_EMAIL (showing hello@afyahub.example), ' +
        'SITE_SOCIAL_FACEBOOK (showing https://www.facebook.com/afyahub.example), SITE_SOCIAL_INSTAGRAM (showing https://www.instagram.com/afyahub.example), ' +
        'SITE_SOCIAL_LINKEDIN (showing https://www.linkedin.com/company/afyahub-example). Set them for the server (see .env.example); a restart applies them, no rebuild.',
    )
  })

  it('says nothing when everything is set', () => {
    expect(siteContactsWarning(settingsOf(configured))).toBeUndefined()
  })
})
