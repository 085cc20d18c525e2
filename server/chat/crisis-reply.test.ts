/**
 * The crisis answer for each kind: every contact of tests-catalog/crisis-contacts.json in the
 * card's order, the card's words, Talk to a Therapist first (Talk to a Doctor next for a medical
 * emergency), 999 and 112 in the reply's own words, and valid against the reply schema; in
 * Swahili for a Swahili message, with the same contacts in the same order (issue 12), their
 * Kiswahili names, the card's Kiswahili words and links to the Kiswahili pages (issue 20).
 */
import { describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import { loadChatCatalogue } from './chat-catalogue.ts'
import { answerChat } from './answer-chat.ts'
import { crisisReply } from './crisis-reply.ts'
import { inLanguage } from './language.ts'

registerSchema('chat-reply.schema.json', chatReplySchema)
const catalogue = loadChatCatalogue()
const { card, contacts } = catalogue.crisisContacts

describe.each(['suicide-self-harm', 'violence', 'medical-emergency'] as const)('the crisis answer for %s', (kind) => {
  const answer = crisisReply(kind, catalogue)

  it('is valid against the reply schema and carries every contact in order', () => {
    expect(schemaProblems('chat-reply.schema.json', answer)).toEqual([])
    expect(answer.crisis).toMatchObject({ kind, heading: card.heading, message: card.message, therapist: { text: 'Talk to a Therapist', link: '/services/talk-to-a-therapist' } })
    expect(answer.crisis?.contacts.map((contact) => contact.service)).toEqual(contacts.map((contact) => contact.service))
    expect(answer.crisis?.contacts[0]?.numbers.map((number) => number.tel)).toEqual(['999', '112'])
  })

  it('leads with Talk to a Therapist and says 999 or 112 in the reply', () => {
    expect(answer.suggestions[0]).toMatchObject({ slug: '/services/talk-to-a-therapist', text: 'Talk to a Therapist' })
    expect(answer.routeslugs[0]).toBe('/services/talk-to-a-therapist')
    expect(answer.reply).toMatch(/999 or 112/)
    expect(answer.reply).not.toMatch(/\byou have\b|diagnos/i)
  })
})

describe('the crisis answer', () => {
  it('adds Talk to a Doctor after the therapist for a medical emergency only', () => {
    expect(crisisReply('medical-emergency', catalogue).routeslugs).toEqual(['/services/talk-to-a-therapist', '/services/talk-to-a-doctor'])
    expect(crisisReply('violence', catalogue).routeslugs).toEqual(['/services/talk-to-a-therapist'])
  })

  it("uses the card's words about thoughts only for suicide and self-harm", () => {
    expect(crisisReply('suicide-self-harm', catalogue).reply).toContain(card.message)
    expect(crisisReply('medical-emergency', catalogue).reply).not.toContain(card.message)
    expect(crisisReply('medical-emergency', catalogue).reply).toMatch(/^This may be a medical emergency/)
  })
})

describe('the crisis answer in Swahili', () => {
  it.each(['suicide-self-harm', 'violence', 'medical-emergency'] as const)('keeps every contact, in order, for %s, with the words in Swahili', (kind) => {
    const answer = crisisReply(kind, catalogue, inLanguage('sw'))
    const english = crisisReply(kind, catalogue, inLanguage('en'))
    expect(schemaProblems('chat-reply.schema.json', answer)).toEqual([])
    expect(answer.language).toBe('sw')
    expect(answer.crisis?.contacts.map((contact) => contact.numbers)).toEqual(english.crisis?.contacts.map((contact) => contact.numbers))
    expect(answer.crisis?.contacts.map((contact) => contact.service)).toEqual(contacts.map((contact) => contact.sw.service))
    expect(answer.crisis).toMatchObject({ heading: card.sw.heading, message: card.sw.message, therapist: { text: card.sw.therapistButton, link: '/sw/services/talk-to-a-therapist' } })
    expect(answer.suggestions[0]).toMatchObject({ slug: '/services/talk-to-a-therapist', href: '/sw/services/talk-to-a-therapist', text: card.sw.therapistButton })
    expect(answer.suggestions[0]?.reason).toMatch(/^Mtaalamu wa tiba ya mazungumzo/)
    expect(answer.reply).toMatch(/999 au 112/)
    expect(answer.reply).not.toMatch(/Thank you|call 999|\bor\b/)
  })

  it('is what the assistant answers to a Swahili crisis message, and English stays English', async () => {
    const swahili = await answerChat({ userInput: 'nataka kujiua', conversationHistory: 'nataka kujiua' }, catalogue, undefined)
    expect(swahili.source).toBe('crisis')
    expect(swahili.answer.reply).toMatch(/^Asante kwa kuniambia\. Usalama wako/)
    expect(swahili.answer.crisis?.contacts[0]?.numbers.map((number) => number.tel)).toEqual(['999', '112'])
    const english = await answerChat({ userInput: 'I want to kill myself', conversationHistory: 'I want to kill myself' }, catalogue, undefined)
    expect(english.answer.reply).toMatch(/^Thank you for telling me\. Your safety/)
    expect(english.answer.crisis?.heading).toBe(card.heading)
  })
})
