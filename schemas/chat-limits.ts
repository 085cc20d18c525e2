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
} as const
