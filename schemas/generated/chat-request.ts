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
 * What the person wrote earlier in this conversation (their messages only, not the assistant's), oldest first, the most recent 12: the crisis net reads the conversation, not only the last message. Kept in the page's memory only.
 *
 * @maxItems 12
 *
 * Items: One earlier message of the person.
 */
export type EarlierMessages =
  | []
  | [string]
  | [string, string]
  | [string, string, string]
  | [string, string, string, string]
  | [string, string, string, string, string]
  | [string, string, string, string, string, string]
  | [string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string, string, string, string]
  | [string, string, string, string, string, string, string, string, string, string, string, string]
/**
 * True once a reply in this conversation carried the crisis contacts: every later reply carries them too, until the page is left. Kept in the page's memory only, never in browser storage.
 */
export type RiskSeen = boolean
/**
 * The button the person pressed under the assistant's direct question (a checkIn reply): yes (thinking about ending their life or hurting themselves), no, or someone-else (worried about someone else). userInput holds the button's words.
 */
export type AnswerToTheCheckIn = 'yes' | 'no' | 'someone-else'
/**
 * The language of the page the person is chatting on: sw on a Kiswahili page (under /sw/), else en. The reply is in the language the person writes in (Kiswahili for Kiswahili or Sheng), and in the page's language when the message and the conversation give no clue; its suggestions open the Kiswahili pages when the reply or the page is in Kiswahili. Absent means en.
 */
export type PageLanguage = 'en' | 'sw'
/**
 * The message just typed: at least one character that is not a space, at most 1,000 characters.
 */
export type Message = string

/**
 * The body of POST /api/chat/: what the person just typed to the assistant, with the conversation so far. The server never stores it by default and never logs it.
 */
export interface ChatRequest {
  conversationHistory: ConversationHistory
  earlierMessages?: EarlierMessages
  riskSeen?: RiskSeen
  checkInAnswer?: AnswerToTheCheckIn
  language?: PageLanguage
  userInput: Message
}
