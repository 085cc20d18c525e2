/**
 * POST /api/chat/ through app.inject() (issue 12): the answer's language and the request to
 * rephrase reach the person, valid against the reply schema (the response serializer keeps only
 * what the schema lists): Swahili in, Swahili out; nonsense in, a request to rephrase with no
 * suggestion out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import type { ChatReply } from '#schemas/generated/chat-reply.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { disclaimer } from './reasons.ts'

registerSchema('chat-reply.schema.json', chatReplySchema)

describe('POST /api/chat/ in Swahili and for nonsense', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.ready()
  }, 30_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  const ask = async (userInput: string, remoteAddress: string) => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/chat/', payload: { conversationHistory: userInput, userInput }, remoteAddress })
    expect(response.statusCode).toBe(200)
    const body = response.json<ChatReply>()
    expect(schemaProblems('chat-reply.schema.json', body)).toEqual([])
    return body
  }

  it('answers a Swahili message in Swahili', async () => {
    const body = await ask('nakunywa pombe kila wikendi', '10.31.0.1')
    expect(body.language).toBe('sw')
    expect(body.reply).toContain(disclaimer('sw'))
    expect(body.routeslugs[0]).toBe('/tests/audit')
    expect(body.rephrase).toBeUndefined()
  })

  it('asks to rephrase nonsense, with no suggestion, and says so in the body', async () => {
    const body = await ask('asdfgh', '10.31.0.2')
    expect(body).toMatchObject({ rephrase: true, language: 'en', suggestions: [], routeslugs: [], descriptions: [] })
    expect(body.reply).toMatch(/^Sorry, I did not understand that/)
  })
})
