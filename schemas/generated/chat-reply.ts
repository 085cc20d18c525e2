/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * A path of the site's tests or services, e.g. /tests/depression or /services/talk-to-a-therapist.
 *
 * This interface was referenced by `ChatReply`'s JSON-Schema
 * via the `definition` "sitePath".
 */
export type SitePath = string

/**
 * The assistant's answer to POST /api/chat/: a short plain-text message, up to three suggestions from the site's own tests and services (each with a one-line reason), and, when the crisis detector fires, the crisis contacts to show first.
 */
export interface ChatReply {
  /**
   * The assistant's message, plain text (never HTML). Never a diagnosis and never a dose.
   */
  reply: string
  /**
   * One line per suggestion, in the order of routeslugs: why it is suggested, tied to what the person wrote (the same text as suggestions[i].reason).
   *
   * @maxItems 3
   *
   * Items: One reason line.
   */
  descriptions: [] | [string] | [string, string] | [string, string, string]
  /**
   * The suggested site paths, best first (the same as suggestions[i].slug): tests and services of the catalogue only.
   *
   * @maxItems 3
   */
  routeslugs: [] | [SitePath] | [SitePath, SitePath] | [SitePath, SitePath, SitePath]
  /**
   * The suggestions, best first (at most three). When the crisis detector fires, Talk to a Therapist comes first.
   *
   * @maxItems 3
   */
  suggestions:
    [] | [ChatSuggestion] | [ChatSuggestion, ChatSuggestion] | [ChatSuggestion, ChatSuggestion, ChatSuggestion]
  crisis?: ChatCrisis
  checkIn?: ChatCheckIn
  /**
   * The language of reply, reasons, buttons and crisis words: "sw" when the person wrote in Swahili (or Sheng leaning on it), or wrote nothing that says which on a Kiswahili page; otherwise "en".
   */
  language?: 'en' | 'sw'
  /**
   * Present, and true, when the assistant did not understand the message (keyboard mash, emojis, random words) or it was only a greeting or thanks: the reply asks the person to say what is on their mind, and there are no suggestions. Such a reply is an answer, not an error.
   */
  rephrase?: true
}
/**
 * One suggested test or service: where it goes, the words on its button and why it is suggested.
 *
 * This interface was referenced by `ChatReply`'s JSON-Schema
 * via the `definition` "chatSuggestion".
 */
export interface ChatSuggestion {
  slug: SitePath
  /**
   * The address the suggestion opens: the slug in the language of the pages the reply points to (/sw/tests/depression from a Kiswahili reply or a Kiswahili page, else the slug itself).
   */
  href: string
  /**
   * Present, and true, in a Kiswahili reply when the suggested test is available in English only: its button keeps the English words (lang=en) and the reason says so in Kiswahili; its Kiswahili page says so too.
   */
  englishOnly?: true
  /**
   * The button's words in the reply's language: in English the call-to-action label from the catalogue (e.g. "Assess Depression Risk"), or "Learn More" for a route without one; in Kiswahili the test's Kiswahili title or the service's Kiswahili call to action (the English label for a test available in English only).
   */
  text: string
  /**
   * One line on why it is suggested, tied to what the person wrote; never a diagnosis.
   */
  reason: string
}
/**
 * Present when the crisis detector fires on what the person wrote: the safety card's words and the crisis contacts (from tests-catalog/crisis-contacts.json), shown before anything else, and the Talk to a Therapist link.
 *
 * This interface was referenced by `ChatReply`'s JSON-Schema
 * via the `definition` "chatCrisis".
 */
export interface ChatCrisis {
  /**
   * What the crisis net recognised.
   */
  kind: 'suicide-self-harm' | 'violence' | 'medical-emergency'
  /**
   * Present when the person says an act is already done (an overdose taken, poison swallowed): the emergency line (call 999 or 112 now), shown before anything else, the heading included.
   */
  emergency?: string
  /**
   * The safety card's heading.
   */
  heading: string
  /**
   * The safety card's short message.
   */
  message: string
  /**
   * The crisis contacts in the card's order (emergency first).
   *
   * @minItems 1
   */
  contacts: [ChatCrisisContact, ...ChatCrisisContact[]]
  therapist: ChatTherapistLink
}
/**
 * One crisis service, its hours and the numbers that reach it.
 *
 * This interface was referenced by `ChatReply`'s JSON-Schema
 * via the `definition` "chatCrisisContact".
 */
export interface ChatCrisisContact {
  /**
   * The service's name.
   */
  service: string
  /**
   * When it answers (e.g. "24/7").
   */
  hours: string
  /**
   * The numbers, the main one first.
   *
   * @minItems 1
   */
  numbers: [ChatCrisisNumber, ...ChatCrisisNumber[]]
}
/**
 * One number, to dial (tel) and to read (display).
 */
export interface ChatCrisisNumber {
  /**
   * Digits for a tel: link, with a leading + for an international form.
   */
  tel: string
  /**
   * The number as people read it.
   */
  display: string
}
/**
 * The Talk to a Therapist link.
 */
export interface ChatTherapistLink {
  /**
   * The link's words in the reply's language ("Talk to a Therapist").
   */
  text: string
  /**
   * The link's address, in the language of the pages the reply points to (/services/talk-to-a-therapist, or /sw/services/talk-to-a-therapist).
   */
  link: string
}
/**
 * Present when the distress net or the classifier matched what the person wrote, short of a crisis: the assistant asks directly, in the person's language, whether they are thinking about ending their life or hurting themselves, with three answer buttons; the crisis contacts (crisis) are shown under the question.
 *
 * This interface was referenced by `ChatReply`'s JSON-Schema
 * via the `definition` "chatCheckIn".
 */
export interface ChatCheckIn {
  /**
   * The direct question.
   */
  question: string
  /**
   * The answer buttons, in this order: yes, no, someone-else.
   *
   * @minItems 3
   * @maxItems 3
   */
  answers: [ChatCheckInAnswer, ChatCheckInAnswer, ChatCheckInAnswer]
}
/**
 * One answer button: what it sends (checkInAnswer) and its words.
 */
export interface ChatCheckInAnswer {
  /**
   * What the button sends as checkInAnswer.
   */
  answer: 'yes' | 'no' | 'someone-else'
  /**
   * The button's words, in the person's language.
   */
  label: string
}
