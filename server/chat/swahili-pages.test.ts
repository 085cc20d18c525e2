/**
 * Issue 20, decision 061: the assistant points Swahili speakers to the Swahili pages. Over the
 * fresh batch (server/testing/chat-sets/swahili-pages-batch.ts, written before this code):
 * Kiswahili and Sheng messages get Kiswahili replies whose suggestions open /sw/ addresses with
 * the tests' Kiswahili titles (or say in Kiswahili that a test is in English only); English
 * messages from a Kiswahili page are answered in English and stay on the Kiswahili site; a
 * message with no clue on a Kiswahili page is answered in Kiswahili. The crisis reply leads with
 * the Kenyan crisis contacts in both languages. Prints how many of the batch got a fitting
 * suggestion among the first three.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import type { ChatReply } from '#schemas/generated/chat-reply.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { swahiliPagesCases } from '../testing/chat-sets/swahili-pages-batch.ts'
import { answerChat } from './answer-chat.ts'
import { loadChatCatalogue } from './chat-catalogue.ts'
import { disclaimer } from './reasons.ts'
import { recommend } from './recommender.ts'

registerSchema('chat-reply.schema.json', chatReplySchema)
const catalogue = loadChatCatalogue()
const { card, contacts } = catalogue.crisisContacts

/** A test's Kiswahili title as its file gives it (read here without the code under test). */
function kiswahiliTitleInFile(slug: string): string | undefined {
  const test = JSON.parse(readFileSync(new URL(`../../tests-catalog/tests/${slug}.json`, import.meta.url), 'utf8')) as TestDefinition
  const sw = test.translations?.sw
  const texts: Record<string, string> = { ...sw?.team, ...sw?.published }
  return texts['/informalTitle'] ?? texts['/formalTitle']
}

async function ask(userInput: string, page: 'en' | 'sw', extra: { earlierMessages?: string[]; checkInAnswer?: 'yes' | 'no' | 'someone-else' } = {}): Promise<ChatReply> {
  const conversationHistory = [...(extra.earlierMessages ?? []), userInput].join(' ')
  const { answer } = await answerChat({ userInput, conversationHistory, language: page, ...extra }, catalogue, undefined)
  expect(schemaProblems('chat-reply.schema.json', answer), userInput).toEqual([])
  return answer
}

/** What a Kiswahili reply's suggestion must show: a test's Kiswahili title, or its English label marked as English only. */
function expectKiswahiliButton(suggestion: ChatReply['suggestions'][number]) {
  const route = catalogue.routes.get(suggestion.slug)!
  const title = route.kind === 'test' ? kiswahiliTitleInFile(suggestion.slug.replace('/tests/', '')) : route.callToActionSw
  if (title) {
    expect(suggestion, suggestion.slug).toMatchObject({ text: title })
    expect(suggestion.englishOnly).toBeUndefined()
  } else {
    expect(route.kind).toBe('test')
    expect(suggestion, suggestion.slug).toMatchObject({ text: route.callToAction, englishOnly: true })
    expect(suggestion.reason).toMatch(/Kipimo hiki kinapatikana kwa Kiingereza tu\.$/)
  }
}

describe('the fresh batch of issue 20', () => {
  it('answers each message in its language, links to the Kiswahili pages, and shows Kiswahili titles in Kiswahili replies', async () => {
    let fitting = 0
    const checkIns: string[] = []
    const rephrased: string[] = []
    for (const { text, page, language, fits } of swahiliPagesCases) {
      const answer = await ask(text, page)
      expect(answer.language, text).toBe(language)
      if (answer.checkIn) {
        // The crisis net asked the direct question instead (a false alarm of the net, reported): in the reply's language.
        checkIns.push(text)
        expect(answer.crisis?.heading, text).toBe(language === 'sw' ? card.sw.heading : card.heading)
        continue
      }
      if (answer.rephrase) {
        rephrased.push(text)
        continue
      }
      expect(answer.reply, text).toContain(disclaimer(language))
      for (const suggestion of answer.suggestions) {
        expect(suggestion.href, text).toBe(`/sw${suggestion.slug}`)
        if (language === 'sw') expectKiswahiliButton(suggestion)
        else expect(suggestion.text, text).toBe(catalogue.routes.get(suggestion.slug)?.callToAction)
      }
      if (fits.some((route) => answer.suggestions.some((suggestion) => suggestion.slug === route))) fitting += 1
    }
    console.log(
      `issue 20 fresh batch: ${swahiliPagesCases.length} messages, language and /sw/ links ${swahiliPagesCases.length}/${swahiliPagesCases.length}, ` +
        `a fitting suggestion among the first three ${fitting}/${swahiliPagesCases.length}; answered with the check-in instead: ${checkIns.join(' | ') || 'none'}; asked to rephrase: ${rephrased.join(' | ') || 'none'}`,
    )
    expect(fitting / swahiliPagesCases.length).toBeGreaterThanOrEqual(0.8)
  })

  it('names a test by its Kiswahili title when it has one: the blood-pressure check for "presha"', async () => {
    const title = kiswahiliTitleInFile('hypertension-risk')
    expect(title).toBeDefined()
    const answer = await ask('presha yangu imekuwa juu tangu mwaka jana', 'en')
    expect(answer.suggestions).toContainEqual(expect.objectContaining({ slug: '/tests/hypertension-risk', href: '/sw/tests/hypertension-risk', text: title }))
  })
})

