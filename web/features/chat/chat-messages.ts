/**
 * The conversation as the widget keeps it (SPEC.md section 3, chat message, client side): who
 * wrote each message, its text, and on assistant messages the suggestions and crisis contacts.
 * Also the greeting and the conversationHistory of SPEC.md call 2. Kept in memory only: never
 * written to any browser storage.
 */
import { t } from '@lingui/core/macro'
import type { ChatCheckIn, ChatCrisis, ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import { chatLimits } from '#schemas/chat-limits.ts'

export type UserMessage = { from: 'user'; text: string }
/** The language of an assistant message (schemas/chat-reply.schema.json): English or Swahili. */
export type ReplyLanguage = NonNullable<ChatReply['language']>
export type AssistantMessage = {
  from: 'assistant'
  text: string
  /** The language the server answered in, for the view's lang attribute; absent means the page's (English). */
  language?: ReplyLanguage
  /** Checked site paths only (see chat-reply.ts); shown on the last assistant message only. */
  suggestions: readonly ChatSuggestion[]
  /** Shown first, before the text, whenever present (under the question of a check-in). */
  crisis?: ChatCrisis
  /** The direct question and its three answers (issue 17): the buttons show until one is pressed. */
  checkIn?: ChatCheckIn
}
export type ChatMessage = UserMessage | AssistantMessage

/** SPEC.md section 9: what the assistant says when the request fails or the reply is empty, in the page's language. */
export function chatError(): string {
  return t`An error occurred. Please try again later.`
}

/** The contract's limit on conversationHistory (schemas/chat-request.schema.json). */
export const HISTORY_MAX_CHARS = chatLimits.historyMaxChars

/** The contract's limit on userInput: the message box refuses longer text. */
export const MESSAGE_MAX_CHARS = chatLimits.messageMaxChars

/** SPEC.md section 3: the one message the chat starts with, in the page's language. */
export function greeting(assistantName: string): AssistantMessage {
  return {
    from: 'assistant',
    text: t({
      message: `Hello, I'm ${assistantName}. I'm here to assist you! Please type your health concerns or goals, and I'll recommend the most relevant screening tests.`,
      comment: "The assistant's first message; assistantName is its name (Amani)",
    }),
    suggestions: [],
  }
}

/**
 * SPEC.md call 2: every message text so far, joined by single spaces (the just-added user message
 * included). A long conversation keeps its most recent 8,000 characters, cut at a word, so the
 * server never refuses it for length.
 */
export function conversationHistory(messages: readonly ChatMessage[]): string {
  const joined = messages.map((message) => message.text).join(' ')
  if (joined.length <= HISTORY_MAX_CHARS) return joined
  const recent = joined.slice(joined.length - HISTORY_MAX_CHARS)
  const wordStart = recent.search(/\s\S/)
  return wordStart >= 0 ? recent.slice(wordStart + 1) : recent
}

/** The contract's limits on earlierMessages (schemas/chat-request.schema.json, read by chat-limits.ts). */
export const EARLIER_MESSAGES_MAX = chatLimits.earlierMessagesMax
export const EARLIER_MESSAGE_MAX_CHARS = chatLimits.earlierMessageMaxChars

/**
 * What the person wrote before their latest message, oldest first, the most recent 12: the crisis
 * net reads the conversation, not only the last message (issue 17).
 */
export function earlierUserMessages(messages: readonly ChatMessage[]): string[] {
  const written = messages.filter((message) => message.from === 'user').map((message) => message.text.slice(0, EARLIER_MESSAGE_MAX_CHARS))
  return written.slice(0, -1).slice(-EARLIER_MESSAGES_MAX)
}

/** The most recent thing the person wrote (for the crisis check when the request fails). */
export function lastUserText(messages: readonly ChatMessage[]): string {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]
    if (message?.from === 'user') return message.text
  }
  return ''
}
