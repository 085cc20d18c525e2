/**
 * The words of the assistant's embedded answers, in English or Swahili (the language of the
 * person's message, language.ts): a suggestion's one-line reason, built from the concern
 * lexicon's curated wording (never the person's own words beyond a catalogue key word), the
 * reply's sentences, and the request to rephrase. Never a diagnosis, never a dose.
 */
import type { ChatRoute } from './chat-catalogue.ts'
import type { ReplyLanguage } from './language.ts'

/** The sentence every reply with suggestions ends with, per language. */
export const disclaimers: Record<ReplyLanguage, string> = {
  en: 'This is general information, not a diagnosis: for that, please speak to a doctor.',
  sw: 'Haya ni maelezo ya jumla, si utambuzi wa ugonjwa: kwa hilo, tafadhali ongea na daktari.',
}

/** The English disclaimer (the model's answers and older callers). */
export const disclaimer = disclaimers.en

/** "5 minutes" -> "5-minute", "10-15 minutes" -> "10- to 15-minute"; anything else -> "short". */
export function durationAdjective(duration: string | undefined): string {
  const minutes = minutesOf(duration)
  if (!minutes) return 'short'
  return minutes[1] ? `${minutes[0]}- to ${minutes[1]}-minute` : `${minutes[0]}-minute`
}

function minutesOf(duration: string | undefined): [string, string | undefined] | undefined {
  const match = /^(\d+)(?:\s*-\s*(\d+))?\s*minutes?$/.exec(duration?.trim() ?? '')
  return match ? [match[1]!, match[2]] : undefined
}

/** What a route offers, as the second half of a reason. */
function offer(route: ChatRoute, language: ReplyLanguage): string {
  if (language === 'sw') {
    if (route.kind === 'service') return route.focusSw
    const minutes = minutesOf(route.duration)
    const length = !minutes ? 'kifupi' : minutes[1] ? `cha dakika ${minutes[0]} hadi ${minutes[1]}` : `cha dakika ${minutes[0]}`
    return `kipimo hiki ${length} kinaangalia ${route.focusSw}`
  }
  if (route.kind === 'service') return route.focus
  return `this ${durationAdjective(route.duration)} check looks at ${route.focus}`
}

/** A concern as a reason names it (the lexicon's `mention` and `mentionSw`). */
export type Mention = { readonly mention: string; readonly mentionSw: string }

/** Why the route is suggested: how the concern came up, then what the route offers. */
export type ReasonSource =
  | { kind: 'mentioned'; mentions: Mention[] }
  | { kind: 'mentioned-earlier'; mentions: Mention[] }
  | { kind: 'asked-about'; keyWord: string }
  | { kind: 'starting-point' }

function joinMentions(mentions: Mention[], language: ReplyLanguage): string {
  const words = mentions.map((mention) => (language === 'sw' ? mention.mentionSw : mention.mention))
  return [...new Set(words)].slice(0, 2).join(language === 'sw' ? ' na ' : ' and ')
}

const leads: Record<ReplyLanguage, (source: ReasonSource) => string> = {
  en: (source) => {
    if (source.kind === 'mentioned') return `You mentioned ${joinMentions(source.mentions, 'en')}`
    if (source.kind === 'mentioned-earlier') return `Earlier you mentioned ${joinMentions(source.mentions, 'en')}`
    if (source.kind === 'asked-about') return `You asked about ${source.keyWord.toLowerCase()}`
    return 'A good place to start'
  },
  sw: (source) => {
    if (source.kind === 'mentioned') return `Ulitaja ${joinMentions(source.mentions, 'sw')}`
    if (source.kind === 'mentioned-earlier') return `Awali ulitaja ${joinMentions(source.mentions, 'sw')}`
    if (source.kind === 'asked-about') return `Uliuliza kuhusu ${source.keyWord.toLowerCase()}`
    return 'Mahali pazuri pa kuanzia'
  },
}

export function reasonFor(route: ChatRoute, source: ReasonSource, language: ReplyLanguage = 'en'): string {
  const reason = `${leads[language](source)}: ${offer(route, language)}.`
  return reason.charAt(0).toUpperCase() + reason.slice(1)
}

export function suggestionsReply(count: number, language: ReplyLanguage = 'en'): string {
  if (language === 'sw') {
    return `Asante kwa kuniambia. ${count === 1 ? 'Hiki kinaweza kusaidia' : 'Hivi vinaweza kusaidia'}, kinachofaa zaidi kikiwa cha kwanza. ${disclaimers.sw}`
  }
  return `Thank you for telling me. ${count === 1 ? 'This may help' : 'These may help'}, best match first. ${disclaimers.en}`
}

/** When the message asks for help without naming a concern: the starting points follow. */
export const noMatchReplies: Record<ReplyLanguage, string> = {
  en: `Tell me a little more, for example about your sleep, mood, weight, drinking or a symptom, and I will suggest the most relevant free checks. Meanwhile, these are good places to start. ${disclaimers.en}`,
  sw: `Niambie zaidi kidogo, kwa mfano kuhusu usingizi, hisia, uzito, pombe au dalili fulani, nami nitakupendekezea vipimo vya bure vinavyofaa zaidi. Kwa sasa, hapa ni mahali pazuri pa kuanzia. ${disclaimers.sw}`,
}
export const noMatchReply = noMatchReplies.en

/** Examples of what to write: each one, sent as it is, gets suggestions (tested). */
export const rephraseExamples: Record<ReplyLanguage, string[]> = {
  en: ["I can't sleep", 'I drink every weekend', 'I want to check my blood pressure'],
  sw: ['sipati usingizi', 'nakunywa pombe kila wikendi', 'nataka kupima presha'],
}

function quoted(examples: string[], language: ReplyLanguage): string {
  const parts = examples.map((example) => `"${example}"`)
  return `${parts.slice(0, -1).join(', ')} ${language === 'sw' ? 'au' : 'or'} ${parts.at(-1)}`
}

/** What the message was, when it named nothing: only a greeting, only thanks, or not understood. */
export type Courtesy = 'greeting' | 'thanks' | 'none'

const openers: Record<ReplyLanguage, Record<Courtesy, string>> = {
  en: { greeting: 'Hello!', thanks: 'You are welcome.', none: 'Sorry, I did not understand that. Could you say it another way?' },
  sw: { greeting: 'Habari!', thanks: 'Karibu.', none: 'Samahani, sijaelewa. Unaweza kueleza kwa maneno mengine?' },
}

/** The answer when the message is not understood, or is only a greeting or thanks: no suggestion, a request to say more. */
export function rephraseReply(language: ReplyLanguage, courtesy: Courtesy = 'none'): string {
  const examples = quoted(rephraseExamples[language], language)
  const ask =
    language === 'sw'
      ? `Niambie kwa maneno machache kinachokusumbua, kwa mfano ${examples}, nami nitakupendekezea vipimo vya bure vinavyofaa zaidi.`
      : `Tell me in a few words what is on your mind, for example ${examples}, and I will suggest the most relevant free checks.`
  return `${openers[language][courtesy]} ${ask}`
}