describe('a test asked for by its Kiswahili title', () => {
  it('is found for at least 90% of the tests that have one (the retrieval reads their Kiswahili cards too; printed)', () => {
    const titled = [...catalogue.routes.values()].filter((route) => route.kind === 'test' && route.callToActionSw)
    expect(titled.length).toBeGreaterThan(10)
    const missed = titled.filter((route) => !recommend(route.callToActionSw!, route.callToActionSw!, catalogue).suggestions.some((suggestion) => suggestion.slug === route.path))
    console.log(`Kiswahili titles: ${titled.length - missed.length}/${titled.length} found; missed: ${missed.map((route) => route.callToActionSw).join(' | ') || 'none'}`)
    expect((titled.length - missed.length) / titled.length).toBeGreaterThanOrEqual(0.9)
  })
})

describe('the page language', () => {
  it('answers a message with no clue in Kiswahili on a Kiswahili page, and in English on an English page', async () => {
    const onSw = await ask('asdfgh', 'sw')
    expect(onSw).toMatchObject({ rephrase: true, language: 'sw' })
    expect(onSw.reply).toMatch(/^Samahani, sijaelewa/)
    const onEn = await ask('asdfgh', 'en')
    expect(onEn).toMatchObject({ rephrase: true, language: 'en' })
  })

  it('keeps English pages and English replies for English messages on English pages', async () => {
    const answer = await ask('I found a lump in my breast', 'en')
    expect(answer.language).toBe('en')
    for (const suggestion of answer.suggestions) expect(suggestion.href).toBe(suggestion.slug)
  })
})

describe('the crisis reply in both languages', () => {
  it('leads a Kiswahili crisis message with the Kenyan crisis contacts in Kiswahili, even from an English page', async () => {
    const answer = await ask('sitaki kuishi tena, nimechoka na maisha', 'en')
    expect(answer.language).toBe('sw')
    expect(answer.crisis).toMatchObject({ heading: card.sw.heading, message: card.sw.message, therapist: { text: card.sw.therapistButton, link: '/sw/services/talk-to-a-therapist' } })
    expect(answer.crisis?.contacts.map((contact) => contact.service)).toEqual(contacts.map((contact) => contact.sw.service))
    expect(answer.crisis?.contacts.flatMap((contact) => contact.numbers.map((number) => number.tel))).toEqual(contacts.flatMap((contact) => contact.numbers.map((number) => number.tel)))
    expect(answer.reply).toMatch(/^Asante kwa kuniambia\. Usalama wako/)
    expect(answer.reply).toContain('999 au 112')
    expect(answer.suggestions[0]).toMatchObject({ slug: '/services/talk-to-a-therapist', href: '/sw/services/talk-to-a-therapist' })
  })

  it('answers an English crisis message in English, with the therapist on the Kiswahili site when the page is Kiswahili', async () => {
    const answer = await ask('I want to end my life tonight', 'sw')
    expect(answer.language).toBe('en')
    expect(answer.crisis).toMatchObject({ heading: card.heading, therapist: { text: card.therapistButton.text, link: '/sw/services/talk-to-a-therapist' } })
    expect(answer.crisis?.contacts.map((contact) => contact.service)).toEqual(contacts.map((contact) => contact.service))
    expect(answer.reply).toMatch(/^Thank you for telling me\. Your safety/)
  })

  it('opens with the emergency line in Kiswahili for an act already done, then Talk to a Doctor on the Kiswahili pages', async () => {
    const answer = await ask('nimemeza vidonge vyote vya mama', 'sw')
    expect(answer.language).toBe('sw')
    expect(answer.reply).toMatch(/^Piga simu 999 au 112 sasa/)
    expect(answer.crisis?.emergency).toMatch(/^Piga simu 999 au 112/)
    expect(answer.suggestions.map((suggestion) => suggestion.href)).toEqual(['/sw/services/talk-to-a-therapist', '/sw/services/talk-to-a-doctor'])
    expect(answer.suggestions[1]?.text).toBe(catalogue.routes.get('/services/talk-to-a-doctor')?.callToActionSw)
  })

  it('asks the check-in in Kiswahili on a Kiswahili page, and answers its Kiswahili buttons in Kiswahili', async () => {
    const checkIn = await ask('sina raha na kila kitu siku hizi, sioni maana', 'sw')
    if (checkIn.checkIn) {
      expect(checkIn.checkIn.answers.map((answer) => answer.label)).toEqual(['Ndiyo', 'Hapana', 'Nina wasiwasi kuhusu mtu mwingine'])
      expect(checkIn.crisis?.heading).toBe(card.sw.heading)
    }
    const yes = await ask('Ndiyo', 'sw', { earlierMessages: ['sina raha na kila kitu siku hizi, sioni maana'], checkInAnswer: 'yes' })
    expect(yes).toMatchObject({ language: 'sw', crisis: { heading: card.sw.heading } })
    const no = await ask('Hapana', 'sw', { earlierMessages: ['sina raha na kila kitu siku hizi, sioni maana'], checkInAnswer: 'no' })
    expect(no.language).toBe('sw')
    expect(no.reply).toMatch(/^Asante kwa kujibu/)
    expect(no.suggestions.map((suggestion) => suggestion.href)).toEqual(['/sw/tests/depression', '/sw/services/talk-to-a-therapist'])
    for (const suggestion of no.suggestions) expectKiswahiliButton(suggestion)
  })
})
