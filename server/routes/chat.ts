/**
 * POST /api/chat/ {conversationHistory, userInput, earlierMessages?, riskSeen?, checkInAnswer?}: the
 * AI assistant's answer (server/chat/): the crisis net first (a crisis answer, or a check-in),
 * otherwise one to three suggestions from the catalogue with reasons, from the language model when one is configured or the embedded
 * recommender. A blank message is a 400 ("Message is required."), one over 1,000 characters or a
 * conversation over 8,000 a 413; at most 10 messages a minute per client IP (RELIABILITY S13).
 *
 * Privacy: the conversation is never stored and never logged; only who answered (crisis, model,
 * embedded, and why the model was passed over) is logged.
 */
import type { FastifyInstance } from 'fastify'
import { addCallRoute, requestSchemas } from './call-schemas.ts'
import { registerSchema } from '#schemas/ajv.ts'
import chatReplySchema from '#schemas/chat-reply.schema.json' with { type: 'json' }
import chatRequestSchema from '#schemas/chat-request.schema.json' with { type: 'json' }
import type { ChatRequest } from '#schemas/generated/chat-request.ts'
import { answerChat } from '../chat/answer-chat.ts'
import { loadChatCatalogue } from '../chat/chat-catalogue.ts'
import { createLlmClient, type LlmClient } from '../chat/llm-client.ts'

registerSchema('chat-request.schema.json', chatRequestSchema)

export const MAX_MESSAGE_CHARS = 1000
export const MAX_HISTORY_CHARS = 8000
export const messageTooLongMessage = 'Your message is too long. Please keep it under 1,000 characters.'
export const historyTooLongMessage = 'The conversation is too long to send. Please start a new one.'

/** The reply schema as Fastify's serializer takes it (without the draft and id lines). */
const { $schema: _draft, $id: _id, ...replySchema } = chatReplySchema

const tooLarge = (message: string) => Object.assign(new Error(message), { statusCode: 413 })

export type ChatRoutesOptions = { model?: LlmClient }

export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions = {}): Promise<void> {
  const catalogue = loadChatCatalogue()
  const model = options.model ?? (app.config.llm ? createLlmClient(app.config.llm) : undefined)

  addCallRoute<{ Body: ChatRequest }>(
    app,
    'chat',
    {
      // Room for the largest valid body (8,000 + 1,000 + 12 earlier messages of 1,000 characters)
      // as UTF-8 and JSON escapes: anything bigger is a 413 unread.
      bodyLimit: 160 * 1024,
      schema: {
        ...requestSchemas('chat'),
        response: { 200: replySchema, '4xx': { $ref: 'error-body#' }, '5xx': { $ref: 'error-body#' } },
      },
      preValidation: async (request) => {
        // Before validation the body is whatever was sent: only its two texts are looked at.
        const body: unknown = request.body
        if (body === null || typeof body !== 'object' || Array.isArray(body)) return
        if ('userInput' in body && typeof body.userInput === 'string') {
          const userInput = body.userInput.trim()
          body.userInput = userInput
          if (userInput.length > MAX_MESSAGE_CHARS) throw tooLarge(messageTooLongMessage)
        }
        if ('conversationHistory' in body && typeof body.conversationHistory === 'string' && body.conversationHistory.length > MAX_HISTORY_CHARS) {
          throw tooLarge(historyTooLongMessage)
        }
      },
    },
    async (request) => {
      const { answer, source } = await answerChat(request.body, catalogue, model)
      request.log.info({ chatAnswer: source, suggestions: answer.suggestions.length }, 'Assistant answered')
      // Counts only (server/metrics/): how often the crisis contacts were shown or a check-in asked.
      if (answer.crisis) app.metrics.chatSafetyReplies.inc({ reply: 'crisis' })
      else if (source === 'check-in') app.metrics.chatSafetyReplies.inc({ reply: 'check-in' })
      return answer
    },
  )
}
