/**
 * The conversation (SPEC.md sections 3 and 8, chat): it starts with the greeting; a message that
 * is not blank is appended at once and sent with the whole conversation; the reply is appended
 * when the server answers. A failed request, or a reply with nothing in it, appends SPEC.md's
 * error message, led by the bundled crisis contacts when the person's words signal a crisis.
 * One message at a time: sending waits for the reply.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ChatRequest } from '#schemas/generated/chat-request.ts'
import { callApi } from '../../shared/api-client.ts'
import { CHAT_ERROR, conversationHistory, greeting, lastUserText, type AssistantMessage, type ChatMessage } from './chat-messages.ts'
import { assistantMessageFrom } from './chat-reply.ts'
import { offlineCrisisFor } from './offline-crisis.ts'

export type ChatEvent = { type: 'message.sent'; text: string }

/**
 * SPEC.md call 2: the assistant message, or null when the reply is not usable; rejects when the
 * call fails (network, 4xx/5xx, not JSON) or takes longer than the client's 20 seconds, so a slow
 * mobile network never leaves the typing indicator up for ever.
 */
async function askAssistant(request: ChatRequest, signal: AbortSignal): Promise<AssistantMessage | null> {
  const result = await callApi('chat', { body: request, signal })
  if (!result.ok) throw new Error(`The assistant could not answer (${result.failure.kind} ${result.failure.status ?? ''})`)
  return assistantMessageFrom(result.answer)
}

function failureMessage(messages: readonly ChatMessage[]): AssistantMessage {
  const crisis = offlineCrisisFor(lastUserText(messages))
  return crisis ? { from: 'assistant', text: CHAT_ERROR, suggestions: [], crisis } : { from: 'assistant', text: CHAT_ERROR, suggestions: [] }
}

export const chatMachine = setup({
  types: {
    context: {} as { messages: ChatMessage[] },
    events: {} as ChatEvent,
    input: {} as { assistantName: string },
  },
  actors: {
    askAssistant: fromPromise<AssistantMessage | null, ChatRequest>(({ input, signal }) => askAssistant(input, signal)),
  },
  guards: {
    isNotBlank: ({ event }) => event.text.trim() !== '',
  },
  actions: {
    appendUserMessage: assign({
      messages: ({ context, event }) => [...context.messages, { from: 'user', text: event.text.trim() }],
    }),
    appendFailure: assign({ messages: ({ context }) => [...context.messages, failureMessage(context.messages)] }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ messages: [greeting(input.assistantName)] }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'message.sent': { guard: 'isNotBlank', target: 'waiting', actions: 'appendUserMessage' } },
    },
    waiting: {
      invoke: {
        src: 'askAssistant',
        input: ({ context }) => ({ conversationHistory: conversationHistory(context.messages), userInput: lastUserText(context.messages) }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'ready',
            actions: assign({ messages: ({ context, event }) => (event.output ? [...context.messages, event.output] : context.messages) }),
          },
          { target: 'ready', actions: 'appendFailure' },
        ],
        onError: { target: 'ready', actions: 'appendFailure' },
      },
    },
  },
})
