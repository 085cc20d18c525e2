/**
 * A request to rephrase (issue 12) is an answer, not an error: a reply marked `rephrase: true`
 * with words and no suggestion becomes an assistant message, while an empty reply without the mark
 * is still unusable (SPEC.md section 9). The reply's language is kept only when it is en or sw.
 */
import { describe, expect, it } from 'vitest'
import { assistantMessageFrom } from './chat-reply.ts'

const rephrase = { reply: 'Sorry, I did not understand that. Could you say it another way?', descriptions: [], routeslugs: [], suggestions: [], rephrase: true, language: 'en' }

describe('a request to rephrase', () => {
  it('becomes an assistant message with its words and no suggestion', () => {
    expect(assistantMessageFrom(rephrase)).toEqual({ from: 'assistant', text: rephrase.reply, suggestions: [], language: 'en' })
  })

  it('is still an error without the mark, or without words', () => {
    const { rephrase: _mark, ...unmarked } = rephrase
    expect(assistantMessageFrom(unmarked)).toBeNull()
    expect(assistantMessageFrom({ ...rephrase, reply: '  ' })).toBeNull()
    expect(assistantMessageFrom({ ...rephrase, rephrase: 'yes' })).toBeNull()
  })

  it('never carries suggestions, even if the body has some', () => {
    const message = assistantMessageFrom({ ...rephrase, suggestions: [{ slug: '/tests/audit', text: 'Evaluate Alcohol Risk', reason: 'x' }] })
    expect(message?.suggestions).toEqual([])
  })
})

describe("the reply's language", () => {
  it('is kept for Swahili and English, and dropped when it is anything else', () => {
    const swahili = { reply: 'Asante kwa kuniambia.', descriptions: ['Ulitaja pombe.'], routeslugs: ['/tests/audit'], suggestions: [{ slug: '/tests/audit', text: 'Evaluate Alcohol Risk', reason: 'Ulitaja pombe.' }], language: 'sw' }
    expect(assistantMessageFrom(swahili)?.language).toBe('sw')
    expect(assistantMessageFrom({ ...swahili, language: 'fr' })).not.toHaveProperty('language')
    expect(assistantMessageFrom({ ...swahili, language: '"><script>' })).not.toHaveProperty('language')
  })
})
