/**
 * POST /api/chat/ and the crisis net (issue 17) through app.inject(): the conversation is the unit
 * (earlier messages and riskSeen), the check-in and its three answers, an act already done answered
 * with 999/112 before anything else, the helper's answer, no greeting or request to rephrase after
 * distress, and the new fields refused when malformed. Every answer is valid against the schema.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaProblems } from '#schemas/index.ts'
import { registerSchema } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import type { ChatReply } from '#schemas/generated/chat-reply.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

registerSchema('chat-reply.schema.json', chatReplySchema)

let nextAddress = 1
const freshAddress = () => `10.31.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`

describe('POST /api/chat/ with the crisis net', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  async function ask(body: { userInput: string; earlierMessages?: string[]; riskSeen?: boolean; checkInAnswer?: string }) {
    const conversationHistory = [...(body.earlierMessages ?? []), body.userInput].join(' ')
    const response = await testApp.app.inject({ method: 'POST', url: '/api/chat/', payload: { conversationHistory, ...body }, remoteAddress: freshAddress() })
    return response
  }
  async function answer(body: Parameters<typeof ask>[0]): Promise<ChatReply> {
    const response = await ask(body)
    expect(response.statusCode).toBe(200)
    const reply = response.json<ChatReply>()
    expect(schemaProblems('chat-reply.schema.json', reply)).toEqual([])
    return reply
  }

  it('catches the plan in the second message after the risk in the first', async () => {
    const second = "I have a plan and a date. I'm done"
    expect((await answer({ userInput: second })).crisis).toBeUndefined()
    const reply = await answer({ userInput: second, earlierMessages: ['I want to die'] })
    expect(reply.crisis?.contacts.length).toBeGreaterThan(0)
    expect(reply.checkIn).toBeUndefined()
  })

  it('keeps the contacts on every later reply once risk was seen (sticky), also on an ordinary question', async () => {
    const ordinary = await answer({ userInput: 'which test is for diabetes?', riskSeen: true })
    expect(ordinary.suggestions.map((suggestion) => suggestion.slug)).toContain('/tests/diabetes-risk')
    expect(ordinary.crisis?.contacts[0]?.numbers.length).toBeGreaterThan(0)
    const fromTheConversation = await answer({ userInput: 'which test is for diabetes?', earlierMessages: ['nataka kujiua'] })
    expect(fromTheConversation.crisis).toBeDefined()
    expect((await answer({ userInput: 'which test is for diabetes?' })).crisis).toBeUndefined()
  })

  it('never answers a greeting, thanks or a request to rephrase after risk or distress', async () => {
    const goodbye = await answer({ userInput: 'this is goodbye, thank you for everything' })
    expect(goodbye.reply).not.toMatch(/welcome/i)
    expect(goodbye.checkIn ?? goodbye.crisis).toBeDefined()
    const thanks = await answer({ userInput: 'thanks', riskSeen: true })
    expect(thanks.rephrase).toBeUndefined()
    expect(thanks.crisis).toBeDefined()
    const afterDistress = await answer({ userInput: 'hello', earlierMessages: ['I feel like a burden to my family'] })
    expect(afterDistress.checkIn).toBeDefined()
  })

  it('asks directly, in the visitor language, with three answers and the contacts under the question', async () => {
    const english = await answer({ userInput: 'I feel like a burden to my family' })
    expect(english.checkIn?.question).toMatch(/ending your life or hurting yourself/)
    expect(english.checkIn?.answers.map((button) => button.answer)).toEqual(['yes', 'no', 'someone-else'])
    expect(english.checkIn?.answers.map((button) => button.label)).toEqual(['Yes', 'No', "I'm worried about someone else"])
    expect(english.crisis?.contacts.length).toBeGreaterThan(0)
    const swahili = await answer({ userInput: 'Mimi ni mzigo kwa familia yangu' })
    expect(swahili.language).toBe('sw')
    expect(swahili.checkIn?.question).toMatch(/unafikiria kujiua au kujidhuru/)
    expect(swahili.checkIn?.answers[0]?.label).toBe('Ndiyo')
  })

  it('answers Yes with the crisis answer, someone else with the helper answer, and No by going on', async () => {
    const earlierMessages = ['I feel like a burden to my family']
    const yes = await answer({ userInput: 'Yes', checkInAnswer: 'yes', earlierMessages })
    expect(yes.crisis?.kind).toBe('suicide-self-harm')
    expect(yes.checkIn).toBeUndefined()
    const someoneElse = await answer({ userInput: "I'm worried about someone else", checkInAnswer: 'someone-else', earlierMessages })
    expect(someoneElse.reply).toMatch(/^Thank you for looking out for them\. If they may be in danger now, call 999 or 112\./)
    expect(someoneElse.reply).toMatch(/stay with them/)
    expect(someoneElse.crisis).toBeDefined()
    const no = await answer({ userInput: 'No', checkInAnswer: 'no', earlierMessages })
    expect(no.crisis).toBeUndefined()
    expect(no.checkIn).toBeUndefined()
    expect(no.reply).toMatch(/Need help now\?/)
    expect(no.routeslugs).toEqual(['/tests/depression', '/services/talk-to-a-therapist'])
  })

  it('answers someone worried about a friend with the helper reply, in English and Sheng', async () => {
    const english = await answer({ userInput: "my friend posted a farewell message and isn't answering her phone" })
    expect(english.reply).toMatch(/^Thank you for looking out for them/)
    expect(english.crisis?.contacts.length).toBeGreaterThan(0)
    const sheng = await answer({ userInput: 'msee wangu amepost farewell msg' })
    expect(sheng.crisis).toBeDefined()
    expect(sheng.reply).toMatch(/^(Asante kwa kumjali|Thank you for looking out for them)/)
  })

  it('answers an act already done with the emergency line before anything else', async () => {
    for (const userInput of ['I have taken 20 paracetamol tablets and I want to die', 'Nimemeza vidonge vingi sasa hivi']) {
      const reply = await answer({ userInput })
      expect(reply.reply).toMatch(/^(Call 999 or 112 now|Piga simu 999 au 112 sasa)/)
      expect(reply.crisis?.emergency).toMatch(/999 (or|au) 112/)
      expect(reply.routeslugs).toContain('/services/talk-to-a-doctor')
    }
    const thoughts = await answer({ userInput: 'I want to kill myself' })
    expect(thoughts.crisis?.emergency).toBeUndefined()
  })

  it('answers the largest conversation the contract allows, in characters of four bytes', async () => {
    const emoji = (count: number) => '😢'.repeat(count)
    const payload = { conversationHistory: emoji(4000), userInput: emoji(500), earlierMessages: Array.from({ length: 12 }, () => emoji(1000)) }
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(64 * 1024)
    const response = await testApp.app.inject({ method: 'POST', url: '/api/chat/', payload, remoteAddress: freshAddress() })
    expect(response.statusCode).toBe(200)
  })

  it('keeps the contacts after No when risk was seen before', async () => {
    const no = await answer({ userInput: 'No', checkInAnswer: 'no', earlierMessages: ['I want to kill myself'] })
    expect(no.checkIn).toBeUndefined()
    expect(no.crisis?.contacts.length).toBeGreaterThan(0)
  })

  it('refuses malformed conversation fields with a 400 naming the field', async () => {
    const tooMany = await ask({ userInput: 'hello', earlierMessages: Array.from({ length: 13 }, (_, index) => `message ${index}`) })
    expect(tooMany.statusCode).toBe(400)
    expect(JSON.stringify(tooMany.json())).toMatch(/earlierMessages/)
    const badAnswer = await ask({ userInput: 'maybe', checkInAnswer: 'maybe' })
    expect(badAnswer.statusCode).toBe(400)
    expect(JSON.stringify(badAnswer.json())).toMatch(/checkInAnswer/)
  })
})
