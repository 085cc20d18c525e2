/**
 * Fuzzing the assistant: whatever text comes in (noise, emoji, Swahili, huge words, near-valid
 * bodies), POST /api/chat/ never answers 5xx, a refusal has the error shape, and a 200 is valid
 * against the reply schema with at most three suggestions from the catalogue. FUZZ_RUNS sets the
 * count (300 by default); FC_SEED replays a run.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSchema, schemaProblems } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import type { ChatReply } from '#schemas/generated/chat-reply.ts'
import { loadChatCatalogue } from '../chat/chat-catalogue.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

registerSchema('chat-reply.schema.json', chatReplySchema)

const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const catalogue = loadChatCatalogue()

const words = fc.constantFrom('sina', 'usingizi', 'I', "don't", 'smoke', 'kujiua', 'suicide', 'prevention', 'presha', 'beer', '...', '|', '*', '~', '😢', 'ñ', '\u0000', '\n', 'a'.repeat(300))
const text = fc.oneof(fc.string({ maxLength: 1200 }), fc.array(words, { maxLength: 60 }).map((parts) => parts.join(' ')), fc.string({ unit: 'grapheme', maxLength: 400 }))
const body = fc.oneof(
  fc.record({ conversationHistory: text, userInput: text }),
  fc.record({ conversationHistory: fc.anything(), userInput: fc.anything() }, { requiredKeys: [] }),
  fc.anything(),
)

let address = 1
describe('POST /api/chat/ under fuzzing', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await createTestApp()
    await testApp.app.ready()
  }, 60_000)
  afterAll(async () => {
    await testApp.app.close()
  })

  it('never answers 5xx; refusals have the error shape; answers are valid and from the catalogue', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const remoteAddress = `10.40.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`
        const response = await testApp.app.inject({ method: 'POST', url: '/api/chat/', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) ?? 'null', remoteAddress })
        expect(response.statusCode).toBeLessThan(500)
        if (response.statusCode !== 200) {
          expect(typeof response.json<{ message: unknown }>().message).toBe('string')
          return
        }
        const answer = response.json<ChatReply>()
        expect(schemaProblems('chat-reply.schema.json', answer)).toEqual([])
        for (const slug of answer.routeslugs) expect(catalogue.routes.has(slug)).toBe(true)
      }),
      { numRuns: RUNS, ...(seed === undefined ? {} : { seed }) },
    )
  }, 300_000)
})
