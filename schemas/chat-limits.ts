/**
 * The chat request's limits, as chat-request.schema.json states them, for the widget (its message
 * box and the history it sends) and the server alike. Apart from api-contract.ts so that only the
 * chat's chunk carries the schema.
 */
import chatRequestSchema from './chat-request.schema.json' with { type: 'json' }

export const chatLimits = {
  /** userInput: the message box refuses longer text. */
  messageMaxChars: chatRequestSchema.properties.userInput.maxLength,
  /** conversationHistory: the client sends the most recent characters up to this. */
  historyMaxChars: chatRequestSchema.properties.conversationHistory.maxLength,
  /** earlierMessages: the client sends the person's most recent earlier messages, at most this many. */
  earlierMessagesMax: chatRequestSchema.properties.earlierMessages.maxItems,
  /** earlierMessages: each earlier message is cut to this many characters. */
  earlierMessageMaxChars: chatRequestSchema.properties.earlierMessages.items.maxLength,
} as const
