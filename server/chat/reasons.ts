/**
 * The words of the assistant's embedded answers, in the reply's language (language.ts): a
 * suggestion's one-line reason, built from the concern lexicon's curated wording (never the
 * person's own words beyond a catalogue key word), the reply's sentences, and the request to
 * rephrase. Every sentence is a Lingui message (server/chat/locales/, decision 061). Never a
 * diagnosis, never a dose.
 */
import type { ChatRoute } from './chat-catalogue.ts'
import { say } from './chat-i18n.ts'
import type { ReplyLanguage } from './language.ts'

const disclaimerMessage = /*i18n*/ {
  id: 'chat.disclaimer',
  message: 'This is general information, not a diagnosis: for that, please speak to a doctor.',
}

/** The sentence every reply with suggestions ends with. */
export function disclaimer(language: ReplyLanguage = 'en'): string {
  return say(language)(disclaimerMessage)
}

function minutesOf(duration: string | undefined): [string, string | undefined] | undefined {
  const match = /^(\d+)(?:\s*-\s*(\d+))?\s*minutes?$/.exec(duration?.trim() ?? '')
  return match ? [match[1]!, match[2]] : undefined
}

const offers = {
  minutes: /*i18n*/ { id: 'chat.offer.minutes', message: 'this {minutes}-minute check looks at {focus}' },
  minuteRange: /*i18n*/ { id: 'chat.offer.minuteRange', message: 'this {from}- to {to}-minute check looks at {focus}' },
  short: /*i18n*/ { id: 'chat.offer.short', message: 'this short check looks at {focus}' },
}

/** What a route offers, as the second half of a reason. */
function offer(route: ChatRoute, language: ReplyLanguage): string {
  const focus = language === 'sw' ? route.focusSw : route.focus
  if (route.kind === 'service') return focus
  const minutes = minutesOf(route.duration)
  const t = say(language)
  if (!minutes) return t(offers.short, { focus })
  return minutes[1] ? t(offers.minuteRange, { from: minutes[0], to: minutes[1], focus }) : t(offers.minutes, { minutes: minutes[0], focus })
}

/** A concern as a reason names it (the lexicon's `mention` and `mentionSw`). */
export type Mention = { readonly mention: string; readonly mentionSw: string }

/** Why the route is suggested: how the concern came up, then what the route offers. */
export type ReasonSource =
  | { kind: 'mentioned'; mentions: Mention[] }
  | { kind: 'mentioned-earlier'; mentions: Mention[] }
  | { kind: 'asked-about'; keyWord: string }
  | { kind: 'starting-point' }

const leads = {
  twoConcerns: /*i18n*/ { id: 'chat.reason.twoConcerns', message: '{first} and {second}' },
  mentioned: /*i18n*/ { id: 'chat.reason.mentioned', message: 'You mentioned {concerns}' },
  mentionedEarlier: /*i18n*/ { id: 'chat.reason.mentionedEarlier', message: 'Earlier you mentioned {concerns}' },
  askedAbout: /*i18n*/ { id: 'chat.reason.askedAbout', message: 'You asked about {keyWord}' },
  startingPoint: /*i18n*/ { id: 'chat.reason.startingPoint', message: 'A good place to start' },
  reason: /*i18n*/ { id: 'chat.reason', message: '{lead}: {offer}.' },
}

function joinMentions(mentions: Mention[], language: ReplyLanguage): string {
  const words = [...new Set(mentions.map((mention) => (language === 'sw' ? mention.mentionSw : mention.mention)))]
  const [first = '', second] = words
  return second === undefined ? first : say(language)(leads.twoConcerns, { first, second })
}

function lead(source: ReasonSource, language: ReplyLanguage): string {
  const t = say(language)
  if (source.kind === 'mentioned') return t(leads.mentioned, { concerns: joinMentions(source.mentions, language) })
  if (source.kind === 'mentioned-earlier') return t(leads.mentionedEarlier, { concerns: joinMentions(source.mentions, language) })
  if (source.kind === 'asked-about') return t(leads.askedAbout, { keyWord: source.keyWord.toLowerCase() })
  return t(leads.startingPoint)
}

export function reasonFor(route: ChatRoute, source: ReasonSource, language: ReplyLanguage = 'en'): string {
  const reason = say(language)(leads.reason, { lead: lead(source, language), offer: offer(route, language) })
  return reason.charAt(0).toUpperCase() + reason.slice(1)
}

const suggestionsMessage = /*i18n*/ {
  id: 'chat.suggestions',
  message: 'Thank you for telling me. {count, plural, one {This may help} other {These may help}}, best match first. {disclaimer}',
}

export function suggestionsReply(count: number, language: ReplyLanguage = 'en'): string {
  return say(language)(suggestionsMessage, { count, disclaimer: disclaimer(language) })
}

const noMatchMessage = /*i18n*/ {
  id: 'chat.noMatch',
  message:
    'Tell me a little more, for example about your sleep, mood, weight, drinking or a symptom, and I will suggest the most relevant free checks. Meanwhile, these are good places to start. {disclaimer}',
}

/** When the message asks for help without naming a concern: the starting points follow. */
export function noMatchReply(language: ReplyLanguage = 'en'): string {
  return say(language)(noMatchMessage, { disclaimer: disclaimer(language) })
}

const examples = [
  /*i18n*/ { id: 'chat.rephrase.example.sleep', message: "I can't sleep" },
  /*i18n*/ { id: 'chat.rephrase.example.drinking', message: 'I drink every weekend' },
  /*i18n*/ { id: 'chat.rephrase.example.bloodPressure', message: 'I want to check my blood pressure' },
]

/** Examples of what to write, in a language: each one, sent as it is, gets suggestions (tested). */
export function rephraseExamples(language: ReplyLanguage): string[] {
  const t = say(language)
  return examples.map((example) => t(example))
}

/** What the message was, when it named nothing: only a greeting, only thanks, or not understood. */
export type Courtesy = 'greeting' | 'thanks' | 'none'

const openers: Record<Courtesy, { id: string; message: string }> = {
  greeting: /*i18n*/ { id: 'chat.rephrase.greeting', message: 'Hello!' },
  thanks: /*i18n*/ { id: 'chat.rephrase.thanks', message: 'You are welcome.' },
  none: /*i18n*/ { id: 'chat.rephrase.notUnderstood', message: 'Sorry, I did not understand that. Could you say it another way?' },
}

const rephraseMessage = /*i18n*/ {
  id: 'chat.rephrase',
  message: '{opener} Tell me in a few words what is on your mind, for example "{first}", "{second}" or "{third}", and I will suggest the most relevant free checks.',
}

/** The answer when the message is not understood, or is only a greeting or thanks: no suggestion, a request to say more. */
export function rephraseReply(language: ReplyLanguage, courtesy: Courtesy = 'none'): string {
  const t = say(language)
  const [first, second, third] = rephraseExamples(language)
  return t(rephraseMessage, { opener: t(openers[courtesy]), first, second, third })
}
