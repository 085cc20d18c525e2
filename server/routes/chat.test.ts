/**
 * POST /api/chat/ through app.inject(): a 200 valid against the reply schema with suggestions from
 * the catalogue; 400 for a blank message, 413 for a message or conversation too long; the crisis
 * contacts lead for a crisis message even when the configured model is down or slow; the
 * conversation never reaches the logs; 10 messages a minute per client IP, then 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaProblems } from '#schemas/index.ts'
import { registerSchema } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import type { ChatReply } from '#schemas/generated/chat-reply.ts'
import { startFakeModel, modelJson, type FakeModel } from '../testing/fake-model.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { historyTooLongMessage, messageTooLongMessage } from './chat.ts'

registerSchema('chat-reply.schema.json', chatReplySchema)

let nextAddress = 1
const freshAddress = () => `10.30.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

async function ask(testApp: TestApp, payload: unknown, remoteAddress = freshAddress()) {
  return testApp.app.inject({ method: 'POST', url: '/api/chat/', payload: payload as object, remoteAddress })
}

describe('POST /api/chat/ with the embedded recommender', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  it('answers 200 with suggestions from the catalogue, valid against the reply schema', async () => {
    const userInput = 'I have trouble sleeping and feel hopeless'
    const response = await ask(testApp, { conversationHistory: userInput, userInput })
    expect(response.statusCode).toBe(200)
    const body = response.json<ChatReply>()
    expect(schemaProblems('chat-reply.schema.json', body)).toEqual([])
    expect(body.routeslugs[0]).toBe('/tests/depression')
    expect(body.suggestions[0]).toMatchObject({ slug: '/tests/depression', text: 'Assess Depression Risk' })
    expect(body.descriptions).toEqual(body.suggestions.map((suggestion) => suggestion.reason))
    expect(body.reply).toMatch(/not a diagnosis/)
    expect(body.crisis).toBeUndefined()
  })

  it('refuses a blank message with 400 "Message is required."', async () => {
    for (const userInput of ['', '   \n ']) {
      const response = await ask(testApp, { conversationHistory: '', userInput })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ message: 'Message is required.' })
    }
  })

  it('refuses a message over 1,000 characters and a conversation over 8,000 with 413', async () => {
    const long = await ask(testApp, { conversationHistory: '', userInput: 'a'.repeat(1001) })
    expect(long.statusCode).toBe(413)
    expect(long.json()).toMatchObject({ message: messageTooLongMessage })
    const padded = await ask(testApp, { conversationHistory: '', userInput: `  ${'a'.repeat(1000)}  ` })
    expect(padded.statusCode).toBe(200)
    const history = await ask(testApp, { conversationHistory: 'b'.repeat(8001), userInput: 'hello' })
    expect(history.statusCode).toBe(413)
    expect(history.json()).toMatchObject({ message: historyTooLongMessage })
    const huge = await testApp.app.inject({ method: 'POST', url: '/api/chat/', payload: { conversationHistory: 'c'.repeat(200_000), userInput: 'hi' }, remoteAddress: freshAddress() })
    expect(huge.statusCode).toBe(413)
  })

  it('refuses a field it does not know', async () => {
    const response = await ask(testApp, { conversationHistory: '', userInput: 'hello', role: 'system' })
    expect(response.statusCode).toBe(400)
  })

  it('leads with the crisis contacts and Talk to a Therapist for a crisis message', async () => {
    const response = await ask(testApp, { conversationHistory: '', userInput: 'najiskia kujiua' })
    expect(response.statusCode).toBe(200)
    const body = response.json<ChatReply>()
    expect(schemaProblems('chat-reply.schema.json', body)).toEqual([])
    // A Kiswahili message: the card's Kiswahili words, and the therapist link on the Kiswahili pages (issue 20).
    expect(body.crisis).toMatchObject({ kind: 'suicide-self-harm', therapist: { text: 'Ongea na Mtaalamu wa Tiba ya Mazungumzo', link: '/sw/services/talk-to-a-therapist' } })
    expect(body.crisis?.contacts[0]?.numbers.map((number) => number.tel)).toEqual(['999', '112'])
    expect(body.suggestions[0]).toMatchObject({ slug: '/services/talk-to-a-therapist', href: '/sw/services/talk-to-a-therapist', text: 'Ongea na Mtaalamu wa Tiba ya Mazungumzo' })
    expect(body.reply).toMatch(/999/)
  })

  it('never writes the conversation to the logs', async () => {
    const planted = 'Zebra-Marmalade-4471 sina usingizi'
    await ask(testApp, { conversationHistory: `earlier Quokka-Lantern-9932 ${planted}`, userInput: planted })
    await ask(testApp, { conversationHistory: '', userInput: `${'Zebra-Marmalade-4471 '.repeat(60)}` })
    await ask(testApp, { conversationHistory: 'x', userInput: 'Zebra-Marmalade-4471 I want to kill myself' })
    await ask(testApp, { conversationHistory: 'x', userInput: `Zebra-Marmalade-4471 ${'y'.repeat(1000)}` })
    const broken = await testApp.app.inject({ method: 'POST', url: '/api/chat/', headers: { 'content-type': 'application/json' }, payload: '{"userInput": "Zebra-Marmalade-4471 usingizi', remoteAddress: freshAddress() })
    expect(broken.statusCode).toBe(400)
    const logs = JSON.stringify(testApp.logLines)
    expect(logs).toContain('Assistant answered')
    expect(logs).not.toMatch(/Zebra-Marmalade|Quokka-Lantern|usingizi|kill myself/)
  })

  it('answers 10 messages a minute from one address, then 429', async () => {
    const address = freshAddress()
    for (let i = 0; i < 10; i += 1) expect((await ask(testApp, { conversationHistory: '', userInput: 'hello' }, address)).statusCode).toBe(200)
    const refused = await ask(testApp, { conversationHistory: '', userInput: 'hello' }, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })
})

describe('POST /api/chat/ with a language model configured', () => {
  let testApp: TestApp
  let model: FakeModel
  beforeAll(async () => {
    model = await startFakeModel()
    testApp = await createTestApp({ env: { LLM_BASE_URL: model.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-small' } })
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
    await model.close()
  })

  it("answers with the model's suggestions, labelled from the catalogue", async () => {
    model.answer({ content: modelJson('Here are two checks that may help.', [{ route: '/tests/audit', reason: 'You said you drink most weekends.' }, { route: '/services/talk-to-a-doctor', reason: 'A doctor can advise you.' }]) })
    const response = await ask(testApp, { conversationHistory: '', userInput: 'I drink most weekends' })
    const body = response.json<ChatReply>()
    expect(schemaProblems('chat-reply.schema.json', body)).toEqual([])
    expect(body.suggestions).toEqual([
      { slug: '/tests/audit', href: '/tests/audit', text: 'Evaluate Alcohol Risk', reason: 'You said you drink most weekends.' },
      { slug: '/services/talk-to-a-doctor', href: '/services/talk-to-a-doctor', text: 'Consult a Doctor', reason: 'A doctor can advise you.' },
    ])
    expect(model.authorizations.at(-1)).toBe('Bearer test-key')
  })

  it('still leads with the crisis contacts when the model is down', async () => {
    await model.close()
    const response = await ask(testApp, { conversationHistory: '', userInput: 'I want to end my life' })
    expect(response.statusCode).toBe(200)
    expect(response.json<ChatReply>().crisis?.kind).toBe('suicide-self-harm')
    const ordinary = await ask(testApp, { conversationHistory: '', userInput: 'I smoke every day' })
    expect(ordinary.statusCode).toBe(200)
    expect(ordinary.json<ChatReply>().routeslugs).toContain('/tests/lung-cancer')
    model = await startFakeModel()
  })
})

describe('POST /api/chat/ with a slow language model', () => {
  let testApp: TestApp
  let model: FakeModel
  beforeAll(async () => {
    model = await startFakeModel()
    model.answer({ hang: true })
    testApp = await createTestApp({ env: { LLM_BASE_URL: model.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-small' } })
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
    await model.close()
  })

  it('answers a crisis message at once, without asking the model', async () => {
    const before = model.requests.length
    const response = await ask(testApp, { conversationHistory: '', userInput: 'my husband beats me' })
    expect(response.json<ChatReply>().crisis?.kind).toBe('violence')
    expect(model.requests.length).toBe(before)
  })

  it('falls back to the embedded recommender after the 3-second limit', async () => {
    const response = await ask(testApp, { conversationHistory: '', userInput: 'nina kisukari' })
    expect(response.statusCode).toBe(200)
    expect(response.json<ChatReply>().routeslugs).toContain('/tests/diabetes-risk')
    expect(JSON.stringify(testApp.logLines)).toContain('embedded-after-timeout')
  }, 10_000)
})
