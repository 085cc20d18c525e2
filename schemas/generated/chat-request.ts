/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Every message text so far (the person's and the assistant's) joined by single spaces, including the message just typed; may be empty; at most 8,000 characters.
 */
export type ConversationHistory = string
/**
 * The message just typed: at least one character that is not a space, at most 1,000 characters.
 */
export type Message = string

/**
 * The body of POST /api/chat/: what the person just typed to the assistant, with the conversation so far. The server never stores it by default and never logs it.
 */
export interface ChatRequest {
  conversationHistory: ConversationHistory
  userInput: Message
}
