/**
 * The server's reply trusted for nothing (RELIABILITY.md S9): only site paths become suggestions,
 * only digits become tel: links, the therapist link stays on the site, and a reply with nothing in
 * it is not usable (SPEC.md section 9: the error message shows instead).
 */
import { describe, expect, it } from 'vitest'
import { assistantMessageFrom, isSitePath } from './chat-reply.ts'

const crisis = {
  kind: 'suicide-self-harm',
  heading: 'You are not alone',
  message: 'Call now.',
  contacts: [
    { service: 'Emergency', hours: '24/7', numbers: [{ tel: '999', display: '999' }, { tel: 'javascript:alert(1)', display: 'bad' }] },
    { service: 'No number', hours: '24/7', numbers: [{ tel: '12 34', display: '12 34' }] },
  ],
  therapist: { text: 'Talk to a Therapist', link: 'https://evil.example/' },
}

describe('the chat reply', () => {
  it('accepts only /tests/<slug> and /services/<slug>', () => {
    for (const path of ['/tests/depression', '/tests/social_support', '/services/talk-to-a-therapist']) expect(isSitePath(path)).toBe(true)
    for (const path of ['javascript:alert(1)', 'https://x.example/tests/a', '//x.example/tests/a', '/tests/../admin', '/tests/', '/about-us', '/tests/a?x=1', 7]) {
      expect(isSitePath(path)).toBe(false)
    }
  })

  it('keeps only diallable numbers and an on-site therapist link in a crisis block', () => {
    const message = assistantMessageFrom({ reply: 'Please reach out.', descriptions: [], routeslugs: [], suggestions: [], crisis })
    expect(message?.crisis?.contacts).toEqual([{ service: 'Emergency', hours: '24/7', numbers: [{ tel: '999', display: '999' }] }])
    expect(message?.crisis?.therapist).toEqual({ text: 'Talk to a Therapist', link: '/services/talk-to-a-therapist' })
  })

  it('does not repeat the crisis card’s therapist link as a suggestion', () => {
    const message = assistantMessageFrom({
      reply: 'Please reach out.',
      descriptions: ['Someone to talk to.'],
      routeslugs: ['/services/talk-to-a-therapist'],
      suggestions: [{ slug: '/services/talk-to-a-therapist', text: 'Talk to a Therapist', reason: 'Someone to talk to.' }],
      crisis: { ...crisis, therapist: { text: 'Talk to a Therapist', link: '/services/talk-to-a-therapist' } },
    })
    expect(message?.suggestions).toEqual([])
  })

  it('opens a suggestion at its href only when that is its slug on the English or the Kiswahili site (issue 20)', () => {
    const reply = (href: unknown, extra: Record<string, unknown> = {}) =>
      assistantMessageFrom({ reply: 'Hivi vinaweza kusaidia.', descriptions: ['x'], routeslugs: ['/tests/audit'], suggestions: [{ slug: '/tests/audit', href, text: 'Evaluate Alcohol Risk', reason: 'x', ...extra }] })?.suggestions[0]
    expect(reply('/sw/tests/audit')?.href).toBe('/sw/tests/audit')
    expect(reply('/tests/audit')?.href).toBe('/tests/audit')
    for (const foreign of ['https://evil.example/sw/tests/audit', '/sw/tests/depression', '/fr/tests/audit', '//evil.example/tests/audit', undefined]) expect(reply(foreign)?.href, String(foreign)).toBe('/tests/audit')
    expect(reply('/sw/tests/audit', { englishOnly: true })?.englishOnly).toBe(true)
    expect(reply('/sw/tests/audit', { englishOnly: 'yes' })).not.toHaveProperty('englishOnly')
  })

  it('does not repeat the therapist link of a Kiswahili crisis card as a suggestion', () => {
    const message = assistantMessageFrom({
      reply: 'Tafadhali wasiliana.',
      descriptions: ['x'],
      routeslugs: ['/services/talk-to-a-therapist'],
      suggestions: [{ slug: '/services/talk-to-a-therapist', href: '/sw/services/talk-to-a-therapist', text: 'Ongea na Mtaalamu', reason: 'x' }],
      crisis: { ...crisis, therapist: { text: 'Ongea na Mtaalamu', link: '/sw/services/talk-to-a-therapist' } },
    })
    expect(message?.crisis?.therapist.link).toBe('/sw/services/talk-to-a-therapist')
    expect(message?.suggestions).toEqual([])
  })

  it('is not usable without descriptions, routeslugs or a crisis block, or when it is not an object', () => {
    expect(assistantMessageFrom({ reply: 'Hello', descriptions: [], routeslugs: [], suggestions: [] })).toBeNull()
    expect(assistantMessageFrom({ reply: 'Hello' })).toBeNull()
    expect(assistantMessageFrom('<html>')).toBeNull()
    expect(assistantMessageFrom(null)).toBeNull()
  })
})
