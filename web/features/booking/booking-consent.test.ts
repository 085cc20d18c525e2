/** The privacy notice version sent with consent follows the privacy policy's 'last updated' date. */
import { describe, expect, it } from 'vitest'
import { legal } from '../../../tests-catalog/site.json'
import { consentGiven, privacyNoticeVersion } from './booking-consent.ts'

describe('privacyNoticeVersion', () => {
  it('reads "September 2024" as 2024-09', () => {
    expect(privacyNoticeVersion('September 2024')).toBe('2024-09')
    expect(privacyNoticeVersion(' march 2026 ')).toBe('2026-03')
  })

  it('keeps other wording as a version the server accepts', () => {
    expect(privacyNoticeVersion('Autumn 2024 (rev. 2)')).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)
  })

  it('is what every booking sends, from the privacy policy page date', () => {
    expect(consentGiven()).toEqual({ version: privacyNoticeVersion(legal.privacyPolicyLastUpdated), accepted: true })
    expect(consentGiven().version).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)
  })
})
