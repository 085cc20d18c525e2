/**
 * The conversation (SPEC.md sections 3 and 8, chat): it starts with the greeting; a message that
 * is not blank is appended at once and sent with the whole conversation; the reply is appended
 * when the server answers. A failed request, or a reply with nothing in it, appends SPEC.md's
 * error message, led by the bundled crisis contacts when the conversation calls for them.
 * One message at a time: sending waits for the reply.
 *
 * Issue 17: the request carries the person's earlier messages and whether risk was seen; once a
 * reply carried the crisis contacts (not only a check-in), riskSeen stays true until the page is
 * left (memory only, never browser storage). A check-in's answer button sends its words with
 * checkInAnswer, and the buttons go once answered.
 *
 * Issue 20: the request says the page's language (`language`, sw on a /sw/ page), so a visitor on
 * a Kiswahili page is answered in Kiswahili when their message does not say otherwise.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { ChatCheckInAnswer } from '#schemas/generated/chat-reply.ts'
import type { ChatRequest } from '#schemas/generated/chat-request.ts'
import { callApi } from '../../shared/api-client.ts'
import type { Locale } from '#schemas/locales.ts'
import { chatError, conversationHistory, earlierUserMessages, greeting, lastUserText, type AssistantMessage, type ChatMessage } from './chat-messages.ts'
import { assistantMessageFrom } from './chat-reply.ts'
import { offlineCrisisFor } from './offline-crisis.ts'

export type CheckInAnswer = ChatCheckInAnswer['answer']
export type ChatEvent = { type: 'message.sent'; text: string } | { type: 'checkIn.answered'; answer: CheckInAnswer; label: string }
type ChatContext = { messages: ChatMessage[]; riskSeen: boolean; checkInAnswer?: CheckInAnswer; language: Locale }

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

function failureMessage(context: ChatContext): AssistantMessage {
  const crisis = offlineCrisisFor(context.messages, context.riskSeen, context.language)
  const text = chatError()
  return crisis ? { from: 'assistant', text, suggestions: [], crisis } : { from: 'assistant', text, suggestions: [] }
}

/** The request for the conversation as it stands (the newest message is the person's). */
function requestFor(context: ChatContext): ChatRequest {
  return {
    conversationHistory: conversationHistory(context.messages),
    userInput: lastUserText(context.messages),
    earlierMessages: earlierUserMessages(context.messages) as ChatRequest['earlierMessages'],
    language: context.language,
    ...(context.riskSeen ? { riskSeen: true } : {}),
    ...(context.checkInAnswer ? { checkInAnswer: context.checkInAnswer } : {}),
  }
}

/** The messages with the check-in buttons gone (once answered, or when the person types instead). */
const withoutOpenCheckIn = (messages: ChatMessage[]): ChatMessage[] =>
  messages.map((message) => (message.from === 'assistant' && message.checkIn ? { ...message, checkIn: undefined } : message))

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as { assistantName: string; language?: Locale },
  },
  actors: {
    askAssistant: fromPromise<AssistantMessage | null, ChatRequest>(({ input, signal }) => askAssistant(input, signal)),
  },
  guards: {
    isNotBlank: ({ event }) => event.type === 'checkIn.answered' || event.text.trim() !== '',
  },
  actions: {
    appendUserMessage: assign(({ context, event }) => ({
      messages: [...withoutOpenCheckIn(context.messages), { from: 'user' as const, text: event.type === 'message.sent' ? event.text.trim() : event.label }],
      checkInAnswer: event.type === 'checkIn.answered' ? event.answer : undefined,
    })),
    appendFailure: assign({ messages: ({ context }) => [...context.messages, failureMessage(context)] }),
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ messages: [greeting(input.assistantName)], riskSeen: false, language: input.language ?? 'en' }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'message.sent': { guard: 'isNotBlank', target: 'waiting', actions: 'appendUserMessage' },
        'checkIn.answered': { target: 'waiting', actions: 'appendUserMessage' },
      },
    },
    waiting: {
      invoke: {
        src: 'askAssistant',
        input: ({ context }) => requestFor(context),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'ready',
            actions: assign(({ context, event }) => ({
              messages: event.output ? [...context.messages, event.output] : context.messages,
              riskSeen: context.riskSeen || (event.output?.crisis !== undefined && event.output.checkIn === undefined),
            })),
          },
          { target: 'ready', actions: 'appendFailure' },
        ],
        onError: { target: 'ready', actions: 'appendFailure' },
      },
    },
  },
})
