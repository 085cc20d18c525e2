/**
 * The one shape of an assistant answer: its text, the suggested pages with their reasons (also
 * given as the older parallel lists the widget reads), the reply's language, and any extra fields
 * (the crisis card, the check-in, a request to rephrase).
 */
import type { ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { ReplyLanguage } from './language.ts'

export function chatReply(reply: string, suggestions: ChatSuggestion[], language: ReplyLanguage, extra: Partial<ChatReply> = {}): ChatReply {
  return {
    reply,
    descriptions: suggestions.map((suggestion) => suggestion.reason) as ChatReply['descriptions'],
    routeslugs: suggestions.map((suggestion) => suggestion.slug) as ChatReply['routeslugs'],
    suggestions: suggestions as ChatReply['suggestions'],
    language,
    ...extra,
  }
}
